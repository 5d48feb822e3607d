/**
 * Draws the site's icons and illustrations from hand-built SVG.
 *
 *   npx tsx scripts/make-site-images.ts
 *
 * Writes, under public/:
 *   icons/*.svg                      48x48 two-tone line icons (navy plus an amber or green accent)
 *   images/certification-star.svg    the gold "certified / 5-star" seal of the fan detail page
 *   images/fan-top.svg               a ceiling fan seen from below, balanced about its centre for spinning
 *   images/banners/*.webp            1600x560 landing-page banners (text sits on their left, over a dark wash)
 *   images/solar-hero.webp           1000x1000 all-in-one solar street light
 *   images/product-lines/*.webp      800x600 cards of the six product lines
 *   images/ac-applications/*.webp    800x600 air-conditioning applications
 *   images/frp-tiles/*.webp          800x600 FRP category tiles
 *   images/home/about.webp           1000x750 assembly floor
 *   images/home/cta.webp             1600x600 rooftop array at sunrise over the city
 *
 * Everything is deterministic: a rerun produces the same files. No drawing contains text.
 */
import { mkdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

const ROOT = path.resolve(__dirname, '..')
const PUBLIC = path.join(ROOT, 'public')
const QUALITY = 68
const CARD_BUDGET = 35 * 1024
const BANNER_BUDGET = 60 * 1024

// ---------------------------------------------------------------------------------------------
// Palette and helpers

const NAVY = '#0b2545'
const NAVY_D = '#061629'
const NAVY2 = '#13315c'
const NAVY3 = '#1d4477'
const AMBER = '#f59e0b'
const AMBER_L = '#fcd34d'
const AMBER_D = '#d97706'
const GREEN = '#16a34a'
const GREEN_L = '#4ade80'
const GREEN_D = '#15803d'
const COOL = '#7dd3fc'
const WHITE = '#ffffff'
const S50 = '#f8fafc'
const S100 = '#f1f5f9'
const S200 = '#e2e8f0'
const S300 = '#cbd5e1'
const S400 = '#94a3b8'
const S500 = '#64748b'
const S600 = '#475569'
const S700 = '#334155'
const WOOD = '#b7895a'
const SKINS = ['#8d5524', '#c68642', '#e0ac69', '#a0673c']

function hexToRgb(hex: string): [number, number, number] {
  const value = parseInt(hex.slice(1), 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}
function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = hexToRgb(a)
  const [r2, g2, b2] = hexToRgb(b)
  const channel = (x: number, y: number) => Math.round(x + (y - x) * t)
  return '#' + [channel(r1, r2), channel(g1, g2), channel(b1, b2)].map((c) => c.toString(16).padStart(2, '0')).join('')
}
const dark = (colour: string, t = 0.2) => mix(colour, '#000000', t)
const light = (colour: string, t = 0.3) => mix(colour, '#ffffff', t)

/** Deterministic pseudo-random numbers, so reruns produce identical files. */
function seeded(text: string): () => number {
  let seed = 2166136261
  for (const char of text) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619) >>> 0
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0
    let t = seed
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

type Attrs = Record<string, string | number | undefined>
type Pt = [number, number]
const r1 = (n: number) => Math.round(n * 10) / 10

function attrs(list: Attrs): string {
  return Object.entries(list)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? r1(value) : value}"`)
    .join('')
}
const el = (tag: string, list: Attrs, children = '') =>
  children ? `<${tag}${attrs(list)}>${children}</${tag}>` : `<${tag}${attrs(list)}/>`
const rect = (x: number, y: number, width: number, height: number, fill: string, extra: Attrs = {}) =>
  el('rect', { x, y, width, height, fill, ...extra })
const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) => el('circle', { cx, cy, r, fill, ...extra })
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  el('ellipse', { cx, cy, rx, ry, fill, ...extra })
const pathEl = (d: string, fill: string, extra: Attrs = {}) => el('path', { d, fill, ...extra })
const line = (x1: number, y1: number, x2: number, y2: number, colour: string, width = 2, extra: Attrs = {}) =>
  el('line', { x1, y1, x2, y2, stroke: colour, 'stroke-width': width, 'stroke-linecap': 'round', ...extra })
const poly = (points: Pt[], fill: string, extra: Attrs = {}) =>
  el('polygon', { points: points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' '), fill, ...extra })
const group = (list: Attrs, ...children: string[]) => el('g', list, children.join(''))
const place = (x: number, y: number, scale: number, ...children: string[]) =>
  group({ transform: `translate(${r1(x)} ${r1(y)}) scale(${scale})` }, ...children)
const times = <T>(count: number, make: (i: number) => T): T[] => Array.from({ length: count }, (_, i) => make(i))
const lerp = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]

type Stop = [number, string, number?]
const stops = (list: Stop[]) =>
  list.map(([offset, colour, opacity]) => el('stop', { offset, 'stop-color': colour, 'stop-opacity': opacity })).join('')
const linear = (id: string, x1: number, y1: number, x2: number, y2: number, list: Stop[], extra: Attrs = {}) =>
  el('linearGradient', { id, x1, y1, x2, y2, ...extra }, stops(list))
const radial = (id: string, list: Stop[], extra: Attrs = {}) => el('radialGradient', { id, ...extra }, stops(list))
const vertical = (id: string, list: Stop[]) => linear(id, 0, 0, 0, 1, list)

/** Gradients shared by every illustration (unused ones cost nothing in the raster). */
const COMMON_DEFS = [
  linear('pv', 0, 0, 1, 1, [
    [0, '#2f5f9e'],
    [0.55, NAVY3],
    [1, NAVY2],
  ]),
  radial('glowA', [
    [0, '#fde68a', 0.85],
    [1, AMBER, 0],
  ]),
  radial('glowW', [
    [0, '#ffffff', 0.9],
    [1, '#ffffff', 0],
  ]),
  radial('glowC', [
    [0, '#e0f2fe', 0.85],
    [1, COOL, 0],
  ]),
  vertical('coneW', [
    [0, '#fff3c4', 0.55],
    [1, '#fff3c4', 0],
  ]),
  vertical('coneC', [
    [0, '#e0f2fe', 0.5],
    [1, '#e0f2fe', 0],
  ]),
  vertical('air', [
    [0, COOL, 0.9],
    [1, COOL, 0],
  ]),
  vertical('acBody', [
    [0, '#ffffff'],
    [1, '#e5ebf2'],
  ]),
  linear('metal', 0, 0, 1, 0, [
    [0, '#8d9aab'],
    [0.45, '#e2e8f0'],
    [1, '#7b889a'],
  ]),
  linear('sheen', 0, 0, 1, 1, [
    [0, '#ffffff', 0.22],
    [1, '#ffffff', 0],
  ]),
].join('')

function svgDoc(width: number, height: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${COMMON_DEFS}${defs}</defs>${body}</svg>`
}

// ---------------------------------------------------------------------------------------------
// Icons: 48x48, navy strokes, one amber or green accent

const ICON_A = `stroke="${AMBER}"`
const ICON_G = `stroke="${GREEN}"`
const FILL_A = `fill="${AMBER}" stroke="none"`
const FILL_G = `fill="${GREEN}" stroke="none"`
const FILL_N = `fill="${NAVY}" stroke="none"`

/** A closed star path centred on (cx, cy). */
function starPath(cx: number, cy: number, outer: number, inner: number, points = 5, rotate = -90): string {
  const pts: string[] = []
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner
    const angle = ((rotate + (i * 180) / points) * Math.PI) / 180
    pts.push(`${r1(cx + radius * Math.cos(angle))} ${r1(cy + radius * Math.sin(angle))}`)
  }
  return `M${pts.join('L')}Z`
}

/** A scalloped (rosette) outline: `bumps` round lobes between radii inner and outer. */
function scallopPath(cx: number, cy: number, outer: number, inner: number, bumps: number): string {
  const parts: string[] = []
  for (let i = 0; i < bumps; i++) {
    const a0 = (i / bumps) * Math.PI * 2
    const am = ((i + 0.5) / bumps) * Math.PI * 2
    const a1 = ((i + 1) / bumps) * Math.PI * 2
    const p0: Pt = [cx + inner * Math.cos(a0), cy + inner * Math.sin(a0)]
    const c: Pt = [cx + (outer + (outer - inner) * 0.9) * Math.cos(am), cy + (outer + (outer - inner) * 0.9) * Math.sin(am)]
    const p1: Pt = [cx + inner * Math.cos(a1), cy + inner * Math.sin(a1)]
    if (i === 0) parts.push(`M${r1(p0[0])} ${r1(p0[1])}`)
    parts.push(`Q${r1(c[0])} ${r1(c[1])} ${r1(p1[0])} ${r1(p1[1])}`)
  }
  return parts.join('') + 'Z'
}

const ICONS: Record<string, string> = {
  'energy-saving': `<path d="M36.5 14.5A15 15 0 1 0 39 24"/><path d="M38 7.5v7.5h-7.5"/><path d="M26 13l-8 12.5h6.5L22 36l8.5-13H24z" ${FILL_A}/>`,
  'low-voltage': `<path d="M21 6L10 26h9l-2 16 13-22h-9l3-14z"/><path d="M37 14v18" ${ICON_A}/><path d="M32 27l5 5 5-5" ${ICON_A}/><path d="M32 41h10" ${ICON_A}/>`,
  'air-delivery': `<path d="M5 17h22a5 5 0 1 0-5-5"/><path d="M5 25h30a5.5 5.5 0 1 1-5.5 5.5" ${ICON_A}/><path d="M5 33h13a4 4 0 1 1-4 4"/>`,
  'low-noise': `<path d="M7 19h7l9-7.5v25L14 29H7z"/><path d="M29.5 19.5a6.5 6.5 0 0 1 0 9" ${ICON_A}/><path d="M34.5 14.5a13.5 13.5 0 0 1 0 19" ${ICON_A} stroke-opacity=".4" stroke-dasharray="2 4.5"/><path d="M39.5 10a20 20 0 0 1 0 28" ${ICON_A} stroke-opacity=".25" stroke-dasharray="2 5"/>`,
  'remote-control': `<rect x="15" y="16" width="18" height="28" rx="5"/><circle cx="24" cy="23" r="2.8" ${FILL_A}/><path d="M20 30.5h.01M24 30.5h.01M28 30.5h.01M20 36h.01M24 36h.01M28 36h.01" stroke-width="3.2"/><path d="M19.5 9.5a6.5 6.5 0 0 1 9 0" ${ICON_A}/><path d="M15.5 5.5a12 12 0 0 1 17 0" ${ICON_A}/>`,
  'long-life': `<path d="M24 5l15 5.5V22c0 9.5-6.3 16.5-15 21-8.7-4.5-15-11.5-15-21V10.5z"/><path d="M17 24l5 5 9.5-10" ${ICON_G}/>`,
  'smart-iot': `<rect x="12" y="12" width="24" height="24" rx="4.5"/><path d="M19 6v6M29 6v6M19 36v6M29 36v6M6 19h6M6 29h6M36 19h6M36 29h6"/><path d="M19 25.5a7 7 0 0 1 10 0" ${ICON_A}/><circle cx="24" cy="30" r="2.2" ${FILL_A}/>`,
  'reverse-mode': `<path d="M9.5 21A15 15 0 0 1 36 14"/><path d="M37 5.5v9h-9"/><path d="M38.5 27A15 15 0 0 1 12 34" ${ICON_A}/><path d="M11 42.5v-9h9" ${ICON_A}/>`,
  power: `<path d="M15.5 12.5a15.5 15.5 0 1 0 17 0"/><path d="M24 5v17" ${ICON_A}/>`,
  sweep: `<g transform="translate(24 19)" stroke-width="2.2">${times(3, (i) => `<path d="M0-3c-2.5-4-2.5-9 0-13 2.5 4 2.5 9 0 13z" transform="rotate(${i * 120})"/>`).join('')}<circle r="3.3" ${FILL_N}/></g><path d="M7 40h34M11 36.5L7 40l4 3.5M37 36.5l4 3.5-4 3.5" ${ICON_A}/>`,
  rpm: `<path d="M10.2 35A16 16 0 1 1 37.8 35"/><path d="M14 27h2.5M24 13v2.5M34 27h-2.5M17 18l1.8 1.8M31 18l-1.8 1.8" stroke-width="2.2"/><path d="M24 27l7.5-8.5" ${ICON_A}/><circle cx="24" cy="27" r="3" ${FILL_N}/><path d="M17 40h14" ${ICON_A}/>`,
  blades: `<g transform="translate(24 24)" stroke-width="2.2">${times(5, (i) => `<path d="M-1.5-6C-5-10-5.5-16-2.5-20.5c2.5 0 5 1.5 5.5 4.5.5 4-1 7.5-2 10" transform="rotate(${i * 72})"/>`).join('')}<circle r="5.5" fill="${AMBER}"/></g>`,
  wifi: `<path d="M5 18.5a27 27 0 0 1 38 0"/><path d="M11 25a18.5 18.5 0 0 1 26 0"/><path d="M17 31.5a10 10 0 0 1 14 0" ${ICON_A}/><circle cx="24" cy="38.5" r="2.8" ${FILL_A}/>`,
  voice: `<rect x="18" y="5" width="12" height="23" rx="6"/><path d="M12 22a12 12 0 0 0 24 0M24 34v8M18 42h12"/><path d="M6 15v10M42 15v10" ${ICON_A}/>`,
  'star-rating': `<path d="${starPath(24, 25.5, 19, 8.2)}" fill="${AMBER}" fill-opacity=".9"/><path d="M40 5v5M37.5 7.5h5" ${ICON_A}/>`,
  'down-light': `<path d="M6 7h36"/><path d="M14 7v4.5a2.5 2.5 0 0 0 2.5 2.5h15a2.5 2.5 0 0 0 2.5-2.5V7"/><path d="M18 17.5L10 40h28l-8-22.5z" ${FILL_A} fill-opacity=".22"/><path d="M24 20v8M17.5 19.5l-3.5 7M30.5 19.5l3.5 7" ${ICON_A}/><path d="M10 42h28"/>`,
  'savings-rupee': `<circle cx="24" cy="24" r="18.5"/><path d="M17 15h14M17 21h14M20 15h1.5c4.5 0 7 2.5 7 6S26 27 21.5 27H18l11 10" ${ICON_A}/>`,
  'environment-leaf': `<path d="M40 7C21 7 9 14 9 27c0 5.5 2.5 9.5 5.5 12C33 39 40 27 40 7z" fill="${GREEN}" fill-opacity=".16"/><path d="M7 42c7-9 15-18 26-27" ${ICON_G}/>`,
  independence: `<circle cx="36" cy="11" r="4.5" ${ICON_A}/><path d="M36 2.5v1.5M44.5 11H43M42 5l-1 1M30 5l1 1M42 17l-1-1" ${ICON_A}/><path d="M10 20h19l-4 15H5z"/><path d="M7.5 27.5h19.5M19.5 20l-4 15"/><path d="M15 35v6M9 42h12"/>`,
  'low-maintenance': `<path d="M29 5.5a9.5 9.5 0 0 0-8.6 13.2L6.8 32.3a3.6 3.6 0 0 0 5.1 5.1l13.6-13.6A9.5 9.5 0 0 0 38.6 14.5l-5.8 5.7-5.2-1.5-1.5-5.2 5.7-5.8A9.5 9.5 0 0 0 29 5.5z"/><circle cx="36" cy="36" r="8.5" ${FILL_G}/><path d="M32 36l3 3 5-5.5" stroke="#fff"/>`,
  subsidy: `<path d="M10 5h17l9 9v14M10 5v37h15"/><path d="M27 5v9h9M15.5 19h10M15.5 25.5h7"/><circle cx="35" cy="36" r="9" ${FILL_A}/><path d="M31.5 40l7-8" stroke="#fff" stroke-width="2.2"/><circle cx="32" cy="32.5" r="1.6" fill="#fff" stroke="none"/><circle cx="38" cy="39.5" r="1.6" fill="#fff" stroke="none"/>`,
  'wide-range': `<path d="M24 6l18 9-18 9-18-9z" fill="${AMBER}" fill-opacity=".9"/><path d="M6 24l18 9 18-9M6 33l18 9 18-9"/>`,
  flexibility: `<path d="M7 12h34M7 24h34M7 36h34"/><circle cx="16" cy="12" r="4.5" fill="#fff" ${ICON_A}/><circle cx="31" cy="24" r="4.5" fill="#fff" ${ICON_A}/><circle cx="21" cy="36" r="4.5" fill="#fff" ${ICON_A}/>`,
  'trusted-support': `<path d="M9 28v-5a15 15 0 0 1 30 0v5"/><rect x="6" y="25" width="8" height="12" rx="3.5"/><rect x="34" y="25" width="8" height="12" rx="3.5"/><path d="M38 37c0 4-3.5 5.5-9 5.5" ${ICON_A}/><rect x="20" y="40" width="9" height="5" rx="2.5" ${FILL_A}/>`,
  'eco-friendly': `<path d="${scallopPath(24, 24, 21.5, 19.5, 16)}" fill="${GREEN}" fill-opacity=".14" ${ICON_G} stroke-width="2"/><circle cx="24" cy="24" r="14.5" stroke-width="2"/><path d="M31.5 15.5c-10 0-14.5 4.5-14.5 10.5 0 2.5 1 4.5 2.5 5.5 8.5 0 12-5.5 12-16z" ${FILL_G}/><path d="M16 33l3.5-4" stroke-width="2.2"/><path d="M20.5 28c2.5-3 5-5.5 7.5-7.5" stroke="#fff" stroke-width="1.6"/>`,
  home: `<path d="M5 23L24 7l19 16"/><path d="M10.5 19v23h27V19"/><path d="M20 42V30.5h8V42" ${ICON_A}/>`,
  office: `<path d="M9 42V7h20v35M29 17h10v25M5 42h38"/><path d="M15 13h2M21 13h2M15 19.5h2M21 19.5h2M15 26h2M21 26h2M34 24h.01M34 30h.01" ${ICON_A} stroke-width="3"/><path d="M17 42v-7h4v7"/>`,
  restaurant: `<path d="M8 34a16 16 0 0 1 32 0z"/><path d="M5 39h38"/><circle cx="24" cy="14.5" r="2.8" ${FILL_A}/><path d="M15 28a10.5 10.5 0 0 1 6.5-8" ${ICON_A}/>`,
  healthcare: `<path d="M24 41S6 30.5 6 17.5a9 9 0 0 1 18-2.5 9 9 0 0 1 18 2.5C42 30.5 24 41 24 41z"/><path d="M8 25h9l3-6 5 12 3.5-6H40" ${ICON_A}/>`,
}

function iconSvg(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48" fill="none" stroke="${NAVY}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${body}</svg>\n`
}

/** Gold rosette with ribbon tails, one big star and a row of five small ones: "certified, 5-star". */
function certificationStar(): string {
  const small = times(5, (i) => {
    const x = 36 + i * 6
    const y = 59 + Math.abs(i - 2) * -1.2 + 2.4
    return `<use href="#cs-s" x="${r1(x)}" y="${r1(y)}"/>`
  }).join('')
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="Certified five-star rating">`,
    `<defs><linearGradient id="cs-g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fde68a"/><stop offset=".5" stop-color="${AMBER}"/><stop offset="1" stop-color="#b45309"/></linearGradient>`,
    `<path id="cs-s" d="${starPath(0, 0, 3.1, 1.3)}" fill="#fffbeb"/></defs>`,
    `<path d="M31 62L20 91l11-4.5 6 9.5 9-28z" fill="#b45309"/><path d="M65 62l11 29-11-4.5-6 9.5-9-28z" fill="${AMBER_D}"/>`,
    `<path d="${scallopPath(48, 42, 37, 34.5, 20)}" fill="url(#cs-g)"/>`,
    `<circle cx="48" cy="42" r="29" fill="${AMBER}" stroke="#fef3c7" stroke-width="1.6"/>`,
    `<circle cx="48" cy="42" r="25" fill="none" stroke="#b45309" stroke-opacity=".45" stroke-width="1.2" stroke-dasharray="1.5 2.5"/>`,
    `<path d="${starPath(48, 38.5, 15, 6.4)}" fill="#fffbeb" stroke="#fef3c7" stroke-width="1.5" stroke-linejoin="round"/>`,
    small,
    `</svg>\n`,
  ].join('')
}

/** Ceiling fan from directly below: three identical blades at 120 degrees about (100, 100). */
function fanTop(): string {
  const blade = 'M92 76C86 56 85 32 92 15c4-9 17.5-8 20.5 1 3 19-1 41-6 60z'
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="Ceiling fan seen from below">`,
    `<defs>`,
    `<linearGradient id="ft-b" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="${NAVY}"/><stop offset=".6" stop-color="${NAVY2}"/><stop offset="1" stop-color="${NAVY3}"/></linearGradient>`,
    `<radialGradient id="ft-l"><stop offset="0" stop-color="#fffdf5"/><stop offset=".7" stop-color="#fef3c7"/><stop offset="1" stop-color="#fde68a"/></radialGradient>`,
    `<g id="ft-w"><rect x="95" y="62" width="10" height="18" rx="2.5" fill="${NAVY_D}"/><path d="${blade}" fill="url(#ft-b)"/><path d="M101 20q2 25-1 50" fill="none" stroke="#fff" stroke-opacity=".12" stroke-width="2" stroke-linecap="round"/></g>`,
    `</defs>`,
    `<use href="#ft-w"/><use href="#ft-w" transform="rotate(120 100 100)"/><use href="#ft-w" transform="rotate(240 100 100)"/>`,
    `<circle cx="100" cy="100" r="29" fill="${NAVY}"/>`,
    `<circle cx="100" cy="100" r="24" fill="none" stroke="${AMBER}" stroke-width="4"/>`,
    `<circle cx="100" cy="100" r="18" fill="url(#ft-l)"/>`,
    `<circle cx="100" cy="100" r="18" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="1"/>`,
    `</svg>\n`,
  ].join('')
}

// ---------------------------------------------------------------------------------------------
// Scene furniture

function sky(w: number, h: number, id: string, list: Stop[]): [string, string] {
  return [vertical(id, list), rect(0, 0, w, h, `url(#${id})`)]
}

function sun(cx: number, cy: number, r: number, rays = 0, rayLen = 2.4): string {
  const parts = [circle(cx, cy, r * 3.2, 'url(#glowA)', { opacity: 0.75 })]
  if (rays > 0) {
    const wedges = times(rays, (i) => {
      const a = (i / rays) * Math.PI * 2
      const d = Math.PI / rays / 2.6
      const p1: Pt = [cx + r * rayLen * Math.cos(a - d), cy + r * rayLen * Math.sin(a - d)]
      const p2: Pt = [cx + r * rayLen * Math.cos(a + d), cy + r * rayLen * Math.sin(a + d)]
      return poly([[cx, cy], p1, p2], '#fde68a', { opacity: 0.25 })
    })
    parts.push(...wedges)
  }
  parts.push(circle(cx, cy, r * 1.18, '#fde68a', { opacity: 0.55 }), circle(cx, cy, r, '#fbbf24'), circle(cx - r * 0.2, cy - r * 0.2, r * 0.62, '#fcd34d', { opacity: 0.8 }))
  return parts.join('')
}

/** Broad sun rays fanning from a point, fading out with distance (a luminance mask). */
function rays(cx: number, cy: number, count: number, length: number, colour: string, opacity: number, from = 0, to = Math.PI * 2, id = 'rayMask'): string {
  const wedges = times(count, (i) => {
    const a = from + ((to - from) * (i + 0.5)) / count
    const d = ((to - from) / count) * 0.2
    return poly(
      [
        [cx, cy],
        [cx + length * Math.cos(a - d), cy + length * Math.sin(a - d)],
        [cx + length * Math.cos(a + d), cy + length * Math.sin(a + d)],
      ],
      colour,
    )
  }).join('')
  const mask = el(
    'mask',
    { id, maskUnits: 'userSpaceOnUse', x: cx - length, y: cy - length, width: length * 2, height: length * 2 },
    el('radialGradient', { id: `${id}g`, gradientUnits: 'userSpaceOnUse', cx, cy, r: length }, stops([[0, '#fff'], [0.25, '#fff', 0.8], [1, '#fff', 0]])) +
      circle(cx, cy, length, `url(#${id}g)`),
  )
  return mask + group({ mask: `url(#${id})`, opacity }, wedges)
}

function cloud(x: number, y: number, s: number, fill = WHITE, opacity = 0.9): string {
  return group(
    { opacity },
    ellipse(x, y, 60 * s, 18 * s, fill),
    circle(x - 22 * s, y - 10 * s, 20 * s, fill),
    circle(x + 8 * s, y - 20 * s, 28 * s, fill),
    circle(x + 34 * s, y - 6 * s, 18 * s, fill),
  )
}

/** A solar panel as any quadrilateral (top-left, top-right, bottom-right, bottom-left) with its cell grid. */
function pvQuad(p: [Pt, Pt, Pt, Pt], cols: number, rows: number, o: { frame?: string; lineColour?: string; width?: number; sheen?: boolean } = {}): string {
  const [a, b, c, d] = p
  const frame = o.frame ?? '#cbd5e1'
  const lineColour = o.lineColour ?? '#6f9bd6'
  const parts = [poly(p, 'url(#pv)', { stroke: frame, 'stroke-width': o.width ?? 3, 'stroke-linejoin': 'round' })]
  const lines: string[] = []
  for (let i = 1; i < cols; i++) {
    const t = i / cols
    const [x1, y1] = lerp(a, b, t)
    const [x2, y2] = lerp(d, c, t)
    lines.push(`M${r1(x1)} ${r1(y1)}L${r1(x2)} ${r1(y2)}`)
  }
  for (let j = 1; j < rows; j++) {
    const t = j / rows
    const [x1, y1] = lerp(a, d, t)
    const [x2, y2] = lerp(b, c, t)
    lines.push(`M${r1(x1)} ${r1(y1)}L${r1(x2)} ${r1(y2)}`)
  }
  parts.push(pathEl(lines.join(''), 'none', { stroke: lineColour, 'stroke-width': 1, opacity: 0.65 }))
  if (o.sheen !== false) parts.push(poly([lerp(a, b, 0.5), lerp(a, b, 0.72), lerp(d, c, 0.32), lerp(d, c, 0.1)], WHITE, { opacity: 0.09 }))
  return parts.join('')
}

/** A ground-mounted panel on a stand, leaning back; x is the front-left foot. */
function solarStand(x: number, gy: number, w: number, h: number, cols: number, rows: number): string {
  const lean = h * 0.45
  const bottom = gy - h * 0.45
  const top = bottom - h
  return [
    line(x + w * 0.18, gy, x + w * 0.18, bottom + 4, S500, 6),
    line(x + w * 0.82, gy, x + w * 0.82, bottom + 4, S500, 6),
    line(x + w * 0.25 + lean * 0.6, gy, x + w * 0.25 + lean * 0.75, top + h * 0.3, S600, 5),
    line(x + w * 0.75 + lean * 0.6, gy, x + w * 0.75 + lean * 0.75, top + h * 0.3, S600, 5),
    pvQuad(
      [
        [x + lean, top],
        [x + w + lean, top],
        [x + w, bottom],
        [x, bottom],
      ],
      cols,
      rows,
    ),
  ].join('')
}

/** A ceiling fan seen from the side; (0, 0) is the ceiling mount, span the half-width of the blades. */
function fanSide(x: number, y: number, s: number, o: { rod?: number; span?: number; light?: boolean; colour?: string; blades?: [string, string] } = {}): string {
  const rod = o.rod ?? 40
  const span = o.span ?? 170
  const body = o.colour ?? NAVY
  const [bl, br] = o.blades ?? [NAVY3, NAVY2]
  const m = 12 + rod
  const blade = (dir: number) =>
    pathEl(
      `M${dir * 40} ${m + 14}L${dir * (span - 10)} ${m + 6}Q${dir * (span + 6)} ${m + 7} ${dir * (span + 6)} ${m + 14}Q${dir * (span + 6)} ${m + 21} ${dir * (span - 10)} ${m + 22}L${dir * 40} ${m + 22}Z`,
      dir < 0 ? bl : br,
    )
  const parts = [
    pathEl(`M-18 0H18L13 12H-13Z`, body),
    rect(-3.5, 11, 7, rod + 2, S500),
    rect(-9, m - 6, 18, 9, body, { rx: 3 }),
    blade(-1),
    blade(1),
    pathEl(`M-46 ${m + 10}Q-46 ${m} -32 ${m}H32Q46 ${m} 46 ${m + 10}V${m + 16}Q46 ${m + 30} 30 ${m + 30}H-30Q-46 ${m + 30} -46 ${m + 16}Z`, body),
    rect(-46, m + 12, 92, 4, AMBER),
    rect(-38, m + 3, 60, 3, WHITE, { rx: 1.5, opacity: 0.15 }),
  ]
  if (o.light !== false) {
    parts.push(ellipse(0, m + 31, 60, 16, 'url(#glowA)', { opacity: 0.8 }), ellipse(0, m + 31, 24, 5.5, '#fff7d6'))
  }
  return place(x, y, s, ...parts)
}

/** Air falling from a ceiling fan: dashed curves spreading out like a soft cone, fading at the bottom. */
function airflow(cx: number, y: number, w: number, h: number, count: number, colour = COOL, width = 4, opacity = 0.7, id = 'airfade'): string {
  const lines = times(count, (i) => {
    const t = count === 1 ? 0 : (i / (count - 1)) * 2 - 1
    const x0 = cx + t * w * 0.32
    const x1 = cx + t * w * 0.5
    const bend = 14 * (i % 2 ? 1 : -1)
    const d = `M${r1(x0)} ${r1(y)}C${r1(x0 + bend)} ${r1(y + h * 0.35)} ${r1(x1 - bend)} ${r1(y + h * 0.65)} ${r1(x1)} ${r1(y + h)}`
    return pathEl(d, 'none', { stroke: colour, 'stroke-width': width, 'stroke-linecap': 'round', 'stroke-dasharray': i % 2 ? '34 16' : '60 18', opacity: 1 - Math.abs(t) * 0.35 })
  }).join('')
  const mask = el(
    'mask',
    { id, maskUnits: 'userSpaceOnUse', x: cx - w, y: y - 10, width: w * 2, height: h + 20 },
    el('linearGradient', { id: `${id}g`, gradientUnits: 'userSpaceOnUse', x1: 0, y1: y, x2: 0, y2: y + h }, stops([[0, '#fff'], [0.5, '#fff', 0.9], [1, '#fff', 0]])) +
      rect(cx - w, y - 10, w * 2, h + 20, `url(#${id}g)`),
  )
  return mask + group({ mask: `url(#${id})`, opacity }, lines)
}

/** Cool air waves blowing from an AC: horizontal-ish curves drifting down and away. */
function acAir(x: number, y: number, w: number, h: number, count: number, colour = COOL, opacity = 0.75): string {
  return times(count, (i) => {
    const t = i / Math.max(1, count - 1)
    const x0 = x + w * 0.08 + t * w * 0.1
    const y0 = y + t * h * 0.55
    const len = w * (0.9 - t * 0.25)
    const d = `M${r1(x0)} ${r1(y0)}q${r1(len * 0.25)} ${r1(h * 0.22)} ${r1(len * 0.5)} ${r1(h * 0.1)}t${r1(len * 0.5)} ${r1(h * 0.12)}`
    return pathEl(d, 'none', { stroke: colour, 'stroke-width': 5 - t * 2, 'stroke-linecap': 'round', opacity: opacity * (1 - t * 0.45) })
  }).join('')
}

/** Split AC indoor unit, 300x90 at scale 1. */
function acIndoor(x: number, y: number, s: number): string {
  return place(
    x,
    y,
    s,
    rect(4, 6, 300, 90, NAVY, { rx: 16, opacity: 0.12 }),
    rect(0, 0, 300, 90, 'url(#acBody)', { rx: 16, stroke: S300, 'stroke-width': 2 }),
    rect(14, 10, 272, 4, S200, { rx: 2 }),
    line(8, 58, 292, 58, S200, 2),
    rect(18, 64, 264, 16, S500, { rx: 8, opacity: 0.55 }),
    rect(24, 69, 252, 6, S300, { rx: 3 }),
    rect(226, 26, 44, 14, NAVY, { rx: 7 }),
    circle(238, 33, 2.6, COOL),
    circle(250, 33, 2.6, COOL),
    circle(262, 33, 2.6, GREEN_L),
    circle(30, 33, 6, AMBER),
    rect(40, 30, 30, 6, S300, { rx: 3 }),
  )
}

/** Split AC outdoor unit, 200x150 at scale 1 (feet below). */
function acOutdoor(x: number, y: number, s: number): string {
  const spokes = times(3, (i) =>
    pathEl('M0 -6C-12 -20 -8 -38 0 -42C8 -38 12 -20 0 -6Z', S500, { transform: `translate(72 75) rotate(${i * 120 + 20})` }),
  ).join('')
  return place(
    x,
    y,
    s,
    rect(10, 148, 30, 10, S600, { rx: 2 }),
    rect(160, 148, 30, 10, S600, { rx: 2 }),
    rect(0, 0, 200, 150, '#e7ecf2', { rx: 10, stroke: S300, 'stroke-width': 2 }),
    circle(72, 75, 56, S300),
    circle(72, 75, 50, '#8593a6'),
    spokes,
    circle(72, 75, 9, S200),
    pathEl(times(5, (i) => `M22 ${45 + i * 15}H122`).join(''), 'none', { stroke: S300, 'stroke-width': 1.5, opacity: 0.6 }),
    pathEl(times(7, (i) => `M${144 + i * 7} 20V130`).join(''), 'none', { stroke: S400, 'stroke-width': 2.5, 'stroke-linecap': 'round' }),
  )
}

/** An LED street light on a pole; dir 1 reaches right, -1 left; tone warm or cool. */
function streetLed(x: number, gy: number, h: number, dir: 1 | -1, tone: 'warm' | 'cool', o: { cone?: boolean; pole?: string; coneWidth?: number } = {}): string {
  const top = gy - h
  const pole = o.pole ?? '#3b4a61'
  const headX = x + dir * 78
  const glow = tone === 'warm' ? '#ffe7a3' : '#e0f2fe'
  const parts: string[] = []
  if (o.cone !== false) {
    const cw = o.coneWidth ?? h * 0.55
    parts.push(
      poly(
        [
          [headX - 26, top + 2],
          [headX + 26, top + 2],
          [headX + cw, gy],
          [headX - cw, gy],
        ],
        tone === 'warm' ? 'url(#coneW)' : 'url(#coneC)',
      ),
      ellipse(headX, gy + 4, cw * 1.05, cw * 0.12, tone === 'warm' ? 'url(#glowA)' : 'url(#glowC)', { opacity: 0.75 }),
    )
  }
  parts.push(
    pathEl(`M${x - 6} ${gy}L${x - 3.5} ${top + 10}H${x + 3.5}L${x + 6} ${gy}Z`, pole),
    rect(x - 10, gy - 24, 20, 24, dark(pole, 0.15), { rx: 3 }),
    pathEl(`M${x} ${top + 18}Q${x} ${top - 8} ${x + dir * 34} ${top - 8}H${headX}`, 'none', { stroke: pole, 'stroke-width': 6, 'stroke-linecap': 'round' }),
    pathEl(`M${headX - 34} ${top - 10}H${headX + 30}Q${headX + 36} ${top - 10} ${headX + 36} ${top - 4}V${top}H${headX - 34}Z`, '#2b3a50', {
      transform: dir < 0 ? `translate(${2 * headX} 0) scale(-1 1)` : undefined,
    }),
    rect(headX - 28, top - 1, 56, 5, glow, { rx: 2.5 }),
    ellipse(headX, top + 3, 40, 9, glow, { opacity: 0.35 }),
  )
  return parts.join('')
}

function treeRound(x: number, gy: number, h: number, shade = GREEN, trunk = '#7c5a3a'): string {
  return [
    pathEl(`M${x - h * 0.035} ${gy}L${x - h * 0.02} ${gy - h * 0.5}H${x + h * 0.02}L${x + h * 0.035} ${gy}Z`, trunk),
    circle(x - h * 0.17, gy - h * 0.52, h * 0.2, dark(shade, 0.12)),
    circle(x + h * 0.17, gy - h * 0.55, h * 0.21, dark(shade, 0.05)),
    circle(x, gy - h * 0.72, h * 0.26, shade),
    circle(x - h * 0.07, gy - h * 0.8, h * 0.12, light(shade, 0.18), { opacity: 0.7 }),
  ].join('')
}

function treeCone(x: number, gy: number, h: number, shade = GREEN_D): string {
  return [
    rect(x - h * 0.03, gy - h * 0.2, h * 0.06, h * 0.2, '#6b4a2f'),
    pathEl(`M${x} ${gy - h}L${x + h * 0.2} ${gy - h * 0.45}Q${x} ${gy - h * 0.38} ${x - h * 0.2} ${gy - h * 0.45}Z`, shade),
    pathEl(`M${x} ${gy - h * 0.78}L${x + h * 0.25} ${gy - h * 0.2}Q${x} ${gy - h * 0.12} ${x - h * 0.25} ${gy - h * 0.2}Z`, dark(shade, 0.08)),
    pathEl(`M${x} ${gy - h}L${x - h * 0.2} ${gy - h * 0.45}Q${x - h * 0.08} ${gy - h * 0.42} ${x} ${gy - h * 0.42}Z`, light(shade, 0.12), { opacity: 0.6 }),
  ].join('')
}

function palm(x: number, gy: number, h: number, colour: string, lean = 1): string {
  const tx = x + lean * h * 0.12
  const ty = gy - h
  const frond = (angle: number, len: number) => {
    const a = (angle * Math.PI) / 180
    const ex = tx + Math.cos(a) * len
    const ey = ty + Math.sin(a) * len
    const cx = tx + Math.cos(a) * len * 0.5
    const cy = ty + Math.sin(a) * len * 0.5 - len * 0.28
    return pathEl(`M${r1(tx)} ${r1(ty)}Q${r1(cx)} ${r1(cy - 8)} ${r1(ex)} ${r1(ey)}Q${r1(cx)} ${r1(cy + 6)} ${r1(tx)} ${r1(ty)}Z`, colour)
  }
  return [
    pathEl(`M${x - 4} ${gy}Q${x + lean * h * 0.02} ${gy - h * 0.5} ${tx - 2} ${ty}H${tx + 3}Q${x + lean * h * 0.05 + 4} ${gy - h * 0.5} ${x + 4} ${gy}Z`, colour),
    ...[-170, -140, -110, -70, -40, -10, 20, 160].map((angle, i) => frond(angle, h * (i % 2 ? 0.36 : 0.44))),
  ].join('')
}

function bush(x: number, gy: number, w: number, shade = GREEN): string {
  return [
    ellipse(x - w * 0.25, gy - w * 0.16, w * 0.3, w * 0.22, dark(shade, 0.1)),
    ellipse(x + w * 0.25, gy - w * 0.15, w * 0.3, w * 0.2, dark(shade, 0.05)),
    ellipse(x, gy - w * 0.26, w * 0.32, w * 0.28, shade),
    rect(x - w * 0.55, gy - 4, w * 1.1, 4, dark(shade, 0.15), { rx: 2 }),
  ].join('')
}

/** A person, feet at (x, gy), height h. */
function person(x: number, gy: number, h: number, o: { shirt: string; pants?: string; skin?: string; helmet?: boolean; hair?: string; arms?: 'down' | 'work' | 'wave'; facing?: 1 | -1 }): string {
  const s = h / 100
  const skin = o.skin ?? SKINS[1] ?? '#c68642'
  const pants = o.pants ?? NAVY
  const f = o.facing ?? 1
  const hy = gy - 90 * s
  const arm = (side: number) => {
    const sx = x + side * 13 * s
    const sy = gy - 74 * s
    if (o.arms === 'work') {
      return pathEl(`M${r1(sx)} ${r1(sy)}L${r1(sx + side * 3 * s + f * 6 * s)} ${r1(sy + 20 * s)}L${r1(sx + f * 20 * s)} ${r1(sy + 24 * s)}`, 'none', { stroke: o.shirt, 'stroke-width': 7 * s, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' })
    }
    if (o.arms === 'wave' && side === f) {
      return pathEl(`M${r1(sx)} ${r1(sy)}L${r1(sx + side * 10 * s)} ${r1(sy - 14 * s)}L${r1(sx + side * 12 * s)} ${r1(sy - 28 * s)}`, 'none', { stroke: o.shirt, 'stroke-width': 7 * s, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' })
    }
    return pathEl(`M${r1(sx)} ${r1(sy)}L${r1(sx + side * 3 * s)} ${r1(sy + 28 * s)}`, 'none', { stroke: o.shirt, 'stroke-width': 7 * s, 'stroke-linecap': 'round' })
  }
  const parts = [
    rect(x - 11 * s, gy - 48 * s, 9.5 * s, 46 * s, pants, { rx: 3 * s }),
    rect(x + 1.5 * s, gy - 48 * s, 9.5 * s, 46 * s, dark(pants, 0.1), { rx: 3 * s }),
    ellipse(x - 6 * s + f * 2 * s, gy - 1.5 * s, 7 * s, 3 * s, S700),
    ellipse(x + 6 * s + f * 2 * s, gy - 1.5 * s, 7 * s, 3 * s, S700),
    arm(-1),
    arm(1),
    pathEl(`M${r1(x - 14 * s)} ${r1(gy - 44 * s)}V${r1(gy - 70 * s)}Q${r1(x - 14 * s)} ${r1(gy - 80 * s)} ${r1(x - 4 * s)} ${r1(gy - 80 * s)}H${r1(x + 4 * s)}Q${r1(x + 14 * s)} ${r1(gy - 80 * s)} ${r1(x + 14 * s)} ${r1(gy - 70 * s)}V${r1(gy - 44 * s)}Z`, o.shirt),
    rect(x - 3 * s, gy - 84 * s, 6 * s, 6 * s, dark(skin, 0.1)),
    circle(x, hy, 9 * s, skin),
  ]
  if (o.helmet) {
    parts.push(pathEl(`M${r1(x - 10.5 * s)} ${r1(hy - 1 * s)}A10.5 10.5 0 0 1 ${r1(x + 10.5 * s)} ${r1(hy - 1 * s)}Z`, AMBER), rect(x - 12.5 * s + f * 2 * s, hy - 2.5 * s, 25 * s, 3 * s, AMBER_D, { rx: 1.5 * s }))
  } else {
    parts.push(pathEl(`M${r1(x - 9.5 * s)} ${r1(hy + 1 * s)}A9.5 9.5 0 0 1 ${r1(x + 9.5 * s)} ${r1(hy + 1 * s)}Q${r1(x + f * 2 * s)} ${r1(hy - 5 * s)} ${r1(x - 9.5 * s)} ${r1(hy + 1 * s)}Z`, o.hair ?? '#1f2937'))
  }
  return parts.join('')
}

/** Upper body only, for someone seated behind a desk whose top edge is at deskY. */
function seated(x: number, deskY: number, h: number, o: { shirt: string; skin?: string; hair?: string }): string {
  const s = h / 100
  const skin = o.skin ?? SKINS[2] ?? '#e0ac69'
  const hy = deskY - 56 * s
  return [
    pathEl(`M${r1(x - 15 * s)} ${r1(deskY)}V${r1(deskY - 28 * s)}Q${r1(x - 15 * s)} ${r1(deskY - 40 * s)} ${r1(x - 4 * s)} ${r1(deskY - 40 * s)}H${r1(x + 4 * s)}Q${r1(x + 15 * s)} ${r1(deskY - 40 * s)} ${r1(x + 15 * s)} ${r1(deskY - 28 * s)}V${r1(deskY)}Z`, o.shirt),
    rect(x - 3 * s, deskY - 46 * s, 6 * s, 7 * s, dark(skin, 0.1)),
    circle(x, hy, 10 * s, skin),
    pathEl(`M${r1(x - 10.5 * s)} ${r1(hy + 1 * s)}A10.5 10.5 0 0 1 ${r1(x + 10.5 * s)} ${r1(hy + 1 * s)}Q${r1(x)} ${r1(hy - 6 * s)} ${r1(x - 10.5 * s)} ${r1(hy + 1 * s)}Z`, o.hair ?? '#1f2937'),
  ].join('')
}

/** A moulded FRP bench seen from the front; x is the left end of the seat. */
function bench(x: number, gy: number, w: number, colour: string, s = 1): string {
  return place(
    x,
    gy,
    s,
    ellipse(w / 2, 2, w * 0.55, 7, NAVY, { opacity: 0.12 }),
    pathEl(`M14 -42H44L38 0H20Z`, dark(colour, 0.3)),
    pathEl(`M${w - 44} -42H${w - 14}L${w - 20} 0H${w - 38}Z`, dark(colour, 0.3)),
    rect(18, -70, 10, 30, dark(colour, 0.22)),
    rect(w - 28, -70, 10, 30, dark(colour, 0.22)),
    rect(0, -100, w, 32, colour, { rx: 10 }),
    rect(8, -94, w - 16, 5, WHITE, { rx: 2.5, opacity: 0.25 }),
    rect(-8, -52, w + 16, 14, dark(colour, 0.1), { rx: 7 }),
    rect(-4, -56, w + 8, 10, light(colour, 0.12), { rx: 5 }),
  )
}

/** A hexagonal FRP gazebo, centred on cx, platform on the ground at gy. */
function gazebo(cx: number, gy: number, w: number, roof: string, posts: string): string {
  const ph = w * 0.62
  const eave = gy - 14 - ph
  const apex = eave - w * 0.42
  const half = w / 2 + w * 0.16
  const scallops = times(8, (i) => {
    const x0 = cx - half + (i * 2 * half) / 8
    return `A${r1(half / 8)} ${r1(half / 8)} 0 0 0 ${r1(x0 + (2 * half) / 8)} ${r1(eave + 10)}`
  }).join('')
  return [
    ellipse(cx, gy + 2, w * 0.75, 12, NAVY, { opacity: 0.12 }),
    rect(cx - w / 2 - 16, gy - 16, w + 32, 16, S300, { rx: 4 }),
    rect(cx - w / 2 - 16, gy - 16, w + 32, 4, S200, { rx: 2 }),
    ...[-0.5, -1 / 6, 1 / 6, 0.5].map((t) => rect(cx + t * w - 7, eave, 14, ph, t === -0.5 || t === 0.5 ? posts : dark(posts, 0.12))),
    rect(cx - w / 2, gy - 16 - ph * 0.32, w, 8, dark(posts, 0.05), { rx: 3 }),
    rect(cx - w / 2, gy - 16 - ph * 0.16, w, 5, dark(posts, 0.05), { rx: 2.5, opacity: 0.8 }),
    pathEl(`M${r1(cx - half)} ${r1(eave)}Q${r1(cx - w * 0.22)} ${r1(eave - w * 0.1)} ${r1(cx)} ${r1(apex)}Q${r1(cx + w * 0.22)} ${r1(eave - w * 0.1)} ${r1(cx + half)} ${r1(eave)}Z`, roof),
    pathEl(`M${r1(cx)} ${r1(apex)}Q${r1(cx + w * 0.1)} ${r1(eave - w * 0.1)} ${r1(cx + w * 0.2)} ${r1(eave)}H${r1(cx + half)}Q${r1(cx + w * 0.22)} ${r1(eave - w * 0.1)} ${r1(cx)} ${r1(apex)}Z`, dark(roof, 0.14)),
    pathEl(`M${r1(cx)} ${r1(apex)}Q${r1(cx - w * 0.08)} ${r1(eave - w * 0.1)} ${r1(cx - w * 0.18)} ${r1(eave)}`, 'none', { stroke: WHITE, 'stroke-width': 3, opacity: 0.2 }),
    pathEl(`M${r1(cx - half)} ${r1(eave)}H${r1(cx + half)}V${r1(eave + 2)}${`L${r1(cx + half)} ${r1(eave + 10)}`}H${r1(cx - half)}Z`, dark(roof, 0.25)),
    pathEl(`M${r1(cx - half)} ${r1(eave + 8)}${scallops}V${r1(eave + 4)}H${r1(cx - half)}Z`, dark(roof, 0.25)),
    line(cx, apex, cx, apex - 18, dark(roof, 0.3), 4),
    circle(cx, apex - 20, 6, AMBER_L),
  ].join('')
}

/** A playground slide with a roofed platform; x is the ladder foot. */
function slide(x: number, gy: number, s: number, chute: string, frame: string, roofColour: string): string {
  return place(
    x,
    gy,
    s,
    ellipse(110, 2, 170, 9, NAVY, { opacity: 0.1 }),
    rect(-4, -250, 8, 250, frame, { rx: 3 }),
    rect(70, -250, 8, 250, frame, { rx: 3 }),
    pathEl('M-26 -246L37 -300L100 -246Z', roofColour),
    pathEl('M37 -300L100 -246H37Z', dark(roofColour, 0.14)),
    rect(-10, -180, 96, 12, dark(frame, 0.1), { rx: 4 }),
    ...times(6, (i) => rect(0, -22 - i * 26, 36, 6, light(frame, 0.15), { rx: 3 })),
    rect(-3, -176, 6, 176, frame, { rx: 3 }),
    rect(33, -176, 6, 176, frame, { rx: 3 }),
    pathEl('M74 -178C140 -178 150 -22 236 -22H250V-6H232C136 -6 128 -150 74 -150Z', chute),
    pathEl('M74 -178C140 -178 150 -22 236 -22H250V-16H236C146 -16 136 -170 74 -170Z', light(chute, 0.25)),
    rect(236, -6, 8, 6, frame),
  )
}

function swingSet(x: number, gy: number, w: number, h: number, frame: string, seats: string[]): string {
  const parts = [
    line(x, gy, x + 26, gy - h, frame, 8),
    line(x + 52, gy, x + 26, gy - h, frame, 8),
    line(x + w, gy, x + w - 26, gy - h, frame, 8),
    line(x + w - 52, gy, x + w - 26, gy - h, frame, 8),
    line(x + 20, gy - h, x + w - 20, gy - h, dark(frame, 0.1), 10),
  ]
  seats.forEach((seat, i) => {
    const sx = x + 70 + (i * (w - 140)) / Math.max(1, seats.length - 1)
    parts.push(line(sx - 16, gy - h + 4, sx - 16, gy - 44, S500, 2.5), line(sx + 16, gy - h + 4, sx + 16, gy - 44, S500, 2.5), rect(sx - 22, gy - 48, 44, 9, seat, { rx: 4 }))
  })
  return parts.join('')
}

function seesaw(cx: number, gy: number, w: number, plank: string, base: string): string {
  const tilt = -10
  return [
    ellipse(cx, gy + 2, w * 0.45, 6, NAVY, { opacity: 0.1 }),
    pathEl(`M${cx - 24} ${gy}L${cx} ${gy - 40}L${cx + 24} ${gy}Z`, base),
    group(
      { transform: `rotate(${tilt} ${cx} ${gy - 40})` },
      rect(cx - w / 2, gy - 48, w, 12, plank, { rx: 6 }),
      rect(cx - w / 2 + 22, gy - 70, 7, 24, dark(plank, 0.25), { rx: 3 }),
      rect(cx + w / 2 - 29, gy - 70, 7, 24, dark(plank, 0.25), { rx: 3 }),
      rect(cx - w / 2 + 14, gy - 72, 23, 6, dark(plank, 0.25), { rx: 3 }),
      rect(cx + w / 2 - 37, gy - 72, 23, 6, dark(plank, 0.25), { rx: 3 }),
    ),
    circle(cx, gy - 40, 6, dark(base, 0.3)),
  ].join('')
}

/** A tapered FRP planter with foliage; x is the centre. */
function planter(x: number, gy: number, w: number, h: number, colour: string, kind: 'round' | 'spiky' | 'flower'): string {
  const top = gy - h
  const parts: string[] = []
  if (kind === 'round') {
    parts.push(circle(x - w * 0.22, top - w * 0.18, w * 0.3, GREEN_D), circle(x + w * 0.22, top - w * 0.2, w * 0.3, dark(GREEN, 0.05)), circle(x, top - w * 0.38, w * 0.36, GREEN), circle(x - w * 0.08, top - w * 0.5, w * 0.14, GREEN_L, { opacity: 0.5 }))
  } else if (kind === 'spiky') {
    parts.push(
      ...[-60, -35, -12, 12, 35, 60].map((a, i) => {
        const rad = ((a - 90) * Math.PI) / 180
        const len = w * (i % 2 ? 0.95 : 1.2)
        const ex = x + Math.cos(rad) * len
        const ey = top + Math.sin(rad) * len
        return pathEl(`M${r1(x - 6)} ${top}Q${r1((x + ex) / 2 - 10)} ${r1((top + ey) / 2)} ${r1(ex)} ${r1(ey)}Q${r1((x + ex) / 2 + 10)} ${r1((top + ey) / 2)} ${r1(x + 6)} ${top}Z`, i % 2 ? GREEN_D : GREEN)
      }),
    )
  } else {
    parts.push(ellipse(x, top - w * 0.12, w * 0.55, w * 0.28, GREEN_D), ellipse(x, top - w * 0.2, w * 0.45, w * 0.24, GREEN))
    const flowers: Pt[] = [
      [-0.3, -0.25],
      [0, -0.36],
      [0.3, -0.24],
      [-0.14, -0.12],
      [0.16, -0.1],
    ]
    flowers.forEach(([dx, dy], i) => parts.push(circle(x + dx * w, top + dy * w, w * 0.075, i % 2 ? AMBER_L : '#fb7185'), circle(x + dx * w, top + dy * w, w * 0.03, AMBER_D)))
  }
  parts.push(
    ellipse(x, gy + 2, w * 0.6, 6, NAVY, { opacity: 0.12 }),
    pathEl(`M${x - w / 2} ${top}H${x + w / 2}L${x + w * 0.38} ${gy}H${x - w * 0.38}Z`, colour),
    pathEl(`M${x + w * 0.12} ${top}H${x + w / 2}L${x + w * 0.38} ${gy}H${x + w * 0.06}Z`, dark(colour, 0.1)),
    rect(x - w / 2 - 5, top - 6, w + 10, 12, light(colour, 0.1), { rx: 5 }),
  )
  return parts.join('')
}

function dustbin(x: number, gy: number, s: number, colour: string): string {
  return place(
    x,
    gy,
    s,
    ellipse(0, 2, 40, 5, NAVY, { opacity: 0.12 }),
    pathEl('M-28 -78H28L24 0H-24Z', colour),
    pathEl('M6 -78H28L24 0H4Z', dark(colour, 0.1)),
    rect(-22, -50, 44, 8, WHITE, { rx: 4, opacity: 0.3 }),
    pathEl('M-32 -78Q-32 -100 0 -100Q32 -100 32 -78Z', dark(colour, 0.15)),
    rect(-10, -106, 20, 8, dark(colour, 0.3), { rx: 4 }),
    pathEl('M-8 -28c0-8 6-12 14-12-1 8-5 12-14 12z', WHITE, { opacity: 0.75 }),
  )
}

/** A cable drum standing on its flanges, axis running left to right: two rims and the wound cable. */
function cableDrum(cx: number, gy: number, r: number, cable: string, width = r * 1.1): string {
  const cy = gy - r
  const rx = r * 0.32
  const core = r * 0.78
  const wraps = times(7, (i) => {
    const yy = cy - core + ((i + 0.5) * 2 * core) / 7
    return `M${r1(cx)} ${r1(yy)}H${r1(cx + width)}`
  }).join('')
  return [
    ellipse(cx + width / 2, gy + 2, width * 0.8 + rx, r * 0.08, NAVY, { opacity: 0.16 }),
    ellipse(cx + width, cy, rx, r, dark(WOOD, 0.28)),
    rect(cx, cy - core, width, core * 2, cable),
    pathEl(wraps, 'none', { stroke: dark(cable, 0.22), 'stroke-width': Math.max(1.5, r * 0.035) }),
    rect(cx, cy - core, width, core * 0.35, WHITE, { opacity: 0.14 }),
    ellipse(cx, cy, rx, r, WOOD),
    ellipse(cx, cy, rx * 0.82, r * 0.86, 'none', { stroke: dark(WOOD, 0.12), 'stroke-width': Math.max(1.5, r * 0.03) }),
    ellipse(cx, cy, rx * 0.3, r * 0.3, dark(WOOD, 0.2)),
    ellipse(cx, cy, rx * 0.14, r * 0.14, NAVY_D),
  ].join('')
}

/** A box of miniature circuit breakers: a white DIN row with toggles. */
function mcbRow(x: number, y: number, n: number, s: number): string {
  return place(
    x,
    y,
    s,
    rect(-6, -4, n * 26 + 12, 66, S300, { rx: 6 }),
    rect(-6, 24, n * 26 + 12, 8, S400),
    ...times(n, (i) =>
      group(
        {},
        rect(i * 26, 0, 24, 58, WHITE, { rx: 3, stroke: S300, 'stroke-width': 1 }),
        rect(i * 26 + 7, 14, 10, 18, i % 3 === 0 ? AMBER : NAVY, { rx: 2 }),
        rect(i * 26 + 5, 42, 14, 4, S300, { rx: 2 }),
      ),
    ),
  )
}

function battery(x: number, gy: number, w: number, h: number, body = NAVY2): string {
  const top = gy - h
  return [
    rect(x + w * 0.16, top - 8, w * 0.14, 10, '#dc2626', { rx: 2 }),
    rect(x + w * 0.7, top - 8, w * 0.14, 10, S700, { rx: 2 }),
    rect(x, top, w, h, body, { rx: 6 }),
    rect(x, top, w, h * 0.18, dark(body, 0.25), { rx: 6 }),
    rect(x + w * 0.1, top + h * 0.38, w * 0.8, h * 0.26, AMBER, { rx: 4 }),
    rect(x + w * 0.16, top + h * 0.46, w * 0.34, h * 0.1, WHITE, { rx: 2, opacity: 0.75 }),
    circle(x + w * 0.78, top + h * 0.51, h * 0.06, GREEN_L),
  ].join('')
}

function carton(x: number, gy: number, w: number, h: number, tone = '#c99b6d', stripe = AMBER): string {
  return [
    rect(x, gy - h, w, h, tone, { rx: 3 }),
    rect(x, gy - h, w, h * 0.16, dark(tone, 0.08)),
    rect(x + w * 0.42, gy - h, w * 0.16, h * 0.5, light(tone, 0.25)),
    rect(x + w * 0.1, gy - h * 0.32, w * 0.3, h * 0.1, stripe, { rx: 2 }),
  ].join('')
}

/** A Mumbai-like skyline: towers, a domed heritage block and a slim spire. */
function skyline(x0: number, x1: number, baseY: number, seed: string, colour: string, o: { windows?: string; windowOpacity?: number; maxH?: number; dome?: number; spire?: number; alt?: string } = {}): string {
  const rnd = seeded(seed)
  const parts: string[] = []
  const maxH = o.maxH ?? 220
  let x = x0
  let n = 0
  while (x < x1) {
    const w = 34 + rnd() * 56
    const hh = maxH * (0.25 + rnd() * 0.75)
    const top = baseY - hh
    const fill = o.alt && n % 2 ? o.alt : colour
    parts.push(rect(x, top, w + 0.5, hh + 2, fill))
    if (rnd() < 0.3) parts.push(rect(x + w * 0.3, top - 14, w * 0.3, 14, fill))
    if (rnd() < 0.2) parts.push(line(x + w * 0.5, top - 14, x + w * 0.5, top - 40, fill, 2))
    if (o.windows) {
      const wins: string[] = []
      for (let wy = top + 10; wy < baseY - 12; wy += 14) {
        for (let wx = x + 6; wx < x + w - 10; wx += 10) if (rnd() < 0.2) wins.push(`M${r1(wx)} ${r1(wy)}h4v6h-4z`)
      }
      if (wins.length) parts.push(pathEl(wins.join(''), o.windows, { opacity: o.windowOpacity ?? 0.7 }))
    }
    x += w
    n++
  }
  const accent = o.alt ?? colour
  if (o.dome !== undefined) {
    const d = o.dome
    const bw = 190
    const bt = baseY - 90
    parts.push(
      rect(d - bw / 2, bt, bw, 92, accent),
      pathEl(`M${d - 36} ${bt}Q${d - 36} ${bt - 62} ${d} ${bt - 70}Q${d + 36} ${bt - 62} ${d + 36} ${bt}Z`, accent),
      line(d, bt - 70, d, bt - 88, accent, 3),
      ...[-1, 1].map((side) => pathEl(`M${d + side * bw * 0.45 - 14} ${bt}Q${d + side * bw * 0.45} ${bt - 30} ${d + side * bw * 0.45 + 14} ${bt}Z`, accent)),
      ...[-1, 1].map((side) => rect(d + side * bw * 0.45 - 14, bt - 2, 28, 6, accent)),
    )
    if (o.windows) parts.push(pathEl(times(7, (i) => `M${d - bw / 2 + 16 + i * 25} ${bt + 24}h8v14h-8zM${d - bw / 2 + 16 + i * 25} ${bt + 54}h8v14h-8z`).join(''), o.windows, { opacity: (o.windowOpacity ?? 0.7) * 0.8 }))
  }
  if (o.spire !== undefined) {
    const sx = o.spire
    parts.push(pathEl(`M${sx - 22} ${baseY}V${baseY - maxH * 1.35}L${sx} ${baseY - maxH * 1.55}L${sx + 22} ${baseY - maxH * 1.35}V${baseY}Z`, accent), line(sx, baseY - maxH * 1.55, sx, baseY - maxH * 1.75, accent, 2))
  }
  return parts.join('')
}

/** Small scattered dots for texture on flat backgrounds. */
function dots(x: number, y: number, cols: number, rows: number, gap: number, colour: string, opacity: number): string {
  const d: string[] = []
  for (let i = 0; i < cols; i++) for (let j = 0; j < rows; j++) d.push(`M${x + i * gap} ${y + j * gap}h.01`)
  return pathEl(d.join(''), 'none', { stroke: colour, 'stroke-width': 4, 'stroke-linecap': 'round', opacity })
}

/** The back of an open laptop on a desk, for people seated facing the viewer. */
function laptopBack(cx: number, deskY: number, w: number): string {
  const h = w * 0.6
  return [
    rect(cx - w / 2, deskY - h - 2, w, h, S300, { rx: 6 }),
    rect(cx - w / 2, deskY - h - 2, w, h * 0.5, WHITE, { rx: 6, opacity: 0.25 }),
    circle(cx, deskY - h / 2 - 2, w * 0.07, AMBER),
    rect(cx - w / 2 - 8, deskY - 5, w + 16, 5, S400, { rx: 2.5 }),
  ].join('')
}

function mug(x: number, deskY: number, colour: string): string {
  return [rect(x, deskY - 22, 18, 22, colour, { rx: 3 }), pathEl(`M${x + 18} ${deskY - 17}a6 6 0 0 1 0 12`, 'none', { stroke: colour, 'stroke-width': 3 })].join('')
}

function floorLamp(x: number, gy: number, h: number): string {
  return [
    ellipse(x, gy - h + 30, 80, 60, 'url(#glowA)', { opacity: 0.5 }),
    rect(x - 18, gy - 5, 36, 5, S700, { rx: 2.5 }),
    rect(x - 2, gy - h + 30, 4, h - 32, S700),
    pathEl(`M${x - 26} ${gy - h + 34}L${x - 16} ${gy - h}H${x + 16}L${x + 26} ${gy - h + 34}Z`, '#f3d6a0'),
  ].join('')
}

// ---------------------------------------------------------------------------------------------
// Interiors

function room(w: number, h: number, wall: string, floor: string, floorY: number): string {
  return [
    rect(0, 0, w, h, wall),
    rect(0, floorY, w, h - floorY, floor),
    rect(0, floorY, w, 8, dark(floor, 0.1)),
    rect(0, floorY - 10, w, 10, light(wall, 0.35)),
  ].join('')
}

function windowFrame(x: number, y: number, w: number, h: number, view: string, frame = WHITE): string {
  return [
    rect(x - 10, y - 10, w + 20, h + 20, frame, { rx: 6 }),
    group({}, view),
    rect(x + w / 2 - 3, y, 6, h, frame),
    rect(x, y + h * 0.45, w, 6, frame),
    rect(x - 16, y + h + 8, w + 32, 10, dark(frame, 0.05), { rx: 4 }),
  ].join('')
}

/** Window view: daylight sky with greenery and a distant tower or two; clipped to the pane. */
function dayView(id: string, x: number, y: number, w: number, h: number): [string, string] {
  const defs = el('clipPath', { id }, rect(x, y, w, h, WHITE)) + vertical(`${id}s`, [
    [0, '#9fd3f5'],
    [1, '#e0f2fe'],
  ])
  const body = group(
    { 'clip-path': `url(#${id})` },
    rect(x, y, w, h, `url(#${id}s)`),
    cloud(x + w * 0.3, y + h * 0.25, 0.6),
    rect(x + w * 0.62, y + h * 0.4, w * 0.12, h * 0.6, '#b7c9dc'),
    rect(x + w * 0.78, y + h * 0.55, w * 0.1, h * 0.45, '#c6d5e4'),
    ellipse(x + w * 0.2, y + h, w * 0.5, h * 0.3, '#86c994'),
    ellipse(x + w * 0.85, y + h * 1.05, w * 0.45, h * 0.25, '#6dbb83'),
  )
  return [defs, body]
}

function sofa(x: number, y: number, w: number, colour: string): string {
  return [
    ellipse(x + w / 2, y + 118, w * 0.55, 10, NAVY, { opacity: 0.1 }),
    rect(x + 18, y - 66, w - 36, 96, dark(colour, 0.12), { rx: 22 }),
    rect(x, y, w, 106, colour, { rx: 24 }),
    rect(x - 14, y - 12, 52, 118, light(colour, 0.1), { rx: 20 }),
    rect(x + w - 38, y - 12, 52, 118, light(colour, 0.1), { rx: 20 }),
    rect(x + 48, y - 46, 70, 50, AMBER_L, { rx: 14, transform: `rotate(-8 ${x + 83} ${y - 21})` }),
    rect(x + 44, y + 8, (w - 88) / 2 - 4, 34, light(colour, 0.22), { rx: 12 }),
    rect(x + w / 2 + 4, y + 8, (w - 88) / 2 - 4, 34, light(colour, 0.22), { rx: 12 }),
    rect(x + 16, y + 106, 10, 14, S700),
    rect(x + w - 26, y + 106, 10, 14, S700),
  ].join('')
}

function pottedPlant(x: number, gy: number, s: number): string {
  return place(
    x,
    gy,
    s,
    pathEl('M0 -60Q-50 -110 -58 -170Q-18 -140 0 -60Z', GREEN),
    pathEl('M0 -60Q44 -120 54 -190Q8 -150 0 -60Z', '#22c55e'),
    pathEl('M0 -60Q-12 -140 8 -210Q26 -130 0 -60Z', GREEN_D),
    pathEl('M0 -60Q56 -80 80 -120Q34 -110 0 -60Z', GREEN_L),
    pathEl('M0 -60Q-60 -70 -84 -100Q-36 -100 0 -60Z', '#22c55e'),
    pathEl('M-34 -62H34L26 0H-26Z', '#c2703d'),
    rect(-38, -66, 76, 12, '#d98650', { rx: 4 }),
  )
}

function desk(x: number, y: number, w: number, top = '#e7d3b5', legs = S600, panel = false): string {
  return [
    rect(x + 12, y + 10, 8, 120, legs),
    rect(x + w - 20, y + 10, 8, 120, legs),
    panel ? rect(x + 26, y + 12, w - 52, 70, light(legs, 0.55)) : '',
    rect(x, y, w, 14, top, { rx: 4 }),
    rect(x, y + 10, w, 4, dark(top, 0.12)),
  ].join('')
}


function officeChair(cx: number, gy: number, colour: string): string {
  return [
    rect(cx - 4, gy - 44, 8, 34, S600),
    pathEl(`M${cx - 26} ${gy}L${cx} ${gy - 12}L${cx + 26} ${gy}`, 'none', { stroke: S600, 'stroke-width': 5, 'stroke-linecap': 'round' }),
    rect(cx - 28, gy - 54, 56, 12, colour, { rx: 6 }),
    rect(cx - 22, gy - 118, 44, 62, colour, { rx: 14 }),
  ].join('')
}

function pendantLamp(x: number, y: number, len: number, shade: string, glow = true): string {
  return [
    line(x, y, x, y + len, S600, 2),
    glow ? ellipse(x, y + len + 40, 70, 46, 'url(#glowA)', { opacity: 0.55 }) : '',
    pathEl(`M${x - 26} ${y + len + 24}Q${x - 24} ${y + len} ${x} ${y + len}Q${x + 24} ${y + len} ${x + 26} ${y + len + 24}Z`, shade),
    ellipse(x, y + len + 24, 14, 4, '#fff7d6'),
  ].join('')
}


// ---------------------------------------------------------------------------------------------
// Product-line cards, 800x600

const CW = 800
const CH = 600

function cardBase(bg1: string, bg2: string, disc: string, id: string): [string, string] {
  const defs = vertical(id, [
    [0, bg1],
    [1, bg2],
  ])
  const body = [rect(0, 0, CW, CH, `url(#${id})`), circle(400, 300, 240, disc), circle(400, 300, 190, light(disc, 0.35), { opacity: 0.5 }), dots(640, 70, 5, 4, 18, NAVY, 0.12), dots(70, 460, 4, 5, 18, NAVY, 0.1)].join('')
  return [defs, body]
}

function cardSolar(): string {
  const [defs, base] = cardBase('#fff8eb', '#fde9c4', '#fcd88a', 'bgS')
  return svgDoc(
    CW,
    CH,
    [
      base,
      sun(560, 170, 46, 12, 2.3),
      ellipse(400, 486, 270, 18, NAVY, { opacity: 0.12 }),
      solarStand(150, 486, 250, 150, 6, 4),
      solarStand(380, 486, 250, 150, 6, 4),
      rect(640, 392, 64, 90, S100, { rx: 8, stroke: S300, 'stroke-width': 2 }),
      rect(652, 408, 40, 16, NAVY, { rx: 3 }),
      circle(662, 440, 4, GREEN),
      circle(676, 440, 4, AMBER),
      line(672, 482, 672, 486, S500, 6),
      pathEl('M640 450C600 450 600 470 560 470', 'none', { stroke: NAVY, 'stroke-width': 3, opacity: 0.5 }),
      bush(110, 488, 60, GREEN),
    ].join(''),
    defs,
  )
}

function cardFan(): string {
  const [defs, base] = cardBase('#f3f8fd', '#dcebf8', '#c6def3', 'bgF')
  return svgDoc(
    CW,
    CH,
    [
      base,
      rect(0, 0, CW, 40, '#eaf2fa'),
      rect(0, 38, CW, 4, '#c6d6e6'),
      airflow(400, 250, 560, 290, 7, '#4fb0e6', 4.5, 0.7),
      fanSide(400, 42, 1.55, { rod: 70, span: 190 }),
    ].join(''),
    defs,
  )
}

function cardLight(): string {
  const [defs, base] = cardBase('#0f2a4f', NAVY_D, NAVY2, 'bgL')
  const bulb = (cx: number, cy: number, s: number) =>
    place(
      cx,
      cy,
      s,
      circle(0, 0, 150, 'url(#glowA)', { opacity: 0.8 }),
      pathEl('M-52 -8A58 58 0 1 1 52 -8C46 18 26 30 24 56H-24C-26 30 -46 18 -52 -8Z', '#fff7d6'),
      circle(0, -16, 34, '#fde68a', { opacity: 0.45 }),
      circle(0, -16, 18, '#fcd34d', { opacity: 0.5 }),
      rect(-26, 56, 52, 12, S300, { rx: 3 }),
      rect(-24, 70, 48, 10, S400, { rx: 3 }),
      rect(-20, 82, 40, 10, S300, { rx: 3 }),
      pathEl('M-10 92H10L6 102H-6Z', S500),
      pathEl('M-30 -40A40 40 0 0 1 4 -56', 'none', { stroke: WHITE, 'stroke-width': 6, 'stroke-linecap': 'round' }),
    )
  const downlight = (cx: number, y: number) =>
    [
      poly(
        [
          [cx - 22, y + 10],
          [cx + 22, y + 10],
          [cx + 80, y + 250],
          [cx - 80, y + 250],
        ],
        'url(#coneW)',
        { opacity: 0.6 },
      ),
      rect(cx - 34, y, 68, 12, S300, { rx: 6 }),
      rect(cx - 24, y + 8, 48, 6, '#fff7d6', { rx: 3 }),
    ].join('')
  return svgDoc(
    CW,
    CH,
    [
      base,
      rect(0, 0, CW, 24, NAVY_D),
      downlight(170, 24),
      downlight(630, 24),
      bulb(400, 250, 1.35),
      place(120, 520, 1, rect(0, 0, 220, 16, S200, { rx: 8 }), rect(6, 3, 208, 10, '#fff7d6', { rx: 5 }), ellipse(110, 8, 140, 26, 'url(#glowA)', { opacity: 0.45 })),
      place(480, 520, 1, rect(0, 0, 220, 16, S200, { rx: 8 }), rect(6, 3, 208, 10, '#e0f2fe', { rx: 5 }), ellipse(110, 8, 140, 26, 'url(#glowC)', { opacity: 0.45 })),
    ].join(''),
    defs,
  )
}

function cardAc(): string {
  const [defs, base] = cardBase('#f0f8fd', '#d5ecf8', '#bde0f3', 'bgA')
  const flake = (cx: number, cy: number, r: number, op: number) =>
    group(
      { opacity: op, stroke: '#38bdf8', 'stroke-width': 3, 'stroke-linecap': 'round', fill: 'none' },
      ...times(3, (i) => el('path', { d: `M${cx} ${cy - r}V${cy + r}M${cx - r * 0.3} ${cy - r * 0.75}L${cx} ${cy - r * 0.45}L${cx + r * 0.3} ${cy - r * 0.75}M${cx - r * 0.3} ${cy + r * 0.75}L${cx} ${cy + r * 0.45}L${cx + r * 0.3} ${cy + r * 0.75}`, transform: `rotate(${i * 60} ${cx} ${cy})` })),
    )
  return svgDoc(
    CW,
    CH,
    [
      base,
      acIndoor(175, 130, 1.5),
      acAir(230, 280, 430, 190, 5, '#38bdf8', 0.6),
      flake(640, 470, 24, 0.55),
      flake(520, 520, 14, 0.4),
      flake(700, 380, 14, 0.35),
      ellipse(220, 540, 110, 8, NAVY, { opacity: 0.1 }),
      acOutdoor(130, 400, 0.8),
    ].join(''),
    defs,
  )
}

function cardFrp(): string {
  const [defs, base] = cardBase('#f0faf3', '#d4eedc', '#b9e3c6', 'bgR')
  return svgDoc(
    CW,
    CH,
    [
      base,
      rect(0, 470, CW, 130, '#9bd3a8'),
      rect(0, 470, CW, 6, '#86c994'),
      treeRound(130, 474, 260, GREEN),
      treeCone(690, 474, 200),
      gazebo(420, 474, 190, AMBER, S100),
      bench(460, 565, 200, NAVY3, 0.95),
      planter(200, 566, 70, 60, AMBER, 'round'),
      dustbin(720, 560, 0.75, GREEN),
    ].join(''),
    defs,
  )
}

function cardOthers(): string {
  const [defs, base] = cardBase('#f5f7fa', '#e2e8f0', '#d3dce7', 'bgO')
  return svgDoc(
    CW,
    CH,
    [
      base,
      ellipse(400, 500, 320, 16, NAVY, { opacity: 0.1 }),
      cableDrum(170, 500, 115, AMBER, 120),
      battery(420, 500, 130, 150),
      carton(580, 500, 120, 90, '#c99b6d', NAVY),
      carton(598, 410, 90, 70, '#d4a878', AMBER),
      mcbRow(250, 170, 6, 1.2),
      place(500, 190, 1, rect(0, 0, 96, 96, WHITE, { rx: 10, stroke: S300, 'stroke-width': 2 }), rect(30, 22, 36, 52, S100, { rx: 6, stroke: S300, 'stroke-width': 2 }), rect(38, 30, 20, 18, AMBER, { rx: 3 })),
      place(630, 190, 1, rect(0, 0, 96, 96, WHITE, { rx: 10, stroke: S300, 'stroke-width': 2 }), circle(34, 48, 9, NAVY), circle(62, 48, 9, NAVY), rect(44, 20, 8, 14, NAVY, { rx: 3 })),
    ].join(''),
    defs,
  )
}

// ---------------------------------------------------------------------------------------------
// AC applications, 800x600

function acScene(wall: string, floor: string, floorY: number, acX: number, acY: number, acS: number, content: string, defs = '', airW = 1.3): string {
  return svgDoc(CW, CH, [room(CW, CH, wall, floor, floorY), content, acIndoor(acX, acY, acS), acAir(acX, acY + 90 * acS + 8, 300 * acS * airW, 170, 4, '#38bdf8', 0.55)].join(''), defs)
}

function acHome(): string {
  const [vdefs, view] = dayView('vh', 470, 150, 240, 220)
  const content = [
    windowFrame(470, 150, 240, 220, view),
    pathEl('M440 120H500Q486 300 506 420H440Z', '#f3d6a0'),
    pathEl('M740 120H680Q694 300 674 420H740Z', '#f3d6a0'),
    rect(430, 112, 320, 8, S600, { rx: 4 }),
    rect(0, 500, CW, 100, '#e9d6bb'),
    ellipse(330, 548, 260, 34, '#c7d9ea'),
    floorLamp(60, 520, 250),
    sofa(130, 394, 330, '#2f6f8f'),
    rect(230, 540, 200, 12, '#8b5e3c', { rx: 5 }),
    rect(246, 550, 8, 30, '#6b4a2f'),
    rect(406, 550, 8, 30, '#6b4a2f'),
    ellipse(290, 534, 26, 7, WHITE),
    rect(360, 524, 16, 16, GREEN, { rx: 3 }),
    pottedPlant(600, 540, 0.7),
  ].join('')
  return acScene('#f4efe6', '#d9c3a3', 500, 110, 70, 0.95, content, vdefs)
}

function acOffice(): string {
  const [vdefs, view] = dayView('vo', 80, 120, 250, 230)
  const blinds = pathEl(times(8, (i) => `M80 ${128 + i * 14}H330`).join(''), 'none', { stroke: WHITE, 'stroke-width': 4, opacity: 0.55 })
  const content = [
    windowFrame(80, 120, 250, 230, view + blinds, S200),
    rect(0, 470, CW, 130, '#b8c4d3'),
    seated(280, 420, 170, { shirt: NAVY3, skin: SKINS[1] }),
    seated(560, 420, 170, { shirt: GREEN_D, skin: SKINS[3], hair: '#3f2a1d' }),
    laptopBack(310, 420, 72),
    laptopBack(530, 420, 72),
    desk(160, 420, 560, '#e7d3b5', S600, true),
    officeChair(750, 556, NAVY2),
    mug(400, 420, AMBER),
    rect(660, 404, 40, 16, WHITE, { rx: 2, stroke: S300, 'stroke-width': 1.5 }),
    pottedPlant(70, 556, 0.55),
  ].join('')
  return acScene('#eef2f7', '#c8d1dc', 470, 400, 70, 1.05, content, vdefs)
}

function acRestaurant(): string {
  const table = (cx: number, gy: number) =>
    [
      rect(cx - 6, gy - 100, 12, 100, S700),
      rect(cx - 34, gy - 6, 68, 6, S700, { rx: 3 }),
      pathEl(`M${cx - 90} ${gy - 104}H${cx + 90}L${cx + 80} ${gy - 70}H${cx - 80}Z`, WHITE),
      rect(cx - 94, gy - 110, 188, 10, '#f8fafc', { rx: 4 }),
      ellipse(cx - 40, gy - 112, 22, 5, S200),
      ellipse(cx + 40, gy - 112, 22, 5, S200),
      rect(cx - 3, gy - 134, 6, 22, '#dc2626', { rx: 2, opacity: 0.8 }),
      ...[-1, 1].map((side) =>
        [
          rect(cx + side * 130 - 22, gy - 180, 44, 110, '#a16207', { rx: 10 }),
          rect(cx + side * 130 - 30, gy - 76, 60, 12, '#854d0e', { rx: 5 }),
          rect(cx + side * 130 - 22, gy - 66, 7, 66, '#713f12'),
          rect(cx + side * 130 + 15, gy - 66, 7, 66, '#713f12'),
        ].join(''),
      ),
    ].join('')
  const content = [
    rect(0, 300, CW, 170, '#c2410c', { opacity: 0.14 }),
    pathEl(times(14, (i) => `M${i * 60} 300V470`).join(''), 'none', { stroke: '#9a3412', 'stroke-width': 2, opacity: 0.15 }),
    rect(0, 296, CW, 8, '#854d0e', { opacity: 0.5 }),
    pendantLamp(180, 0, 170, NAVY),
    pendantLamp(620, 0, 170, NAVY),
    table(180, 560),
    table(620, 560),
  ].join('')
  return acScene('#f6ead7', '#b98b5e', 470, 258, 56, 0.95, content, '', 1)
}

function acHealthcare(): string {
  const content = [
    rect(0, 330, CW, 140, '#d1fae5', { opacity: 0.6 }),
    rect(0, 326, CW, 6, '#a7f3d0'),
    rect(520, 70, 80, 80, WHITE, { rx: 14, stroke: S200, 'stroke-width': 2 }),
    pathEl('M549 84h22v18h18v22h-18v18h-22v-18h-18v-22h18z', GREEN),
    pathEl('M700 72H790V460Q775 440 766 460Q752 440 744 460Q728 440 720 460Q710 440 700 460Z', '#bfe3f0', { opacity: 0.95 }),
    pathEl('M722 80V450M746 80V450M770 80V450', 'none', { stroke: '#9cc9dc', 'stroke-width': 3 }),
    rect(680, 64, 120, 8, S500, { rx: 4 }),
    rect(560, 200, 120, 90, NAVY, { rx: 8 }),
    rect(568, 208, 104, 74, '#0e3a5f', { rx: 4 }),
    pathEl('M572 250H596L604 230 614 272 624 242 630 250H668', 'none', { stroke: GREEN_L, 'stroke-width': 3, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' }),
    rect(606, 290, 28, 10, S500),
    line(660, 316, 660, 540, S400, 4),
    line(634, 540, 686, 540, S400, 4),
    line(642, 320, 678, 320, S400, 3),
    rect(648, 326, 24, 40, '#e0f2fe', { rx: 7, stroke: S300, 'stroke-width': 2 }),
    pathEl('M660 366C660 400 630 400 600 412', 'none', { stroke: S300, 'stroke-width': 2 }),
    ellipse(420, 560, 240, 14, NAVY, { opacity: 0.1 }),
    rect(210, 380, 26, 170, S500, { rx: 6 }),
    rect(610, 430, 18, 120, S500, { rx: 6 }),
    rect(220, 450, 400, 46, S300, { rx: 10 }),
    rect(232, 410, 380, 46, WHITE, { rx: 14 }),
    rect(240, 392, 90, 34, '#f8fafc', { rx: 14, stroke: S200, 'stroke-width': 2 }),
    rect(340, 404, 272, 40, '#7cc4e6', { rx: 12 }),
    rect(340, 404, 272, 10, '#a5d8ef', { rx: 5 }),
    circle(240, 552, 10, S700),
    circle(600, 552, 10, S700),
  ].join('')
  return acScene('#f5fbfc', '#cfe1e8', 470, 60, 60, 1, content, '', 1.15)
}

// ---------------------------------------------------------------------------------------------
// FRP tiles, 800x600

function parkBase(w: number, h: number, horizon: number, id: string): [string, string] {
  const [d1, s1] = sky(w, h, id, [
    [0, '#a8dcf7'],
    [1, '#e8f6fd'],
  ])
  const defs =
    d1 +
    vertical(`${id}g`, [
      [0, '#8fd19e'],
      [1, '#5fb574'],
    ])
  const body = [
    s1,
    pathEl(`M0 ${horizon}Q${w * 0.25} ${horizon - 50} ${w * 0.5} ${horizon - 14}T${w} ${horizon - 30}V${h}H0Z`, '#b6e2bf'),
    pathEl(`M0 ${horizon + 30}Q${w * 0.3} ${horizon - 10} ${w * 0.62} ${horizon + 20}T${w} ${horizon + 6}V${h}H0Z`, `url(#${id}g)`),
  ].join('')
  return [defs, body]
}

function frpPlayground(): string {
  const [defs, base] = parkBase(CW, CH, 360, 'pk1')
  return svgDoc(
    CW,
    CH,
    [
      base,
      cloud(150, 90, 1),
      cloud(600, 130, 0.8),
      treeRound(730, 420, 260, GREEN_D),
      treeCone(40, 420, 200),
      swingSet(470, 500, 290, 210, NAVY3, [AMBER, GREEN, '#ef4444']),
      slide(70, 540, 1.0, AMBER, NAVY, GREEN),
      seesaw(420, 585, 180, GREEN, AMBER),
    ].join(''),
    defs,
  )
}

function frpGazebo(): string {
  const [defs, base] = parkBase(CW, CH, 380, 'pk2')
  return svgDoc(
    CW,
    CH,
    [
      base,
      cloud(140, 100, 0.9),
      cloud(640, 80, 1.1),
      treeRound(100, 440, 300, GREEN),
      treeRound(710, 430, 280, GREEN_D),
      pathEl('M320 600Q380 520 380 470H420Q420 520 500 600Z', '#e8dcc6'),
      gazebo(400, 480, 260, GREEN, S50),
      bench(320, 470, 160, AMBER, 0.6),
      bush(240, 490, 80),
      bush(580, 494, 90, GREEN_D),
      planter(120, 560, 70, 56, AMBER, 'flower'),
      planter(690, 566, 70, 56, NAVY3, 'round'),
    ].join(''),
    defs,
  )
}

function frpBenches(): string {
  const [defs, base] = parkBase(CW, CH, 330, 'pk3')
  return svgDoc(
    CW,
    CH,
    [
      base,
      cloud(520, 90, 1),
      treeRound(110, 420, 320, GREEN),
      treeRound(330, 380, 230, GREEN_D),
      treeRound(700, 410, 300, GREEN),
      rect(0, 470, CW, 130, '#e8dcc6'),
      rect(0, 466, CW, 8, '#d6c6a8'),
      pathEl(times(9, (i) => `M${i * 100 + 20} 520h60`).join(''), 'none', { stroke: '#d6c6a8', 'stroke-width': 4, 'stroke-linecap': 'round' }),
      streetLed(530, 470, 250, -1, 'warm', { cone: false }),
      bench(60, 480, 190, AMBER),
      bench(300, 480, 190, GREEN),
      bench(570, 480, 190, NAVY3),
      planter(740, 586, 60, 50, GREEN, 'spiky'),
    ].join(''),
    defs,
  )
}

function frpGarden(): string {
  const [defs, base] = parkBase(CW, CH, 350, 'pk4')
  const treeGuard = (x: number, gy: number) =>
    [
      treeRound(x, gy - 20, 200, GREEN),
      rect(x - 34, gy - 90, 68, 90, 'none', { stroke: AMBER_D, 'stroke-width': 5, rx: 4 }),
      pathEl(`M${x - 34} ${gy - 60}H${x + 34}M${x - 34} ${gy - 30}H${x + 34}M${x - 12} ${gy - 90}V${gy}M${x + 12} ${gy - 90}V${gy}`, 'none', { stroke: AMBER_D, 'stroke-width': 4 }),
    ].join('')
  return svgDoc(
    CW,
    CH,
    [
      base,
      cloud(180, 90, 0.9),
      cloud(640, 120, 0.7),
      treeCone(740, 380, 220),
      treeGuard(640, 500),
      planter(130, 520, 120, 90, AMBER, 'spiky'),
      planter(300, 540, 110, 80, GREEN, 'flower'),
      planter(460, 510, 120, 100, NAVY3, 'round'),
      dustbin(560, 580, 0.9, GREEN),
      dustbin(720, 586, 0.85, AMBER),
      planter(70, 586, 70, 50, '#e2e8f0', 'flower'),
    ].join(''),
    defs,
  )
}

// ---------------------------------------------------------------------------------------------
// Banners, 1600x560: text sits on the left over a dark wash, so the subject leans right

const BW = 1600
const BH = 560

function bannerProducts(): string {
  const defs = linear('bgP', 0, 0, 1, 1, [
    [0, NAVY_D],
    [0.55, NAVY],
    [1, NAVY3],
  ])
  const gy = 470
  const podium = (cx: number, rx: number) => ellipse(cx, gy + 4, rx, 14, NAVY3, { opacity: 0.7 }) + ellipse(cx, gy + 2, rx * 0.9, 9, '#2a5a94', { opacity: 0.55 })
  return svgDoc(
    BW,
    BH,
    [
      rect(0, 0, BW, BH, 'url(#bgP)'),
      rays(1120, -40, 22, 760, '#fcd34d', 0.09, 0.15, Math.PI - 0.15),
      circle(1120, -40, 300, 'url(#glowA)', { opacity: 0.3 }),
      rect(0, gy, BW, BH - gy, NAVY_D, { opacity: 0.55 }),
      line(0, gy, BW, gy, NAVY3, 2),
      // solar panel
      podium(650, 150),
      solarStand(530, gy, 220, 130, 6, 4),
      // ceiling fan hanging from the top edge
      fanSide(880, -40, 0.9, { rod: 150, span: 140, colour: '#cbd5e1', blades: ['#e2e8f0', '#cbd5e1'] }),
      airflow(880, 150, 170, 190, 5, COOL, 3, 0.45, 'airP'),
      // LED street light
      streetLed(1010, gy, 330, 1, 'warm', { coneWidth: 110, pole: '#8391a6' }),
      // AC on the wall above an FRP bench
      acIndoor(1250, 120, 0.9),
      acAir(1260, 210, 290, 110, 3, COOL, 0.5),
      podium(1370, 150),
      bench(1262, gy, 216, AMBER, 0.9),
    ].join(''),
    defs,
  )
}

function bannerLight(): string {
  const [d1, s1] = sky(BW, BH, 'nt', [
    [0, NAVY_D],
    [0.7, NAVY2],
    [1, NAVY3],
  ])
  const gy = 450
  const rnd = seeded('stars')
  const stars = pathEl(times(70, () => `M${r1(rnd() * BW)} ${r1(rnd() * 260)}h.01`).join(''), 'none', { stroke: WHITE, 'stroke-width': 2.5, 'stroke-linecap': 'round', opacity: 0.5 })
  return svgDoc(
    BW,
    BH,
    [
      s1,
      stars,
      circle(1340, 80, 90, 'url(#glowW)', { opacity: 0.12 }),
      pathEl('M1348 48A34 34 0 1 0 1370 108A28 28 0 1 1 1348 48Z', '#f1f5f9', { opacity: 0.9 }),
      skyline(0, BW, 380, 'light', '#0f2747', { windows: AMBER_L, windowOpacity: 0.3, maxH: 170 }),
      rect(0, 380, BW, 70, '#0d2342'),
      treeRound(430, 386, 120, '#12361f', '#0b1a2c'),
      treeRound(1030, 386, 140, '#12361f', '#0b1a2c'),
      rect(0, gy - 16, BW, 16, '#2a3a52'),
      rect(0, gy, BW, BH - gy, '#1a2638'),
      pathEl(times(12, (i) => `M${i * 150 + 20} 505h80`).join(''), 'none', { stroke: '#f8fafc', 'stroke-width': 5, opacity: 0.35 }),
      group(
        { opacity: 0.9 },
        streetLed(260, gy - 8, 300, 1, 'cool'),
        streetLed(560, gy - 8, 300, 1, 'warm'),
        streetLed(860, gy - 8, 300, 1, 'cool'),
        streetLed(1160, gy - 8, 300, 1, 'warm'),
        streetLed(1460, gy - 8, 300, 1, 'cool'),
      ),
    ].join(''),
    d1,
  )
}

function bannerFan(): string {
  const [vdefs, view] = dayView('vf', 160, 130, 300, 230)
  const content = [
    rect(0, 0, BW, BH, '#f3f7fb'),
    rect(0, 0, BW, 36, '#e6eef6'),
    rect(0, 36, BW, 4, '#cfdbe8'),
    rect(0, 440, BW, 120, '#e7d8c2'),
    rect(0, 440, BW, 8, '#d4c1a4'),
    windowFrame(160, 130, 300, 230, view),
    pathEl('M120 100H200Q186 260 206 410H120Z', '#dbe8f3'),
    pathEl('M500 100H420Q434 260 414 410H500Z', '#dbe8f3'),
    rect(110, 92, 400, 8, S500, { rx: 4 }),
    ellipse(1060, 470, 280, 26, '#cbd9e6', { opacity: 0.6 }),
    sofa(900, 330, 320, '#2f6f8f'),
    pottedPlant(1440, 452, 0.8),
    pottedPlant(640, 452, 0.6),
    rect(1266, 372, 96, 10, '#8b5e3c', { rx: 4 }),
    rect(1276, 382, 8, 70, '#6b4a2f'),
    rect(1344, 382, 8, 70, '#6b4a2f'),
    circle(1300, 360, 10, AMBER_L),
    rect(1290, 352, 20, 20, AMBER, { rx: 4 }),
    airflow(820, 190, 380, 230, 5, '#63b6e6', 4, 0.55, 'airF1'),
    airflow(1330, 190, 380, 230, 5, '#63b6e6', 4, 0.55, 'airF2'),
    fanSide(820, 40, 1.15, { rod: 60, span: 165 }),
    fanSide(1330, 40, 1.15, { rod: 60, span: 165 }),
  ].join('')
  return svgDoc(BW, BH, content, vdefs)
}

function bannerAc(): string {
  const [vdefs, view] = dayView('va', 1180, 110, 320, 260)
  const blinds = pathEl(times(9, (i) => `M1180 ${118 + i * 14}H1500`).join(''), 'none', { stroke: WHITE, 'stroke-width': 4, opacity: 0.5 })
  const content = [
    rect(0, 0, BW, BH, '#eef2f7'),
    rect(0, 420, BW, 140, '#c3ccd8'),
    rect(0, 420, BW, 8, '#aeb9c7'),
    windowFrame(1180, 110, 320, 260, view + blinds, S200),
    seated(800, 360, 165, { shirt: NAVY3 }),
    seated(1000, 360, 165, { shirt: GREEN_D, skin: SKINS[0], hair: '#3f2a1d' }),
    laptopBack(828, 360, 66),
    laptopBack(972, 360, 66),
    desk(680, 360, 440, '#e7d3b5', S600, true),
    mug(900, 360, AMBER),
    acIndoor(680, 60, 1.05),
    acAir(700, 162, 520, 200, 5, '#38bdf8', 0.6),
    pottedPlant(1570, 520, 0.7),
    pottedPlant(610, 500, 0.55),
  ].join('')
  return svgDoc(BW, BH, content, vdefs)
}

function bannerFrp(): string {
  const [defs, base] = parkBase(BW, BH, 330, 'pkb')
  return svgDoc(
    BW,
    BH,
    [
      base,
      cloud(700, 90, 1),
      cloud(1300, 70, 1.2),
      treeRound(560, 400, 280, GREEN_D),
      treeRound(1520, 400, 300, GREEN),
      treeCone(1420, 380, 200),
      pathEl('M1040 560Q1080 480 1080 440H1120Q1120 480 1200 560Z', '#e8dcc6'),
      gazebo(1100, 440, 240, AMBER, S50),
      slide(660, 500, 0.95, GREEN, NAVY, AMBER),
      bush(640, 505, 70),
      bench(1290, 520, 200, NAVY3),
      planter(1240, 540, 60, 50, GREEN, 'flower'),
      dustbin(1540, 540, 0.8, AMBER),
    ].join(''),
    defs,
  )
}

function bannerTrading(): string {
  const rack = (x: number, gy: number, w: number, levels: number[], fill: (bx: number, by: number, bw: number, level: number) => string) => {
    const parts = [rect(x, gy - 380, 12, 380, NAVY3), rect(x + w - 12, gy - 380, 12, 380, NAVY3), rect(x + w / 2 - 6, gy - 380, 12, 380, NAVY3)]
    levels.forEach((ly, i) => {
      parts.push(fill(x + 16, ly, w / 2 - 26, i), fill(x + w / 2 + 10, ly, w / 2 - 26, i + 10), rect(x, ly, w, 12, AMBER, { rx: 2 }))
    })
    return parts.join('')
  }
  const fillBoxes = (bx: number, by: number, bw: number, level: number) => {
    const kind = level % 4
    if (kind === 0) return carton(bx, by, bw * 0.46, 70, '#c99b6d', NAVY) + carton(bx + bw * 0.52, by, bw * 0.46, 56, '#d4a878', AMBER)
    if (kind === 1) return battery(bx + 4, by, bw * 0.42, 74) + battery(bx + bw * 0.52, by, bw * 0.42, 74, NAVY)
    if (kind === 2) return mcbRow(bx + 6, by - 66, Math.floor(bw / 26) - 1, 0.95)
    return carton(bx, by, bw * 0.3, 60, '#d4a878', GREEN) + carton(bx + bw * 0.34, by, bw * 0.3, 60, '#c99b6d', AMBER) + carton(bx + bw * 0.68, by, bw * 0.3, 60, '#d4a878', NAVY)
  }
  const gy = 500
  const levels = [gy - 12, gy - 132, gy - 252, gy - 372]
  return svgDoc(
    BW,
    BH,
    [
      rect(0, 0, BW, BH, '#e5e9ef'),
      rect(0, 0, BW, 60, '#d3dae3'),
      pathEl(times(16, (i) => `M${i * 110} 0L${i * 110 + 55} 60L${i * 110 + 110} 0`).join(''), 'none', { stroke: S400, 'stroke-width': 3, opacity: 0.6 }),
      ...[300, 700, 1100, 1500].map((x) => rect(x - 50, 60, 100, 8, S100, { rx: 4 }) + poly([[x - 46, 68], [x + 46, 68], [x + 140, 300], [x - 140, 300]], 'url(#coneW)', { opacity: 0.4 })),
      rect(0, gy, BW, BH - gy, '#a9b4c2'),
      line(0, gy + 24, BW, gy + 24, AMBER, 6, { opacity: 0.8, 'stroke-dasharray': '40 30' }),
      rack(520, gy, 400, levels, fillBoxes),
      rack(950, gy, 400, levels, (bx, by, bw, level) => fillBoxes(bx, by, bw, level + 1)),
      cableDrum(1400, gy + 36, 72, AMBER, 80),
      cableDrum(1515, gy + 36, 54, NAVY3, 56),
      cableDrum(1358, gy + 50, 34, '#dc2626', 40),
      place(430, gy + 40, 1, rect(-70, -16, 150, 16, '#a16207', { rx: 2 }), rect(-62, -60, 134, 44, '#c99b6d', { rx: 2 }), rect(-62, -60, 134, 8, dark('#c99b6d', 0.08)), rect(-12, -60, 34, 24, light('#c99b6d', 0.25))),
    ].join(''),
  )
}

// ---------------------------------------------------------------------------------------------
// Solar hero, about and call to action

function solarHero(): string {
  const S = 1000
  const [d1, s1] = sky(S, S, 'hs', [
    [0, '#6fbdec'],
    [0.65, '#d6eefb'],
    [1, '#fff1cf'],
  ])
  const gy = 860
  const poleX = 640
  const top = 250
  const unit = place(
    poleX - 10,
    top,
    1,
    pathEl('M10 40Q10 0 -40 0H-120', 'none', { stroke: '#4b5b73', 'stroke-width': 14, 'stroke-linecap': 'round' }),
    pathEl('M-440 -6H-110Q-96 -6 -96 8V22Q-96 34 -110 34H-430Q-452 34 -452 14Q-452 -6 -440 -6Z', '#e2e8f0'),
    pathEl('M-440 18H-100V22Q-100 34 -112 34H-430Q-450 34 -451 18Z', '#b8c3d1'),
    ellipse(-275, 44, 200, 30, 'url(#glowA)', { opacity: 0.75 }),
    rect(-430, 32, 310, 10, '#fff7d6', { rx: 5 }),
    pvQuad(
      [
        [-424, -118],
        [-106, -118],
        [-120, -10],
        [-446, -10],
      ],
      8,
      4,
      { width: 5 },
    ),
    rect(-300, -10, 18, 8, '#8391a6'),
    rect(-200, -10, 18, 8, '#8391a6'),
  )
  return svgDoc(
    S,
    S,
    [
      s1,
      rays(820, 190, 16, 330, '#fde68a', 0.35, 0, Math.PI * 2, 'heroRays'),
      sun(820, 190, 70),
      cloud(200, 110, 1.1),
      cloud(560, 70, 0.7, WHITE, 0.8),
      cloud(880, 430, 0.8, WHITE, 0.75),
      skyline(0, S, 800, 'hero', '#b7cde2', { maxH: 170, dome: 250, spire: 840, alt: '#c6d8ea' }),
      rect(0, 790, S, 80, '#9fd3a8'),
      treeRound(80, 800, 170, '#4ea163'),
      treeRound(930, 800, 140, '#4ea163'),
      rect(0, gy, S, 140, '#55657a'),
      rect(0, gy, S, 10, '#a8b3c2'),
      pathEl(times(6, (i) => `M${i * 190 - 20} 935h110`).join(''), 'none', { stroke: WHITE, 'stroke-width': 8, opacity: 0.7 }),
      place(960, 790, 0.36, pathEl('M-8 0L-5 -560H5L8 0Z', '#6b7b93'), pathEl('M0 -540Q0 -580 -60 -580H-120', 'none', { stroke: '#6b7b93', 'stroke-width': 12 }), pvQuad([[-380, -690], [-130, -690], [-140, -600], [-400, -600]], 6, 3, { width: 6 }), rect(-400, -598, 290, 22, '#e2e8f0', { rx: 8 })),
      rect(poleX - 34, gy - 40, 68, 44, '#3b4a61', { rx: 6 }),
      pathEl(`M${poleX - 16} ${gy - 36}L${poleX - 10} ${top + 10}H${poleX + 10}L${poleX + 16} ${gy - 36}Z`, 'url(#metal)'),
      rect(poleX - 14, top - 30, 28, 60, '#4b5b73', { rx: 6 }),
      unit,
      ellipse(poleX, gy + 6, 80, 10, NAVY, { opacity: 0.18 }),
    ].join(''),
    d1,
  )
}

function homeAbout(): string {
  const W = 1000
  const H = 750
  const floorY = 470
  const truss = pathEl(
    [`M0 110H${W}`, ...times(11, (i) => `M${i * 100} 110L${i * 100 + 50} 40L${i * 100 + 100} 110`), `M0 40H${W}`].join(''),
    'none',
    { stroke: S500, 'stroke-width': 5, 'stroke-linejoin': 'round' },
  )
  const lamp = (x: number) => [line(x, 110, x, 150, S600, 3), pathEl(`M${x - 40} 168Q${x} 130 ${x + 40} 168Z`, NAVY2), poly([[x - 36, 168], [x + 36, 168], [x + 130, 420], [x - 130, 420]], 'url(#coneW)', { opacity: 0.35 })].join('')
  const table = (x: number, y: number, w: number) => [rect(x + 20, y, 12, 90, S600), rect(x + w - 32, y, 12, 90, S600), rect(x + w / 2 - 6, y, 12, 90, S600), rect(x, y - 16, w, 18, S300, { rx: 4 }), rect(x, y, w, 6, S400)].join('')
  const flatPanel = (x: number, y: number) =>
    pvQuad(
      [
        [x + 24, y - 40],
        [x + 184, y - 40],
        [x + 160, y],
        [x, y],
      ],
      6,
      3,
      { width: 3 },
    )
  const fanBox = (x: number, gy: number) => carton(x, gy, 90, 70, '#c99b6d', AMBER)
  return svgDoc(
    W,
    H,
    [
      rect(0, 0, W, H, '#e9eef4'),
      rect(0, 0, W, 120, '#dde4ec'),
      ...times(5, (i) => rect(60 + i * 190, 150, 130, 110, '#bfe0f5', { rx: 4, stroke: S300, 'stroke-width': 6 })),
      ...times(5, (i) => line(125 + i * 190, 150, 125 + i * 190, 260, S300, 4)),
      truss,
      rect(0, 290, W, 8, AMBER, { opacity: 0.7 }),
      rect(0, floorY, W, H - floorY, '#b5bfcc'),
      pathEl(`M0 ${floorY + 120}H${W}M0 ${floorY + 220}H${W}`, 'none', { stroke: '#a3aebd', 'stroke-width': 3 }),
      pathEl(`M60 ${H}L300 ${floorY}M940 ${H}L700 ${floorY}`, 'none', { stroke: AMBER_L, 'stroke-width': 8, opacity: 0.8 }),
      lamp(250),
      lamp(750),
      // racks of boxed fans and a test fan hanging at the back
      rect(760, 300, 200, 12, AMBER, { rx: 2 }),
      rect(760, 390, 200, 12, AMBER, { rx: 2 }),
      rect(760, 300, 10, 180, NAVY3),
      rect(950, 300, 10, 180, NAVY3),
      fanBox(770, 300),
      fanBox(862, 300),
      ...[810, 905].map((x) => place(x, 390, 0.55, ellipse(0, 0, 60, 18, NAVY2), rect(-60, -24, 120, 24, NAVY), ellipse(0, -24, 60, 18, NAVY3), ellipse(0, -24, 22, 7, AMBER))),
      fanSide(560, 120, 0.7, { rod: 90, span: 150 }),
      // back assembly table with workers
      person(210, 530, 150, { shirt: NAVY3, helmet: true, arms: 'work', skin: SKINS[0] }),
      person(420, 530, 150, { shirt: GREEN_D, helmet: true, arms: 'work', skin: SKINS[2], facing: -1 }),
      table(110, 520, 420),
      flatPanel(140, 500),
      flatPanel(330, 500),
      // front table with panels and a fan motor
      person(700, 640, 170, { shirt: '#2f6f8f', helmet: true, arms: 'work', skin: SKINS[1], facing: -1 }),
      table(520, 640, 380),
      flatPanel(560, 620),
      place(820, 612, 0.5, ellipse(0, 0, 60, 18, NAVY2), rect(-60, -20, 120, 20, NAVY), ellipse(0, -20, 60, 18, NAVY3), ellipse(0, -20, 22, 7, AMBER)),
      person(110, 730, 180, { shirt: AMBER_D, helmet: true, arms: 'wave', skin: SKINS[3] }),
      place(220, 735, 1, rect(0, -60, 110, 50, '#c99b6d', { rx: 3 }), rect(-6, -10, 122, 10, '#a16207', { rx: 2 }), circle(14, 4, 8, S700), circle(96, 4, 8, S700), line(110, -40, 150, -110, S600, 5)),
    ].join(''),
  )
}

function homeCta(): string {
  const W = 1600
  const H = 600
  const [d1, s1] = sky(W, H, 'cs', [
    [0, NAVY_D],
    [0.4, NAVY3],
    [0.72, '#c7743a'],
    [0.85, '#f6b04a'],
    [1, '#fde68a'],
  ])
  const horizon = 430
  const row = (y: number, x0: number, n: number, pw: number, ph: number, lean: number) =>
    times(n, (i) => {
      const x = x0 + i * (pw + 10)
      return pvQuad(
        [
          [x + lean, y - ph],
          [x + pw + lean, y - ph],
          [x + pw, y],
          [x, y],
        ],
        4,
        2,
        { frame: '#8da2bd', width: 2.5, lineColour: '#8fb4e3' },
      )
    }).join('')
  return svgDoc(
    W,
    H,
    [
      s1,
      rays(1000, 330, 18, 700, '#fde68a', 0.1, Math.PI, Math.PI * 2, 'ctaRays'),
      circle(1000, 330, 260, 'url(#glowA)', { opacity: 0.8 }),
      circle(1000, 330, 62, '#fde68a'),
      circle(1000, 330, 50, '#fff3c4'),
      rect(0, horizon - 8, W, 40, '#1b3558'),
      pathEl(`M0 ${horizon - 6}H${W}`, 'none', { stroke: '#f6b04a', 'stroke-width': 2, opacity: 0.5 }),
      pathEl(times(6, (i) => `M${140 + i * 70} ${horizon + 6 + (i % 2) * 8}h40`).join(''), 'none', { stroke: '#f6b04a', 'stroke-width': 2, opacity: 0.35 }),
      pathEl(`M120 ${horizon - 20}H560`, 'none', { stroke: '#0f2747', 'stroke-width': 6 }),
      pathEl(`M330 ${horizon - 20}L318 ${horizon - 170}H342L330 ${horizon - 20}Z`, '#0f2747'),
      pathEl(times(8, (i) => `M330 ${horizon - 160 + i * 6}L${170 + i * 20} ${horizon - 20}M330 ${horizon - 160 + i * 6}L${490 - i * 20} ${horizon - 20}`).join(''), 'none', { stroke: '#0f2747', 'stroke-width': 1.5 }),
      skyline(600, W, horizon, 'cta2', '#0c2240', { windows: AMBER_L, windowOpacity: 0.45, maxH: 150, dome: 760, spire: 1380 }),
      palm(640, horizon, 80, '#0c2240', -1),
      palm(1540, horizon, 90, '#0c2240', 1),
      pathEl(`M0 470L${W} 455V${H}H0Z`, '#15294a'),
      rect(0, 455, W, 14, '#1f3a63'),
      row(540, 80, 7, 150, 62, 36),
      row(600, -20, 7, 170, 62, 40),
      rect(1330, 500, 220, 100, '#1c355c'),
      rect(1320, 490, 240, 12, '#2a4a78', { rx: 3 }),
      rect(1372, 530, 44, 70, '#11223f'),
      rect(1452, 530, 60, 30, '#f6b04a', { opacity: 0.35 }),
      pathEl(`M0 470L${W} 455`, 'none', { stroke: '#f6b04a', 'stroke-width': 2, opacity: 0.35 }),
    ].join(''),
    d1,
  )
}

// ---------------------------------------------------------------------------------------------
// Output

const written: { file: string; bytes: number }[] = []

function save(rel: string, content: string | Buffer): void {
  const file = path.join(PUBLIC, rel)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, content)
  written.push({ file: rel, bytes: statSync(file).size })
}

async function raster(rel: string, svg: string, budget = CARD_BUDGET): Promise<void> {
  let quality = QUALITY
  let buffer = await sharp(Buffer.from(svg)).webp({ quality, effort: 6 }).toBuffer()
  while (buffer.length > budget && quality > 50) {
    quality -= 6
    buffer = await sharp(Buffer.from(svg)).webp({ quality, effort: 6 }).toBuffer()
  }
  if (buffer.length > budget) console.warn(`  ${rel} is ${buffer.length} bytes, over its ${budget}-byte budget`)
  save(rel, buffer)
}

async function main(): Promise<void> {
  for (const [name, body] of Object.entries(ICONS)) save(`icons/${name}.svg`, iconSvg(body))
  save('images/certification-star.svg', certificationStar())
  save('images/fan-top.svg', fanTop())

  const jobs: [string, () => string, number][] = [
    ['images/banners/products.webp', bannerProducts, BANNER_BUDGET],
    ['images/banners/light.webp', bannerLight, BANNER_BUDGET],
    ['images/banners/fan.webp', bannerFan, BANNER_BUDGET],
    ['images/banners/ac.webp', bannerAc, BANNER_BUDGET],
    ['images/banners/frp.webp', bannerFrp, BANNER_BUDGET],
    ['images/banners/trading.webp', bannerTrading, BANNER_BUDGET],
    ['images/solar-hero.webp', solarHero, 45 * 1024],
    ['images/product-lines/solar.webp', cardSolar, CARD_BUDGET],
    ['images/product-lines/fan.webp', cardFan, CARD_BUDGET],
    ['images/product-lines/light.webp', cardLight, CARD_BUDGET],
    ['images/product-lines/ac.webp', cardAc, CARD_BUDGET],
    ['images/product-lines/frp.webp', cardFrp, CARD_BUDGET],
    ['images/product-lines/others.webp', cardOthers, CARD_BUDGET],
    ['images/ac-applications/home.webp', acHome, CARD_BUDGET],
    ['images/ac-applications/office.webp', acOffice, CARD_BUDGET],
    ['images/ac-applications/restaurant.webp', acRestaurant, CARD_BUDGET],
    ['images/ac-applications/healthcare.webp', acHealthcare, CARD_BUDGET],
    ['images/frp-tiles/playground.webp', frpPlayground, CARD_BUDGET],
    ['images/frp-tiles/gazebo.webp', frpGazebo, CARD_BUDGET],
    ['images/frp-tiles/benches.webp', frpBenches, CARD_BUDGET],
    ['images/frp-tiles/garden.webp', frpGarden, CARD_BUDGET],
    ['images/home/about.webp', homeAbout, 45 * 1024],
    ['images/home/cta.webp', homeCta, BANNER_BUDGET],
  ]
  const only = process.argv.slice(2)
  for (const [rel, draw, budget] of jobs) {
    if (only.length && !only.some((o) => rel.includes(o))) continue
    await raster(rel, draw(), budget)
  }

  let total = 0
  for (const { file, bytes } of written) {
    total += bytes
    console.log(`${String(bytes).padStart(7)}  ${file}`)
  }
  console.log(`${String(total).padStart(7)}  total (${written.length} files)`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
