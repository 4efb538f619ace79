import Image from 'next/image'
import { cn } from '@/components/ui/cn'
import { colourStyle } from '@/lib/domain/badge-colour'

/** The brand green behind the initial when an editor sets no logo background. */
const DEFAULT_LOGO_BACKGROUND = '#065f46'

/**
 * A provider's logo: the editor's image through next/image (an uploaded /media/ file or an IMAGE_HOSTS
 * address, already checked by the data layer), else its initial. Either sits on the editor's backdrop colour.
 * The alt text is empty: the provider's name is the heading right beside it.
 */
export function ProviderLogo({ name, logoUrl, background, size, className }: { name: string; logoUrl: string | null; background: string | null; size: 48 | 64; className?: string }) {
  // `.logo-box` (app/globals.css): the centred, rounded box; lists repeat it.
  const box = cn('logo-box', size === 48 ? 'size-12 text-lg' : 'size-16 text-2xl', className)
  if (logoUrl) {
    return <Image src={logoUrl} alt="" width={size} height={size} className={cn(box, 'object-contain')} style={background ? { backgroundColor: background } : undefined} />
  }
  return (
    <span aria-hidden className={cn(box, 'font-bold')} style={colourStyle(background, DEFAULT_LOGO_BACKGROUND)}>
      {name.charAt(0)}
    </span>
  )
}
