'use client'

import { useEffect, type RefObject } from 'react'

/**
 * Closes an open menu the way people expect: Escape, or a tap or click anywhere outside `inside` (the element
 * holding the menu and the control that opens it). Escape returns the focus to `returnFocus`. `isOpen` reads
 * the page itself (a <details> element's `open`, the menu's presence): the listeners stand from the first
 * render, so a tap that comes before React has handled the opening still closes it.
 */
export function useDismiss(
  isOpen: () => boolean,
  close: () => void,
  inside: RefObject<HTMLElement | null>,
  returnFocus: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !isOpen()) return
      close()
      returnFocus.current?.focus()
    }
    const onPointer = (event: PointerEvent) => {
      if (isOpen() && !inside.current?.contains(event.target as Node)) close()
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [isOpen, close, inside, returnFocus])
}
