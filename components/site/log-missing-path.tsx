'use client'

import { useEffect } from 'react'

/** Logs the path a visitor tried, so broken inbound links show up in the browser console. */
export function LogMissingPath() {
  useEffect(() => {
    console.error('404: no page at', window.location.pathname)
  }, [])
  return null
}
