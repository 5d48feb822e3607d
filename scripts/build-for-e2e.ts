import { spawn } from 'node:child_process'
import path from 'node:path'
import { startUpstream } from '../tests/fixtures/upstream/server'
import { compressStatic } from './compress-static'
import { inlineBuiltPages } from './inline-critical-css'

/**
 * The build the browser tests run on: made against the fake upstream, as production is made
 * against the real one, so prerendered pages carry the cache tags that revalidation acts on.
 * The fake upstream serves the embedded catalogue, so the pages are the same as on it. Then, as
 * `npm run build` does, the prerendered pages' critical CSS and the .br and .gz copies of the
 * built files that nginx serves.
 */
async function main() {
  const upstream = await startUpstream()
  // Which Node builds it: `next build` below runs on this same binary.
  console.log(`next build on Node ${process.version} (${process.execPath})`)
  try {
    const code = await new Promise<number | null>((resolve) => {
      const build = spawn(process.execPath, [path.resolve('node_modules/next/dist/bin/next'), 'build'], {
        stdio: 'inherit',
        env: { ...process.env, API_URL: upstream.url, NEXT_TELEMETRY_DISABLED: '1' },
      })
      build.on('exit', resolve)
    })
    if (code !== 0) process.exitCode = code ?? 1
    else {
      await inlineBuiltPages(path.resolve('.next'))
      await compressStatic(path.resolve('.next/static'))
    }
  } finally {
    await upstream.close()
  }
}

void main()
