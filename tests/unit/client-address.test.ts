import {
  clientAddress,
  parseAddress,
  parseTrustProxy,
  rateLimitBucket,
  type TrustProxy,
} from '@/lib/http/client-address'

/** clientAddress over a plain header map. */
function resolve(trustProxy: TrustProxy, headers: Record<string, string>, socketAddress?: string) {
  return clientAddress({ header: (name) => headers[name] ?? null, socketAddress, trustProxy })
}

const SOCKET = '192.0.2.50'

describe('clientAddress with the default setting (none)', () => {
  it('is the socket address, whatever the headers say', () => {
    const headers = {
      'x-forwarded-for': '203.0.113.7, 10.0.0.1',
      'x-real-ip': '198.51.100.2',
      'x-vercel-forwarded-for': '198.51.100.3',
      'cf-connecting-ip': '198.51.100.4',
    }
    expect(resolve('none', headers, SOCKET)).toBe(SOCKET)
    expect(resolve(0, headers, SOCKET)).toBe(SOCKET)
  })

  it('puts every client in one bucket when the socket is unknown (next dev, serverless)', () => {
    expect(resolve('none', { 'x-forwarded-for': '203.0.113.7' })).toBe('unknown')
    expect(resolve('none', {}, '')).toBe('unknown')
    expect(resolve('none', {}, 'garbage')).toBe('unknown')
  })

  it('reads a dual-stack socket’s IPv4-mapped address as the IPv4 address', () => {
    expect(resolve('none', {}, '::ffff:127.0.0.1')).toBe('127.0.0.1')
    expect(resolve('none', {}, '::FFFF:7f00:1')).toBe('127.0.0.1')
    expect(resolve('none', {}, '::1')).toBe('::1')
  })
})

describe('clientAddress behind N proxies that append to X-Forwarded-For', () => {
  it('is the Nth entry from the right: the address the outermost trusted proxy saw', () => {
    const headers = { 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 10.0.0.1' }
    expect(resolve(1, headers, SOCKET)).toBe('10.0.0.1')
    expect(resolve(2, headers, SOCKET)).toBe('203.0.113.7')
    expect(resolve(3, headers, SOCKET)).toBe('6.6.6.6')
  })

  it('ignores whatever the client put in front of the proxies’ entries', () => {
    for (const spoofed of ['1.1.1.1', '1.1.1.1, 2.2.2.2', 'junk, , 3.3.3.3', '']) {
      const value = spoofed ? `${spoofed}, 203.0.113.7` : '203.0.113.7'
      expect(resolve(1, { 'x-forwarded-for': value }, SOCKET)).toBe('203.0.113.7')
    }
  })

  it('takes the socket when the list is shorter than the proxies configured (the request did not come through them)', () => {
    expect(resolve(2, { 'x-forwarded-for': '1.1.1.1' }, SOCKET)).toBe(SOCKET)
    expect(resolve(1, {}, SOCKET)).toBe(SOCKET)
    expect(resolve(3, { 'x-forwarded-for': '1.1.1.1, 2.2.2.2' })).toBe('unknown')
  })

  it('takes the socket when the trusted entry is not an address', () => {
    for (const hop of ['unknown', '_hidden', '999.1.1.1', '1.2.3', 'x'.repeat(200), '<script>', '01.2.3.4']) {
      expect(resolve(1, { 'x-forwarded-for': `203.0.113.7, ${hop}` }, SOCKET)).toBe(SOCKET)
    }
  })

  it('accepts the forms proxies write: ports, brackets, IPv6, upper case', () => {
    expect(resolve(1, { 'x-forwarded-for': '203.0.113.7:51234' })).toBe('203.0.113.7')
    expect(resolve(1, { 'x-forwarded-for': '[2001:DB8::1]:443' })).toBe('2001:db8::1')
    expect(resolve(1, { 'x-forwarded-for': '2001:0db8:0000:0000:0000:0000:0000:0001' })).toBe('2001:db8::1')
    expect(resolve(1, { 'x-forwarded-for': '::ffff:203.0.113.7' })).toBe('203.0.113.7')
  })
})

describe('clientAddress behind a platform', () => {
  it('vercel: its own header, then x-real-ip, never X-Forwarded-For', () => {
    expect(
      resolve('vercel', {
        'x-vercel-forwarded-for': '203.0.113.7',
        'x-real-ip': '198.51.100.2',
        'x-forwarded-for': '6.6.6.6',
      }),
    ).toBe('203.0.113.7')
    expect(resolve('vercel', { 'x-real-ip': '198.51.100.2', 'x-forwarded-for': '6.6.6.6' })).toBe('198.51.100.2')
    expect(resolve('vercel', { 'x-forwarded-for': '6.6.6.6' })).toBe('unknown')
    expect(resolve('vercel', { 'x-vercel-forwarded-for': 'garbage' }, SOCKET)).toBe(SOCKET)
  })

  it('cloudflare: cf-connecting-ip, else the socket (a request that did not come through Cloudflare)', () => {
    expect(resolve('cloudflare', { 'cf-connecting-ip': '2001:db8::7', 'x-forwarded-for': '6.6.6.6' }, SOCKET)).toBe(
      '2001:db8::7',
    )
    expect(resolve('cloudflare', { 'x-forwarded-for': '6.6.6.6' }, SOCKET)).toBe(SOCKET)
    expect(resolve('cloudflare', { 'cf-connecting-ip': '1.1.1.1, 2.2.2.2' }, SOCKET)).toBe(SOCKET)
  })
})

describe('parseAddress', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    [' 10.0.0.1 ', '10.0.0.1'],
    ['::', '::'],
    ['2001:db8:0:0:1:0:0:1', '2001:db8::1:0:0:1'],
    ['2001:db8:0:1:1:1:1:1', '2001:db8:0:1:1:1:1:1'],
    ['fe80::1%eth0', 'fe80::1'],
    ['::1.2.3.4', '::102:304'],
    ['1:2:3:4:5:6:7::', '1:2:3:4:5:6:7:0'],
  ])('reads %j as %j', (raw, expected) => expect(parseAddress(raw)).toBe(expected))

  it.each([
    '',
    ' ',
    'unknown',
    '256.1.1.1',
    '1.2.3.4.5',
    '1::2::3',
    '1:2:3:4:5:6:7:8:9',
    '12345::',
    'g::1',
    '::ffff:1.2.3.256',
    '[1.2.3.4',
    '1.2.3.4, 5.6.7.8',
  ])('refuses %j', (raw) => expect(parseAddress(raw)).toBeNull())
})

describe('rateLimitBucket', () => {
  it('counts IPv4 per address and IPv6 per /64', () => {
    expect(rateLimitBucket('203.0.113.7')).toBe('203.0.113.7')
    expect(rateLimitBucket('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(rateLimitBucket('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64')
    expect(rateLimitBucket('::1')).toBe('::/64')
    expect(rateLimitBucket('unknown')).toBe('unknown')
  })
})

describe('parseTrustProxy', () => {
  it('reads the setting’s forms and refuses others', () => {
    expect(parseTrustProxy('none')).toBe('none')
    expect(parseTrustProxy(' Vercel ')).toBe('vercel')
    expect(parseTrustProxy('cloudflare')).toBe('cloudflare')
    expect(parseTrustProxy('2')).toBe(2)
    expect(parseTrustProxy('0')).toBe(0)
    for (const wrong of ['true', 'yes', '-1', '1.5', '10.0.0.0/8', '100', ''])
      expect(parseTrustProxy(wrong)).toBeUndefined()
  })
})
