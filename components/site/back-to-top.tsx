'use client'

import { ArrowUp } from 'lucide-react'
import { useEffect, useState } from 'react'
import { BACK_TO_TOP_THRESHOLD_PX } from '@/config/site'

export function BackToTop() {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  if (!visible) return null
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className="fixed bottom-6 right-6 z-40 rounded-full bg-brand-700 p-3 text-white shadow-lg hover:bg-brand-800"
      aria-label="Back to top"
    >
      <ArrowUp aria-hidden className="size-5" />
    </button>
  )
}
