/** Sniffed from the bytes, as a declared type can lie; no SVG: it can carry script, and Next's optimizer refuses it. */

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const
export type ImageType = (typeof IMAGE_TYPES)[number]

/** Under the 1 MB server-action body limit (next.config.ts) with room for the rest of the provider form. */
export const LOGO_MAX_BYTES = 512 * 1024

export const UPLOAD_MESSAGES = {
  type: 'Upload a PNG, JPEG or WebP image (SVG is not accepted)',
  size: `The logo may be at most ${LOGO_MAX_BYTES / 1024} KB`,
  content: 'That file is not a PNG, JPEG or WebP image',
} as const

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte)

export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp'
  return null
}

export const isImageType = (value: string): value is ImageType => (IMAGE_TYPES as readonly string[]).includes(value)

export function checkImageUpload(
  bytes: Uint8Array,
): { ok: true; contentType: ImageType } | { ok: false; message: string } {
  if (bytes.byteLength > LOGO_MAX_BYTES) return { ok: false, message: UPLOAD_MESSAGES.size }
  const contentType = sniffImageType(bytes)
  return contentType ? { ok: true, contentType } : { ok: false, message: UPLOAD_MESSAGES.content }
}
