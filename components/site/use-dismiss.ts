'use client'

import { useEffect, type RefObject } from 'react'

/**
 * Closes an open menu the way people expect: Escape, or a tap or click anywhere outside `inside` (the element
 * holding the menu and the control that opens it). Escape returns the focus to `returnFocus`.
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  inside: RefObject<HTMLElement | null>,
  returnFocus: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      close()
      returnFocus.current?.focus()
    }
    const onPointer = (event: PointerEvent) => {
      if (!inside.current?.contains(event.target as Node)) close()
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open, close, inside, returnFocus])
}
