/**
 * What editors can put on a provider card: the logo's address (IMAGE_HOSTS allow-list or an upload's path),
 * an uploaded file's type and size, and the badge and logo colours (always AA-readable text).
 */
import fc from 'fast-check'
import {
  BADGE_PALETTE,
  badgeBackground,
  contrastRatio,
  parseBadgeColour,
  parseHexColour,
  readableTextOn,
} from '@/lib/domain/badge-colour'
import {
  checkLogoUrl,
  imageRemotePatterns,
  isAllowedLogoUrl,
  logoUrlMessage,
  parseImageHosts,
} from '@/lib/http/image-hosts'
import { checkImageUpload, LOGO_MAX_BYTES, sniffImageType, UPLOAD_MESSAGES } from '@/lib/domain/image-upload'
import { offerLines } from '@/lib/domain/provider-card'
import { parseEnv } from '@/lib/env'

const HOSTS = ['logos.example.com', 'cdn.vialscore.example']
const MEDIA = '/media/0f8fad5b-d9cb-469f-a165-70867728950e'

describe('IMAGE_HOSTS', () => {
  it('is a list of lowercase host names, comma- or space-separated; anything else is reported', () => {
    expect(parseImageHosts(' Logos.Example.com, cdn.vialscore.example  logos.example.com')).toEqual({
      hosts: HOSTS,
      invalid: [],
    })
    expect(parseImageHosts('https://x.example, *.example.com, x.example:443, ok.example').invalid).toEqual([
      'https://x.example',
      '*.example.com',
      'x.example:443',
    ])
    expect(parseImageHosts(undefined)).toEqual({ hosts: [], invalid: [] })
  })

  it('is a setting: empty by default (uploads only), and a malformed list stops start-up naming it', () => {
    expect(parseEnv({}).IMAGE_HOSTS).toEqual([])
    expect(parseEnv({ IMAGE_HOSTS: 'logos.example.com,cdn.vialscore.example' }).IMAGE_HOSTS).toEqual(HOSTS)
    expect(() => parseEnv({ IMAGE_HOSTS: 'https://logos.example.com' })).toThrow(
      /IMAGE_HOSTS: must be host names .*https:\/\/logos\.example\.com/,
    )
  })

  it("feeds next.config's remotePatterns: https, default port, any path", () => {
    expect(imageRemotePatterns(HOSTS)).toEqual([
      { protocol: 'https', hostname: 'logos.example.com', port: '', pathname: '/**' },
      { protocol: 'https', hostname: 'cdn.vialscore.example', port: '', pathname: '/**' },
    ])
  })
})

describe('a logo address', () => {
  it.each([
    ['https://logos.example.com/a/b.png', true],
    ['https://LOGOS.example.com/b.png?v=2', true],
    [MEDIA, true],
    ['https://evil.example/b.png', false],
    ['https://logos.example.com.evil.example/b.png', false],
    ['https://sub.logos.example.com/b.png', false],
    ['http://logos.example.com/b.png', false],
    ['https://logos.example.com:8443/b.png', false],
    ['https://user:pw@logos.example.com/b.png', false],
    ['javascript:alert(1)', false],
    ['/media/not-a-uuid', false],
    ['/icon.svg', false],
    ['//logos.example.com/b.png', false],
  ])('%s allowed: %s', (url, allowed) => {
    expect(isAllowedLogoUrl(url, HOSTS)).toBe(allowed)
  })

  it('is refused with a message that says what to do', () => {
    expect(checkLogoUrl('not a url', HOSTS)).toEqual({ ok: false, reason: 'not_url' })
    expect(logoUrlMessage('not_url', HOSTS)).toBe('The logo must be a full URL')
    expect(logoUrlMessage('host', HOSTS)).toContain('logos.example.com, cdn.vialscore.example')
    expect(logoUrlMessage('host', [])).toMatch(/IMAGE_HOSTS is empty.*upload/)
    expect(checkLogoUrl('http://logos.example.com/x.png', HOSTS)).toEqual({ ok: false, reason: 'not_https' })
  })
})

describe('an uploaded file', () => {
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
  const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16])
  const webp = Uint8Array.from([...Buffer.from('RIFF'), 1, 2, 3, 4, ...Buffer.from('WEBPVP8 ')])

  it('is recognised by its own bytes: PNG, JPEG, WebP', () => {
    expect(sniffImageType(png)).toBe('image/png')
    expect(sniffImageType(jpeg)).toBe('image/jpeg')
    expect(sniffImageType(webp)).toBe('image/webp')
  })

  it('is refused when it is SVG, GIF, HTML or anything else, whatever it is called', () => {
    for (const text of [
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      'GIF89a....',
      '<html><script>alert(1)</script>',
      'RIFF1234WAVE',
    ]) {
      expect(checkImageUpload(new TextEncoder().encode(text))).toEqual({ ok: false, message: UPLOAD_MESSAGES.content })
    }
    expect(checkImageUpload(new Uint8Array())).toEqual({ ok: false, message: UPLOAD_MESSAGES.content })
  })

  it(`is at most ${LOGO_MAX_BYTES} bytes`, () => {
    const big = new Uint8Array(LOGO_MAX_BYTES + 1)
    big.set(png)
    expect(checkImageUpload(big)).toEqual({ ok: false, message: UPLOAD_MESSAGES.size })
    expect(checkImageUpload(big.subarray(0, LOGO_MAX_BYTES))).toEqual({ ok: true, contentType: 'image/png' })
  })
})

describe('card colours', () => {
  it('are a palette name or a hex colour, normalised; nothing else', () => {
    expect(parseBadgeColour(' Blue ')).toBe('blue')
    expect(parseBadgeColour('#ABC')).toBe('#aabbcc')
    expect(parseBadgeColour('#1D4ED8')).toBe('#1d4ed8')
    for (const bad of [
      'navy',
      '#abcd',
      '#12345678',
      'rgb(0,0,0)',
      '#fff;background:url(javascript:alert(1))',
      '"><svg/onload=alert(1)>',
      '',
    ])
      expect(parseBadgeColour(bad)).toBeNull()
    expect(parseHexColour('blue')).toBeNull()
    expect(badgeBackground('purple')).toBe(BADGE_PALETTE.purple)
    expect(badgeBackground('#abc')).toBe('#aabbcc')
    expect(badgeBackground('bogus')).toBeNull()
  })

  it('carry white text on every palette colour', () => {
    for (const colour of Object.values(BADGE_PALETTE)) {
      expect(readableTextOn(colour)).toBe('#ffffff')
      expect(contrastRatio(colour, '#ffffff')).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('keep WCAG AA text contrast (4.5:1) on any hex colour an editor may choose', () => {
    const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`)
    fc.assert(
      fc.property(hex, (colour) => contrastRatio(colour, readableTextOn(colour)) >= 4.5),
      { numRuns: 5000 },
    )
    expect(readableTextOn('#ffff00')).toBe('#000000')
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21)
  })
})

describe('offer lines', () => {
  it('show the offer when a title or a code is set, and the discount code only when it is another code', () => {
    expect(offerLines({ offerTitle: '$50 off', offerCode: 'VIAL50' }, 'VIAL50')).toEqual({
      offer: { title: '$50 off', code: 'VIAL50' },
      discountCode: null,
    })
    expect(offerLines({ offerTitle: null, offerCode: 'SPRING' }, 'VIAL50')).toEqual({
      offer: { title: null, code: 'SPRING' },
      discountCode: 'VIAL50',
    })
    expect(offerLines({ offerTitle: '  ', offerCode: null }, null)).toEqual({ offer: null, discountCode: null })
  })
})
