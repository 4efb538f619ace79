import { CARRIED_PARAM_LIMITS, carriedParams, withLandingParams, type CarriedParamLimits } from '@/lib/domain/outbound'

/**
 * Runs in the browser while the page is still being parsed: keeps the landing page's own query parameters
 * for the tab and adds them to a /go/ link as it is followed. It needs no React, so a visitor who moves on
 * or taps 'Visit Site' before the page has hydrated keeps them too. Its helpers arrive as arguments: this
 * function's source is what runs, so it may name nothing outside itself.
 */
function installLandingParams(
  carry: typeof carriedParams,
  addTo: typeof withLandingParams,
  limits: CarriedParamLimits,
  storageKey: string,
) {
  try {
    const fromUrl = carry(new URLSearchParams(window.location.search), limits)
    if (fromUrl.length) sessionStorage.setItem(storageKey, JSON.stringify(fromUrl))
  } catch {
    // Storage refused (some private modes): there is then nothing to carry.
  }
  // Before the browser follows the link: a click, a middle click, or a long press opening a new tab.
  const addParams = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href^="/go/"]')
    if (!link) return
    try {
      const landing: [string, string][] = JSON.parse(sessionStorage.getItem(storageKey) ?? '[]')
      if (landing.length) link.setAttribute('href', addTo(link.getAttribute('href')!, landing))
    } catch {
      // Nothing stored, or storage refused: the link goes as it is.
    }
  }
  for (const type of ['pointerdown', 'click', 'auxclick', 'keydown']) document.addEventListener(type, addParams, true)
}

const SCRIPT = `(${installLandingParams})(${carriedParams},${withLandingParams},${JSON.stringify(CARRIED_PARAM_LIMITS)},"landing-params")`

/**
 * Carries the landing page's query parameters (an ad's gclid, utm_*, ...) through /go/ to the provider, so
 * its own tracking still sees where the visit came from. Pages are cached, so their /go/ links cannot hold
 * each visitor's parameters: they are kept for the tab (sessionStorage, no cookie) and added to a /go/ link
 * as it is followed.
 */
export function LandingParams() {
  return <script dangerouslySetInnerHTML={{ __html: SCRIPT }} />
}
