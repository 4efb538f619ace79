import { Writable } from 'node:stream'
import { createElement } from 'react'

/**
 * Runs `work` inside one React Server Components render, the scope in which React's cache() memoises (Next
 * renders a page and its generateMetadata in one such render per request). React keeps that memo only in
 * its server build: the test file must resolve React under the react-server condition, with the docblock
 * `@jest-environment-options {"customExportConditions": ["react-server", "node", "node-addons"]}`.
 */
export async function inOneRender<T>(work: () => Promise<T>): Promise<T> {
  // Next's own copy of React's Flight renderer, the one it serves pages with.
  const { renderToPipeableStream } = jest.requireActual('next/dist/compiled/react-server-dom-webpack/server.node')
  let result: { value: T } | undefined
  async function Work() {
    result = { value: await work() }
    return null
  }
  let failure: unknown
  await new Promise<void>((resolve) => {
    const stream = renderToPipeableStream(
      createElement(Work),
      {},
      { onError: (error: unknown) => void (failure = error) },
    )
    stream.pipe(new Writable({ write: (_chunk, _encoding, done) => done(), final: (done) => (done(), resolve()) }))
  })
  if (!result) throw failure ?? new Error('The render ended without running its work')
  return result.value
}
