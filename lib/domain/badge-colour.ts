/** Black or white text, whichever contrasts more, reaches 4.58:1 on any background, so no colour fails WCAG AA. */

/** Tailwind's 700 shades (each carries white text at over 5:1). */
export const BADGE_PALETTE = {
  green: '#15803d',
  teal: '#0f766e',
  blue: '#1d4ed8',
  purple: '#7e22ce',
  orange: '#c2410c',
  red: '#b91c1c',
  gray: '#374151',
} as const
export type BadgePaletteName = keyof typeof BADGE_PALETTE
export const BADGE_PALETTE_NAMES = Object.keys(BADGE_PALETTE) as BadgePaletteName[]

/** bg-brand-700 */
export const DEFAULT_BADGE_BACKGROUND = '#065f46'

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i

/** Named CSS colours, alpha and url(...) are refused. */
export function parseHexColour(value: string | null | undefined): string | null {
  const text = value?.trim() ?? ''
  if (!HEX.test(text)) return null
  const digits = text.slice(1).toLowerCase()
  return `#${digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits}`
}

export function parseBadgeColour(value: string | null | undefined): string | null {
  const text = value?.trim().toLowerCase() ?? ''
  if (text in BADGE_PALETTE) return text
  return parseHexColour(text)
}

export function badgeBackground(value: string | null | undefined): string | null {
  const parsed = parseBadgeColour(value)
  if (!parsed) return null
  return parsed in BADGE_PALETTE ? BADGE_PALETTE[parsed as BadgePaletteName] : parsed
}

export function relativeLuminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

export function readableTextOn(background: string): '#000000' | '#ffffff' {
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, '#000000') ? '#ffffff' : '#000000'
}

export function colourStyle(background: string | null, fallback: string): { backgroundColor: string; color: string } {
  const backgroundColor = background ?? fallback
  return { backgroundColor, color: readableTextOn(backgroundColor) }
}
