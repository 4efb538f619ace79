'use client'

import { Menu, X } from 'lucide-react'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useCallback, useRef, useState } from 'react'
import { MAIN_NAV } from '@/config/site'
import { countryHref, isActivePath } from '@/lib/domain/country'
import { clsx } from 'clsx'
import { useDismiss } from './use-dismiss'

/** The main links, prefixed with the country path; collapses into a toggle menu on small screens. */
export function MainNav({ countryPath }: { countryPath: string }) {
  const pathname = usePathname()
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const toggle = useRef<HTMLDivElement>(null)
  const close = useCallback(() => setOpen(false), [])
  // The menu is open while its list is on the page (#mobile-menu, rendered only when open).
  const isOpen = useCallback(() => Boolean(toggle.current?.querySelector('#mobile-menu')), [])
  useDismiss(isOpen, close, toggle, button)
  const links = MAIN_NAV.map((item) => ({
    ...item,
    href: item.countryNeutral ? item.path : countryHref({ path: countryPath }, item.path),
    active: isActivePath(pathname, item.path),
  }))
  const linkClass = (active: boolean) =>
    clsx(
      'rounded-md px-3 py-2 text-sm font-medium',
      active ? 'bg-brand-50 text-brand-700' : 'text-gray-700 hover:bg-gray-100',
    )

  return (
    <>
      <nav aria-label="Main" className="hidden md:block">
        <ul className="flex items-center gap-1">
          {links.map((link) => (
            <li key={link.path}>
              <Link href={link.href} className={linkClass(link.active)} aria-current={link.active ? 'page' : undefined}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* The menu button and the menu it opens: a tap outside both closes it. */}
      <div ref={toggle} className="md:hidden">
        <button
          ref={button}
          type="button"
          className="rounded-md p-2 text-gray-700 hover:bg-gray-100 md:hidden"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
        </button>
        {open && (
          <nav
            id="mobile-menu"
            aria-label="Mobile"
            className="absolute inset-x-0 top-16 border-b border-gray-200 bg-white shadow-md md:hidden"
          >
            <ul className="mx-auto flex max-w-6xl flex-col px-4 py-2">
              {links.map((link) => (
                <li key={link.path}>
                  <Link
                    href={link.href}
                    className={clsx('block', linkClass(link.active))}
                    aria-current={link.active ? 'page' : undefined}
                    onClick={() => setOpen(false)}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </>
  )
}
