/**
 * Cuts Inter (variable, from @fontsource-variable/inter) down to what the site sets in it:
 *
 *   npx tsx scripts/make-font.ts
 *
 * Writes app/fonts/inter-latin-variable.woff2 with Latin, Latin-1, Latin Extended-A, general
 * punctuation, the rupee sign and arrows, and the weight axis narrowed to the weights the styles
 * use (400 to 800). The full Latin file is 48 kB; the font is the largest request a first visit
 * makes before its main image, so every kilobyte here is time to the largest paint on a phone.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import subsetFont from 'subset-font'

const ROOT = path.resolve(__dirname, '..')
const SOURCE = path.join(ROOT, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2')
const TARGET = path.join(ROOT, 'app/fonts/inter-latin-variable.woff2')

const ranges: [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0x17f],
  [0x2010, 0x203a],
  [0x20b9, 0x20b9],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
  [0x2212, 0x2212],
]
const text = ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join('')

async function main() {
  const font = await subsetFont(readFileSync(SOURCE), text, { targetFormat: 'woff2', variationAxes: { wght: { min: 400, max: 800 } } })
  writeFileSync(TARGET, font)
  console.log(`${path.relative(ROOT, TARGET)}: ${(font.length / 1024).toFixed(1)} kB`)
}

void main()
