import 'server-only'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { isAllowedImage } from '@/lib/images/image-hosts'

/** Fonts for generated social images, from the repository: no network at build or run time. */
export async function ogFonts() {
  const dir = path.join(process.cwd(), 'app/fonts/og')
  const [regular, bold] = await Promise.all([readFile(path.join(dir, 'inter-400.woff')), readFile(path.join(dir, 'inter-700.woff'))])
  return [
    { name: 'Inter', data: regular, weight: 400 as const, style: 'normal' as const },
    { name: 'Inter', data: bold, weight: 700 as const, style: 'normal' as const },
  ]
}

const publicDir = path.join(process.cwd(), 'public')

/**
 * A product image as a PNG data URL the image renderer can draw, or undefined. Site images are
 * read from public/; an allowed remote image is fetched with a short timeout.
 */
export async function imageDataUrl(src: string, hosts: readonly string[], size: number): Promise<string | undefined> {
  if (!isAllowedImage(src, hosts)) return undefined
  try {
    let input: Buffer
    if (src.startsWith('/')) {
      const file = path.join(publicDir, decodeURIComponent(src.split(/[?#]/)[0] ?? ''))
      if (!file.startsWith(publicDir + path.sep)) return undefined
      input = await readFile(file)
    } else {
      const response = await fetch(src, { signal: AbortSignal.timeout(3000) })
      if (!response.ok) return undefined
      input = Buffer.from(await response.arrayBuffer())
    }
    const png = await sharp(input).resize(size, size, { fit: 'contain', background: '#ffffff' }).png().toBuffer()
    return `data:image/png;base64,${png.toString('base64')}`
  } catch {
    return undefined
  }
}

/**
 * A product's social image is made once per version of the product and kept in the page cache;
 * browsers and crawlers may keep it a day (the sharing platforms keep their own copy longer).
 */
export const ogCacheControl = 'public, max-age=86400, stale-while-revalidate=604800'
