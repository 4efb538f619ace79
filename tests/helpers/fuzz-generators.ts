/**
 * fast-check generators of hostile input for tests/integration/fuzz-inputs.test.ts: strings (SQL, script,
 * unicode, lone surrogates, 100 KB+), values and objects with prototype-pollution and unknown keys, invalid
 * server-action input (FormData and objects), and route-handler bodies, headers and paths.
 */
import fc from 'fast-check'

const SQL = [
  "' OR 1=1 --",
  "'; drop table providers; --",
  '1; DELETE FROM email_subscriptions',
  '" OR ""="',
  "admin'--",
  "1' UNION SELECT password FROM account --",
  '$1',
  "%' OR '%'='",
]
const SCRIPT = [
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '{{constructor.constructor("alert(1)")()}}',
  '${7*7}',
  '../../../../etc/passwd',
  'http://169.254.169.254/latest/meta-data/',
  'data:text/html,<script>alert(1)</script>',
]
const UNICODE = [
  '\u202Eevil\u202C',
  'zero\u200Bwidth\u200D\uFEFF',
  '\uD800',
  'lone \uDFFF',
  'שלום עולם',
  '𝕳𝖊𝖑𝖑𝖔 🧪💉',
  '\u0000null\u0000byte',
  'e\u0301\u0301\u0301',
  '\r\n\r\nSet-Cookie: x=1',
  '%00%2e%2e%2f',
]
/** Valid-looking values that carry a payload: they get past format checks and into the data layer. */
const SHAPED = [
  "a'or'1'='1@fuzz.example",
  '<script>@fuzz.example',
  'https://fuzz.example/?q=<script>alert(1)</script>',
  'on',
  'true',
  '0',
  '-1',
  '1e309',
  'NaN',
  '00000000-0000-0000-0000-000000000000',
]
const PROTO_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__defineGetter__',
]
/** Keys no schema knows: each makes an input invalid. */
export const POISON_KEYS = [...PROTO_KEYS, 'isAdmin', 'role', '$where', 'admin', 'userId', '_form']

const payload = fc.constantFrom(...SQL, ...SCRIPT, ...UNICODE, ...SHAPED)
const loneSurrogates = fc.string({
  unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
  minLength: 1,
  maxLength: 4,
})
const huge = fc
  .tuple(fc.constantFrom(...SQL, ...SCRIPT, 'x', 'é', '💉', '\uD800'), fc.integer({ min: 100_000, max: 250_000 }))
  .map(([text, size]) => text.repeat(Math.ceil(size / text.length)))
const hostileString = fc.oneof(
  { weight: 4, arbitrary: payload },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  { weight: 1, arbitrary: loneSurrogates },
  { weight: 1, arbitrary: fc.tuple(payload, fc.string({ unit: 'binary', maxLength: 20 })).map(([a, b]) => a + b) },
  { weight: 1, arbitrary: huge },
)

/**
 * For URLs and headers: no 100 KB strings there, as a real server refuses a request line or header over
 * 16 KB (Node's limit, 431) before Next runs; the longest here is 8 KB.
 */
export const urlString = fc.oneof(
  { weight: 4, arbitrary: payload },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  { weight: 1, arbitrary: loneSurrogates },
  { weight: 1, arbitrary: fc.tuple(payload, fc.string({ unit: 'binary', maxLength: 20 })).map(([a, b]) => a + b) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(...SQL, ...SCRIPT).map((text) => text.repeat(Math.ceil(8000 / text.length))),
  },
)

/** An object with `key` as an own, enumerable property, even for `__proto__` (as JSON.parse makes it). */
export function withKey(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true })
  return target
}
const objectOf = (entries: [string, unknown][]) =>
  entries.reduce((out, [key, value]) => withKey(out, key, value), {} as Record<string, unknown>)

function hostileValueOf(fieldNames: string[]) {
  const key = fc.oneof(fc.constantFrom(...fieldNames), fc.constantFrom(...POISON_KEYS), fc.string({ maxLength: 12 }))
  return fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      hostileString,
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(tie('value'), { maxLength: 4 }),
      fc.array(fc.tuple(key, tie('value')), { maxLength: 4 }).map(objectOf),
    ),
  })).value
}

const short = (value: unknown) => {
  const text = typeof value === 'string' ? value : value instanceof File ? `File(${value.name})` : String(value)
  return JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}...(${text.length} chars)` : text)
}
/** FormData that fast-check can print in a counterexample. */
function printable(data: FormData): FormData {
  Object.defineProperty(data, fc.toStringMethod, {
    value: () => `FormData{${[...data.entries()].map(([k, v]) => `${short(k)}: ${short(v)}`).join(', ')}}`,
  })
  return data
}

/**
 * Input no action may accept: a non-object, or an object / FormData that carries at least one key its
 * schema does not know (often `__proto__` or `constructor`) among its own fields, so an action that let an
 * unknown field through would be caught even when every other field is valid.
 */
export function invalidInput(fieldNames: string[]) {
  const value = hostileValueOf(fieldNames)
  const entries = fc.array(fc.tuple(fc.constantFrom(...fieldNames), value), { maxLength: 5 })
  const poisonKeys = POISON_KEYS.filter((key) => !fieldNames.includes(key))
  const poison = fc.tuple(fc.constantFrom(...poisonKeys), value)
  const nonObject = fc.oneof(
    fc.constantFrom<unknown>(
      null,
      undefined,
      0,
      -1,
      Number.NaN,
      true,
      '',
      'email=a@b.c',
      [],
      [{}],
      new Date(0),
      new Map([['email', 'a@b.co']]),
      new Set(['x']),
      10n,
      Symbol.for('x'),
    ),
    // Objects that are not plain data: no own fields, or fields only through the prototype.
    fc.constantFrom<unknown>(
      Promise.resolve({}),
      () => ({}),
      new (class Input {})(),
      Object.create({ email: 'inherited@fuzz.example', id: '00000000-0000-0000-0000-000000000000' }),
      new URLSearchParams('email=a@fuzz.example'),
    ),
    hostileString,
    fc.array(value, { minLength: 1, maxLength: 4 }),
  )
  const object = fc
    .tuple(entries, fc.array(poison, { minLength: 1, maxLength: 3 }), fc.nat())
    .map(([known, poisons, at]) => {
      const all = [...known]
      for (const p of poisons) all.splice(at % (all.length + 1), 0, p)
      return objectOf(all)
    })
  const formValue = fc.oneof(
    hostileString.map((s) => s as string | Blob),
    hostileString.map((name) => new File([name], name)),
  )
  const formEntries = fc.tuple(
    fc.array(fc.tuple(fc.constantFrom(...fieldNames), formValue), { maxLength: 5 }),
    fc.array(fc.tuple(fc.constantFrom(...poisonKeys), formValue), { minLength: 1, maxLength: 3 }),
    fc.nat(),
  )
  const form = formEntries.map(([known, poisons, at]) => {
    const all = [...known]
    for (const p of poisons) all.splice(at % (all.length + 1), 0, p)
    const data = new FormData()
    for (const [key, item] of all) data.append(key, item)
    return printable(data)
  })
  return fc.record({ form, object: fc.oneof(nonObject, object) })
}

/**
 * The action's own field names only, with hostile values: some of it is valid and reaches the data layer
 * (a keyword or a post titled `'; drop table providers; --`), the rest is refused.
 */
export function shapedInput(fieldNames: string[]) {
  const value = fc.oneof(
    { weight: 4, arbitrary: hostileString },
    { weight: 2, arbitrary: fc.constantFrom(...SHAPED) },
    { weight: 1, arbitrary: hostileValueOf(fieldNames) },
    { weight: 1, arbitrary: fc.oneof(fc.uuid(), fc.boolean()) },
  )
  const entries = fc.uniqueArray(fc.tuple(fc.constantFrom(...fieldNames), value), {
    minLength: 1,
    maxLength: 5,
    selector: ([key]) => key,
  })
  const form = entries.map((list) => {
    const data = new FormData()
    for (const [key, item] of list) data.append(key, typeof item === 'string' ? item : (JSON.stringify(item) ?? ''))
    return printable(data)
  })
  return fc.record({ form, object: entries.map(objectOf) })
}

// Request parts for route handlers

const headerSafe = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').slice(0, 4000)
const asciiHostile = fc
  .oneof(payload, fc.string({ unit: 'binary-ascii', maxLength: 80 }), fc.constant('0'.repeat(5000)))
  .map(headerSafe)
const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/json; charset=utf-16',
  'application/xml',
  '*/*',
  '',
  'application/jsonp',
  'application/problem+json',
]

export const hostileHeaders = fc.record(
  {
    'content-type': fc.oneof(fc.constantFrom(...CONTENT_TYPES), asciiHostile),
    authorization: fc.oneof(
      asciiHostile.map((t) => `Bearer ${t}`),
      asciiHostile,
      fc.constant('Bearer '),
    ),
    cookie: fc.oneof(
      asciiHostile,
      asciiHostile.map((t) => `better-auth.session_token=${t}`),
    ),
    'x-forwarded-for': fc.oneof(fc.ipV4(), fc.ipV6(), asciiHostile),
    origin: fc.oneof(fc.constantFrom('http://localhost:3000', 'https://evil.example', 'null'), asciiHostile),
    'content-length': fc.constantFrom('0', '1', '-1', '99999999999', 'abc'),
    'x-forwarded-host': asciiHostile,
    accept: asciiHostile,
  },
  { requiredKeys: [] },
)

/** Paths that try to leave the site, break a header or smuggle bytes, for any route that takes one. */
export const HOSTILE_PATHS = [
  '/calculator',
  '//evil.example',
  '/\\evil.example',
  '/uk//evil.example',
  '/uk/\\evil.example',
  '/au/\\/evil.example',
  '/./\\evil.example',
  '/\u0000',
  '/é',
  '/\uD800',
  '/\r\nSet-Cookie: x=1',
  '/%2F%2Fevil.example',
  '/blog/../../evil',
]

const MALFORMED_JSON = [
  '{',
  '{"message":',
  '[1,2',
  "{'message':'hi'}",
  'undefined',
  'NaN',
  '{"message":"hi"}}',
  '{"message":"hi",}',
  'null',
  '"just a string"',
  '[]',
  '1e999999',
  '{"a":' + '['.repeat(5000),
  '['.repeat(100_000) + ']'.repeat(100_000),
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
]

export type Body = { body?: BodyInit; contentType?: string; stream?: boolean }

/** Request bodies that no route may accept: malformed, wrongly typed, unknown fields, too big, binary. */
export function invalidBody(fieldNames: string[]) {
  const value = hostileValueOf(fieldNames)
  const poisoned = fc
    .tuple(
      fc.array(fc.tuple(fc.constantFrom(...fieldNames), value), { maxLength: 4 }),
      fc.constantFrom(...POISON_KEYS),
      value,
    )
    .map(([entries, key, v]) => JSON.stringify(objectOf([...entries, [key, v]])))
  const json = (text: fc.Arbitrary<string>) => text.map((body): Body => ({ body, contentType: 'application/json' }))
  return fc.oneof(
    json(fc.constantFrom(...MALFORMED_JSON)),
    // Not JSON text. Not blank either: an empty body is valid for an endpoint that takes none (sign-out).
    json(fc.string({ unit: 'binary', maxLength: 200 }).filter((text) => text.trim() !== '' && !/^\s*\{/.test(text))),
    json(
      fc
        .oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.array(value, { maxLength: 3 }), hostileString)
        .map((v) => JSON.stringify(v) ?? 'null'),
    ),
    json(poisoned),
    // Over any body limit: a JSON object with a 2 MB string, sent whole or as a stream with no length.
    fc.boolean().map((stream): Body => ({
      body: JSON.stringify({ message: 'x'.repeat(2_000_000) }),
      contentType: 'application/json',
      stream,
    })),
    fc
      .uint8Array({ minLength: 1, maxLength: 300 })
      .map((bytes): Body => ({ body: new Uint8Array([0xff, 0xfe, ...bytes]), contentType: 'application/json' })),
    // A well-formed object in the wrong content type.
    fc
      .tuple(
        fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'text/html', 'application/xml', ''),
        poisoned,
      )
      .map(([contentType, body]): Body => ({ body, contentType })),
    fc.tuple(fc.constantFrom(...fieldNames), hostileString).map(([key, v]): Body => {
      const form = new FormData()
      form.append(key, v)
      form.append('__proto__', v)
      return { body: printable(form) }
    }),
  )
}

/** Any body: the invalid ones, plus valid-looking JSON objects of known fields with hostile values. */
export function anyBody(fieldNames: string[]) {
  const shaped = fc
    .uniqueArray(
      fc.tuple(
        fc.constantFrom(...fieldNames),
        fc.oneof({ weight: 3, arbitrary: hostileString }, { weight: 1, arbitrary: hostileValueOf(fieldNames) }),
      ),
      { maxLength: 4, selector: ([key]) => key },
    )
    .map((entries): Body => ({ body: JSON.stringify(objectOf(entries)), contentType: 'application/json' }))
  // No body, or an empty one: a refusal for a route that needs one, fine for one that does not (sign-out).
  const empty = fc.constantFrom<Body>(
    {},
    { body: '', contentType: 'application/json' },
    { body: ' ', contentType: 'text/plain' },
    { body: '\uFEFF{}', contentType: 'application/json' },
  )
  return fc.oneof(invalidBody(fieldNames), shaped, empty)
}

export function toStream(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text)
  let at = 0
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close()
      controller.enqueue(bytes.slice(at, (at += 64 * 1024)))
    },
  })
}
