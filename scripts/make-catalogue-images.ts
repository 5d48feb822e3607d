/**
 * Draws the demo catalogue's product images and partner logos from hand-built SVG.
 *
 *   npx tsx scripts/make-catalogue-images.ts
 *
 * It reads content/catalogue/products/*.json and logos/*.json and writes exactly the files their
 * image fields name, under public/: the data and the pictures cannot drift apart. Each product
 * gets three different views: a studio cover, a detail or alternate view, and an in-situ scene.
 * Products are matched to a drawing by keywords in their slug and name; an unknown product gets
 * its line's generic drawing instead of failing.
 */
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

const ROOT = path.resolve(__dirname, '..')
const CONTENT = path.join(ROOT, 'content', 'catalogue')
const PUBLIC = path.join(ROOT, 'public')
const SIZE = 800
const WEBP = { quality: 70, effort: 6 } as const
const PRODUCT_BUDGET = 25 * 1024
const LOGO_BUDGET = 3 * 1024

// ---------------------------------------------------------------------------------------------
// Palette and colour helpers

const NAVY = '#0b2545'
const NAVY2 = '#13315c'
const AMBER = '#f59e0b'
const AMBER_L = '#fcd34d'
const GREEN = '#16a34a'
const GREEN_L = '#86efac'
const G50 = '#f8fafc'
const G100 = '#f1f5f9'
const G200 = '#e2e8f0'
const G300 = '#cbd5e1'
const G400 = '#94a3b8'
const G500 = '#64748b'
const G600 = '#475569'
const G700 = '#334155'
const G800 = '#1e293b'
const WHITE = '#ffffff'
const COOL = '#7dd3fc'

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

// ---------------------------------------------------------------------------------------------
// SVG helpers

type Attrs = Record<string, string | number | undefined>
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
const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  el('circle', { cx, cy, r, fill, ...extra })
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  el('ellipse', { cx, cy, rx, ry, fill, ...extra })
const pathEl = (d: string, fill: string, extra: Attrs = {}) => el('path', { d, fill, ...extra })
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 2, extra: Attrs = {}) =>
  el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, 'stroke-linecap': 'round', ...extra })
const poly = (points: number[], fill: string, extra: Attrs = {}) => {
  const pairs: string[] = []
  for (let i = 0; i + 1 < points.length; i += 2) pairs.push(`${r1(points[i] ?? 0)},${r1(points[i + 1] ?? 0)}`)
  return el('polygon', { points: pairs.join(' '), fill, ...extra })
}
const group = (list: Attrs, ...children: string[]) => el('g', list, children.join(''))
const place = (x: number, y: number, scale: number, ...children: string[]) =>
  group({ transform: `translate(${r1(x)} ${r1(y)}) scale(${scale})` }, ...children)
const stroke = (colour: string, width = 2): Attrs => ({ stroke: colour, 'stroke-width': width, 'stroke-linejoin': 'round' })
const times = <T>(count: number, make: (i: number) => T): T[] => Array.from({ length: count }, (_, i) => make(i))
const shadow = (cx: number, cy: number, rx: number, opacity = 0.1) =>
  ellipse(cx, cy, rx, Math.max(8, rx * 0.08), NAVY, { opacity })

const DEFS = [
  '<radialGradient id="glowW"><stop offset="0" stop-color="#fff" stop-opacity=".95"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>',
  '<radialGradient id="glowA"><stop offset="0" stop-color="#fde68a" stop-opacity=".9"/><stop offset="1" stop-color="#f59e0b" stop-opacity="0"/></radialGradient>',
  '<radialGradient id="glowC"><stop offset="0" stop-color="#e0f2fe" stop-opacity=".9"/><stop offset="1" stop-color="#7dd3fc" stop-opacity="0"/></radialGradient>',
  '<linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff4c2" stop-opacity=".75"/><stop offset="1" stop-color="#fff4c2" stop-opacity="0"/></linearGradient>',
  '<linearGradient id="beamC" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e0f2fe" stop-opacity=".8"/><stop offset="1" stop-color="#e0f2fe" stop-opacity="0"/></linearGradient>',
  '<linearGradient id="skyDay" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9fd3f5"/><stop offset="1" stop-color="#e8f5fc"/></linearGradient>',
  '<linearGradient id="skyNight" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#071a33"/><stop offset="1" stop-color="#1d3a66"/></linearGradient>',
  '<linearGradient id="skyDusk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b2545"/><stop offset=".6" stop-color="#3d4f7c"/><stop offset="1" stop-color="#f3a64a"/></linearGradient>',
  '<linearGradient id="metal" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#aab6c6"/><stop offset=".45" stop-color="#f1f5f9"/><stop offset="1" stop-color="#8d9aab"/></linearGradient>',
  '<linearGradient id="metalV" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f1f5f9"/><stop offset="1" stop-color="#a3afbf"/></linearGradient>',
  '<linearGradient id="glassTube" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#0b2545"/><stop offset=".35" stop-color="#3b5b8a"/><stop offset="1" stop-color="#0b2545"/></linearGradient>',
  '<linearGradient id="lit" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e4f1fb"/></linearGradient>',
  '<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7dd3fc"/><stop offset="1" stop-color="#0284c7"/></linearGradient>',
].join('')

function svgDoc(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}"><defs>${DEFS}</defs>${body}</svg>`
}

// ---------------------------------------------------------------------------------------------
// Backgrounds and scene furniture

type Category = 'fan' | 'light' | 'solar' | 'ac' | 'frp' | 'trading'
type Variant = 0 | 1 | 2

const tints: Record<Category, [string, string]> = {
  fan: ['#fdf8ee', '#f8e9cc'],
  light: ['#fdf8ee', '#f8e9cc'],
  solar: ['#fdf8ee', '#f8e9cc'],
  ac: ['#eef6fc', '#d8eaf7'],
  frp: ['#f0f8f1', '#d6eedb'],
  trading: ['#f4f5f7', '#e3e7ec'],
}

/** The soft light studio of the covers (variant 0) and the tinted one of the detail views. */
function studio(variant: Variant, category: Category): string {
  if (variant === 0) {
    return rect(0, 0, SIZE, SIZE, '#f4f7fb') + circle(400, 385, 318, '#e6edf5') + circle(400, 385, 250, '#edf2f8')
  }
  const [base, disc] = tints[category]
  return (
    rect(0, 0, SIZE, SIZE, base) +
    el('rect', { x: 70, y: 70, width: 660, height: 660, rx: 72, fill: disc }) +
    circle(690, 110, 26, AMBER, { opacity: 0.5 }) +
    circle(110, 690, 16, GREEN, { opacity: 0.35 })
  )
}

function room(wall: string, floor: string, floorY: number, windowX: number | null, ceiling = false): string {
  const parts = [rect(0, 0, SIZE, SIZE, wall)]
  if (ceiling) parts.push(rect(0, 0, SIZE, 64, light(wall, 0.4)), rect(0, 64, SIZE, 6, dark(wall, 0.06)))
  if (windowX !== null) {
    const x = windowX
    parts.push(
      rect(x - 12, 178, 214, 262, dark(wall, 0.08), { rx: 6 }),
      rect(x, 190, 190, 238, 'url(#skyDay)'),
      pathEl(`M${x} 372 Q${x + 60} 330 ${x + 110} 360 T${x + 190} 340 L${x + 190} 428 L${x} 428 Z`, '#a7d8a9'),
      rect(x + 92, 190, 6, 238, WHITE),
      rect(x, 300, 190, 6, WHITE),
      pathEl(`M${x - 40} 160 L${x + 20} 160 Q${x + 10} 320 ${x + 26} 470 L${x - 40} 470 Z`, '#f3d6a0'),
      pathEl(`M${x + 230} 160 L${x + 170} 160 Q${x + 180} 320 ${x + 164} 470 L${x + 230} 470 Z`, '#f3d6a0'),
      rect(x - 50, 152, 290, 8, G500, { rx: 4 }),
    )
  }
  parts.push(rect(0, floorY, SIZE, SIZE - floorY, floor), rect(0, floorY, SIZE, 10, dark(floor, 0.12)))
  return parts.join('')
}

function sofa(x: number, y: number, colour: string): string {
  return group(
    {},
    rect(x, y, 300, 110, colour, { rx: 26 }),
    rect(x + 18, y - 70, 264, 100, dark(colour, 0.12), { rx: 24 }),
    rect(x - 16, y - 10, 56, 120, light(colour, 0.1), { rx: 22 }),
    rect(x + 260, y - 10, 56, 120, light(colour, 0.1), { rx: 22 }),
    rect(x + 50, y + 10, 100, 36, light(colour, 0.25), { rx: 14 }),
    rect(x + 156, y + 10, 100, 36, light(colour, 0.25), { rx: 14 }),
    rect(x + 20, y + 110, 12, 18, G700),
    rect(x + 268, y + 110, 12, 18, G700),
  )
}

function plant(x: number, y: number, scale = 1): string {
  return place(
    x,
    y,
    scale,
    pathEl('M-40 0 L40 0 L30 70 L-30 70 Z', '#c2703d'),
    pathEl('M0 0 Q-60 -60 -70 -120 Q-20 -90 0 0 Z', GREEN),
    pathEl('M0 0 Q50 -70 60 -140 Q10 -100 0 0 Z', '#22c55e'),
    pathEl('M0 0 Q-10 -90 10 -160 Q30 -80 0 0 Z', '#15803d'),
    pathEl('M0 0 Q60 -30 90 -70 Q40 -60 0 0 Z', '#4ade80'),
  )
}

function tree(x: number, y: number, scale = 1, tone = GREEN): string {
  return place(
    x,
    y,
    scale,
    rect(-8, -90, 16, 90, '#8b5e3c'),
    circle(0, -140, 70, tone),
    circle(-44, -110, 46, dark(tone, 0.1)),
    circle(46, -112, 48, light(tone, 0.12)),
  )
}

function cloud(x: number, y: number, scale = 1): string {
  return place(
    x,
    y,
    scale,
    ellipse(0, 0, 60, 24, WHITE),
    circle(-22, -12, 24, WHITE),
    circle(16, -20, 30, WHITE),
  )
}

function sun(x: number, y: number, r = 46): string {
  return circle(x, y, r * 2.6, 'url(#glowA)') + circle(x, y, r, AMBER_L) + circle(x, y, r * 0.78, AMBER)
}

function outdoor(groundY: number, sunX: number | null, hills = true): string {
  const parts = [rect(0, 0, SIZE, SIZE, 'url(#skyDay)')]
  if (sunX !== null) parts.push(sun(sunX, 130))
  parts.push(cloud(200, 150, 1), cloud(560, 220, 0.7))
  if (hills) {
    parts.push(
      pathEl(`M0 ${groundY - 60} Q200 ${groundY - 150} 420 ${groundY - 50} T800 ${groundY - 90} L800 ${groundY} L0 ${groundY} Z`, '#b7e0bd'),
    )
  }
  parts.push(rect(0, groundY, SIZE, SIZE - groundY, '#8fd19e'), rect(0, groundY, SIZE, 8, '#6fbf83'))
  return parts.join('')
}

function night(groundY: number, seed: string, dusk = false): string {
  const random = seeded(seed)
  const stars = times(34, () => circle(random() * SIZE, random() * (groundY - 200), 1 + random() * 1.8, WHITE, { opacity: 0.4 + random() * 0.5 }))
  return (
    rect(0, 0, SIZE, SIZE, dusk ? 'url(#skyDusk)' : 'url(#skyNight)') +
    stars.join('') +
    circle(650, 120, 34, '#fef3c7') +
    circle(664, 110, 30, dusk ? '#22365e' : '#0d2244') +
    rect(0, groundY, SIZE, SIZE - groundY, '#13243d')
  )
}

function road(y: number, colour = '#2a3b55'): string {
  return (
    pathEl(`M0 ${y} L800 ${y} L800 800 L0 800 Z`, colour) +
    times(6, (i) => rect(20 + i * 140, y + (800 - y) / 2 - 5, 80, 10, '#e2e8f0', { opacity: 0.7, rx: 5 })).join('')
  )
}

function house(x: number, y: number, w: number, wall: string, roof: string): string {
  return group(
    {},
    rect(x, y, w, 230, wall),
    poly([x - 30, y + 4, x + w / 2, y - 150, x + w + 30, y + 4], roof),
    rect(x + 40, y + 110, 70, 120, NAVY2, { rx: 4 }),
    rect(x + w - 150, y + 60, 100, 80, '#dbeafe', { stroke: WHITE, 'stroke-width': 8 }),
  )
}

// ---------------------------------------------------------------------------------------------
// Generic product parts

/** A box seen from the front-left: front face, then the top and right faces in depth. */
function box(x: number, y: number, w: number, h: number, depth: number, front: string, r = 6): string {
  const dx = depth * 0.75
  const dy = -depth * 0.5
  return (
    poly([x + r, y, x + r + dx, y + dy, x + w + dx, y + dy, x + w, y], light(front, 0.35)) +
    poly([x + w, y + r, x + w + dx, y + dy + r, x + w + dx, y + h + dy - r, x + w, y + h - r], dark(front, 0.16)) +
    rect(x, y, w, h, front, { rx: r })
  )
}

function remote(x: number, y: number, angle: number): string {
  return group(
    { transform: `translate(${x} ${y}) rotate(${angle})` },
    rect(-52, -130, 104, 260, NAVY, { rx: 40 }),
    rect(-44, -122, 88, 244, NAVY2, { rx: 34 }),
    circle(0, -88, 18, '#ef4444'),
    ...times(5, (i) => circle(-26 + (i % 3) * 26, -36 + Math.floor(i / 3) * 34, 11, G300)),
    rect(-30, 44, 60, 20, AMBER, { rx: 10 }),
    rect(-30, 78, 60, 20, G500, { rx: 10 }),
  )
}

function phone(x: number, y: number, angle: number, screen: string): string {
  return group(
    { transform: `translate(${x} ${y}) rotate(${angle})` },
    rect(-70, -140, 140, 280, G800, { rx: 22 }),
    rect(-60, -126, 120, 252, NAVY, { rx: 12 }),
    screen,
  )
}

function bolt(x: number, y: number, scale: number, fill: string): string {
  return place(x, y, scale, pathEl('M6 -30 L-14 4 L0 4 L-6 30 L14 -6 L0 -6 Z', fill))
}

function leaf(x: number, y: number, scale: number, fill: string): string {
  return place(x, y, scale, pathEl('M-20 20 Q-24 -20 22 -24 Q24 18 -20 20 Z', fill), line(-18, 18, 10, -10, WHITE, 2))
}

// ---------------------------------------------------------------------------------------------
// Fans

interface FanStyle {
  body: string
  blade: string
  trim: string
  blades: number
  light: boolean
  smart: boolean
}

const fanStyles: { match: RegExp; style: FanStyle }[] = [
  { match: /lumina|light/, style: { body: '#5b3a22', blade: '#9a6536', trim: AMBER, blades: 3, light: true, smart: false } },
  { match: /zenith|smart|wifi/, style: { body: '#1f2937', blade: '#3b4656', trim: AMBER, blades: 3, light: false, smart: true } },
  { match: /turbo|speed/, style: { body: '#cfd6df', blade: '#8e9aab', trim: NAVY, blades: 4, light: false, smart: false } },
  { match: /vayu|lite/, style: { body: '#fbfbfb', blade: '#e9edf2', trim: GREEN, blades: 3, light: false, smart: false } },
]
const defaultFan: FanStyle = { body: '#f4ecda', blade: '#e6d7b5', trim: '#b7791f', blades: 3, light: false, smart: false }

function fanStyle(item: Item): FanStyle {
  return fanStyles.find((entry) => entry.match.test(item.slug))?.style ?? defaultFan
}

function bladePath(R: number): string {
  return `M120 -20 L${R * 0.5} -30 Q${R} -44 ${R} -6 Q${R - 4} 24 ${R * 0.55} 28 L120 18 Z`
}

/** Blades on a horizontal disc seen with vertical squash k; returns [behind motor, in front]. */
function fanBlades(s: FanStyle, cx: number, cy: number, R: number, k: number, rot: number): [string, string] {
  const back: string[] = []
  const front: string[] = []
  for (let i = 0; i < s.blades; i++) {
    const angle = rot + (i * 360) / s.blades
    const sin = Math.sin((angle * Math.PI) / 180)
    const one = (dy: number, fill: string) =>
      group(
        { transform: `translate(${cx} ${cy + dy}) scale(1 ${k}) rotate(${r1(angle)})` },
        pathEl(bladePath(R), fill),
        rect(60, -11, 90, 22, dark(s.body, 0.25), { rx: 6 }),
      )
    const blade = k < 1 ? one(7, dark(s.blade, 0.3)) + one(0, s.blade) : one(0, s.blade)
    ;(sin < 0 || k === 1 ? back : front).push(blade)
  }
  return [back.join(''), front.join('')]
}

/** A ceiling fan from slightly below, hanging from y=top, blades at cy. */
function fanSide(s: FanStyle, cx: number, cy: number, top: number, rot = 20): string {
  const [back, front] = fanBlades(s, cx, cy, 330, 0.3, rot)
  const body = s.body
  const edge = stroke(dark(body, 0.14), 2)
  const lightBeam = s.light
    ? poly([cx - 70, cy + 50, cx + 70, cy + 50, cx + 210, cy + 330, cx - 210, cy + 330], 'url(#beam)', { opacity: 0.8 }) +
      ellipse(cx, cy + 50, 72, 15, '#fff7d6', stroke('#fcd34d', 3))
    : ellipse(cx, cy + 52, 34, 9, dark(body, 0.1))
  return group(
    {},
    pathEl(`M${cx - 52} ${top} L${cx + 52} ${top} Q${cx + 48} ${top + 44} ${cx} ${top + 48} Q${cx - 48} ${top + 44} ${cx - 52} ${top} Z`, body, edge),
    rect(cx - 8, top + 44, 16, cy - top - 100, dark(body, 0.12)),
    rect(cx - 14, cy - 78, 28, 22, s.trim, { rx: 5 }),
    back,
    pathEl(`M${cx - 72} ${cy - 50} Q${cx} ${cy - 74} ${cx + 72} ${cy - 50} L${cx + 104} ${cy - 8} Q${cx} ${cy + 12} ${cx - 104} ${cy - 8} Z`, body, edge),
    pathEl(`M${cx - 104} ${cy - 8} Q${cx} ${cy + 12} ${cx + 104} ${cy - 8} L${cx + 104} ${cy + 2} Q${cx} ${cy + 22} ${cx - 104} ${cy + 2} Z`, s.trim),
    pathEl(`M${cx - 104} ${cy + 2} Q${cx} ${cy + 22} ${cx + 104} ${cy + 2} Q${cx + 96} ${cy + 44} ${cx} ${cy + 54} Q${cx - 96} ${cy + 44} ${cx - 104} ${cy + 2} Z`, dark(body, 0.08), edge),
    pathEl(`M${cx - 60} ${cy - 48} Q${cx - 20} ${cy - 62} ${cx + 10} ${cy - 62}`, 'none', { stroke: WHITE, 'stroke-width': 5, opacity: 0.5, 'stroke-linecap': 'round' }),
    front,
    lightBeam,
  )
}

/** The fan seen from directly below. */
function fanBelow(s: FanStyle, cx: number, cy: number, rot: number): string {
  const [blades] = fanBlades(s, cx, cy, 330, 1, rot)
  const centre = s.light
    ? circle(cx, cy, 150, 'url(#glowA)') + circle(cx, cy, 70, '#fff7d6', stroke(AMBER_L, 6))
    : circle(cx, cy, 46, dark(s.body, 0.1)) + circle(cx, cy, 14, s.trim)
  return group(
    {},
    blades,
    circle(cx, cy, 112, s.body, stroke(dark(s.body, 0.15), 3)),
    circle(cx, cy, 92, 'none', stroke(s.trim, 6)),
    centre,
  )
}

function motionArcs(cx: number, cy: number, rx: number, ry: number, colour: string): string {
  return times(2, (i) =>
    pathEl(
      i === 0
        ? `M${cx - rx} ${cy} A${rx} ${ry} 0 0 0 ${cx - rx * 0.2} ${cy + ry}`
        : `M${cx + rx} ${cy} A${rx} ${ry} 0 0 1 ${cx + rx * 0.2} ${cy - ry}`,
      'none',
      { stroke: colour, 'stroke-width': 5, 'stroke-linecap': 'round', opacity: 0.55 },
    ),
  ).join('')
}

function appScreen(): string {
  return (
    circle(0, -30, 44, 'none', stroke(AMBER, 8)) +
    circle(0, -30, 28, NAVY2) +
    rect(-40, 40, 80, 12, G500, { rx: 6 }) +
    rect(-40, 62, 50, 12, GREEN, { rx: 6 }) +
    pathEl('M-22 -96 Q0 -114 22 -96', 'none', stroke(WHITE, 4)) +
    pathEl('M-12 -88 Q0 -98 12 -88', 'none', stroke(WHITE, 4))
  )
}

const fanDrawing: Drawing = (variant, item) => {
  const s = fanStyle(item)
  if (variant === 0) return studio(0, 'fan') + fanSide(s, 400, 420, 130)
  if (variant === 1) {
    const handset = s.smart ? phone(628, 590, 10, appScreen()) : remote(640, 600, 14)
    return studio(1, 'fan') + place(60, 50, 0.8, fanBelow(s, 400, 400, 28)) + handset
  }
  const rooms: [string, string, string][] = [
    ['#f1ebe1', '#d9c4a6', NAVY2],
    ['#e8eef3', '#b9a58a', '#0f766e'],
    ['#f4ede4', '#c9a27e', '#9a3412'],
    ['#eef1ea', '#d2c2a8', '#334155'],
    ['#f3e9dc', '#bfa07a', '#1d4ed8'],
  ]
  // One room per fan style, so every fan's in-situ picture differs.
  const styleIndex = fanStyles.findIndex((entry) => entry.match.test(item.slug))
  const [wall, floor, couch] = rooms[styleIndex < 0 ? rooms.length - 1 : styleIndex % rooms.length] ?? ['#f1ebe1', '#d9c4a6', NAVY2]
  return (
    room(wall, floor, 600, 70, true) +
    sofa(420, 560, couch) +
    plant(90, 600, 0.9) +
    place(120, 64, 0.72, fanSide(s, 400, 300, 0, 50)) +
    motionArcs(408, 280, 250, 56, WHITE) +
    times(4, (i) => pathEl(`M${250 + i * 110} 400 q14 30 0 60 q-14 30 0 60`, 'none', { stroke: COOL, 'stroke-width': 4, opacity: 0.6, 'stroke-linecap': 'round' })).join('')
  )
}

// ---------------------------------------------------------------------------------------------
// Lighting

function bulb(cx: number, top: number, scale: number, lit: boolean): string {
  const glass = lit ? '#fffbeb' : '#fbfdff'
  return place(
    cx,
    top,
    scale,
    lit ? circle(0, 140, 250, 'url(#glowA)') : '',
    pathEl('M-64 250 C-64 196 -150 176 -150 96 A150 150 0 1 1 150 96 C150 176 64 196 64 250 Z', glass, stroke(lit ? AMBER_L : G300, 4)),
    pathEl('M-112 60 Q-104 4 -52 -26', 'none', { stroke: WHITE, 'stroke-width': 14, 'stroke-linecap': 'round', opacity: 0.9 }),
    lit ? circle(0, 90, 70, 'url(#glowW)') : '',
    pathEl('M-66 246 L66 246 L58 300 L-58 300 Z', G100, stroke(G300, 3)),
    rect(-54, 300, 108, 72, 'url(#metal)', { rx: 6 }),
    ...times(3, (i) => line(-54, 318 + i * 18, 54, 312 + i * 18, G500, 3)),
    pathEl('M-40 372 L40 372 L24 400 L-24 400 Z', G700),
    circle(0, 404, 12, G600),
  )
}

function panelSquare(cx: number, cy: number, size: number, lit: boolean): string {
  const h = size / 2
  const iso = `translate(${cx} ${cy}) scale(1 0.55) rotate(45)`
  return group(
    {},
    group({ transform: `translate(0 18) ${iso}` }, rect(-h, -h, size, size, G500, { rx: 10 })),
    group(
      { transform: iso },
      rect(-h, -h, size, size, G50, { rx: 10, ...stroke(G300, 4) }),
      rect(-h + 22, -h + 22, size - 44, size - 44, lit ? '#fffdf2' : '#e3eef9', stroke(G300, 3)),
      poly([-h + 22, -h + 22, -h + 22 + (size - 44) * 0.6, -h + 22, -h + 22, -h + 22 + (size - 44) * 0.6], WHITE, { opacity: 0.75 }),
    ),
  )
}

function driverBox(x: number, y: number, w: number, scale = 1): string {
  return place(
    x,
    y,
    scale,
    box(0, 0, w, 60, 30, '#e5e9ef', 6),
    rect(14, 18, w * 0.4, 10, G300, { rx: 5 }),
    rect(14, 36, w * 0.25, 8, AMBER, { rx: 4 }),
    pathEl(`M0 30 C-40 30 -40 90 -90 90`, 'none', stroke(G700, 6)),
  )
}

function streetHead(cx: number, cy: number, scale: number, lit: boolean): string {
  return place(
    cx,
    cy,
    scale,
    rect(-330, -22, 120, 28, G400, { rx: 10 }),
    pathEl('M-220 -30 Q-160 -70 40 -64 Q200 -58 250 -20 Q262 6 230 16 L-210 22 Q-236 4 -220 -30 Z', '#aab4c3'),
    ...times(9, (i) => rect(-150 + i * 36, -64, 12, 34, '#939fb2', { rx: 5 })),
    pathEl('M-200 14 L228 10 Q220 40 150 44 L-150 46 Q-200 40 -200 14 Z', lit ? '#fffbe6' : '#dbe4ef', stroke(G400, 3)),
    ...times(8, (i) => circle(-130 + i * 38, 30, 9, lit ? AMBER_L : G300)),
    pathEl('M-190 -24 Q-100 -54 60 -50', 'none', { stroke: WHITE, 'stroke-width': 6, opacity: 0.6, 'stroke-linecap': 'round' }),
  )
}

function floodLight(cx: number, cy: number, scale: number, lit: boolean, back = false): string {
  const face = back
    ? times(11, (i) => rect(-160 + i * 30, -120, 12, 240, '#3b4656', { rx: 6 })).join('') +
      circle(0, 150, 18, G700) +
      pathEl('M0 168 C0 220 60 220 80 260', 'none', stroke(G800, 10))
    : rect(-150, -110, 300, 220, lit ? '#fffbe6' : '#e2e8f0', { rx: 12 }) +
      (lit ? ellipse(0, 0, 160, 130, 'url(#glowW)') : '') +
      times(24, (i) => circle(-105 + (i % 6) * 42, -70 + Math.floor(i / 6) * 46, 12, lit ? AMBER_L : G400)).join('')
  return place(
    cx,
    cy,
    scale,
    pathEl('M-215 40 L-215 -10 Q-215 -170 0 -170 Q215 -170 215 -10 L215 40', 'none', stroke(G700, 18)),
    circle(-215, 0, 16, G800),
    circle(215, 0, 16, G800),
    rect(-20, -196, 40, 30, G700, { rx: 6 }),
    rect(-186, -150, 372, 300, '#2f3a4a', { rx: 26 }),
    rect(-172, -136, 344, 272, '#3e4b5e', { rx: 18 }),
    face,
  )
}

function batten(x: number, y: number, length: number, scale: number, lit: boolean): string {
  return place(
    x,
    y,
    scale,
    lit ? ellipse(length / 2, 10, length * 0.62, 110, 'url(#glowW)') : '',
    rect(0, -6, length, 40, G300, { rx: 14 }),
    rect(0, -24, length, 42, lit ? '#fffdf5' : '#f4f7fa', { rx: 18, ...stroke(G300, 3) }),
    rect(18, -16, length - 36, 9, WHITE, { rx: 4 }),
    rect(-20, -26, 34, 52, G200, { rx: 10, ...stroke(G400, 2) }),
    rect(length - 14, -26, 34, 52, G200, { rx: 10, ...stroke(G400, 2) }),
  )
}

const lightDrawing: Drawing = (variant, item) => {
  const kind = pick(item, [
    [/flood/, 'flood'],
    [/street/, 'street'],
    [/panel/, 'panel'],
    [/batten|tube/, 'batten'],
  ], 'bulb')
  if (kind === 'bulb') {
    if (variant === 0) return studio(0, 'light') + shadow(400, 700, 120) + bulb(400, 180, 1.15, false)
    if (variant === 1)
      return studio(1, 'light') + bulb(200, 330, 0.62, true) + bulb(400, 250, 0.8, true) + bulb(610, 180, 0.98, true)
    return (
      room('#2c3e5a', '#6b4f3a', 640, null) +
      times(3, (i) => {
        const x = 200 + i * 200
        const drop = 160 + (i % 2) * 90
        return line(x, 0, x, drop, G800, 4) + poly([x - 100, drop + 40, x + 100, drop + 40, x + 260, 640, x - 260, 640], 'url(#beam)', { opacity: 0.45 }) + bulb(x, drop, 0.34, true)
      }).join('') +
      rect(150, 560, 500, 24, '#8b5e3c', { rx: 6 }) +
      rect(190, 584, 16, 56, '#5b3a22') +
      rect(594, 584, 16, 56, '#5b3a22')
    )
  }
  if (kind === 'panel') {
    if (variant === 0) return studio(0, 'light') + shadow(400, 640, 260) + panelSquare(400, 390, 360, false) + driverBox(560, 560, 120, 0.9)
    if (variant === 1)
      return (
        studio(1, 'light') +
        rect(110, 170, 580, 460, NAVY2, { rx: 40 }) +
        circle(270, 400, 190, 'url(#glowW)') +
        circle(270, 400, 140, WHITE, stroke(G300, 4)) +
        circle(270, 400, 118, 'url(#lit)') +
        rect(420, 250, 300, 300, 'url(#glowW)') +
        rect(450, 280, 240, 240, WHITE, { rx: 8, ...stroke(G300, 4) }) +
        rect(468, 298, 204, 204, 'url(#lit)')
      )
    const tiles = times(4, (row) =>
      times(5, (col) => {
        const y = 40 + row * 60 + row * row * 6
        const spread = 1 + row * 0.22
        const x = 400 + (col - 2) * 150 * spread
        const lit = (row + col) % 2 === 0
        return group(
          { transform: `translate(${r1(x)} ${y}) scale(${r1(spread)} ${r1(0.5 * spread)})` },
          rect(-60, -40, 120, 80, lit ? '#fffdf4' : '#e3e8ef', stroke(G300, 2)),
          lit ? rect(-60, -40, 120, 80, 'url(#glowW)') : '',
        )
      }).join(''),
    ).join('')
    return (
      room('#e8edf3', '#b9c3cf', 560, null) +
      rect(0, 0, SIZE, 330, '#d5dde6') +
      tiles +
      poly([230, 330, 570, 330, 700, 560, 100, 560], 'url(#beam)', { opacity: 0.5 }) +
      rect(140, 500, 520, 26, NAVY2, { rx: 6 }) +
      rect(170, 526, 14, 120, G700) +
      rect(616, 526, 14, 120, G700) +
      box(300, 440, 140, 60, 12, G800, 4) +
      rect(312, 450, 116, 40, '#60a5fa', { rx: 3 }) +
      rect(480, 470, 80, 30, G200, { rx: 4 })
    )
  }
  if (kind === 'street') {
    if (variant === 0) return studio(0, 'light') + shadow(420, 580, 280) + streetHead(410, 390, 1.15, false)
    if (variant === 1)
      return (
        studio(1, 'light') +
        rect(170, 170, 460, 460, '#aab4c3', { rx: 60 }) +
        rect(200, 200, 400, 400, '#fffbe6', { rx: 36 }) +
        rect(200, 200, 400, 400, 'url(#glowA)', { rx: 36 }) +
        times(16, (i) => circle(260 + (i % 4) * 93, 260 + Math.floor(i / 4) * 93, 30, '#fff7d6', stroke(AMBER, 6))).join('') +
        rect(360, 120, 80, 60, G500, { rx: 10 }) +
        circle(400, 90, 24, '#fef3c7', stroke(G500, 4))
      )
    return (
      night(520, item.slug) +
      road(520) +
      times(3, (i) => {
        const x = 140 + i * 260
        const s = 1 - i * 0.18
        return (
          poly([x + 110 * s, 170 + i * 40, x + 170 * s, 170 + i * 40, x + 300 * s, 700, x - 10 * s, 700], 'url(#beam)', { opacity: 0.6 }) +
          rect(x - 6 * s, 160 + i * 40, 12 * s, 380 - i * 40, G500) +
          pathEl(`M${x} ${170 + i * 40} Q${x} ${140 + i * 40} ${x + 60 * s} ${150 + i * 40}`, 'none', stroke(G500, 10 * s)) +
          place(x + 140 * s, 160 + i * 40, 0.32 * s, streetHead(0, 0, 1, true))
        )
      }).join('')
    )
  }
  if (kind === 'flood') {
    if (variant === 0) return studio(0, 'light') + shadow(400, 640, 220) + floodLight(400, 400, 1, false)
    if (variant === 1) return studio(1, 'light') + group({ transform: 'translate(400 410) rotate(-8)' }, floodLight(0, 0, 0.95, false, true))
    return (
      night(640, item.slug) +
      rect(150, 180, 500, 460, '#30415d') +
      times(12, (i) => rect(190 + (i % 4) * 115, 220 + Math.floor(i / 4) * 120, 70, 70, i % 3 === 0 ? '#fcd34d' : '#1b2b45', { opacity: 0.8 })).join('') +
      poly([170, 640, 300, 640, 420, 160, 80, 160], 'url(#beam)', { opacity: 0.55 }) +
      poly([500, 640, 630, 640, 720, 160, 380, 160], 'url(#beam)', { opacity: 0.55 }) +
      place(235, 650, 0.22, floodLight(0, 0, 1, true)) +
      place(565, 650, 0.22, floodLight(0, 0, 1, true))
    )
  }
  if (variant === 0)
    return (
      studio(0, 'light') +
      shadow(400, 640, 300) +
      group({ transform: 'rotate(-14 400 420)' }, batten(110, 360, 580, 1.02, false), batten(250, 480, 300, 1.02, false))
    )
  if (variant === 1)
    return (
      studio(1, 'light') +
      rect(90, 270, 620, 260, NAVY2, { rx: 30 }) +
      place(120, 400, 1.9, batten(0, 0, 300, 1, true)) +
      rect(250, 452, 110, 26, G400, { rx: 8 }) +
      circle(305, 486, 9, G500)
    )
  return (
    room('#eef2ee', '#cbd5cf', 560, null) +
    batten(170, 160, 460, 1, true) +
    poly([170, 190, 630, 190, 760, 560, 40, 560], 'url(#beam)', { opacity: 0.45 }) +
    rect(60, 440, 680, 30, '#cbb89a') +
    rect(60, 470, 680, 180, '#2f4a6b') +
    times(4, (i) => rect(80 + i * 170, 490, 150, 140, '#3a5a80', { rx: 6 })).join('') +
    plant(660, 440, 0.5) +
    rect(200, 380, 80, 60, WHITE, { rx: 10, ...stroke(G300, 2) })
  )
}

// ---------------------------------------------------------------------------------------------
// Solar

function cells(cols: number, rows: number, w: number, h: number, gap: number, colour = '#16467d'): string {
  const cw = (w - gap * (cols + 1)) / cols
  const ch = (h - gap * (rows + 1)) / rows
  return times(cols * rows, (i) => rect(gap + (i % cols) * (cw + gap), gap + Math.floor(i / cols) * (ch + gap), cw, ch, colour)).join('')
}

/** A module drawn flat, w by h at the origin, with a frame and cells. */
function moduleFlat(w: number, h: number, cols: number, rows: number): string {
  return (
    rect(-8, -8, w + 16, h + 16, 'url(#metal)', { rx: 6 }) +
    rect(0, 0, w, h, '#e8eef6') +
    cells(cols, rows, w, h, 4) +
    pathEl(`M${w * 0.08} ${h * 0.06} L${w * 0.45} ${h * 0.06} L${w * 0.12} ${h * 0.55} Z`, WHITE, { opacity: 0.14 })
  )
}

function tiltedModule(x: number, y: number, w: number, h: number, scale: number): string {
  return group(
    { transform: `translate(${x} ${y}) scale(${scale}) skewX(-18) scale(1 0.62)` },
    rect(6, h + 8, w, 20, G500),
    moduleFlat(w, h, 6, 10),
  )
}

function solarStreetUnit(cx: number, cy: number, scale: number, lit: boolean): string {
  return place(
    cx,
    cy,
    scale,
    group({ transform: 'translate(-200 -92) skewX(-12) scale(1 0.34)' }, moduleFlat(420, 240, 8, 4)),
    pathEl('M-214 -8 L226 -8 L236 30 L-206 30 Z', '#cfd6df'),
    pathEl('M-206 30 L236 30 Q230 58 190 60 L-170 60 Q-204 58 -206 30 Z', lit ? '#fffbe6' : '#dfe6ee', stroke(G400, 2)),
    ...times(8, (i) => circle(-150 + i * 44, 46, 9, lit ? AMBER_L : G300)),
    circle(250, 40, 14, '#f8fafc', stroke(G400, 3)),
    rect(-290, 0, 90, 26, G500, { rx: 8 }),
  )
}

function pole(x: number, top: number, bottom: number, width: number): string {
  return rect(x - width / 2, top, width, bottom - top, 'url(#metal)') + rect(x - width, bottom - 14, width * 2, 14, G600, { rx: 3 })
}

function inverter(x: number, y: number, scale: number): string {
  return place(
    x,
    y,
    scale,
    times(8, (i) => rect(282 + i * 6, -10 + i * 1, 4, 360, G400)).join(''),
    box(0, 0, 280, 360, 44, '#f4f6f9', 14),
    rect(0, 0, 280, 70, NAVY, { rx: 14 }),
    rect(0, 40, 280, 30, NAVY),
    rect(24, 22, 70, 10, AMBER, { rx: 5 }),
    rect(40, 110, 200, 110, '#0f2a1e', { rx: 10 }),
    pathEl('M56 200 Q100 130 140 150 T224 126 L224 200 Z', GREEN, { opacity: 0.85 }),
    circle(80, 256, 9, GREEN),
    circle(112, 256, 9, AMBER),
    circle(144, 256, 9, G300),
    ...times(4, (i) => circle(50 + i * 60, 374, 14, G700)),
  )
}

function waterHeater(cx: number, cy: number, scale: number): string {
  const tubes = times(12, (i) => {
    const x = -250 + i * 44
    return rect(x, 30, 28, 300, 'url(#glassTube)', { rx: 14 }) + rect(x + 6, 44, 5, 270, WHITE, { opacity: 0.35, rx: 2 })
  }).join('')
  return place(
    cx,
    cy,
    scale,
    line(-270, 320, -300, 430, G500, 10),
    line(270, 320, 300, 430, G500, 10),
    line(-270, 0, -270, 430, G500, 10),
    line(270, 0, 270, 430, G500, 10),
    tubes,
    rect(-286, 318, 572, 22, G500, { rx: 6 }),
    rect(-300, -90, 600, 130, 'url(#metalV)', { rx: 65 }),
    ellipse(-300, -25, 26, 65, G300),
    ellipse(300, -25, 26, 65, G400),
    rect(-240, -72, 300, 12, WHITE, { opacity: 0.7, rx: 6 }),
    rect(180, -70, 60, 24, AMBER, { rx: 6 }),
  )
}

function pumpBody(cx: number, top: number, scale: number): string {
  return place(
    cx,
    top,
    scale,
    rect(-54, 0, 108, 46, G600, { rx: 10 }),
    rect(-24, -40, 48, 44, G500, { rx: 6 }),
    rect(-60, 46, 120, 230, 'url(#metal)', { rx: 12 }),
    ...times(9, (i) => rect(-60, 70 + i * 22, 120, 6, G400)),
    rect(-64, 276, 128, 30, G500, { rx: 6 }),
    rect(-60, 306, 120, 250, 'url(#metal)', { rx: 24 }),
    rect(-60, 380, 120, 22, AMBER),
    pathEl('M-40 560 L40 560 L30 590 L-30 590 Z', G600),
  )
}

function controller(x: number, y: number, scale: number): string {
  return place(
    x,
    y,
    scale,
    box(0, 0, 220, 280, 36, '#f7f9fc', 12),
    rect(0, 0, 220, 48, GREEN, { rx: 12 }),
    rect(0, 30, 220, 18, GREEN),
    rect(30, 80, 160, 80, '#0f2a1e', { rx: 8 }),
    rect(46, 100, 90, 12, GREEN_L, { rx: 6 }),
    rect(46, 124, 60, 12, AMBER_L, { rx: 6 }),
    circle(70, 210, 18, '#ef4444'),
    circle(150, 210, 18, GREEN),
    ...times(3, (i) => circle(50 + i * 60, 296, 10, G700)),
  )
}

function arrow(x1: number, y1: number, x2: number, y2: number, colour: string): string {
  const angle = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI
  return (
    line(x1, y1, x2, y2, colour, 10, { 'stroke-dasharray': '2 22' }) +
    group({ transform: `translate(${r1(x2)} ${r1(y2)}) rotate(${r1(angle)})` }, poly([0, 0, -26, -16, -26, 16], colour))
  )
}

function rooftopPanels(x: number, y: number, cols: number, rows: number, scale: number): string {
  return group(
    { transform: `translate(${x} ${y}) scale(${scale}) skewX(-30) scale(1 0.5)` },
    ...times(cols * rows, (i) => place((i % cols) * 128, Math.floor(i / cols) * 190, 1, moduleFlat(120, 180, 3, 5))),
  )
}

const solarDrawing: Drawing = (variant, item) => {
  const kind = pick(item, [
    [/^1$|street/, 'street'],
    [/inverter/, 'inverter'],
    [/heater/, 'heater'],
    [/pump/, 'pump'],
    [/rooftop|kit/, 'kit'],
  ], 'module')
  if (kind === 'street') {
    if (variant === 0)
      return (
        studio(0, 'solar') +
        shadow(250, 742, 80) +
        pole(250, 272, 740, 26) +
        solarStreetUnit(510, 270, 0.9, false)
      )
    if (variant === 1) {
      const layer = (y: number, body: string) => group({ transform: `translate(400 ${y})` }, body)
      return (
        studio(1, 'solar') +
        line(400, 170, 400, 640, G400, 3, { 'stroke-dasharray': '8 10' }) +
        layer(160, group({ transform: 'translate(-230 -70) skewX(-12) scale(1 0.5)' }, moduleFlat(460, 220, 8, 4))) +
        layer(350, rect(-170, -50, 340, 100, GREEN, { rx: 16 }) + rect(170, -20, 16, 40, dark(GREEN, 0.2), { rx: 4 }) + bolt(0, 0, 1.4, WHITE)) +
        layer(
          540,
          rect(-230, -40, 460, 80, '#dfe6ee', { rx: 18, ...stroke(G400, 3) }) +
            times(8, (i) => circle(-175 + i * 50, 0, 14, '#fff7d6', stroke(AMBER, 5))).join(''),
        ) +
        sun(140, 150, 30)
      )
    }
    return (
      night(560, item.slug, true) +
      road(560, '#263752') +
      pathEl('M0 560 Q200 480 420 540 T800 520 L800 560 L0 560 Z', '#1a2c46') +
      times(3, (i) => {
        const x = 150 + i * 250
        const s = 1 - i * 0.2
        const top = 200 + i * 50
        return (
          poly([x + 80 * s, top + 30, x + 220 * s, top + 30, x + 320 * s, 720, x - 40 * s, 720], 'url(#beam)', { opacity: 0.6 }) +
          rect(x - 7 * s, top, 14 * s, 560 - top + 10, G500) +
          place(x + 150 * s, top, 0.42 * s, solarStreetUnit(0, 0, 1, true))
        )
      }).join('')
    )
  }
  if (kind === 'inverter') {
    if (variant === 0) return studio(0, 'solar') + shadow(420, 690, 190) + inverter(250, 220, 1)
    if (variant === 1)
      return (
        studio(1, 'solar') +
        rect(130, 190, 540, 360, NAVY, { rx: 30 }) +
        rect(160, 220, 480, 300, '#0f2a1e', { rx: 16 }) +
        pathEl('M190 480 Q300 260 400 300 T610 250 L610 480 Z', GREEN, { opacity: 0.9 }) +
        pathEl('M190 480 Q300 260 400 300 T610 250', 'none', stroke(GREEN_L, 6)) +
        sun(230, 270, 24) +
        times(3, (i) => circle(300 + i * 100, 610, 22, [GREEN, AMBER, G400][i] ?? G400)).join('')
      )
    return (
      room('#e9ecef', '#b8b2a6', 640, null) +
      rect(470, 90, 260, 200, 'url(#skyDay)', { stroke: WHITE, 'stroke-width': 12 }) +
      sun(650, 150, 26) +
      tiltedModule(490, 200, 160, 100, 0.9) +
      inverter(140, 250, 0.62) +
      box(430, 360, 110, 140, 20, '#f1f5f9', 8) +
      rect(455, 390, 60, 30, '#ef4444', { rx: 6 }) +
      pathEl('M230 490 L230 610 M260 490 L260 610 M290 490 L290 610', 'none', stroke(G500, 10)) +
      pathEl('M485 500 L485 610', 'none', stroke(G500, 10)) +
      pathEl('M320 240 L320 90 L500 90', 'none', stroke(G500, 10))
    )
  }
  if (kind === 'heater') {
    if (variant === 0) return studio(0, 'solar') + shadow(400, 680, 300) + waterHeater(400, 270, 0.95)
    if (variant === 1)
      return (
        studio(1, 'solar') +
        sun(160, 160, 34) +
        times(5, (i) => line(210 + i * 30, 220 + i * 14, 330 + i * 30, 330 + i * 14, AMBER, 6, { opacity: 0.7, 'stroke-dasharray': '14 12' })).join('') +
        circle(470, 440, 200, '#c7d8ea') +
        circle(470, 440, 176, '#eef6ff') +
        circle(470, 440, 140, '#3b5b8a') +
        circle(470, 440, 120, NAVY) +
        circle(470, 440, 60, '#0284c7') +
        circle(470, 440, 40, 'url(#water)') +
        pathEl('M390 350 Q420 320 470 316', 'none', { stroke: WHITE, 'stroke-width': 10, opacity: 0.5, 'stroke-linecap': 'round' })
      )
    return (
      outdoor(640, 640) +
      house(120, 420, 560, '#f5e6cf', '#b45309') +
      place(400, 292, 0.42, waterHeater(0, 0, 1)) +
      rect(0, 640, 800, 160, '#8fd19e') +
      tree(740, 650, 0.8)
    )
  }
  if (kind === 'pump') {
    if (variant === 0) return studio(0, 'solar') + shadow(380, 720, 220) + pumpBody(260, 120, 0.98) + controller(400, 360, 1)
    if (variant === 1) return studio(1, 'solar') + controller(250, 200, 1.55)
    return (
      outdoor(520, 130, true) +
      times(6, (i) => pathEl(`M${-100 + i * 160} 800 L${300 + i * 40} 520`, 'none', stroke('#5fae70', 16))).join('') +
      group({ transform: 'translate(60 300)' }, line(80, 160, 80, 240, G600, 10), line(260, 140, 260, 240, G600, 10), tiltedModule(0, 0, 300, 180, 0.95)) +
      controller(440, 380, 0.42) +
      pathEl('M560 520 L560 460 L700 460', 'none', stroke(G600, 16)) +
      pathEl('M700 460 Q730 470 740 540', 'none', { stroke: '#38bdf8', 'stroke-width': 20, 'stroke-linecap': 'round' }) +
      ellipse(720, 600, 70, 20, '#38bdf8') +
      rect(640, 580, 160, 40, '#38bdf8', { opacity: 0.7 })
    )
  }
  if (kind === 'kit') {
    if (variant === 0)
      return (
        studio(0, 'solar') +
        shadow(400, 680, 300) +
        tiltedModule(150, 180, 300, 420, 0.9) +
        inverter(470, 330, 0.6) +
        place(250, 600, 1, ellipse(0, 0, 90, 34, 'none', stroke('#ef4444', 16)), ellipse(0, -16, 90, 34, 'none', stroke(G800, 16))) +
        rect(380, 640, 300, 18, G400, { rx: 4 })
      )
    if (variant === 1)
      return (
        studio(1, 'solar') +
        sun(160, 190, 50) +
        group({ transform: 'translate(360 130) skewX(-12) scale(1 0.6)' }, moduleFlat(240, 200, 4, 4)) +
        arrow(220, 250, 340, 230, AMBER) +
        inverter(430, 360, 0.42) +
        arrow(560, 200, 590, 350, AMBER) +
        arrow(430, 480, 330, 520, GREEN) +
        place(230, 540, 0.4, house(-150, 0, 300, '#f5e6cf', NAVY2)) +
        bolt(560, 570, 2, AMBER)
      )
    return (
      outdoor(600, 660) +
      house(130, 380, 540, '#f2f4f7', '#334e68') +
      rooftopPanels(240, 270, 4, 1, 0.9) +
      tree(80, 620, 0.9) +
      rect(0, 600, 800, 200, '#8fd19e') +
      rect(300, 620, 200, 180, '#d6cbb8')
    )
  }
  if (variant === 0) return studio(0, 'solar') + shadow(400, 580, 250) + tiltedModule(280, 150, 300, 500, 1.25)
  if (variant === 1)
    return (
      studio(1, 'solar') +
      group(
        { transform: 'translate(120 110) rotate(-6)' },
        rect(-20, -20, 620, 620, 'url(#metal)', { rx: 10 }),
        rect(0, 0, 580, 580, '#e8eef6'),
        ...times(4, (i) => {
          const x = 10 + (i % 2) * 290
          const y = 10 + Math.floor(i / 2) * 290
          return (
            rect(x, y, 270, 270, '#16467d') +
            line(x, y + 135, x + 270, y + 135, '#e8eef6', 4) +
            times(5, (j) => line(x + 27 + j * 54, y, x + 27 + j * 54, y + 270, '#b8c6d8', 3)).join('')
          )
        }),
        rect(380, 470, 160, 90, G800, { rx: 10 }),
      )
    )
  return (
    outdoor(560, 150, false) +
    rect(0, 330, 800, 470, '#c9ced6') +
    rect(0, 330, 800, 16, '#aeb5c0') +
    rooftopPanels(250, 270, 4, 1, 0.95) +
    rooftopPanels(150, 460, 5, 1, 0.95)
  )
}

// ---------------------------------------------------------------------------------------------
// Air conditioners

function splitIndoor(x: number, y: number, scale: number, louvreOpen: boolean): string {
  return place(
    x,
    y,
    scale,
    rect(0, 0, 520, 150, WHITE, { rx: 26, ...stroke(G300, 3) }),
    pathEl('M4 104 L516 104 Q512 150 470 150 L50 150 Q8 150 4 104 Z', '#eef2f6'),
    louvreOpen ? pathEl('M30 128 L490 128 L470 168 L50 168 Z', G300) : rect(30, 122, 460, 10, G400, { rx: 5 }),
    rect(380, 40, 90, 34, NAVY, { rx: 8 }),
    rect(392, 50, 40, 14, COOL, { rx: 4 }),
    circle(452, 57, 5, GREEN),
    rect(36, 40, 120, 8, AMBER, { rx: 4 }),
    rect(0, 90, 520, 4, G200),
  )
}

function outdoorUnit(x: number, y: number, scale: number): string {
  return place(
    x,
    y,
    scale,
    box(0, 0, 300, 230, 40, '#e9edf2', 10),
    circle(120, 115, 88, G300),
    circle(120, 115, 78, '#56637a'),
    ...times(5, (i) => circle(120, 115, 14 + i * 14, 'none', stroke(G400, 3))),
    line(120, 37, 120, 193, G400, 3),
    line(42, 115, 198, 115, G400, 3),
    ...times(8, (i) => line(234, 30 + i * 22, 282, 30 + i * 22, G400, 4)),
    rect(10, 230, 40, 14, G600),
    rect(250, 230, 40, 14, G600),
  )
}

function cassette(cx: number, cy: number, size: number, iso: boolean): string {
  const h = size / 2
  const slots = times(4, (i) => group({ transform: `rotate(${i * 90})` }, rect(-h + 50, -h + 22, size - 100, 24, G500, { rx: 8 }))).join('')
  const grille = times(9, (i) => line(-h + 90, -h + 90 + i * ((size - 180) / 8), h - 90, -h + 90 + i * ((size - 180) / 8), G300, 3)).join('')
  const face = rect(-h, -h, size, size, WHITE, { rx: 24, ...stroke(G300, 3) }) + slots + rect(-h + 80, -h + 80, size - 160, size - 160, '#f3f6f9', stroke(G300, 3)) + grille
  if (!iso) return group({ transform: `translate(${cx} ${cy})` }, face)
  return group(
    {},
    group({ transform: `translate(${cx} ${cy + 22}) scale(1 0.55) rotate(45)` }, rect(-h, -h, size, size, G400, { rx: 24 })),
    group({ transform: `translate(${cx} ${cy}) scale(1 0.55) rotate(45)` }, face),
  )
}

function towerUnit(x: number, y: number, scale: number): string {
  return place(
    x,
    y,
    scale,
    box(0, 0, 190, 540, 36, WHITE, 26),
    rect(0, 0, 190, 540, 'none', { rx: 26, ...stroke(G300, 3) }),
    rect(30, 40, 130, 190, '#e9eef4', { rx: 16 }),
    ...times(9, (i) => rect(40, 54 + i * 19, 110, 8, G400, { rx: 4 })),
    rect(45, 260, 100, 60, NAVY, { rx: 10 }),
    rect(58, 276, 46, 18, COOL, { rx: 4 }),
    circle(124, 285, 6, GREEN),
    ...times(10, (i) => rect(30, 360 + i * 14, 130, 6, G200, { rx: 3 })),
    rect(70, 520, 50, 6, AMBER, { rx: 3 }),
  )
}

function windowUnit(x: number, y: number, scale: number): string {
  return place(
    x,
    y,
    scale,
    box(0, 0, 440, 300, 90, '#f3f5f8', 14),
    rect(20, 20, 300, 90, '#e6ebf1', { rx: 8 }),
    ...times(5, (i) => rect(30, 30 + i * 16, 280, 8, G400, { rx: 4 })),
    rect(20, 124, 300, 156, '#eef2f6', { rx: 8 }),
    ...times(12, (i) => line(30, 138 + i * 12, 310, 138 + i * 12, G300, 2)),
    rect(340, 20, 80, 260, '#e2e8f0', { rx: 8 }),
    circle(380, 80, 22, NAVY),
    circle(380, 150, 22, NAVY),
    rect(356, 210, 48, 18, COOL, { rx: 4 }),
  )
}

function airflow(x: number, y: number, count: number, spread: number, colour = COOL): string {
  return times(count, (i) =>
    pathEl(`M${x + i * spread} ${y} q20 40 -10 80 q-30 40 0 80`, 'none', {
      stroke: colour,
      'stroke-width': 6,
      'stroke-linecap': 'round',
      opacity: 0.7,
    }),
  ).join('')
}

const acDrawing: Drawing = (variant, item) => {
  const kind = pick(item, [
    [/cassette/, 'cassette'],
    [/tower/, 'tower'],
    [/window/, 'window'],
  ], 'split')
  if (kind === 'split') {
    if (variant === 0) return studio(0, 'ac') + shadow(560, 690, 170) + splitIndoor(140, 200, 1, false) + outdoorUnit(400, 440, 0.9)
    if (variant === 1)
      return studio(1, 'ac') + splitIndoor(-120, 170, 1.5, true) + airflow(120, 440, 5, 100) + group({ transform: 'translate(640 560) rotate(-18)' }, remote(0, 0, 0), rect(-30, -66, 60, 30, COOL, { rx: 4 }))
    return (
      room('#e7eef5', '#c8b49a', 600, 520) +
      splitIndoor(90, 120, 0.72, true) +
      airflow(150, 270, 4, 90) +
      rect(60, 470, 400, 140, '#f8fafc', { rx: 18 }) +
      rect(60, 440, 120, 70, light(NAVY2, 0.7), { rx: 16 }) +
      rect(50, 560, 420, 60, NAVY2, { rx: 10 }) +
      rect(40, 400, 24, 220, '#8b5e3c', { rx: 6 }) +
      rect(470, 540, 90, 80, '#8b5e3c', { rx: 6 })
    )
  }
  if (kind === 'cassette') {
    if (variant === 0) return studio(0, 'ac') + shadow(400, 620, 260) + cassette(400, 380, 380, true)
    if (variant === 1)
      return (
        studio(1, 'ac') +
        cassette(400, 400, 340, false) +
        times(4, (i) => group({ transform: `translate(400 400) rotate(${i * 90})` }, arrow(0, -190, 0, -300, COOL))).join('')
      )
    return (
      room('#efe7dc', '#9c7b5b', 560, null) +
      rect(0, 0, SIZE, 250, '#f4f1ec') +
      times(7, (i) => line(i * 140 - 20, 0, 400 + (i - 3) * 220, 250, '#e1dbd1', 3)).join('') +
      place(400, 120, 0.55, cassette(0, 0, 380, true)) +
      airflow(240, 200, 4, 110) +
      times(3, (i) => {
        const x = 160 + i * 240
        return ellipse(x, 520, 90, 26, '#f8fafc') + rect(x - 8, 520, 16, 110, G700) + rect(x - 120, 470, 40, 120, '#b45309', { rx: 8 }) + rect(x + 80, 470, 40, 120, '#b45309', { rx: 8 })
      }).join('')
    )
  }
  if (kind === 'tower') {
    if (variant === 0) return studio(0, 'ac') + shadow(420, 680, 150) + towerUnit(310, 120, 1)
    if (variant === 1)
      return studio(1, 'ac') + place(130, -40, 1.9, rect(30, 40, 130, 300, '#e9eef4', { rx: 16 }), ...times(9, (i) => rect(40, 54 + i * 19, 110, 8, G400, { rx: 4 })), rect(45, 260, 100, 60, NAVY, { rx: 10 }), rect(58, 276, 46, 18, COOL, { rx: 4 }), circle(124, 285, 6, GREEN)) + airflow(470, 120, 3, 70)
    return (
      room('#f1ece6', '#a3825f', 600, 380) +
      towerUnit(80, 250, 0.7) +
      airflow(240, 280, 3, 60) +
      sofa(320, 560, '#0f766e') +
      plant(740, 600, 0.7)
    )
  }
  if (variant === 0) return studio(0, 'ac') + shadow(420, 640, 240) + windowUnit(150, 260, 1)
  if (variant === 1)
    return (
      studio(1, 'ac') +
      place(
        140,
        250,
        1,
        box(0, 0, 440, 300, 90, '#dfe4ea', 14),
        ...times(28, (i) => line(22 + i * 14.5, 24, 22 + i * 14.5, 276, G400, 3)),
        circle(220, 150, 112, '#56637a'),
        ...times(4, (i) => circle(220, 150, 24 + i * 22, 'none', stroke(G400, 3))),
        circle(220, 150, 16, G300),
      ) +
      times(3, (i) => pathEl(`M${640 + i * 30} ${260 + i * 20} q30 -20 60 0`, 'none', stroke('#f97316', 5))).join('')
    )
  return (
    room('#f3ede3', '#c8b49a', 620, null) +
    rect(180, 160, 440, 360, '#8c7a66') +
    rect(200, 180, 400, 320, 'url(#skyDay)') +
    windowUnit(230, 330, 0.7) +
    rect(200, 180, 400, 140, '#dbeafe', { opacity: 0.3 }) +
    line(400, 180, 400, 320, WHITE, 8) +
    airflow(260, 560, 4, 90) +
    plant(700, 620, 0.6)
  )
}

// ---------------------------------------------------------------------------------------------
// FRP

function slide(x: number, y: number, scale: number, colour: string, mirror = false): string {
  return group(
    { transform: `translate(${x} ${y}) scale(${mirror ? -scale : scale} ${scale})` },
    line(-210, 0, -170, -300, G500, 12),
    line(-130, 0, -90, -300, G500, 12),
    ...times(7, (i) => line(-205 + i * 5.7, -38 - i * 40, -125 + i * 5.7, -38 - i * 40, G400, 8)),
    rect(-190, -320, 150, 24, dark(colour, 0.15), { rx: 6 }),
    pathEl('M-40 -318 C60 -300 60 -120 160 -60 C200 -34 240 -24 280 -24 L280 10 C220 10 170 4 120 -30 C30 -90 30 -260 -40 -282 Z', colour),
    pathEl('M-40 -318 C60 -300 60 -120 160 -60 C200 -34 240 -24 280 -24', 'none', { stroke: light(colour, 0.35), 'stroke-width': 10, 'stroke-linecap': 'round' }),
    line(-60, -296, -60, 0, G500, 12),
    line(140, -30, 140, 0, G500, 10),
    pathEl('M-200 -330 Q-120 -380 -30 -330', 'none', stroke(dark(colour, 0.15), 10)),
  )
}

function gazebo(cx: number, base: number, scale: number, roof: string): string {
  return place(
    cx,
    base,
    scale,
    ellipse(0, 0, 290, 50, '#d7d2c8'),
    pathEl('M-290 0 L-290 18 Q0 80 290 18 L290 0 Z', '#bdb5a8'),
    ...[-240, -90, 90, 240].map((x) => rect(x - 12, -300, 24, 300 + Math.abs(x) / 12, '#f4efe6', stroke('#d4cbbb', 2))),
    rect(-200, -110, 400, 26, '#c08a55', { rx: 6 }),
    pathEl('M-310 -300 L310 -300 L270 -270 L-270 -270 Z', dark(roof, 0.15)),
    pathEl('M-310 -300 L-120 -470 L0 -480 L120 -470 L310 -300 Z', roof),
    pathEl('M-120 -470 L-110 -300 M120 -470 L110 -300', 'none', stroke(dark(roof, 0.2), 4)),
    ...times(5, (i) => pathEl(`M${-300 + i * 12} ${-310 - i * 34} L${300 - i * 12} ${-310 - i * 34}`, 'none', { stroke: light(roof, 0.2), 'stroke-width': 3, opacity: 0.7 })),
    rect(-8, -530, 16, 56, AMBER, { rx: 6 }),
    circle(0, -536, 14, AMBER),
  )
}

function bench(x: number, y: number, scale: number, colour: string, grain: boolean): string {
  const slats = grain ? times(5, (i) => line(-250, -148 + i * 14, 230, -168 + i * 14, dark(colour, 0.18), 2)).join('') : ''
  return place(
    x,
    y,
    scale,
    rect(-230, -20, 24, 110, G700, { rx: 4 }),
    rect(200, -36, 24, 120, G700, { rx: 4 }),
    pathEl('M-270 -40 L250 -60 Q270 -30 250 -10 L-260 10 Q-290 -10 -270 -40 Z', colour),
    pathEl('M-260 10 L250 -10 L250 2 L-260 24 Z', dark(colour, 0.25)),
    pathEl('M-262 -60 Q-270 -140 -240 -200 L240 -220 Q250 -150 246 -80 Z', light(colour, 0.08)),
    slats,
    pathEl('M-262 -60 L246 -80 L246 -66 L-262 -46 Z', dark(colour, 0.2)),
  )
}

function dustbin(x: number, y: number, scale: number, colour: string, tilt = 0): string {
  return group(
    { transform: `translate(${x} ${y}) scale(${scale}) rotate(${tilt})` },
    pathEl('M-90 0 L90 0 L70 220 L-70 220 Z', colour),
    pathEl('M-90 0 L-40 0 L-40 220 L-70 220 Z', WHITE, { opacity: 0.12 }),
    pathEl('M-104 -10 Q0 -70 104 -10 L104 10 L-104 10 Z', dark(colour, 0.2)),
    rect(-60, 40, 120, 16, dark(colour, 0.25), { rx: 8 }),
    circle(-96, 60, 10, G500),
    circle(96, 60, 10, G500),
  )
}

function planter(x: number, y: number, scale: number, colour: string, square: boolean): string {
  const pot = square
    ? pathEl('M-110 0 L110 0 L92 230 L-92 230 Z', colour) + rect(-120, -20, 240, 28, dark(colour, 0.12), { rx: 4 })
    : pathEl('M-120 0 Q-120 160 -80 230 L80 230 Q120 160 120 0 Z', colour) + ellipse(0, 0, 126, 24, dark(colour, 0.14))
  return place(x, y, scale, plant(0, 0, 1.7).replace('#c2703d', 'none'), pot, pathEl('M-100 30 Q-96 150 -70 210', 'none', { stroke: WHITE, 'stroke-width': 10, opacity: 0.18 }))
}

function parkPath(): string {
  return poly([300, 560, 500, 560, 760, 800, 40, 800], '#e5dccb')
}

const frpDrawing: Drawing = (variant, item) => {
  const kind = pick(item, [
    [/gazebo/, 'gazebo'],
    [/bench/, 'bench'],
    [/dustbin|bin/, 'dustbin'],
    [/planter|pot/, 'planter'],
  ], 'slide')
  if (kind === 'slide') {
    if (variant === 0) return studio(0, 'frp') + shadow(400, 640, 280) + slide(380, 620, 1, '#ef4444')
    if (variant === 1) return studio(1, 'frp') + slide(430, 600, 0.62, '#2563eb', true) + slide(330, 700, 0.5, AMBER) + circle(160, 190, 40, GREEN, { opacity: 0.2 })
    return outdoor(560, 660) + tree(700, 580, 1.2) + tree(90, 570, 0.9, '#15803d') + slide(340, 640, 0.78, AMBER) + ellipse(340, 650, 300, 30, '#d6c39a')
  }
  if (kind === 'gazebo') {
    if (variant === 0) return studio(0, 'frp') + gazebo(400, 650, 1, '#0f766e')
    if (variant === 1)
      return (
        studio(1, 'frp') +
        group(
          { transform: 'translate(400 400)' },
          ...times(6, (i) =>
            group(
              { transform: `rotate(${i * 60})` },
              poly([0, 0, -150, -260, 150, -260], i % 2 ? '#0f766e' : '#14b8a6'),
              line(-130, -225, 130, -225, WHITE, 3, { opacity: 0.35 }),
              line(-100, -173, 100, -173, WHITE, 3, { opacity: 0.35 }),
              line(-70, -121, 70, -121, WHITE, 3, { opacity: 0.35 }),
            ),
          ),
          circle(0, 0, 30, AMBER),
        )
      )
    return outdoor(520, 120) + pathEl('M0 520 L800 520 L800 800 L0 800 Z', '#7cc58c') + parkPath() + tree(110, 540, 1.1) + tree(700, 530, 1) + gazebo(400, 600, 0.7, '#b45309')
  }
  if (kind === 'bench') {
    if (variant === 0) return studio(0, 'frp') + shadow(400, 560, 280) + bench(400, 480, 1, '#a0673a', true)
    if (variant === 1)
      return (
        studio(1, 'frp') +
        bench(420, 380, 0.72, '#16a34a', false) +
        bench(420, 620, 0.72, G500, false)
      )
    return outdoor(520, 640) + parkPath() + tree(160, 520, 1.2) + rect(640, 250, 12, 300, G600) + circle(646, 244, 22, '#fef3c7') + bench(470, 520, 0.7, '#a0673a', true)
  }
  if (kind === 'dustbin') {
    const pair = (x: number, y: number, s: number) =>
      place(
        x,
        y,
        s,
        rect(-12, -80, 24, 420, 'url(#metal)'),
        rect(-150, -60, 300, 16, G500, { rx: 6 }),
        dustbin(-110, 0, 0.9, GREEN),
        dustbin(110, 0, 0.9, '#2563eb'),
        leaf(-110, 100, 1.4, WHITE),
        rect(98, 80, 26, 34, WHITE, { rx: 3 }),
      )
    if (variant === 0) return studio(0, 'frp') + shadow(400, 680, 200) + pair(400, 340, 1.1)
    if (variant === 1)
      return studio(1, 'frp') + rect(160, 160, 24, 480, 'url(#metal)') + dustbin(400, 300, 1.4, GREEN, -28) + leaf(390, 440, 2, WHITE)
    return outdoor(540, 660) + parkPath() + tree(120, 560, 1.1) + pair(600, 420, 0.55) + bench(260, 620, 0.45, '#a0673a', true)
  }
  if (variant === 0) return studio(0, 'frp') + shadow(400, 660, 160) + planter(400, 420, 1, '#b8b1a5', false)
  if (variant === 1)
    return studio(1, 'frp') + planter(200, 470, 0.6, NAVY2, true) + planter(400, 400, 0.75, '#e7e2d8', false) + planter(610, 500, 0.55, '#c2410c', false)
  return (
    room('#eae6df', '#b9b1a4', 600, null) +
    rect(250, 120, 300, 480, NAVY2, { rx: 6 }) +
    rect(270, 140, 120, 460, '#dbeafe', { opacity: 0.6 }) +
    rect(410, 140, 120, 460, '#dbeafe', { opacity: 0.6 }) +
    planter(140, 470, 0.6, '#b8b1a5', false) +
    planter(660, 470, 0.6, '#b8b1a5', false)
  )
}

// ---------------------------------------------------------------------------------------------
// Traded goods

function coil(cx: number, cy: number, scale: number, colour: string): string {
  return place(
    cx,
    cy,
    scale,
    ellipse(0, 14, 120, 46, dark(colour, 0.3)),
    ellipse(0, 0, 120, 46, colour),
    ellipse(0, 0, 60, 22, dark(colour, 0.35)),
    ellipse(0, -4, 98, 36, 'none', stroke(light(colour, 0.25), 3)),
    ellipse(0, -2, 80, 30, 'none', stroke(light(colour, 0.15), 2)),
  )
}

function drum(cx: number, cy: number, scale: number, colours: string[]): string {
  const wraps = times(9, (i) => rect(-110, -150 + i * 32, 220, 30, colours[i % colours.length] ?? G800, { rx: 14 })).join('')
  return place(
    cx,
    cy,
    scale,
    ellipse(-120, 0, 60, 210, '#a0673a'),
    wraps,
    ellipse(120, 0, 60, 210, '#c08a55'),
    ellipse(120, 0, 44, 170, '#b07a45'),
    ellipse(120, 0, 14, 40, '#6b4226'),
  )
}

function crossSection(cx: number, cy: number, scale: number, insulation: string, tinned: boolean): string {
  const strand = tinned ? '#d8dee7' : '#e0914a'
  const strands: string[] = []
  for (let ring = 0; ring < 3; ring++) {
    const count = ring === 0 ? 1 : ring * 6
    for (let i = 0; i < count; i++) {
      const a = (i / count) * Math.PI * 2
      strands.push(circle(Math.cos(a) * ring * 34, Math.sin(a) * ring * 34, 17, strand, stroke(dark(strand, 0.25), 2)))
    }
  }
  return place(cx, cy, scale, circle(0, 0, 170, insulation), circle(0, 0, 130, dark(insulation, 0.25)), circle(0, 0, 104, '#f4f1ea'), ...strands)
}

function mcb(x: number, y: number, scale: number, poles: number): string {
  const width = 70 * poles
  return place(
    x,
    y,
    scale,
    rect(0, 0, width, 300, WHITE, { rx: 8, ...stroke(G300, 3) }),
    rect(0, 100, width, 100, '#f1f4f8'),
    ...times(poles, (i) => circle(35 + i * 70, 34, 16, G300) + line(25 + i * 70, 34, 45 + i * 70, 34, G600, 4) + circle(35 + i * 70, 266, 16, G300) + line(25 + i * 70, 266, 45 + i * 70, 266, G600, 4)),
    rect(12, 110, width - 24, 40, NAVY, { rx: 6 }),
    rect(22, 104, width - 44, 20, '#1d4e89', { rx: 4 }),
    rect(width / 2 - 20, 170, 40, 18, '#ef4444', { rx: 3 }),
  )
}

function battery(x: number, y: number, scale: number): string {
  return place(
    x,
    y,
    scale,
    box(0, 0, 260, 460, 60, '#1f2937', 16),
    rect(0, 0, 260, 60, '#111827', { rx: 16 }),
    rect(40, -40, 40, 46, '#ef4444', { rx: 6 }),
    rect(180, -40, 40, 46, G700, { rx: 6 }),
    rect(0, 150, 260, 120, AMBER),
    bolt(130, 210, 1.6, NAVY),
    circle(210, 110, 18, '#0f172a', stroke(G400, 3)),
    circle(210, 110, 10, GREEN),
    rect(30, 320, 200, 12, G600, { rx: 6 }),
    rect(30, 344, 140, 12, G600, { rx: 6 }),
  )
}

function switchPlate(x: number, y: number, scale: number, plate: string, key: string): string {
  const rocker = (rx: number) => rect(rx, 40, 70, 140, key, { rx: 10, ...stroke(dark(plate, 0.12), 2) }) + rect(rx + 30, 60, 10, 10, AMBER, { rx: 2 })
  return place(
    x,
    y,
    scale,
    rect(0, 0, 640, 220, plate, { rx: 28, ...stroke(dark(plate, 0.14), 3) }),
    rect(20, 20, 600, 180, dark(plate, 0.04), { rx: 16 }),
    rocker(40),
    rocker(120),
    rocker(200),
    circle(360, 110, 66, key, stroke(dark(plate, 0.12), 2)),
    circle(360, 78, 12, G800),
    circle(334, 130, 10, G800),
    circle(386, 130, 10, G800),
    rect(450, 40, 70, 140, key, { rx: 10, ...stroke(dark(plate, 0.12), 2) }),
    rect(470, 70, 30, 12, G800, { rx: 3 }),
    rect(470, 120, 30, 12, G800, { rx: 6 }),
    circle(570, 110, 34, key, stroke(dark(plate, 0.14), 3)),
    rect(566, 80, 8, 24, AMBER, { rx: 3 }),
  )
}

function ledDriver(x: number, y: number, scale: number): string {
  return place(
    x,
    y,
    scale,
    pathEl('M0 60 C-60 60 -60 150 -140 150', 'none', stroke('#92400e', 8)),
    pathEl('M0 80 C-50 80 -40 190 -130 190', 'none', stroke('#1d4ed8', 8)),
    pathEl('M440 60 C500 60 500 150 580 150', 'none', stroke('#ef4444', 8)),
    pathEl('M440 80 C490 80 480 190 570 190', 'none', stroke(G800, 8)),
    rect(-30, 30, 500, 80, G400, { rx: 10 }),
    circle(-10, 70, 8, G600),
    circle(450, 70, 8, G600),
    box(0, 0, 440, 140, 50, '#d5dbe3', 10),
    rect(0, 0, 440, 140, 'url(#metalV)', { rx: 10, opacity: 0.7 }),
    rect(40, 40, 200, 20, NAVY, { rx: 6 }),
    rect(40, 76, 130, 12, G500, { rx: 6 }),
    rect(300, 40, 100, 56, WHITE, { rx: 6 }),
    bolt(350, 68, 0.9, AMBER),
  )
}

function pcb(x: number, y: number, scale: number): string {
  return place(
    x,
    y,
    scale,
    rect(0, 0, 520, 300, '#0f5132', { rx: 14 }),
    ...times(9, (i) => pathEl(`M${30 + i * 55} 280 L${30 + i * 55} 240 L${60 + i * 50} 200`, 'none', stroke('#3d8b5e', 4))),
    rect(60, 60, 130, 110, '#1f2937', { rx: 8 }),
    rect(74, 80, 102, 70, '#f4d8a6', { rx: 4 }),
    ...times(3, (i) => rect(240 + i * 70, 40, 50, 130, '#1d4ed8', { rx: 22 }) + ellipse(265 + i * 70, 44, 25, 8, '#93c5fd')),
    rect(260, 200, 80, 50, G800, { rx: 4 }),
    ...times(6, (i) => rect(380 + (i % 3) * 40, 200 + Math.floor(i / 3) * 40, 24, 12, AMBER, { rx: 3 })),
  )
}

function pipes(cx: number, cy: number, scale: number, colour: string): string {
  const pipesList = times(5, (i) => {
    const y = i * 50 - (i % 2) * 4
    const x = (i % 2) * 30
    return rect(x - 250, y, 500, 46, colour, { rx: 6 }) + rect(x - 250, y + 6, 500, 8, WHITE, { opacity: 0.45 }) + ellipse(x + 250, y + 23, 12, 23, dark(colour, 0.18)) + ellipse(x + 250, y + 23, 7, 15, G700)
  }).join('')
  return place(cx, cy, scale, pipesList)
}

function junctionBox(cx: number, cy: number, scale: number, colour: string): string {
  return place(
    cx,
    cy,
    scale,
    rect(-150, -30, 80, 60, colour, { rx: 6 }),
    rect(70, -30, 80, 60, colour, { rx: 6 }),
    rect(-30, 70, 60, 80, colour, { rx: 6 }),
    circle(0, 0, 100, colour, stroke(dark(colour, 0.2), 4)),
    circle(0, 0, 76, light(colour, 0.4)),
    circle(-40, -40, 8, G500),
    circle(40, 40, 8, G500),
  )
}

function shelf(y: number): string {
  return rect(40, y, 720, 20, '#8b5e3c') + rect(40, y + 20, 720, 8, '#6b4226')
}

const tradingDrawing: Drawing = (variant, item) => {
  const kind = pick(item, [
    [/solar.*cable|dc-cable/, 'drum'],
    [/wire|cable/, 'coil'],
    [/breaker|mcb/, 'mcb'],
    [/battery/, 'battery'],
    [/switch|socket/, 'switch'],
    [/driver/, 'driver'],
    [/conduit|pipe/, 'conduit'],
  ], 'driver')
  if (kind === 'coil') {
    const stack = (x: number, y: number, s: number) =>
      place(x, y, s, coil(0, 80, 1, '#dc2626'), coil(0, 24, 1, '#facc15'), coil(0, -32, 1, '#2563eb'), coil(0, -88, 1, GREEN))
    if (variant === 0) return studio(0, 'trading') + shadow(400, 560, 200) + stack(300, 420, 1.15) + coil(560, 520, 0.9, G800)
    if (variant === 1)
      return studio(1, 'trading') + crossSection(330, 420, 1.2, '#dc2626', false) + pathEl('M500 420 L720 360', 'none', stroke('#dc2626', 50)) + times(7, (i) => line(700, 350 + i * 4, 760, 330 + i * 7, '#e0914a', 5)).join('')
    return (
      room('#eceff3', '#9ca3af', 680, null) +
      shelf(260) +
      shelf(480) +
      shelf(680) +
      times(4, (i) => coil(130 + i * 180, 222, 0.62, ['#dc2626', '#facc15', '#2563eb', GREEN][i] ?? G800)).join('') +
      times(4, (i) => coil(130 + i * 180, 442, 0.62, [G800, '#dc2626', GREEN, '#2563eb'][i] ?? G800)).join('') +
      times(4, (i) => coil(130 + i * 180, 640, 0.62, ['#facc15', G800, '#dc2626', '#2563eb'][i] ?? G800)).join('')
    )
  }
  if (kind === 'drum') {
    if (variant === 0) return studio(0, 'trading') + shadow(400, 640, 220) + drum(400, 400, 1, ['#dc2626', '#111827'])
    if (variant === 1)
      return (
        studio(1, 'trading') +
        crossSection(260, 330, 0.9, G800, true) +
        crossSection(520, 470, 0.9, '#dc2626', true) +
        rect(230, 580, 120, 60, G800, { rx: 14 }) +
        rect(350, 596, 80, 28, G600, { rx: 6 })
      )
    return (
      outdoor(700, 120, false) +
      rect(0, 400, 800, 400, '#c9ced6') +
      rooftopPanels(140, 180, 5, 2, 0.8) +
      pathEl('M180 560 Q300 660 520 620 T780 700', 'none', stroke('#dc2626', 12)) +
      pathEl('M160 580 Q300 690 520 650 T780 730', 'none', stroke('#111827', 12)) +
      drum(120, 700, 0.3, ['#dc2626', '#111827'])
    )
  }
  if (kind === 'mcb') {
    if (variant === 0)
      return studio(0, 'trading') + shadow(400, 600, 280) + rect(100, 380, 600, 40, G400, { rx: 4 }) + mcb(130, 250, 1, 1) + mcb(220, 250, 1, 2) + mcb(380, 250, 1, 4)
    if (variant === 1) return studio(1, 'trading') + group({ transform: 'translate(270 140) rotate(-6)' }, mcb(0, 0, 1.7, 2)) + circle(640, 620, 40, GREEN, { opacity: 0.25 })
    return (
      room('#e6e9ee', '#a8b0bb', 720, null) +
      rect(160, 80, 480, 600, '#cfd6df', { rx: 14 }) +
      rect(180, 100, 440, 560, '#eef1f5', { rx: 8 }) +
      pathEl('M640 80 L760 130 L760 630 L640 680 Z', '#b8c1cc') +
      times(3, (row) =>
        rect(200, 150 + row * 170, 400, 14, G400) + times(5, (i) => mcb(212 + i * 78, 100 + row * 170, 0.36, 2)).join(''),
      ).join('') +
      times(6, (i) => pathEl(`M${230 + i * 70} 100 L${230 + i * 70} 60`, 'none', stroke(['#dc2626', '#111827', '#facc15', '#2563eb', GREEN, '#dc2626'][i] ?? G800, 8))).join('')
    )
  }
  if (kind === 'battery') {
    if (variant === 0) return studio(0, 'trading') + shadow(420, 680, 200) + battery(270, 190, 1)
    if (variant === 1)
      return (
        studio(1, 'trading') +
        rect(170, 170, 460, 460, '#1f2937', { rx: 24 }) +
        rect(200, 200, 400, 400, '#374151', { rx: 12 }) +
        times(7, (i) => rect(222 + i * 54, 230, 38, 340, i % 2 ? '#9ca3af' : '#b45309', { rx: 19 }) + times(8, (j) => line(230 + i * 54, 260 + j * 40, 252 + i * 54, 260 + j * 40, dark(i % 2 ? '#9ca3af' : '#b45309', 0.3), 3)).join('')).join('') +
        rect(200, 200, 400, 30, '#60a5fa', { opacity: 0.35 })
      )
    return (
      room('#efe9df', '#c2ad90', 640, 520) +
      battery(140, 400, 0.52) +
      box(100, 330, 240, 80, 30, '#f4f6f9', 10) +
      rect(130, 350, 60, 24, NAVY, { rx: 4 }) +
      circle(230, 362, 8, GREEN) +
      rect(360, 300, 60, 80, WHITE, { rx: 6, ...stroke(G300, 2) }) +
      pathEl('M300 340 C340 340 340 340 370 340', 'none', stroke(G800, 6)) +
      sofa(430, 600, '#0f766e')
    )
  }
  if (kind === 'switch') {
    if (variant === 0) return studio(0, 'trading') + shadow(400, 560, 280) + switchPlate(80, 290, 1, WHITE, '#f8fafc')
    if (variant === 1) return studio(1, 'trading') + group({ transform: 'translate(50 300) rotate(-8)' }, switchPlate(0, 0, 1.12, '#374151', '#4b5563'))
    return (
      room('#e8e1d6', '#b08d68', 640, null) +
      rect(80, 120, 220, 520, '#8b5e3c') +
      circle(270, 400, 12, AMBER) +
      switchPlate(340, 330, 0.45, WHITE, '#f8fafc') +
      rect(660, 420, 120, 220, '#a0673a', { rx: 8 }) +
      rect(700, 330, 40, 90, G300) +
      poly([680, 260, 760, 260, 780, 330, 660, 330], AMBER_L) +
      poly([680, 330, 760, 330, 800, 420, 640, 420], 'url(#beam)', { opacity: 0.6 })
    )
  }
  if (kind === 'driver') {
    if (variant === 0) return studio(0, 'trading') + shadow(400, 560, 260) + ledDriver(180, 340, 1)
    if (variant === 1) return studio(1, 'trading') + pcb(140, 250, 1)
    return (
      room('#e7ecf2', '#aeb8c4', 700, null) +
      rect(0, 0, 800, 380, '#8796a8') +
      times(5, (i) => rect(20 + i * 170, 60, 30, 320, '#6f7f93')).join('') +
      rect(0, 380, 800, 24, '#f1f5f9') +
      ledDriver(200, 250, 0.5) +
      pathEl('M490 280 L560 280 L560 392', 'none', stroke('#ef4444', 6)) +
      pathEl('M485 290 L545 290 L545 392', 'none', stroke(G800, 6)) +
      rect(440, 392, 220, 16, '#fffdf2', stroke(G300, 2)) +
      poly([440, 408, 660, 408, 790, 700, 310, 700], 'url(#beam)', { opacity: 0.55 }) +
      rect(380, 560, 340, 22, '#8b5e3c', { rx: 4 }) +
      rect(400, 582, 14, 118, '#5b3a22') +
      rect(686, 582, 14, 118, '#5b3a22') +
      box(470, 500, 130, 60, 10, G800, 4) +
      rect(480, 508, 110, 44, '#60a5fa', { rx: 3 })
    )
  }
  if (variant === 0) return studio(0, 'trading') + shadow(400, 620, 280) + pipes(400, 260, 1, '#cfd5dd') + junctionBox(540, 530, 0.7, G300)
  if (variant === 1)
    return (
      studio(1, 'trading') +
      times(12, (i) => {
        const row = Math.floor(i / 4)
        const x = 190 + (i % 4) * 140 + (row % 2) * 70
        const y = 250 + row * 120
        return circle(x, y, 62, '#e5e7eb', stroke(G400, 3)) + circle(x, y, 46, G700)
      }).join('')
    )
  return (
    room('#e9dfd0', '#b3a48f', 680, null) +
    times(8, (row) => times(6, (col) => rect(((row % 2) * 70 + col * 140) - 40, row * 60 + 200, 130, 52, '#dfd2bf', { rx: 3 })).join('')).join('') +
    pathEl('M180 0 L180 420 Q180 440 200 440 L500 440 L500 560', 'none', { stroke: '#b9a688', 'stroke-width': 52, 'stroke-linejoin': 'round' }) +
    pathEl('M180 0 L180 420 Q180 440 200 440 L500 440 L500 560', 'none', { stroke: '#d5dae1', 'stroke-width': 28, 'stroke-linejoin': 'round' }) +
    pathEl('M174 0 L174 420 M200 434 L494 434', 'none', { stroke: WHITE, 'stroke-width': 6, opacity: 0.7 }) +
    junctionBox(180, 440, 0.4, G300) +
    rect(440, 540, 120, 120, WHITE, { rx: 10, ...stroke(G300, 3) }) +
    rect(468, 568, 64, 64, '#f1f5f9', stroke(G300, 2)) +
    pipes(620, 620, 0.3, '#cfd5dd')
  )
}

// ---------------------------------------------------------------------------------------------
// Products: which drawing, and writing the files

interface Item {
  category: Category
  slug: string
  name: string
  images: string[]
}
type Drawing = (variant: Variant, item: Item) => string

const drawings: Record<Category, Drawing> = {
  fan: fanDrawing,
  light: lightDrawing,
  solar: solarDrawing,
  ac: acDrawing,
  frp: frpDrawing,
  trading: tradingDrawing,
}

function pick<K extends string>(item: Item, rules: [RegExp, K][], fallback: K): K {
  const key = `${item.slug} ${item.name}`.toLowerCase()
  return rules.find(([pattern]) => pattern.test(key))?.[1] ?? fallback
}

const categories: Category[] = ['fan', 'light', 'solar', 'ac', 'frp', 'trading']

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'))
}

function readItems(category: Category): Item[] {
  const raw = readJson(path.join(CONTENT, 'products', `${category}.json`))
  if (!Array.isArray(raw)) throw new Error(`products/${category}.json is not a list`)
  return raw.map((entry: { slug: string; name: string; images: { cover: string; more?: string[] } }) => ({
    category,
    slug: entry.slug,
    name: entry.name,
    images: [entry.images.cover, ...(entry.images.more ?? [])],
  }))
}

function publicFile(sitePath: string): string {
  if (!sitePath.startsWith('/')) throw new Error(`not a site-root path: ${sitePath}`)
  return path.join(PUBLIC, sitePath)
}

async function writeWebp(file: string, svg: string): Promise<number> {
  mkdirSync(path.dirname(file), { recursive: true })
  const data = await sharp(Buffer.from(svg)).resize(SIZE, SIZE).webp(WEBP).toBuffer()
  writeFileSync(file, data)
  return data.length
}

// ---------------------------------------------------------------------------------------------
// Logos: a symbol and a two-line wordmark, each distinct

interface Logo {
  name: string
  cover: string
}

const symbols: Record<string, (colour: string, accent: string) => string> = {
  university: (c, a) => poly([48, 16, 84, 32, 48, 48, 12, 32], c) + rect(24, 44, 48, 22, c) + rect(44, 66, 8, 14, a) + line(80, 34, 80, 58, a, 3),
  institute: (c, a) => circle(48, 48, 32, 'none', stroke(c, 6)) + poly([48, 24, 62, 58, 34, 58], a) + circle(48, 48, 6, c),
  hospital: (c, a) => rect(16, 16, 64, 64, c, { rx: 16 }) + rect(40, 26, 16, 44, '#fff') + rect(26, 40, 44, 16, '#fff') + circle(72, 24, 6, a),
  rail: (c, a) => rect(20, 18, 56, 52, c, { rx: 14 }) + rect(28, 28, 40, 18, '#fff', { rx: 4 }) + circle(34, 58, 5, a) + circle(62, 58, 5, a) + line(22, 80, 74, 80, c, 4) + line(30, 70, 22, 82, c, 4) + line(66, 70, 74, 82, c, 4),
  civic: (c, a) => poly([48, 12, 82, 34, 14, 34], c) + times(4, (i) => rect(20 + i * 16, 38, 8, 30, c)).join('') + rect(14, 70, 68, 8, c) + circle(48, 26, 5, a),
  steel: (c, a) => times(8, (i) => group({ transform: `rotate(${i * 45} 48 48)` }, rect(42, 12, 12, 16, c, { rx: 2 }))).join('') + circle(48, 48, 24, c) + circle(48, 48, 10, a),
  park: (c, a) => rect(18, 30, 20, 48, c) + rect(42, 16, 20, 62, a) + rect(66, 40, 14, 38, c) + line(12, 80, 84, 80, c, 4),
  port: (c, a) => line(48, 16, 48, 76, c, 6) + pathEl('M22 54 Q48 92 74 54', 'none', stroke(c, 6)) + line(34, 30, 62, 30, c, 6) + circle(48, 14, 7, a),
  sun: (c, a) => circle(48, 52, 18, a) + times(7, (i) => group({ transform: `rotate(${-90 + (i - 3) * 26} 48 52)` }, rect(74, 49, 14, 6, a, { rx: 3 }))).join('') + line(14, 76, 82, 76, c, 6),
  bolt: (c, a) => circle(48, 48, 34, c) + pathEl('M54 20 L34 52 L48 52 L42 78 L64 42 L50 42 Z', a),
  grid: (c, a) => pathEl('M48 14 L80 30 L80 66 L48 82 L16 66 L16 30 Z', c) + cells(3, 3, 40, 40, 3, '#fff').replace(/<rect/g, '<rect transform="translate(28 28)"') + circle(76, 20, 8, a),
  wave: (c, a) => pathEl('M12 40 Q30 20 48 40 T84 40', 'none', stroke(c, 8)) + pathEl('M12 62 Q30 42 48 62 T84 62', 'none', stroke(a, 8)),
  lamp: (c, a) => circle(48, 40, 24, a) + rect(38, 62, 20, 12, c, { rx: 3 }) + rect(41, 76, 14, 6, c, { rx: 2 }) + line(48, 8, 48, 14, a, 4) + line(20, 22, 25, 27, a, 4) + line(76, 22, 71, 27, a, 4),
  snow: (c, a) => times(3, (i) => group({ transform: `rotate(${i * 60} 48 48)` }, line(48, 14, 48, 82, c, 6), line(40, 22, 48, 30, a, 4), line(56, 22, 48, 30, a, 4))).join(''),
}

const logoStyles: { match: RegExp; symbol: string; colour: string; accent: string }[] = [
  { match: /university/i, symbol: 'university', colour: '#1e3a8a', accent: AMBER },
  { match: /institute|technology/i, symbol: 'institute', colour: '#7c2d12', accent: '#ea580c' },
  { match: /hospital|care/i, symbol: 'hospital', colour: '#0f766e', accent: '#f43f5e' },
  { match: /rail/i, symbol: 'rail', colour: '#9f1239', accent: AMBER },
  { match: /municipal|corporation|council/i, symbol: 'civic', colour: '#334155', accent: '#0ea5e9' },
  { match: /steel|engineering/i, symbol: 'steel', colour: '#475569', accent: '#f97316' },
  { match: /park|business/i, symbol: 'park', colour: '#6d28d9', accent: '#a78bfa' },
  { match: /port|mangrove/i, symbol: 'port', colour: '#075985', accent: '#22c55e' },
  { match: /coastline|agenc/i, symbol: 'wave', colour: '#0e7490', accent: '#f97316' },
  { match: /solar|grid/i, symbol: 'grid', colour: NAVY, accent: AMBER },
  { match: /surya|sun/i, symbol: 'sun', colour: NAVY, accent: AMBER },
  { match: /vidyut|electrical|electric/i, symbol: 'bolt', colour: '#1d4ed8', accent: AMBER_L },
  { match: /lighting|bright/i, symbol: 'lamp', colour: '#854d0e', accent: '#facc15' },
  { match: /cooling|him/i, symbol: 'snow', colour: '#0369a1', accent: '#38bdf8' },
]
const fallbackLogo = { symbol: 'wave', colour: GREEN, accent: NAVY }

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** Splits a name into a bold first line and a lighter second line. */
function splitName(name: string): [string, string] {
  const words = name.split(' ')
  if (words.length === 1) return [name, '']
  const firstLength = words.length >= 4 ? 2 : 1
  return [words.slice(0, firstLength).join(' '), words.slice(firstLength).join(' ')]
}

function logoSvg(name: string, used: Set<string>): string {
  const candidates = logoStyles.filter((style) => style.match.test(name))
  const style = candidates.find((candidate) => !used.has(candidate.symbol)) ?? candidates[0] ?? fallbackLogo
  used.add(style.symbol)
  const [first, second] = splitName(name)
  // Generous per-character widths, so the wordmark fits in the 136 units right of the symbol
  // whatever system font the browser picks; a line still too long is squeezed with textLength.
  const fit = (text: string, base: number, min: number, em: number) => {
    const size = Math.max(min, Math.min(base, Math.floor(136 / (text.length * em))))
    return { size, squeeze: text.length * em * size > 136 ? ' textLength="136" lengthAdjust="spacingAndGlyphs"' : '' }
  }
  const top = fit(first, 22, 14, 0.66)
  const bottom = fit(second.toUpperCase(), 12, 9, 0.8)
  const draw = symbols[style.symbol] ?? symbols.wave
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 96" width="240" height="96" role="img" aria-label="${escapeXml(name)}">` +
    `<title>${escapeXml(name)}</title>` +
    (draw ? draw(style.colour, style.accent) : '') +
    `<g font-family="system-ui, sans-serif" fill="${style.colour}">` +
    `<text x="98" y="${second ? 48 : 56}" font-size="${top.size}" font-weight="700"${top.squeeze}>${escapeXml(first)}</text>` +
    (second
      ? `<text x="98" y="68" font-size="${bottom.size}" font-weight="600" letter-spacing=".5" fill-opacity=".75"${bottom.squeeze}>${escapeXml(second.toUpperCase())}</text>`
      : '') +
    `</g>` +
    rect(98, 76, 36, 3, style.accent, { rx: 1.5 }) +
    `</svg>`
  )
}

function readLogos(kind: string): Logo[] {
  const raw = readJson(path.join(CONTENT, 'logos', `${kind}.json`))
  if (!Array.isArray(raw)) throw new Error(`logos/${kind}.json is not a list`)
  return raw.map((entry: { name: string; image: { cover: string } }) => ({ name: entry.name, cover: entry.image.cover }))
}

// ---------------------------------------------------------------------------------------------

function folderBytes(folder: string): number {
  let total = 0
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name)
    total += entry.isDirectory() ? folderBytes(full) : statSync(full).size
  }
  return total
}

async function main(): Promise<void> {
  const only = process.argv[2]
  const warnings: string[] = []
  let count = 0
  for (const category of categories) {
    if (only && only !== category && !only.startsWith(`${category}/`)) continue
    for (const item of readItems(category)) {
      if (only && only.includes('/') && only !== `${category}/${item.slug}`) continue
      const sizes: number[] = []
      for (const [index, image] of item.images.entries()) {
        const variant = (index % 3) as Variant
        const bytes = await writeWebp(publicFile(image), svgDoc(drawings[category](variant, item)))
        sizes.push(bytes)
        count += 1
        if (bytes > PRODUCT_BUDGET) warnings.push(`${image}: ${(bytes / 1024).toFixed(1)} KB`)
      }
      console.log(`${category}/${item.slug}: ${sizes.map((bytes) => `${(bytes / 1024).toFixed(1)}K`).join(' ')}`)
    }
  }
  if (!only) {
    for (const kind of ['happy-customer', 'channel-partner']) {
      const used = new Set<string>()
      for (const logo of readLogos(kind)) {
        const svg = logoSvg(logo.name, used)
        const file = publicFile(logo.cover)
        mkdirSync(path.dirname(file), { recursive: true })
        writeFileSync(file, svg)
        count += 1
        if (svg.length > LOGO_BUDGET) warnings.push(`${logo.cover}: ${svg.length} bytes`)
      }
    }
  }
  const catalogue = folderBytes(path.join(PUBLIC, 'catalogue'))
  const logos = only ? 0 : folderBytes(path.join(PUBLIC, 'logos'))
  console.log(`${count} files; public/catalogue ${(catalogue / 1024).toFixed(0)} KB, public/logos ${(logos / 1024).toFixed(1)} KB`)
  for (const warning of warnings) console.warn(`over budget: ${warning}`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
