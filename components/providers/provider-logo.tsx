import { getImageProps } from 'next/image'
import { cn } from '@/components/ui/cn'
import { colourStyle } from '@/lib/domain/badge-colour'

/** The brand green behind the initial when an editor sets no logo background. */
const DEFAULT_LOGO_BACKGROUND = '#065f46'

/**
 * A provider's logo: the editor's image through next/image's optimizer (an uploaded /media/ file or an
 * IMAGE_HOSTS address, already checked by the data layer), else its initial. Either sits on the editor's
 * backdrop colour. getImageProps gives <Image>'s srcset, width, height and lazy loading on a plain <img>, so
 * no client code ships for it (<Image> is a client component: 5.5 KB gzip on every page with a provider card).
 * The alt text is empty: the provider's name is the heading right beside it.
 */
export function ProviderLogo({
  name,
  logoUrl,
  background,
  size,
  className,
}: {
  name: string
  logoUrl: string | null
  background: string | null
  size: 48 | 64
  className?: string
}) {
  // `.logo-box` (app/globals.css): the centred, rounded box; lists repeat it.
  const box = cn('logo-box', size === 48 ? 'size-12 text-lg' : 'size-16 text-2xl', className)
  if (logoUrl) {
    const { props } = getImageProps({ src: logoUrl, alt: '', width: size, height: size })
    return (
      // eslint-disable-next-line @next/next/no-img-element -- the optimizer's props, without <Image>'s client code
      <img
        {...props}
        alt=""
        className={cn(box, 'object-contain')}
        style={{ ...props.style, ...(background ? { backgroundColor: background } : {}) }}
      />
    )
  }
  return (
    <span aria-hidden className={cn(box, 'font-bold')} style={colourStyle(background, DEFAULT_LOGO_BACKGROUND)}>
      {name.charAt(0)}
    </span>
  )
}
