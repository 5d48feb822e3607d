import { readdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { imageWidths } from './image-widths'

const publicFolder = path.join(process.cwd(), 'public')
const rasters = readdirSync(publicFolder, { recursive: true, encoding: 'utf8' }).filter((name) => /\.(webp|png|jpe?g|avif)$/.test(name))

describe('imageWidths', () => {
  it('reaches the widest image of public/ and goes no wider: a wider variant would repeat its pixels', async () => {
    const widths = await Promise.all(rasters.map(async (name) => (await sharp(path.join(publicFolder, name)).metadata()).width ?? 0))
    const widest = Math.max(...widths)
    const configured = [...imageWidths.deviceSizes, ...imageWidths.imageSizes].sort((a, b) => a - b)
    const first = configured.find((width) => width >= widest)
    expect(first).toBeDefined()
    expect(configured.filter((width) => width > first!)).toEqual([])
  })
})
