'use client'

import { ArrowUp } from 'lucide-react'
import { useEffect, useState } from 'react'
import { BACK_TO_TOP_THRESHOLD_PX } from '@/config/site'

/**
 * Appears once the page is scrolled past the threshold. Read as the page hydrates, `scrollY` forces the browser
 * to lay out the whole page inside the hydration task (a forced reflow, which Lighthouse counts as blocking
 * time: docs/PERFORMANCE.md), so the first read waits until the next frame has been painted, when layout is
 * done anyway; it still catches a page scrolled before the script ran.
 */
export function BackToTop() {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX)
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => (timer = setTimeout(update)))
    window.addEventListener('scroll', update, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
      window.removeEventListener('scroll', update)
    }
  }, [])
  if (!visible) return null
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      // Not on a phone, where it covered the cards' Visit buttons: there a tap on the status bar goes to the top.
      className="fixed bottom-6 right-6 z-40 hidden rounded-full bg-brand-700 p-3 text-white shadow-lg hover:bg-brand-800 sm:block"
      aria-label="Back to top"
    >
      <ArrowUp aria-hidden className="size-5" />
    </button>
  )
}
