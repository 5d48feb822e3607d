import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The committed images, video and brochure are data: nothing regenerates them. Every path to
 * one that the source names (content, the demo catalogue, components, routes) must exist in
 * public/, or a visitor gets a broken image.
 */
const root = process.cwd()
const sourceFolders = ['content', 'lib/catalogue/demo', 'components', 'app']
const sourceFile = /\.(ts|tsx|json|md)$/
const assetPath = /["'(]((?:\/[\w.-]+)+\.(?:svg|webp|png|jpe?g|avif|pdf|mp4|webm))["')]/g

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => sourceFile.test(name) && !name.endsWith('.test.ts') && !name.endsWith('.test.tsx'))
    .map((name) => path.join(folder, name))
}

const named = sourceFolders
  .flatMap(sourceFiles)
  .flatMap((file) => [...readFileSync(path.join(root, file), 'utf8').matchAll(assetPath)].map((match) => ({ file, asset: match[1] ?? '' })))

describe('asset paths', () => {
  it('finds the paths it checks (the content names images in every folder)', () => {
    const folders = new Set(named.map(({ asset }) => asset.split('/')[1]))
    for (const folder of ['images', 'catalogue', 'icons', 'logos', 'media']) expect(folders).toContain(folder)
  })

  it('every asset named in the source exists in public/', () => {
    const missing = named.filter(({ asset }) => !existsSync(path.join(root, 'public', asset)))
    expect(missing.map(({ file, asset }) => `${file} names ${asset}`)).toEqual([])
  })
})
