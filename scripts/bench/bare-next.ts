/**
 * The framework's own best, for bench:http: a bare Next app of the same Next and React versions (no proxy, no
 * custom server, no instrumentation, default config, so ETags on) serving one static page per measured page,
 * each of the same byte size as the real page and with the same kind of characters (V8 keeps a page with any
 * character above U+00FF as a two-byte string, which is slower to hash and encode). It lives in a temp folder
 * with its own node_modules, installed from npm's cache when it has them: Turbopack will not build an app
 * whose `next` sits outside its root, and an app inside this repo picked up our instrumentation.ts.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { makeTempDir, onCleanup } from './server'

type Target = { route: string; bytes: number; body: string }

const FILLER = 'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor '

function lockedVersion(name: string): string {
  const lock = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version: string }>
  }
  return lock.packages[`node_modules/${name}`].version
}

function run(command: string, args: string[], cwd: string) {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' as const }
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env })
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${result.stdout}\n${result.stderr}`)
}

/** The characters of `body` outside Latin-1, once each: they make the bare page's string two-byte too. */
function wideCharacters(body: string): string {
  return [...new Set([...body].filter((char) => char.codePointAt(0)! > 0xff))].join('')
}

function writePages(dir: string, targets: Target[], fillerLengths: number[]) {
  fs.rmSync(path.join(dir, 'app'), { recursive: true, force: true })
  fs.mkdirSync(path.join(dir, 'app'), { recursive: true })
  fs.writeFileSync(
    path.join(dir, 'app', 'layout.js'),
    'export default function Layout({ children }) {\n  return <html lang="en"><body>{children}</body></html>\n}\n',
  )
  targets.forEach((target, index) => {
    const text =
      FILLER.repeat(Math.ceil(fillerLengths[index] / FILLER.length)).slice(0, fillerLengths[index]) +
      wideCharacters(target.body)
    fs.mkdirSync(path.join(dir, 'app', `p${index}`))
    fs.writeFileSync(
      path.join(dir, 'app', `p${index}`, 'page.js'),
      `export default function Page() {\n  return <main><p>{${JSON.stringify(text)}}</p></main>\n}\n`,
    )
  })
}

function builtSizes(dir: string, count: number): number[] {
  return Array.from(
    { length: count },
    (_, index) => fs.statSync(path.join(dir, '.next', 'server', 'app', `p${index}.html`)).size,
  )
}

/**
 * Builds the bare app with pages sized like `targets`: a first build shows how the HTML grows with the text
 * (it appears twice: as markup and in the RSC payload), a second one corrects each page's text length.
 */
export async function buildBareNext(
  targets: Target[],
): Promise<{ dir: string; routes: Map<string, string>; sizes: number[] }> {
  const dir = makeTempDir('vialscore-bench-bare-next-')
  const versions = ['next', 'react', 'react-dom'].map((name) => `${name}@${lockedVersion(name)}`)
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'bare-next', private: true }))
  fs.writeFileSync(path.join(dir, 'next.config.js'), 'module.exports = {}\n')
  console.log(`Bare Next app (${versions.join(', ')}) in ${dir}: installing and building...`)
  run(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', '--no-package-lock', '--loglevel=error', ...versions],
    dir,
  )

  const nextBin = path.join(dir, 'node_modules', '.bin', 'next')
  let lengths = targets.map((target) => Math.max(0, Math.round(target.bytes / 2) - 4000))
  for (let pass = 0; pass < 3; pass++) {
    writePages(dir, targets, lengths)
    run(nextBin, ['build'], dir)
    const sizes = builtSizes(dir, targets.length)
    const off = sizes.map((size, index) => targets[index].bytes - size)
    if (off.every((bytes, index) => Math.abs(bytes) <= targets[index].bytes * 0.01)) {
      return { dir, routes: new Map(targets.map((target, index) => [target.route, `/p${index}`])), sizes }
    }
    // Each character of text adds about two bytes of HTML (markup + payload).
    lengths = lengths.map((length, index) => Math.max(0, length + Math.round(off[index] / 2)))
  }
  throw new Error('The bare pages did not come within 1% of the real pages in three builds')
}

/** `next start` of the bare app on `port`, stopped at cleanup. */
export async function startBareNext(dir: string, port: number): Promise<string> {
  const child = spawn(
    path.join(dir, 'node_modules', '.bin', 'next'),
    ['start', '-p', String(port), '-H', '127.0.0.1'],
    {
      cwd: dir,
      stdio: 'ignore',
      detached: true,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    },
  )
  onCleanup(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL')
    } catch {
      // Already gone.
    }
  })
  const origin = `http://127.0.0.1:${port}`
  for (let attempt = 0; attempt < 120; attempt++) {
    const ok = await fetch(`${origin}/p0`, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return origin
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`The bare Next app did not answer on port ${port}`)
}
