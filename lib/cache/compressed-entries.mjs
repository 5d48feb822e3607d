import { promisify } from 'node:util'
import { zstdCompress, zstdDecompress } from 'node:zlib'

const compress = promisify(zstdCompress)
const decompress = promisify(zstdDecompress)
/** Marks a compressed entry; an entry without it (written before) is read as plain JSON. */
const MARK = 'zstd:'

/**
 * How the cache Redis keeps an entry: its JSON compressed with zstd, in base64 (the client reads
 * strings). A product page's entry, its HTML, payload and segments, is about a sixth of its JSON
 * (docs/performance.md, "The page cache"), so Redis holds six times the pages in the same
 * memory, and each read moves a sixth of the bytes.
 */
export const compressedEntries = {
  async serialize(entry) {
    return MARK + (await compress(Buffer.from(JSON.stringify(entry)))).toString('base64')
  },
  async deserialize(stored) {
    const text = String(stored)
    if (!text.startsWith(MARK)) return JSON.parse(text)
    return JSON.parse((await decompress(Buffer.from(text.slice(MARK.length), 'base64'))).toString('utf8'))
  },
}
