'use client'

import { useEffect } from 'react'
import { carriedParams, withLandingParams } from '@/lib/domain/outbound'

const STORAGE_KEY = 'landing-params'

/**
 * Carries the landing page's query parameters (an ad's gclid, utm_*, ...) through /go/ to the provider
 * (SPEC.md section 9). Pages are cached, so their /go/ links cannot hold each visitor's parameters: they are
 * kept for the tab (sessionStorage, no cookie) and added to a /go/ link as it is followed.
 */
export function LandingParams() {
  useEffect(() => {
    const fromUrl = carriedParams(new URLSearchParams(window.location.search))
    if (fromUrl.length) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(fromUrl))
    const stored = (): [string, string][] => {
      try {
        return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]')
      } catch {
        return []
      }
    }
    // Before the browser follows the link: a click, a middle click, or a long press opening a new tab.
    const addParams = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.('a[href^="/go/"]') as HTMLAnchorElement | null
      const landing = stored()
      if (link && landing.length) link.setAttribute('href', withLandingParams(link.getAttribute('href')!, landing))
    }
    for (const type of ['pointerdown', 'click', 'auxclick', 'keydown'] as const) document.addEventListener(type, addParams, true)
    return () => {
      for (const type of ['pointerdown', 'click', 'auxclick', 'keydown'] as const) document.removeEventListener(type, addParams, true)
    }
  }, [])
  return null
}
