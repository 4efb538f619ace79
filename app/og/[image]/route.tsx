import { ImageResponse } from 'next/og'
import { env } from '@/lib/env'
import { OG_IMAGE_SIZE, OG_IMAGE_TYPES, type OgImageType } from '@/lib/seo/metadata'

/** One 1200x630 social card per kind of page, drawn at build time with next/og's bundled font (no network). */
export const dynamicParams = false

export function generateStaticParams() {
  return OG_IMAGE_TYPES.map((type) => ({ image: `${type}.png` }))
}

const HEADLINES: Record<OgImageType, { kicker: string; headline: string }> = {
  home: { kicker: 'Independent comparison', headline: 'Compare online GLP-1 weight-loss providers' },
  provider: { kicker: 'Provider profile', headline: 'Prices per dose, states served and the Vial Score' },
  tool: { kicker: 'Free tools', headline: 'GLP-1 dosage, cost and BMI calculators' },
  blog: { kicker: 'GLP-1 Blog', headline: 'Guides on semaglutide, tirzepatide and online care' },
  news: { kicker: 'News & updates', headline: 'FDA decisions, research and industry news on GLP-1s' },
  community: { kicker: 'Community', headline: 'What patients discuss about GLP-1 medications' },
  city: { kicker: 'Near you', headline: 'GLP-1 weight-loss providers serving your city' },
  page: { kicker: 'GLP-1 comparison', headline: 'Semaglutide and tirzepatide providers, compared honestly' },
}

export async function GET(_request: Request, { params }: RouteContext<'/og/[image]'>) {
  const type = (await params).image.replace(/\.png$/, '') as OgImageType
  const { kicker, headline } = HEADLINES[type] ?? HEADLINES.page
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        background: 'linear-gradient(135deg, #ecfdf7 0%, #ffffff 60%)',
        color: '#064e3b',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', fontSize: 40, fontWeight: 700 }}>
        <div style={{ width: 56, height: 56, borderRadius: 14, background: '#065f46', marginRight: 20 }} />
        {env.SITE_NAME}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ fontSize: 34, color: '#047857', textTransform: 'uppercase', letterSpacing: 2 }}>{kicker}</div>
        <div style={{ fontSize: 72, fontWeight: 700, lineHeight: 1.1, marginTop: 16, color: '#111827' }}>
          {headline}
        </div>
      </div>
      <div style={{ fontSize: 28, color: '#374151' }}>
        Prices per dose · States and countries · Vial Score · Free tools
      </div>
    </div>,
    OG_IMAGE_SIZE,
  )
}
