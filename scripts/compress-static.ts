import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

/**
 * Writes a .br and a .gz copy beside every compressible built file under .next/static, at the
 * best settings, once per build: nginx serves them as they are (gzip_static, brotli_static in
 * deploy/nginx/site.conf), so no visitor waits on compression and none is done twice. Run by
 * `npm run build` and `npm run build:e2e` after `next build`.
 */

/** Text formats. Fonts (woff2 is brotli inside already) and images are left as they are. */
const compressible = new Set(['.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map', '.xml', '.html'])
/** nginx's own threshold for compressing (gzip_min_length): below it, a copy saves next to nothing. */
const MIN_BYTES = 1024

const toBrotli = promisify(brotliCompress)
const toGzip = promisify(gzip)

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else if (entry.isFile()) yield full
  }
}

export async function compressStatic(dir: string): Promise<{ files: number; bytes: number; brotliBytes: number; gzipBytes: number }> {
  const totals = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 }
  const work: Promise<void>[] = []
  for await (const file of files(dir)) {
    if (!compressible.has(path.extname(file))) continue
    work.push(
      (async () => {
        const bytes = await readFile(file)
        if (bytes.length < MIN_BYTES) return
        const [brotli, gzipped] = await Promise.all([
          toBrotli(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
          toGzip(bytes, { level: constants.Z_BEST_COMPRESSION }),
        ])
        await Promise.all([writeFile(`${file}.br`, brotli), writeFile(`${file}.gz`, gzipped)])
        totals.files += 1
        totals.bytes += bytes.length
        totals.brotliBytes += brotli.length
        totals.gzipBytes += gzipped.length
      })(),
    )
  }
  await Promise.all(work)
  return totals
}

if (require.main === module) {
  const dir = path.resolve(process.argv[2] ?? '.next/static')
  compressStatic(dir).then(
    ({ files: count, bytes, brotliBytes, gzipBytes }) =>
      console.log(
        `Compressed ${count} built files under ${path.relative(process.cwd(), dir)}: ${kb(bytes)} kB, brotli ${kb(brotliBytes)} kB, gzip ${kb(gzipBytes)} kB`,
      ),
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}

function kb(bytes: number) {
  return (bytes / 1024).toFixed(1)
}
