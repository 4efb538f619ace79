import { signPreviewToken, verifyPreviewToken } from '@/lib/domain/preview-token'

const SECRET = 'a-secret-of-enough-length-for-tests-0123'
const ID = '0b5c8a4e-59a4-4b47-9e0f-0b8f3c7f1a22'

describe('preview tokens', () => {
  it('verifies its own token until it expires, and not at or after that second', () => {
    const token = signPreviewToken({ kind: 'post', id: ID }, 1_000, SECRET)
    expect(verifyPreviewToken(token, SECRET, 999)).toEqual({ kind: 'post', id: ID, expiresAt: 1_000 })
    expect(verifyPreviewToken(token, SECRET, 1_000)).toBeNull()
    expect(verifyPreviewToken(token, SECRET, 5_000)).toBeNull()
  })

  it('refuses a token signed with another secret, or with its kind, id or expiry changed', () => {
    const token = signPreviewToken({ kind: 'post', id: ID }, 1_000, SECRET)
    expect(verifyPreviewToken(token, `${SECRET}x`, 0)).toBeNull()
    expect(verifyPreviewToken(token.replace('post.', 'provider.'), SECRET, 0)).toBeNull()
    expect(verifyPreviewToken(token.replace(ID, ID.replace('0b5c', '1b5c')), SECRET, 0)).toBeNull()
    expect(verifyPreviewToken(token.replace('.1000.', '.9000.'), SECRET, 0)).toBeNull()
  })

  it('refuses malformed tokens without throwing', () => {
    for (const token of [
      '',
      'post',
      `post.${ID}.1000`,
      `post.${ID}.1000.short`,
      `user.${ID}.1000.${'a'.repeat(43)}`,
      `post.${ID}.1000.${'a'.repeat(43)}`,
    ]) {
      expect(verifyPreviewToken(token, SECRET, 0)).toBeNull()
    }
  })
})
