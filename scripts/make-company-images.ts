/**
 * Draws the company pages' illustrations from hand-built SVG.
 *
 *   npx tsx scripts/make-company-images.ts
 *
 * It imports the typed lists in content/company/ and writes exactly the image files they name,
 * under public/images/{team,projects,exhibitions,csr,brands}: the data and the pictures cannot
 * drift apart. Team portraits are flat illustrated avatars (480x480 WebP); projects,
 * exhibitions and CSR programmes get an 800x600 scene chosen by keywords in their id, name and
 * summary (with a per-line fallback, so an unknown entry still gets a sensible picture); brand
 * logos are small SVG wordmarks. Output is deterministic: reruns give identical files.
 */
import { mkdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

import { brands } from '../content/company/brands'
import { csrInitiatives } from '../content/company/csr'
import { exhibitions } from '../content/company/exhibitions'
import { projects } from '../content/company/projects'
import { team } from '../content/company/team'

const ROOT = path.resolve(__dirname, '..')
const PUBLIC = path.join(ROOT, 'public')
const ALLOWED = ['images/team/', 'images/projects/', 'images/exhibitions/', 'images/csr/', 'images/brands/']
const W = 800
const H = 600
const AVATAR = 480
const SCENE_BUDGET = 30 * 1024
const LOGO_BUDGET = 3 * 1024
const QUALITIES = [68, 62, 56, 50]

// ---------------------------------------------------------------------------------------------
// Palette and colour helpers

const NAVY = '#0b2545'
const NAVY2 = '#13315c'
const AMBER = '#f59e0b'
const AMBER_L = '#fcd34d'
const GREEN = '#16a34a'
const GREEN_D = '#15803d'
const GREEN_L = '#86efac'
const G200 = '#e2e8f0'
const G300 = '#cbd5e1'
const G400 = '#94a3b8'
const G500 = '#64748b'
const G600 = '#475569'
const G700 = '#334155'
const G800 = '#1e293b'
const WHITE = '#ffffff'

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
const pick = <T>(list: readonly T[], rand: () => number): T => list[Math.floor(rand() * list.length) % list.length] as T

// ---------------------------------------------------------------------------------------------
// SVG helpers

type Attrs = Record<string, string | number | undefined>
type P = [number, number]
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
const line = (x1: number, y1: number, x2: number, y2: number, colour: string, width = 2, extra: Attrs = {}) =>
  el('line', { x1, y1, x2, y2, stroke: colour, 'stroke-width': width, 'stroke-linecap': 'round', ...extra })
const poly = (points: P[], fill: string, extra: Attrs = {}) =>
  el('polygon', { points: points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' '), fill, ...extra })
const group = (list: Attrs, ...children: string[]) => el('g', list, children.join(''))
const place = (x: number, y: number, scale: number, ...children: string[]) =>
  group({ transform: `translate(${r1(x)} ${r1(y)}) scale(${r1(scale * 100) / 100})` }, ...children)
const times = <T>(count: number, make: (i: number) => T): T[] => Array.from({ length: count }, (_, i) => make(i))
const text = (x: number, y: number, size: number, fill: string, content: string, extra: Attrs = {}) =>
  el('text', { x, y, 'font-size': size, fill, 'font-family': 'DejaVu Sans, Arial, sans-serif', 'font-weight': 700, ...extra }, content)

const lerp = (a: P, b: P, t: number): P => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]
/** A point inside a quadrilateral given as [top-left, top-right, bottom-right, bottom-left]. */
function quadPoint(q: [P, P, P, P], u: number, v: number): P {
  return lerp(lerp(q[0], q[1], u), lerp(q[3], q[2], u), v)
}

const DEFS = [
  '<linearGradient id="skyDay" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8ecbf0"/><stop offset="1" stop-color="#e6f4fc"/></linearGradient>',
  '<linearGradient id="skyDusk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b2545"/><stop offset=".55" stop-color="#40507e"/><stop offset="1" stop-color="#f2a54a"/></linearGradient>',
  '<linearGradient id="skyNight" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#061731"/><stop offset="1" stop-color="#1c3762"/></linearGradient>',
  '<linearGradient id="pv" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2f5597"/><stop offset=".5" stop-color="#1d3b6e"/><stop offset="1" stop-color="#142c54"/></linearGradient>',
  '<linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff4c2" stop-opacity=".7"/><stop offset="1" stop-color="#fff4c2" stop-opacity="0"/></linearGradient>',
  '<linearGradient id="beamW" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f0f9ff" stop-opacity=".7"/><stop offset="1" stop-color="#f0f9ff" stop-opacity="0"/></linearGradient>',
  '<radialGradient id="glow"><stop offset="0" stop-color="#fff7d1" stop-opacity=".95"/><stop offset="1" stop-color="#fbbf24" stop-opacity="0"/></radialGradient>',
  '<radialGradient id="pool"><stop offset="0" stop-color="#fde68a" stop-opacity=".55"/><stop offset="1" stop-color="#fde68a" stop-opacity="0"/></radialGradient>',
  '<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#38bdf8"/><stop offset="1" stop-color="#0369a1"/></linearGradient>',
  '<linearGradient id="floorHall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfd6df"/><stop offset="1" stop-color="#e9edf2"/></linearGradient>',
].join('')

const svgScene = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${DEFS}</defs>${body}</svg>`

// ---------------------------------------------------------------------------------------------
// Scene furniture

type Sky = 'day' | 'dusk' | 'night'

function cloud(x: number, y: number, s: number, opacity = 0.9): string {
  return place(
    x,
    y,
    s,
    group(
      { fill: WHITE, opacity },
      ellipse(0, 0, 60, 18, WHITE),
      circle(-22, -10, 20, WHITE),
      circle(8, -18, 26, WHITE),
      circle(34, -6, 16, WHITE),
    ),
  )
}

function sky(kind: Sky, rand: () => number, horizon = 420): string {
  const parts = [rect(0, 0, W, horizon + 40, kind === 'day' ? 'url(#skyDay)' : kind === 'dusk' ? 'url(#skyDusk)' : 'url(#skyNight)')]
  if (kind === 'day') {
    const sx = 560 + rand() * 160
    parts.push(circle(sx, 92, 56, AMBER_L, { opacity: 0.35 }), circle(sx, 92, 36, AMBER_L))
    parts.push(cloud(120 + rand() * 120, 80 + rand() * 40, 1), cloud(360 + rand() * 140, 60 + rand() * 40, 0.75, 0.8))
  } else {
    const stars = kind === 'night' ? 40 : 16
    for (let i = 0; i < stars; i++) {
      parts.push(circle(rand() * W, rand() * (horizon * 0.55), rand() * 1.4 + 0.6, WHITE, { opacity: 0.35 + rand() * 0.5 }))
    }
    parts.push(circle(640 + rand() * 80, 80, 20, '#fef3c7', { opacity: 0.9 }), circle(650 + rand() * 80, 74, 18, kind === 'night' ? '#0a1d3b' : '#17305a', { opacity: 0.95 }))
  }
  return parts.join('')
}

function hills(y: number, colour: string, rand: () => number, amp = 40): string {
  let d = `M0 ${y}`
  const steps = 6
  for (let i = 1; i <= steps; i++) {
    const x = (W / steps) * i
    const cx = x - W / steps / 2
    d += ` Q${r1(cx)} ${r1(y - amp * (0.4 + rand()))} ${r1(x)} ${r1(y - rand() * amp * 0.3)}`
  }
  return pathEl(d + ` L${W} ${H} L0 ${H} Z`, colour)
}

function tree(x: number, y: number, s = 1, leaf = GREEN, trunk = '#7c4a2d'): string {
  return place(
    x,
    y,
    s,
    rect(-6, -60, 12, 60, trunk, { rx: 4 }),
    circle(0, -92, 42, leaf),
    circle(-30, -70, 28, dark(leaf, 0.08)),
    circle(30, -72, 30, light(leaf, 0.08)),
    circle(6, -116, 26, light(leaf, 0.15)),
  )
}

function palm(x: number, y: number, s = 1): string {
  const leaves = [-150, -120, -90, -60, -30].map((angle) =>
    group({ transform: `rotate(${angle} 0 -120)` }, pathEl('M0 -120 Q40 -140 78 -118 Q40 -126 0 -120 Z', GREEN_D)),
  )
  return place(x, y, s, pathEl('M-5 0 Q-12 -60 -2 -120 L4 -120 Q-4 -60 5 0 Z', '#8b5a3c'), ...leaves)
}

interface Figure {
  skin: string
  top: string
  bottom: string
  hair: string
  hat?: string
  long?: boolean
}
const SKINS = ['#8d5a3b', '#a86f47', '#c68e63', '#d9a57c', '#6f4329', '#b97f55']
const TOPS = [AMBER, GREEN, '#2563eb', '#dc2626', '#0d9488', '#7c3aed', '#f472b6', WHITE, '#ea580c']
const BOTTOMS = [NAVY, G700, '#1e40af', '#57534e', G500]

function randomFigure(rand: () => number, extra: Partial<Figure> = {}): Figure {
  return {
    skin: pick(SKINS, rand),
    top: pick(TOPS, rand),
    bottom: pick(BOTTOMS, rand),
    hair: rand() < 0.2 ? G400 : '#1c1917',
    long: rand() < 0.45,
    ...extra,
  }
}

/** A flat standing figure whose feet are at (x, y); h is its height. */
function person(x: number, y: number, h: number, f: Figure): string {
  const s = h / 170
  const parts = [
    rect(-14, -70, 12, 70, f.bottom, { rx: 5 }),
    rect(2, -70, 12, 70, f.bottom, { rx: 5 }),
    pathEl('M-24 -72 L-20 -128 Q0 -140 20 -128 L24 -72 Z', f.top),
    rect(-30, -126, 10, 52, dark(f.top, 0.1), { rx: 5 }),
    rect(20, -126, 10, 52, dark(f.top, 0.1), { rx: 5 }),
    rect(-5, -142, 10, 14, dark(f.skin, 0.08)),
  ]
  if (f.long) parts.push(pathEl('M-17 -158 Q-20 -120 -14 -118 L14 -118 Q20 -120 17 -158 Z', f.hair))
  parts.push(circle(0, -158, 16, f.skin))
  if (f.hat) {
    parts.push(pathEl('M-19 -160 Q-18 -182 0 -182 Q18 -182 19 -160 Z', f.hat), rect(-22, -162, 44, 5, dark(f.hat, 0.1), { rx: 2 }))
  } else {
    parts.push(pathEl('M-16 -158 Q-17 -176 0 -176 Q17 -176 16 -158 Q8 -168 -16 -158 Z', f.hair))
  }
  return place(x, y, s, ...parts)
}

/** Solar panels laid out in a grid over a quadrilateral (tl, tr, br, bl). */
function panelGrid(q: [P, P, P, P], cols: number, rows: number, gap = 0.05, cells = true): string {
  const parts: string[] = [poly(q, '#94a3b8')]
  for (let c = 0; c < cols; c++) {
    for (let r = 0; r < rows; r++) {
      const u0 = (c + gap) / cols
      const u1 = (c + 1 - gap) / cols
      const v0 = (r + gap) / rows
      const v1 = (r + 1 - gap) / rows
      const corners: [P, P, P, P] = [quadPoint(q, u0, v0), quadPoint(q, u1, v0), quadPoint(q, u1, v1), quadPoint(q, u0, v1)]
      parts.push(poly(corners, 'url(#pv)'))
      if (cells) {
        const a = lerp(corners[0], corners[3], 0.5)
        const b = lerp(corners[1], corners[2], 0.5)
        const m = lerp(corners[0], corners[1], 0.5)
        const n = lerp(corners[3], corners[2], 0.5)
        parts.push(line(a[0], a[1], b[0], b[1], '#6d8fc7', 0.8, { opacity: 0.7 }), line(m[0], m[1], n[0], n[1], '#6d8fc7', 0.8, { opacity: 0.7 }))
      }
    }
  }
  const g0 = quadPoint(q, 0.05, 0.1)
  const g1 = quadPoint(q, 0.35, 0.1)
  const g2 = quadPoint(q, 0.2, 0.9)
  const g3 = quadPoint(q, 0.02, 0.9)
  parts.push(poly([g0, g1, g2, g3], WHITE, { opacity: 0.08 }))
  return parts.join('')
}

/** A row of tilted panels on a flat roof, seen from the front: a shallow band with legs. */
function tiltedRow(x: number, y: number, w: number, h: number, count: number): string {
  const q: [P, P, P, P] = [
    [x + h * 0.25, y],
    [x + w + h * 0.25, y],
    [x + w, y + h],
    [x, y + h],
  ]
  return (
    line(x + 6, y + h, x + 6, y + h + 7, G500, 2) +
    line(x + w - 6, y + h, x + w - 6, y + h + 7, G500, 2) +
    line(x + h * 0.25 + 8, y + 2, x + 10, y + h + 7, G500, 2) +
    panelGrid(q, count, 1, 0.04)
  )
}

function windowsGrid(x: number, y: number, cols: number, rows: number, w: number, h: number, gx: number, gy: number, fill: string, litFill?: string, rand?: () => number): string {
  const parts: string[] = []
  for (let c = 0; c < cols; c++) {
    for (let r = 0; r < rows; r++) {
      const lit = litFill && rand && rand() < 0.55
      parts.push(rect(x + c * (w + gx), y + r * (h + gy), w, h, lit ? litFill : fill, { rx: 2 }))
    }
  }
  return parts.join('')
}

function ground(y: number, colour: string): string {
  return rect(0, y, W, H - y, colour)
}

// ---------------------------------------------------------------------------------------------
// Solar scenes

function sceneCampusRooftop(rand: () => number): string {
  const wall = pick(['#f3e8d2', '#efe2cc', '#e9edf2'], rand)
  const parts = [sky('day', rand), hills(330, '#b7d7c4', rand, 50), hills(380, '#9cc9a9', rand, 30), ground(470, '#8cc084')]
  // a second, lower block behind on the right
  parts.push(rect(560, 300, 220, 170, dark(wall, 0.06)), windowsGrid(580, 320, 5, 3, 26, 28, 14, 20, '#7fa7c9'))
  parts.push(poly([[566, 280], [774, 280], [780, 300], [560, 300]], G300), tiltedRow(575, 283, 90, 12, 4), tiltedRow(680, 283, 90, 12, 4))
  // main academic block
  parts.push(poly([[104, 206], [676, 206], [700, 250], [80, 250]], G300))
  parts.push(rect(120, 190, 50, 30, G400), rect(128, 176, 34, 14, '#38bdf8'))
  for (let r = 0; r < 3; r++) {
    const y = 210 + r * 13
    const inset = 22 - r * 7
    parts.push(tiltedRow(180 + inset, y - 4, 230, 10 + r, 7), tiltedRow(430 + inset, y - 4, 230, 10 + r, 7))
  }
  parts.push(rect(80, 250, 620, 220, wall), rect(76, 246, 628, 8, dark(wall, 0.12)))
  parts.push(windowsGrid(104, 272, 12, 3, 34, 40, 16, 24, '#7fa7c9'))
  parts.push(rect(340, 380, 100, 90, NAVY2), rect(330, 366, 120, 14, dark(wall, 0.15)), rect(352, 392, 34, 78, '#9fc3de'), rect(394, 392, 34, 78, '#9fc3de'))
  parts.push(rect(80, 460, 620, 10, dark(wall, 0.2)))
  parts.push(pathEl('M360 470 L440 470 L520 600 L280 600 Z', '#e7dcc6'))
  parts.push(tree(60, 520, 0.9), tree(170, 560, 1.1, GREEN_D), tree(640, 550, 1.05), tree(760, 590, 1.2, GREEN_D))
  const f = times(3, () => randomFigure(rand))
  parts.push(person(300, 560, 62, f[0]!), person(470, 575, 64, f[1]!), person(500, 580, 60, f[2]!))
  return parts.join('')
}

function shed(x0: number, yW: number, fw: number, wallH: number, ridge: number, d: P, cols: number, colour: string): string {
  const add = (p: P): P => [p[0] + d[0], p[1] + d[1]]
  const ridgeF: P = [x0 + fw / 2, yW - ridge]
  const eaveL: P = [x0, yW]
  const eaveR: P = [x0 + fw, yW]
  const parts = [
    poly([eaveL, ridgeF, add(ridgeF), add(eaveL)], dark(colour, 0.3)),
    poly([eaveR, add(eaveR), [eaveR[0] + d[0], eaveR[1] + d[1] + wallH], [eaveR[0], eaveR[1] + wallH]], dark(colour, 0.14)),
  ]
  // wall ribs on the side
  for (let i = 1; i < 12; i++) {
    const p = lerp(eaveR, add(eaveR), i / 12)
    parts.push(line(p[0], p[1], p[0], p[1] + wallH, dark(colour, 0.22), 1.2))
  }
  parts.push(poly([ridgeF, add(ridgeF), add(eaveR), eaveR], G400))
  const inset = (a: P, b: P, t: number) => lerp(a, b, t)
  const q: [P, P, P, P] = [
    inset(ridgeF, add(ridgeF), 0.04),
    inset(ridgeF, add(ridgeF), 0.96),
    inset(eaveR, add(eaveR), 0.96),
    inset(eaveR, add(eaveR), 0.04),
  ]
  const qq: [P, P, P, P] = [lerp(q[0], q[3], 0.08), lerp(q[1], q[2], 0.08), lerp(q[1], q[2], 0.94), lerp(q[0], q[3], 0.94)]
  parts.push(panelGrid(qq, cols, 3, 0.05, false))
  parts.push(poly([eaveL, ridgeF, eaveR, [eaveR[0], yW + wallH], [eaveL[0], yW + wallH]], colour))
  parts.push(rect(x0 + fw * 0.3, yW + wallH - 80, fw * 0.4, 80, dark(colour, 0.25)))
  for (let i = 1; i < 6; i++) parts.push(line(x0 + fw * 0.3, yW + wallH - 80 + i * 13, x0 + fw * 0.7, yW + wallH - 80 + i * 13, dark(colour, 0.35), 1.5))
  parts.push(rect(x0 + 14, yW + 16, fw - 28, 12, '#a5c4de', { opacity: 0.9 }))
  return parts.join('')
}

function sceneShedRooftop(rand: () => number): string {
  const parts = [sky('day', rand), hills(300, '#c2d3c8', rand, 60), ground(470, '#d6cbb5')]
  parts.push(rect(0, 455, W, 20, '#bfb39b'))
  parts.push(rect(690, 190, 18, 150, G400), rect(686, 184, 26, 10, G500))
  parts.push(shed(470, 300, 150, 90, 40, [190, -70], 8, '#cbd5e1'))
  parts.push(shed(40, 330, 200, 120, 52, [250, -92], 10, '#dbe3ec'))
  parts.push(shed(300, 350, 180, 110, 48, [240, -88], 10, '#e2e8f0'))
  parts.push(rect(0, 540, W, 60, '#c7bca6'), rect(0, 536, W, 6, '#f8fafc', { opacity: 0.6 }))
  parts.push(rect(560, 470, 130, 56, AMBER, { rx: 6 }), rect(690, 488, 50, 38, dark(AMBER, 0.15), { rx: 6 }), rect(700, 494, 26, 14, '#bae6fd'))
  parts.push(circle(590, 530, 12, G800), circle(650, 530, 12, G800), circle(716, 530, 12, G800))
  parts.push(tree(40, 600, 1), tree(770, 610, 1.1, GREEN_D))
  parts.push(person(250, 560, 60, randomFigure(rand, { hat: AMBER, top: '#ea580c' })), person(285, 565, 62, randomFigure(rand, { hat: WHITE, top: '#2563eb' })))
  return parts.join('')
}

function sceneHousing(rand: () => number): string {
  const parts = [sky('day', rand), hills(320, '#a9cfb5', rand, 70), ground(480, '#94c58c')]
  const towers = [
    { x: 20, w: 150, top: 150, c: '#f5e6cf' },
    { x: 190, w: 130, top: 210, c: '#e6eef5' },
    { x: 340, w: 160, top: 120, c: '#f1e0e0' },
    { x: 520, w: 130, top: 190, c: '#e4efe4' },
    { x: 665, w: 130, top: 160, c: '#f5ead8' },
  ]
  for (const t of towers) {
    const h = 480 - t.top
    parts.push(rect(t.x, t.top, t.w, h, t.c))
    const rows = Math.floor((h - 40) / 34)
    for (let r = 0; r < rows; r++) {
      const y = t.top + 24 + r * 34
      parts.push(rect(t.x + 10, y, t.w - 20, 20, '#8fb5d4'), rect(t.x + 6, y + 18, t.w - 12, 6, dark(t.c, 0.12)))
      parts.push(line(t.x + t.w / 2, y, t.x + t.w / 2, y + 18, t.c, 3))
    }
    parts.push(rect(t.x + t.w - 40, t.top - 22, 30, 22, dark(t.c, 0.1)))
    const rowW = t.w - 56
    parts.push(tiltedRow(t.x + 6, t.top - 14, rowW / 2 + 4, 12, 2), tiltedRow(t.x + rowW / 2 + 16, t.top - 14, rowW / 2 - 6, 12, 2))
    parts.push(rect(t.x - 2, t.top - 2, t.w + 4, 5, dark(t.c, 0.2)))
  }
  parts.push(rect(0, 500, W, 10, '#e7e2d6'), pathEl('M0 560 L800 540 L800 600 L0 600 Z', '#cfc6b3'))
  parts.push(palm(90, 520, 0.9), tree(300, 530, 0.85), palm(560, 525, 1), tree(740, 540, 0.95, GREEN_D))
  parts.push(person(420, 590, 66, randomFigure(rand)), person(455, 586, 62, randomFigure(rand, { long: true })), person(200, 596, 46, randomFigure(rand)))
  return parts.join('')
}

function swhCollector(x: number, y: number, w: number): string {
  const tubes = Math.round(w / 11)
  const parts = [line(x + 8, y + 10, x + 8, y + 70, G500, 3), line(x + w - 8, y + 10, x + w - 8, y + 70, G500, 3)]
  for (let i = 0; i < tubes; i++) {
    const tx = x + 4 + i * ((w - 8) / tubes)
    parts.push(pathEl(`M${r1(tx)} ${y + 16} l5 0 l-7 52 l-5 0 Z`, '#1e3a5f'), line(tx + 2, y + 20, tx - 2, y + 58, '#7dd3fc', 1, { opacity: 0.6 }))
  }
  parts.push(rect(x - 4, y, w + 8, 20, '#e2e8f0', { rx: 10 }), rect(x, y + 3, w, 5, WHITE, { rx: 2, opacity: 0.8 }), rect(x - 10, y + 66, w + 10, 5, G500, { rx: 2 }))
  return parts.join('')
}

function sceneHospitalWaterHeater(rand: () => number): string {
  const wall = '#f8fafc'
  const parts = [sky('day', rand), hills(330, '#a7cdb6', rand, 40), ground(470, '#86b97e')]
  parts.push(poly([[86, 196], [714, 196], [730, 226], [70, 226]], G300))
  for (let i = 0; i < 4; i++) parts.push(swhCollector(110 + i * 148, 150, 118))
  parts.push(rect(70, 226, 660, 244, wall), rect(66, 222, 668, 8, G300))
  parts.push(windowsGrid(96, 250, 13, 3, 30, 34, 17, 22, '#93c5fd'))
  parts.push(rect(330, 360, 140, 110, '#d1fae5'), rect(320, 350, 160, 16, GREEN), rect(360, 378, 80, 92, '#7dd3fc'), line(400, 378, 400, 470, WHITE, 3))
  parts.push(rect(380, 232, 40, 12, GREEN, { rx: 2 }), rect(394, 218, 12, 40, GREEN, { rx: 2 }))
  parts.push(rect(70, 466, 660, 6, G300))
  parts.push(pathEl('M300 470 L500 470 L560 600 L240 600 Z', '#e5e7eb'))
  parts.push(palm(40, 560, 1.3), palm(760, 570, 1.4), tree(200, 560, 0.8), tree(620, 570, 0.85, GREEN_D))
  parts.push(rect(520, 500, 120, 50, WHITE, { rx: 8 }), rect(620, 512, 40, 38, WHITE, { rx: 6 }), rect(548, 512, 16, 26, '#dc2626'), rect(543, 519, 26, 12, '#dc2626'), circle(548, 552, 10, G800), circle(628, 552, 10, G800))
  parts.push(person(460, 590, 62, randomFigure(rand, { top: WHITE, long: true })), person(270, 586, 60, randomFigure(rand)))
  return parts.join('')
}

function solarStreetLight(x: number, y: number, h: number, glow: boolean, side = 1): string {
  const s = h / 260
  const parts = [
    rect(-4, -260, 8, 260, G500),
    rect(-10, -6, 20, 6, G600),
    poly([[-44, -282], [44, -282], [38, -250], [-38, -250]], 'url(#pv)'),
    line(-44, -282, 44, -282, G300, 2),
    line(0, -250, 0, -262, G500, 4),
    pathEl(`M0 -214 Q${24 * side} -232 ${48 * side} -226`, 'none', { stroke: G500, 'stroke-width': 5, 'stroke-linecap': 'round' }),
    rect(side > 0 ? 40 : -72, -232, 32, 9, G200, { rx: 4 }),
    rect(-7, -190, 14, 30, G600, { rx: 3 }),
  ]
  if (glow) {
    parts.unshift(poly([[56 * side - 14, -222], [56 * side + 14, -222], [56 * side + 80, 0], [56 * side - 80, 0]], 'url(#beam)', { opacity: 0.55 }))
    parts.push(circle(56 * side, -224, 22, 'url(#glow)'))
  }
  return place(x, y, s, ...parts)
}

function hut(x: number, y: number, s: number, wall: string, roof: string): string {
  return place(
    x,
    y,
    s,
    rect(-50, -60, 100, 60, wall),
    poly([[-62, -58], [0, -100], [62, -58]], roof),
    line(-62, -58, 62, -58, dark(roof, 0.25), 4),
    rect(-14, -40, 28, 40, dark(wall, 0.45)),
    rect(22, -44, 16, 16, '#fcd34d', { opacity: 0.85 }),
  )
}

function sceneVillageLights(rand: () => number, women: boolean): string {
  const parts = [sky('dusk', rand, 380), hills(330, '#263b5c', rand, 50), hills(370, '#2f4a3d', rand, 24), ground(400, '#3e5c3a')]
  parts.push(pathEl('M380 400 L420 400 Q520 480 640 600 L160 600 Q300 480 380 400 Z', '#8c7355'))
  parts.push(pathEl('M395 400 L405 400 Q460 490 430 600 L370 600 Q350 490 395 400 Z', '#9d8463', { opacity: 0.5 }))
  parts.push(hut(120, 430, 0.9, '#c99a6b', '#8a3b24'), hut(230, 410, 0.55, '#d6a77a', '#7c2d12'), hut(620, 420, 0.7, '#c4946a', '#8a3b24'), hut(720, 470, 1.1, '#d1a070', '#7c2d12'))
  parts.push(tree(40, 420, 0.7, '#1f4d2c', '#4a2f1f'), tree(540, 405, 0.5, '#1f4d2c', '#4a2f1f'))
  const poles: [number, number, number, number][] = [
    [170, 600, 320, 1],
    [640, 600, 320, -1],
    [300, 480, 170, 1],
    [520, 480, 170, -1],
    [360, 428, 80, 1],
    [445, 428, 80, -1],
  ]
  for (const [x, y, h, side] of [...poles].reverse()) {
    parts.push(ellipse(x + 0.2 * h * side, y - 4, h * 0.5, h * 0.08, 'url(#pool)'))
    parts.push(solarStreetLight(x, y, h, true, side))
  }
  if (women) {
    parts.push(rect(250, 520, 40, 40, G500, { rx: 3 }), rect(264, 500, 12, 22, G600), circle(276, 510, 5, '#38bdf8'))
    parts.push(
      person(320, 585, 80, randomFigure(rand, { top: '#db2777', long: true, bottom: '#be185d' })),
      person(350, 590, 78, randomFigure(rand, { top: AMBER, long: true, bottom: '#b45309' })),
      person(215, 580, 56, randomFigure(rand, { top: GREEN, long: true, bottom: GREEN_D })),
    )
  } else {
    parts.push(person(470, 560, 66, randomFigure(rand)), person(500, 566, 60, randomFigure(rand, { long: true })))
  }
  return parts.join('')
}

function sceneFarmPumps(rand: () => number): string {
  const parts = [sky('day', rand, 320), hills(300, '#b5cfae', rand, 40), ground(320, '#a3c46f')]
  for (let i = 0; i < 14; i++) {
    const xb = -300 + i * 100
    parts.push(pathEl(`M400 320 L${xb} 600 L${xb + 46} 600 Z`, i % 2 ? '#65a30d' : '#4d7c0f', { opacity: 0.75 }))
  }
  parts.push(tree(80, 330, 0.5, GREEN_D), tree(700, 326, 0.45, GREEN_D), tree(560, 322, 0.35))
  // a distant pump array
  parts.push(line(210, 370, 210, 330, G600, 3), panelGrid([[170, 300], [250, 300], [244, 330], [176, 330]], 3, 2, 0.06, false))
  // the main pump array on its stand
  parts.push(rect(506, 330, 10, 200, G500), rect(470, 480, 82, 10, G600), line(470, 490, 470, 540, G500, 5), line(552, 490, 552, 540, G500, 5))
  parts.push(panelGrid([[380, 210], [660, 210], [640, 330], [400, 330]], 4, 2, 0.04))
  parts.push(rect(520, 400, 40, 52, G200, { rx: 4 }), rect(528, 410, 24, 10, GREEN), circle(540, 436, 5, AMBER))
  // pipe, outlet, water and tank
  parts.push(pathEl('M540 452 L540 520 L300 520 L300 470', 'none', { stroke: '#1f2937', 'stroke-width': 10, 'stroke-linejoin': 'round' }))
  parts.push(rect(180, 480, 200, 70, '#b8b0a0'), rect(188, 488, 184, 54, 'url(#water)'))
  parts.push(pathEl('M296 470 Q300 480 300 500 L312 500 Q312 480 306 470 Z', '#7dd3fc'), ellipse(305, 500, 18, 5, WHITE, { opacity: 0.7 }))
  parts.push(pathEl('M180 540 Q120 560 60 600 L110 600 Q150 570 200 548 Z', '#38bdf8', { opacity: 0.8 }))
  parts.push(person(630, 590, 120, randomFigure(rand, { hat: WHITE, top: WHITE, bottom: '#f5f5f4' })), person(700, 585, 112, randomFigure(rand, { top: '#16a34a', long: true, bottom: '#c2410c' })))
  return parts.join('')
}

// ---------------------------------------------------------------------------------------------
// Lighting scenes

function streetPole(x: number, y: number, h: number, side: number): string {
  const s = h / 260
  return place(
    x,
    y,
    s,
    poly([[-80 + 60 * side, 0], [80 + 60 * side, 0], [64 * side + 10, -226], [64 * side - 10, -226]], 'url(#beam)', { opacity: 0.5 }),
    rect(-5, -260, 10, 260, G400),
    pathEl(`M0 -256 Q${30 * side} -266 ${52 * side} -232`, 'none', { stroke: G400, 'stroke-width': 7, 'stroke-linecap': 'round' }),
    rect(side > 0 ? 38 : -78, -238, 40, 12, G300, { rx: 5 }),
    circle(58 * side, -226, 26, 'url(#glow)'),
  )
}

function sceneCityStreet(rand: () => number): string {
  const parts = [sky('dusk', rand, 300)]
  let x = 0
  while (x < W) {
    const w = 50 + rand() * 70
    const h = 80 + rand() * 150
    parts.push(rect(x, 300 - h, w, h + 20, mix('#1b2c4f', '#2c3e63', rand())))
    for (let wy = 300 - h + 12; wy < 300; wy += 18) {
      for (let wx = x + 8; wx < x + w - 10; wx += 16) if (rand() < 0.45) parts.push(rect(wx, wy, 7, 9, '#fcd34d', { opacity: 0.8 }))
    }
    x += w + 4
  }
  parts.push(ground(300, '#1f2937'))
  parts.push(pathEl('M392 300 L408 300 L800 600 L0 600 Z', '#374151'))
  parts.push(pathEl('M396 300 L404 300 L440 600 L360 600 Z', '#6b7280'))
  parts.push(pathEl('M0 420 L360 300 L392 300 L0 600 Z', '#4b5563'), pathEl('M800 420 L440 300 L408 300 L800 600 Z', '#4b5563'))
  for (let i = 0; i < 8; i++) {
    const t = i / 8
    const y0 = 310 + t * t * 290
    const y1 = 310 + ((i + 0.5) / 8) ** 2 * 290
    const k0 = (y0 - 300) / 300
    const k1 = (y1 - 300) / 300
    parts.push(poly([[400 - 190 * k0, y0], [400 - 180 * k0, y0], [400 - 180 * k1, y1], [400 - 190 * k1, y1]], WHITE, { opacity: 0.7 }))
    parts.push(poly([[400 + 180 * k0, y0], [400 + 190 * k0, y0], [400 + 190 * k1, y1], [400 + 180 * k1, y1]], WHITE, { opacity: 0.7 }))
  }
  const depths = [1, 0.62, 0.4, 0.26, 0.17]
  for (const k of [...depths].reverse()) {
    const y = 300 + 300 * k
    parts.push(ellipse(400 - 330 * k, y - 10 * k, 190 * k, 34 * k, 'url(#pool)'), ellipse(400 + 330 * k, y - 10 * k, 190 * k, 34 * k, 'url(#pool)'))
    parts.push(streetPole(400 - 390 * k, y, 360 * k, 1), streetPole(400 + 390 * k, y, 360 * k, -1))
  }
  parts.push(rect(300, 470, 90, 40, '#e5e7eb', { rx: 10 }), rect(312, 452, 66, 26, '#cbd5e1', { rx: 8 }), rect(306, 496, 14, 6, '#ef4444'), rect(370, 496, 14, 6, '#ef4444'))
  parts.push(rect(450, 390, 46, 22, '#f59e0b', { rx: 6 }), rect(456, 380, 34, 14, '#fbbf24', { rx: 5 }), rect(453, 404, 8, 4, '#ef4444'), rect(485, 404, 8, 4, '#ef4444'))
  return parts.join('')
}

function container(x: number, y: number, w: number, h: number, colour: string): string {
  const parts = [rect(x, y, w, h, colour)]
  for (let i = 6; i < w; i += 8) parts.push(line(x + i, y + 3, x + i, y + h - 3, dark(colour, 0.2), 1.5))
  parts.push(rect(x, y, w, 3, light(colour, 0.2)))
  return parts.join('')
}

function highMast(x: number, y: number, h: number): string {
  const s = h / 300
  const heads = times(7, (i) => rect(-48 + i * 14, -312, 12, 16, '#f8fafc', { rx: 2 }))
  return place(
    x,
    y,
    s,
    poly([[-40, -300], [40, -300], [200, 0], [-200, 0]], 'url(#beamW)', { opacity: 0.45 }),
    poly([[-8, 0], [8, 0], [4, -300], [-4, -300]], G400),
    rect(-56, -300, 112, 8, G500, { rx: 3 }),
    ...heads,
    ellipse(0, -300, 90, 30, 'url(#glow)'),
  )
}

function scenePort(rand: () => number): string {
  const parts = [sky('night', rand, 330), ground(330, '#27313f')]
  parts.push(rect(0, 470, 300, 130, '#0e2746'), pathEl('M0 470 L300 470 L300 480 L0 480 Z', '#475569'))
  for (let i = 0; i < 10; i++) parts.push(rect(20 + rand() * 250, 490 + rand() * 100, 20 + rand() * 30, 2, '#fde68a', { opacity: 0.4 }))
  // ship-to-shore crane
  parts.push(
    group(
      { fill: 'none', stroke: '#f59e0b', 'stroke-width': 6, 'stroke-linejoin': 'round' },
      pathEl('M120 470 L140 220 L180 220 L200 470', 'none'),
      pathEl('M140 300 L180 300 M146 380 L194 380', 'none'),
      pathEl('M40 210 L380 210 M160 220 L160 150 L300 210 M160 150 L60 210', 'none'),
    ),
    rect(170, 216, 28, 20, '#fbbf24'),
  )
  const colours = ['#b91c1c', '#1d4ed8', '#047857', '#c2410c', '#6d28d9', '#0e7490', '#a16207']
  for (let stack = 0; stack < 3; stack++) {
    const baseY = 420 + stack * 30
    for (let row = 0; row < 3 - (stack === 2 ? 1 : 0); row++) {
      for (let i = 0; i < 5; i++) {
        parts.push(container(330 + i * 92 - stack * 20, baseY - row * 34, 88, 32, pick(colours, rand)))
      }
    }
  }
  parts.push(highMast(300, 480, 330), highMast(560, 520, 380), highMast(760, 470, 300))
  parts.push(rect(0, 560, W, 40, '#1f2937'), rect(330, 575, 60, 4, '#fde047'), rect(470, 575, 60, 4, '#fde047'), rect(610, 575, 60, 4, '#fde047'))
  return parts.join('')
}

// ---------------------------------------------------------------------------------------------
// FRP scenes

function frpBench(x: number, y: number, s: number, colour: string): string {
  return place(
    x,
    y,
    s,
    rect(-60, -44, 120, 14, colour, { rx: 5 }),
    rect(-60, -78, 120, 26, colour, { rx: 7 }),
    rect(-52, -72, 104, 4, light(colour, 0.3), { rx: 2 }),
    rect(-54, -30, 10, 30, dark(colour, 0.3)),
    rect(44, -30, 10, 30, dark(colour, 0.3)),
  )
}

function twinBins(x: number, y: number, s: number): string {
  return place(
    x,
    y,
    s,
    rect(-4, -110, 8, 110, G500),
    rect(-40, -104, 80, 6, G600, { rx: 3 }),
    pathEl('M-40 -98 L-6 -98 L-9 -42 L-37 -42 Z', GREEN),
    pathEl('M6 -98 L40 -98 L37 -42 L9 -42 Z', '#2563eb'),
    rect(-36, -90, 26, 6, light(GREEN, 0.3), { rx: 2 }),
    rect(10, -90, 26, 6, '#93c5fd', { rx: 2 }),
  )
}

function sceneStation(rand: () => number): string {
  const parts = [sky('day', rand, 260), hills(250, '#b9d6c2', rand, 30)]
  // track and train on the left
  parts.push(pathEl('M0 260 L330 260 L0 600 Z', '#9ca3af'))
  parts.push(line(0, 400, 300, 262, '#6b7280', 5), line(0, 500, 316, 262, '#6b7280', 5))
  parts.push(poly([[0, 230], [300, 250], [300, 300], [0, 420]], '#1e40af'), poly([[0, 330], [300, 282], [300, 290], [0, 350]], AMBER))
  for (let i = 0; i < 6; i++) {
    const t0 = i / 6 + 0.02
    const t1 = (i + 0.6) / 6
    const y0a = 240 + 10 * t0
    const y1a = 240 + 10 * t1
    parts.push(poly([[t0 * 300, y0a + 10 * (1 - t0) + 5], [t1 * 300, y1a + 10 * (1 - t1) + 5], [t1 * 300, y1a + 30 * (1 - t1) + 25], [t0 * 300, y0a + 30 * (1 - t0) + 25]], '#bfdbfe'))
  }
  // platform
  parts.push(pathEl('M330 260 L800 260 L800 600 L0 600 Z', '#d1d5db'))
  parts.push(pathEl('M318 260 L336 260 L30 600 L0 600 Z', '#facc15'))
  // canopy
  parts.push(pathEl('M320 180 L800 150 L800 100 L320 200 Z', '#94a3b8'), pathEl('M320 200 L800 100 L800 130 L320 210 Z', '#64748b'))
  for (const [x, top, h] of [[400, 186, 90], [520, 172, 140], [690, 150, 250]] as const) parts.push(rect(x, top, 10 * (h / 90), h + (260 - top) * 0.2 + 60, G500))
  const colours = [AMBER, '#ea580c', '#0ea5e9']
  parts.push(frpBench(450, 320, 0.55, pick(colours, rand)), frpBench(580, 380, 0.85, colours[0]!), frpBench(430, 520, 1.35, colours[1]!))
  parts.push(twinBins(520, 330, 0.6), twinBins(700, 460, 1.2))
  parts.push(person(380, 340, 70, randomFigure(rand)), person(640, 430, 120, randomFigure(rand, { long: true })), person(300, 560, 160, randomFigure(rand)))
  return parts.join('')
}

function slide(x: number, y: number, s: number): string {
  return place(
    x,
    y,
    s,
    rect(-10, -160, 8, 160, '#2563eb'),
    rect(40, -160, 8, 160, '#2563eb'),
    ...times(6, (i) => rect(-4, -140 + i * 24, 46, 5, '#60a5fa')),
    rect(-20, -170, 80, 14, GREEN, { rx: 4 }),
    pathEl('M-30 -190 Q20 -230 70 -190 Z', AMBER),
    pathEl('M60 -166 Q120 -150 150 -60 Q170 -10 220 -6 L220 10 Q150 14 130 -50 Q110 -130 60 -148 Z', AMBER),
    pathEl('M64 -160 Q118 -144 142 -58', 'none', { stroke: AMBER_L, 'stroke-width': 4 }),
  )
}

function gazebo(x: number, y: number, s: number): string {
  return place(
    x,
    y,
    s,
    rect(-110, -12, 220, 16, '#d6d3d1', { rx: 4 }),
    rect(-96, -130, 10, 120, '#f5f5f4'),
    rect(-34, -130, 10, 120, '#f5f5f4'),
    rect(24, -130, 10, 120, '#f5f5f4'),
    rect(86, -130, 10, 120, '#f5f5f4'),
    rect(-96, -50, 192, 10, '#e7e5e4'),
    poly([[-130, -126], [130, -126], [60, -200], [-60, -200]], GREEN_D),
    poly([[-130, -126], [-60, -200], [-30, -126]], GREEN),
    poly([[30, -126], [60, -200], [130, -126]], dark(GREEN, 0.15)),
    poly([[-60, -200], [60, -200], [0, -236]], GREEN),
    circle(0, -238, 8, AMBER),
  )
}

function planter(x: number, y: number, s: number, colour: string): string {
  return place(x, y, s, pathEl('M-26 0 L26 0 L32 -44 L-32 -44 Z', colour), circle(-12, -56, 16, GREEN), circle(10, -62, 18, GREEN_D), circle(0, -74, 14, '#22c55e'))
}

function scenePark(rand: () => number): string {
  const parts = [sky('day', rand, 330), hills(320, '#a7d3a0', rand, 40), ground(350, '#86c17a')]
  parts.push(pathEl('M0 520 Q300 440 520 470 T800 430 L800 480 Q640 500 520 510 T0 580 Z', '#e7d8b8'))
  parts.push(tree(50, 380, 0.8, GREEN_D), tree(760, 380, 0.9), tree(640, 360, 0.6, GREEN_D))
  parts.push(gazebo(560, 420, 1))
  parts.push(slide(150, 470, 1.05))
  parts.push(planter(420, 430, 0.8, '#c2410c'), planter(720, 470, 0.9, NAVY2))
  parts.push(frpBench(360, 560, 1, '#0ea5e9'), frpBench(660, 570, 1, AMBER), twinBins(520, 580, 1))
  parts.push(person(90, 480, 70, randomFigure(rand)), person(380, 480, 68, randomFigure(rand, { long: true })), person(250, 500, 120, randomFigure(rand)))
  return parts.join('')
}

// ---------------------------------------------------------------------------------------------
// Indoor scenes

function ceilingFan(x: number, y: number, s: number): string {
  const blade = (angle: number) =>
    group({ transform: `rotate(${angle})` }, pathEl('M14 -6 L118 -15 Q132 0 118 15 L14 6 Z', '#f8fafc', { stroke: G400, 'stroke-width': 1.5 }))
  return place(
    x,
    y,
    s,
    rect(-3, -60, 6, 52, G500),
    ellipse(0, -10, 14, 5, G300),
    group({ transform: 'scale(1 0.3)' }, blade(90), blade(210), blade(330)),
    rect(-24, -8, 48, 16, WHITE, { rx: 6, stroke: G300, 'stroke-width': 1.5 }),
    rect(-24, 2, 48, 5, AMBER, { rx: 2 }),
  )
}

function sceneClassroomFans(rand: () => number): string {
  const wall = '#f4ecdd'
  const parts = [rect(0, 0, W, H, wall)]
  parts.push(poly([[0, 0], [800, 0], [640, 120], [160, 120]], '#fbf7ef'))
  parts.push(poly([[0, 0], [160, 120], [160, 420], [0, 600]], dark(wall, 0.06)))
  parts.push(poly([[800, 0], [640, 120], [640, 420], [800, 600]], dark(wall, 0.1)))
  for (const [x0, x1] of [[20, 120], [670, 780]] as const) {
    const left = x0 < 400
    const ya = (x: number) => (left ? 120 * (x / 160) : 120 * ((800 - x) / 160))
    const yb = (x: number) => (left ? 600 - 180 * (x / 160) : 600 - 180 * ((800 - x) / 160))
    const top0 = ya(x0) + 60
    const top1 = ya(x1) + 60
    const bot0 = yb(x0) - 120
    const bot1 = yb(x1) - 120
    parts.push(poly([[x0, top0], [x1, top1], [x1, bot1], [x0, bot0]], 'url(#skyDay)', { stroke: WHITE, 'stroke-width': 8 }))
  }
  parts.push(poly([[160, 420], [640, 420], [800, 600], [0, 600]], '#d6c7ae'))
  parts.push(rect(240, 170, 320, 140, '#1f4d3a', { stroke: '#8b5a3c', 'stroke-width': 8 }), rect(254, 190, 120, 4, WHITE, { opacity: 0.6 }), rect(254, 204, 180, 4, WHITE, { opacity: 0.5 }))
  parts.push(rect(590, 300, 30, 40, '#e5e7eb', { rx: 3 }), circle(605, 315, 6, GREEN))
  for (let row = 0; row < 3; row++) {
    const y = 460 + row * 48
    const k = 0.7 + row * 0.2
    for (const side of [-1, 1]) {
      const cx = 400 + side * 150 * k
      parts.push(rect(cx - 90 * k, y, 180 * k, 16 * k, '#a16207', { rx: 3 }), rect(cx - 84 * k, y + 16 * k, 8 * k, 30 * k, '#713f12'), rect(cx + 76 * k, y + 16 * k, 8 * k, 30 * k, '#713f12'))
      parts.push(rect(cx - 60 * k, y - 6 * k, 30 * k, 6 * k, pick([WHITE, '#bfdbfe', '#fde68a'], rand), { rx: 1 }))
    }
  }
  // pupils seen from the back of the room, in white-and-blue uniforms
  for (let row = 0; row < 3; row++) {
    const y = 460 + row * 48
    const k = 0.7 + row * 0.2
    for (const side of [-1, 1]) {
      const cx = 400 + side * 150 * k
      for (const dx of [-40, 40]) {
        const px = cx + dx * k
        parts.push(pathEl(`M${r1(px - 26 * k)} ${r1(y + 40 * k)} Q${r1(px - 24 * k)} ${r1(y - 4 * k)} ${r1(px)} ${r1(y - 6 * k)} Q${r1(px + 24 * k)} ${r1(y - 4 * k)} ${r1(px + 26 * k)} ${r1(y + 40 * k)} Z`, WHITE, { stroke: G300, 'stroke-width': 1 }))
        parts.push(circle(px, y - 22 * k, 15 * k, rand() < 0.2 ? '#3b2a20' : '#1c1917'))
        if (rand() < 0.5) parts.push(pathEl(`M${r1(px - 4 * k)} ${r1(y - 12 * k)} Q${r1(px)} ${r1(y + 14 * k)} ${r1(px + 4 * k)} ${r1(y - 12 * k)}`, '#1c1917'))
      }
    }
  }
  parts.push(person(560, 420, 120, randomFigure(rand, { top: '#0d9488', long: true, bottom: '#115e59', hair: '#1c1917' })))
  parts.push(ceilingFan(260, 100, 0.75), ceilingFan(540, 100, 0.75), ceilingFan(190, 175, 1.15), ceilingFan(610, 175, 1.15))
  return parts.join('')
}

function cassette(x: number, y: number, w: number, h: number): string {
  return (
    poly([[x - w / 2, y - h / 2], [x + w / 2, y - h / 2], [x + w / 2 + w * 0.1, y + h / 2], [x - w / 2 - w * 0.1, y + h / 2]], '#f8fafc', { stroke: G300, 'stroke-width': 1.5 }) +
    poly([[x - w * 0.25, y - h * 0.22], [x + w * 0.25, y - h * 0.22], [x + w * 0.28, y + h * 0.22], [x - w * 0.28, y + h * 0.22]], G200) +
    line(x - w * 0.42, y - h * 0.32, x + w * 0.42, y - h * 0.32, G400, 2) +
    line(x - w * 0.5, y + h * 0.34, x + w * 0.5, y + h * 0.34, G400, 2)
  )
}

function sceneOfficeAC(rand: () => number): string {
  const parts = [rect(0, 0, W, H, '#eef2f6')]
  parts.push(poly([[0, 0], [800, 0], [620, 170], [180, 170]], '#f8fafc'))
  for (let i = 1; i < 8; i++) parts.push(line(i * 100, 0, 180 + i * 55, 170, G200, 1.5))
  for (const k of [0.25, 0.5, 0.75]) parts.push(line(180 * k, 170 * k, 800 - 180 * k, 170 * k, G200, 1.5))
  parts.push(cassette(260, 60, 110, 44), cassette(540, 60, 110, 44), cassette(330, 138, 64, 22), cassette(470, 138, 64, 22))
  parts.push(rect(380, 20, 50, 26, '#fef9c3', { opacity: 0.9 }), rect(120, 100, 60, 18, '#fef9c3', { opacity: 0.9 }), rect(630, 100, 60, 18, '#fef9c3', { opacity: 0.9 }))
  parts.push(rect(180, 170, 440, 210, '#bfdbfe'))
  let x = 180
  while (x < 620) {
    const w = 30 + rand() * 40
    const h = 40 + rand() * 110
    parts.push(rect(x, 380 - h, w, h, mix('#94a3b8', '#64748b', rand())))
    x += w + 6
  }
  for (let i = 0; i <= 5; i++) parts.push(rect(176 + i * 88, 170, 6, 210, G600))
  parts.push(rect(176, 166, 450, 6, G600))
  parts.push(poly([[0, 0], [180, 170], [180, 380], [0, 600]], '#e2e8f0'), poly([[800, 0], [620, 170], [620, 380], [800, 600]], '#dde3ea'))
  parts.push(poly([[180, 380], [620, 380], [800, 600], [0, 600]], '#9aa5b4'))
  for (let row = 0; row < 2; row++) {
    const y = 430 + row * 90
    const k = 0.8 + row * 0.35
    for (const side of [-1, 1]) {
      const cx = 400 + side * 170 * k
      parts.push(rect(cx - 110 * k, y, 220 * k, 14 * k, WHITE, { rx: 3 }), rect(cx - 104 * k, y + 14 * k, 8 * k, 40 * k, G500), rect(cx + 96 * k, y + 14 * k, 8 * k, 40 * k, G500))
      parts.push(rect(cx - 50 * k, y - 50 * k, 70 * k, 46 * k, G800, { rx: 3 }), rect(cx - 46 * k, y - 46 * k, 62 * k, 38 * k, '#38bdf8', { opacity: 0.7 }), rect(cx - 20 * k, y - 4 * k, 10 * k, 4 * k, G700))
    }
  }
  parts.push(planter(70, 560, 1.3, NAVY2), planter(740, 570, 1.4, AMBER))
  parts.push(poly([[40, 220], [130, 250], [130, 330], [40, 320]], WHITE, { stroke: G400, 'stroke-width': 3 }), line(56, 250, 110, 266, '#2563eb', 3), line(56, 268, 100, 281, GREEN, 3))
  parts.push(poly([[690, 250], [740, 226], [740, 420], [690, 400]], '#94a3b8'), circle(700, 330, 3, G700))
  parts.push(person(390, 500, 118, randomFigure(rand)), person(430, 590, 170, randomFigure(rand, { long: true })))
  return parts.join('')
}

// ---------------------------------------------------------------------------------------------
// Exhibition stands

type Showpiece = 'fan' | 'streetlight' | 'panel' | 'luminaire'

function showpiece(kind: Showpiece, x: number, y: number, s: number): string {
  switch (kind) {
    case 'fan':
      return place(
        x,
        y,
        s,
        rect(-80, -250, 8, 250, G400),
        rect(72, -250, 8, 250, G400),
        rect(-86, -256, 172, 12, G300, { rx: 3 }),
        rect(-50, -30, 100, 30, WHITE, { rx: 3 }),
        rect(-50, -30, 100, 6, GREEN),
        ceilingFan(0, -180, 1),
      )
    case 'streetlight':
      return solarStreetLight(x, y, 200 * s, false, 1)
    case 'panel':
      return place(x, y, s, line(-30, 0, -10, -80, G600, 5), line(30, 0, 10, -80, G600, 5), panelGrid([[-60, -200], [60, -200], [60, -60], [-60, -60]], 2, 3, 0.04))
    case 'luminaire':
      return place(
        x,
        y,
        s,
        rect(-60, -180, 120, 160, WHITE, { stroke: G300, 'stroke-width': 3 }),
        rect(-50, -170, 100, 60, '#fef9c3'),
        rect(-50, -100, 100, 30, '#fef3c7'),
        rect(-50, -62, 100, 30, '#fef9c3'),
        rect(-20, -20, 40, 20, G600),
      )
  }
}

function sceneExhibition(rand: () => number, pieces: Showpiece[], accent: string, variant: number, label: string): string {
  const hall = ['#1f2a3d', '#26303f', '#1c2738'][variant % 3]!
  const parts = [rect(0, 0, W, H, hall)]
  for (let i = 0; i < 9; i++) parts.push(line(i * 100, 0, 400 + (i - 4) * 60, 150, '#334155', 2))
  parts.push(rect(0, 140, W, 10, '#334155'))
  for (let i = 0; i < 8; i++) parts.push(circle(60 + i * 100, 40, 10, '#fef3c7', { opacity: 0.8 }), circle(60 + i * 100, 40, 26, 'url(#glow)', { opacity: 0.4 }))
  // the hall's hanging banner: city and year
  const bw = label.length * 16 + 48
  parts.push(line(400 - bw / 2 + 30, 0, 400 - bw / 2 + 30, 70, G500, 2), line(400 + bw / 2 - 30, 0, 400 + bw / 2 - 30, 70, G500, 2))
  parts.push(rect(400 - bw / 2, 66, bw, 54, WHITE, { rx: 4 }), rect(400 - bw / 2, 66, bw, 8, accent, { rx: 3 }))
  parts.push(text(400, 108, 22, NAVY, label, { 'text-anchor': 'middle', 'letter-spacing': 2 }))
  parts.push(rect(0, 150, W, 260, '#3b4a60'))
  parts.push(rect(20, 190, 110, 220, '#52627a'), rect(680, 200, 120, 210, '#52627a'), rect(30, 205, 90, 22, accent, { opacity: 0.5 }), rect(692, 216, 96, 18, pick([AMBER, GREEN, '#0ea5e9'], rand), { opacity: 0.45 }))
  parts.push(rect(0, 410, W, 190, 'url(#floorHall)'))
  const wall = variant === 1 ? '#f8fafc' : variant === 2 ? '#0f3b2c' : NAVY
  const ink = variant === 1 ? NAVY : WHITE
  parts.push(rect(130, 430, 540, 150, G200), rect(130, 426, 540, 8, accent))
  parts.push(rect(150, 176, 500, 264, wall), rect(150, 424, 500, 10, dark(wall, 0.3)))
  if (variant === 1) parts.push(rect(150, 176, 26, 264, accent), rect(176, 176, 10, 264, NAVY))
  if (variant === 2) parts.push(circle(600, 236, 48, GREEN, { opacity: 0.35 }), circle(600, 236, 32, GREEN, { opacity: 0.45 }), circle(600, 236, 16, AMBER, { opacity: 0.8 }))
  parts.push(poly([[130, 150], [670, 150], [670, 180], [130, 180]], variant === 1 ? NAVY : NAVY2), rect(130, 176, 540, 4, accent))
  const lx = variant === 1 ? 250 : 236
  parts.push(circle(lx, 232, 22, AMBER), ...times(8, (i) => group({ transform: `rotate(${i * 45} ${lx} 232)` }, rect(lx + 26, 229, 10, 6, AMBER, { rx: 3 }))))
  parts.push(text(lx + 44, 248, 44, ink, 'ARKVOLT', { 'letter-spacing': 3 }))
  parts.push(rect(lx + 46, 262, 150, 5, GREEN, { rx: 2 }))
  const screenX = 460
  parts.push(rect(screenX, 290, 170, 100, G800, { rx: 4 }), rect(screenX + 6, 296, 158, 88, '#0f3b66'), rect(screenX + 16, 310, 70, 8, AMBER), rect(screenX + 16, 328, 120, 5, G300), rect(screenX + 16, 340, 100, 5, G300))
  parts.push(poly([[screenX + 100, 376], [screenX + 130, 350], [screenX + 150, 362], [screenX + 158, 330]], 'none', { stroke: GREEN_L, 'stroke-width': 3 }))
  const slots = variant === 2 ? [580, 220, 400] : [220, 400, 580]
  pieces.slice(0, 3).forEach((piece, i) => parts.push(showpiece(piece, slots[i]!, 470, piece === 'streetlight' ? 1.05 : 0.8)))
  const cx = variant === 2 ? 470 : 300
  parts.push(rect(cx, 476, 200, 70, WHITE, { rx: 4 }), rect(cx, 476, 200, 10, accent, { rx: 3 }), rect(cx + 30, 502, 140, 6, G300))
  parts.push(person(cx + 60, 474, 92, randomFigure(rand, { top: NAVY, bottom: G700 })))
  const visitors: [number, number, number][] = [
    [70 + rand() * 60, 590, 150],
    [170 + rand() * 40, 600, 160],
    [540 + rand() * 40, 600, 158],
    [660 + rand() * 30, 596, 150],
    [740 + rand() * 30, 600, 156],
  ]
  for (const [x, y, h] of visitors) parts.push(person(x, y, h, randomFigure(rand)))
  return parts.join('')
}

// ---------------------------------------------------------------------------------------------
// CSR scenes

function sceneSchool(rand: () => number): string {
  const wall = '#f1c27d'
  const parts = [sky('day', rand, 340), hills(320, '#9fcb9a', rand, 60), ground(440, '#b59b6b')]
  parts.push(poly([[126, 220], [674, 220], [700, 262], [100, 262]], '#c2410c'), poly([[126, 220], [674, 220], [680, 228], [120, 228]], '#9a3412'))
  parts.push(panelGrid([[210, 222], [590, 222], [604, 256], [196, 256]], 8, 1, 0.05))
  parts.push(rect(110, 262, 580, 180, wall), rect(110, 262, 580, 12, dark(wall, 0.15)))
  for (let i = 0; i < 5; i++) {
    const x = 140 + i * 112
    parts.push(rect(x, 300, 56, 96, '#1d4ed8'), rect(x + 64, 310, 30, 40, '#bae6fd', { stroke: '#1d4ed8', 'stroke-width': 3 }))
  }
  parts.push(rect(110, 400, 580, 40, dark(wall, 0.08)), rect(100, 436, 600, 8, G400))
  parts.push(rect(640, 330, 6, 110, G500), rect(634, 326, 18, 6, G500))
  parts.push(tree(60, 470, 1, GREEN_D), tree(750, 480, 1.1))
  const kid = () => randomFigure(rand, { top: WHITE, bottom: '#1e3a8a', long: rand() < 0.5 })
  const kids: [number, number][] = [[230, 540], [270, 548], [310, 540], [470, 560], [510, 552], [550, 560], [400, 590], [600, 590]]
  for (const [x, y] of kids) parts.push(person(x, y, 70 + rand() * 16, kid()))
  parts.push(person(160, 560, 120, randomFigure(rand, { top: '#db2777', long: true, bottom: '#9d174d' })))
  return parts.join('')
}

function sceneTraining(rand: () => number): string {
  const parts = [sky('day', rand, 360), hills(330, '#b8d4c0', rand, 40), ground(400, '#cbd5e1')]
  parts.push(rect(0, 390, W, 14, G400))
  parts.push(rect(520, 150, 260, 250, '#e2e8f0'), rect(520, 150, 260, 30, NAVY), text(540, 173, 18, WHITE, 'TRAINING BAY'), windowsGrid(540, 200, 4, 2, 44, 50, 14, 20, '#93c5fd'))
  // a training mounting structure, half fitted with panels
  const rack: [P, P, P, P] = [[70, 280], [470, 262], [480, 380], [60, 400]]
  for (const u of [0.04, 0.36, 0.68, 0.96]) {
    const top = quadPoint(rack, u, 0.2)
    const bottom = quadPoint(rack, u, 0.98)
    parts.push(line(top[0], top[1], top[0], 460 - (1 - u) * 10, G600, 6), line(bottom[0], bottom[1], bottom[0], 470, G500, 6))
  }
  for (const v of [0.12, 0.5, 0.88]) {
    const a = quadPoint(rack, 0, v)
    const b = quadPoint(rack, 1, v)
    parts.push(line(a[0], a[1], b[0], b[1], G400, 5))
  }
  parts.push(panelGrid([quadPoint(rack, 0, 0), quadPoint(rack, 0.5, 0), quadPoint(rack, 0.5, 1), quadPoint(rack, 0, 1)], 2, 2, 0.04))
  parts.push(panelGrid([quadPoint(rack, 0.52, 0), quadPoint(rack, 0.74, 0), quadPoint(rack, 0.74, 0.5), quadPoint(rack, 0.52, 0.5)], 1, 1, 0.04))
  parts.push(rect(560, 430, 200, 14, '#a16207'), rect(570, 444, 10, 60, '#713f12'), rect(740, 444, 10, 60, '#713f12'), rect(580, 410, 50, 20, '#dc2626', { rx: 3 }), rect(650, 414, 70, 16, G200, { rx: 2 }), rect(664, 396, 30, 18, G800, { rx: 2 }))
  const hats = [AMBER, AMBER, WHITE, AMBER, GREEN]
  const people: [number, number, number][] = [[330, 560, 150], [200, 580, 158], [420, 590, 160], [520, 580, 150], [640, 596, 156]]
  people.forEach(([x, y, h], i) => parts.push(person(x, y, h, randomFigure(rand, { hat: hats[i], top: i === 4 ? NAVY : pick(['#ea580c', '#2563eb', '#0d9488', '#f59e0b'], rand) }))))
  return parts.join('')
}

function scenePlanting(rand: () => number): string {
  const parts = [sky('day', rand, 300)]
  let x = 0
  while (x < W) {
    const w = 80 + rand() * 70
    const h = 120 + rand() * 150
    const c = pick(['#e8dcc8', '#d9e2ec', '#efe1d1', '#dfe7d6'], rand)
    parts.push(rect(x, 330 - h, w, h + 20, c), windowsGrid(x + 12, 330 - h + 16, Math.max(1, Math.floor((w - 20) / 26)), Math.floor(h / 34), 16, 18, 10, 16, '#94a3b8'))
    x += w + 8
  }
  parts.push(ground(330, '#9ca3af'), rect(0, 330, W, 70, '#d6d3d1'), rect(0, 396, W, 8, G500), rect(0, 404, W, 196, '#b7a17a'))
  for (let i = 0; i < 4; i++) {
    const tx = 90 + i * 200
    parts.push(tree(tx, 390, 0.55 + (i % 2) * 0.1, GREEN), rect(tx - 16, 350, 32, 40, 'none', { stroke: G600, 'stroke-width': 3 }))
  }
  parts.push(twinBins(730, 470, 1.1), twinBins(40, 470, 0.9))
  // volunteers planting a sapling
  parts.push(ellipse(380, 520, 70, 14, '#7c5a3a'), rect(376, 470, 8, 50, '#7c4a2d'), circle(380, 462, 18, GREEN), circle(366, 474, 12, GREEN_D), circle(394, 472, 12, '#22c55e'))
  parts.push(line(470, 470, 444, 540, '#7c4a2d', 5), poly([[436, 536], [452, 540], [446, 560], [432, 556]], G500))
  parts.push(person(300, 580, 150, randomFigure(rand, { top: GREEN })), person(480, 584, 156, randomFigure(rand, { top: GREEN, long: true })), person(600, 590, 110, randomFigure(rand, { top: GREEN })))
  parts.push(rect(560, 540, 30, 40, '#0ea5e9', { rx: 5 }), rect(586, 548, 20, 6, '#0ea5e9'))
  return parts.join('')
}

// ---------------------------------------------------------------------------------------------
// Team portraits: flat illustrated avatars

type HairStyle = 'short' | 'side-part' | 'receding' | 'long' | 'bun' | 'wavy'
type Attire = 'suit' | 'bandhgala' | 'blazer' | 'shirt' | 'kurta' | 'polo'

interface AvatarStyle {
  skin: string
  hair: string
  hairStyle: HairStyle
  attire: Attire
  main: string
  accent: string
  bg: string
  glasses?: boolean
  moustache?: boolean
  beard?: boolean
  earrings?: boolean
}

/** Portrait choices for the current team; anyone added to team.ts without one gets a derived style. */
const avatarStyles: Record<string, AvatarStyle> = {
  'madhukar-sawant': { skin: '#b07a52', hair: '#d4d8de', hairStyle: 'receding', attire: 'bandhgala', main: NAVY, accent: '#f8fafc', bg: '#fdf0d5', glasses: true, moustache: true },
  'nandini-sawant': { skin: '#c68e63', hair: '#1f1b1a', hairStyle: 'long', attire: 'blazer', main: NAVY2, accent: AMBER, bg: '#e3eefa', earrings: true },
  'farhan-qureshi': { skin: '#a8714a', hair: '#211c1a', hairStyle: 'side-part', attire: 'shirt', main: '#bfdbfe', accent: '#1e3a8a', bg: '#e4f4e8', beard: true },
  'karthik-subramanian': { skin: '#7a4a2c', hair: '#26201d', hairStyle: 'wavy', attire: 'polo', main: GREEN, accent: WHITE, bg: '#fdf0d5', moustache: true },
  'sunil-agarwal': { skin: '#e0b48e', hair: '#3b2a20', hairStyle: 'short', attire: 'suit', main: G700, accent: '#b45309', bg: '#e7ecf3', glasses: true },
  'joseph-dsouza': { skin: '#b9865e', hair: '#9ca3af', hairStyle: 'short', attire: 'shirt', main: '#0d9488', accent: '#134e4a', bg: '#fdebd3', beard: true },
  'harpreet-bhatia': { skin: '#d9a57c', hair: '#1c1917', hairStyle: 'bun', attire: 'kurta', main: '#15803d', accent: AMBER_L, bg: '#f3ecfb', glasses: true, earrings: true },
}

function derivedStyle(id: string): AvatarStyle {
  const rand = seeded(id)
  const hairStyle = pick<HairStyle>(['short', 'side-part', 'long', 'bun', 'wavy'], rand)
  const feminine = hairStyle === 'long' || hairStyle === 'bun'
  return {
    skin: pick(SKINS, rand),
    hair: rand() < 0.2 ? '#a8a29e' : '#1f1b1a',
    hairStyle,
    attire: pick<Attire>(feminine ? ['blazer', 'kurta'] : ['suit', 'shirt', 'polo', 'bandhgala'], rand),
    main: pick([NAVY, NAVY2, GREEN_D, G700, '#0d9488'], rand),
    accent: pick([AMBER, WHITE, AMBER_L], rand),
    bg: pick(['#fdf0d5', '#e3eefa', '#e4f4e8', '#e7ecf3'], rand),
    glasses: rand() < 0.35,
    moustache: !feminine && rand() < 0.4,
    earrings: feminine,
  }
}

function attire(style: AvatarStyle): string {
  const body = 'M44 480 C50 382 128 338 240 336 C352 338 430 382 436 480 Z'
  const m = style.main
  const a = style.accent
  switch (style.attire) {
    case 'suit':
      return [
        pathEl(body, m),
        poly([[196, 338], [284, 338], [240, 440]], WHITE),
        poly([[232, 352], [248, 352], [252, 430], [240, 446], [228, 430]], a),
        poly([[226, 340], [254, 340], [248, 356], [232, 356]], dark(a, 0.15)),
        poly([[196, 338], [240, 444], [206, 480], [170, 360]], dark(m, 0.18)),
        poly([[284, 338], [240, 444], [274, 480], [310, 360]], dark(m, 0.18)),
        rect(330, 400, 40, 6, light(m, 0.25), { rx: 2 }),
      ].join('')
    case 'bandhgala':
      return [
        pathEl(body, m),
        pathEl('M196 342 Q240 362 284 342 L284 364 Q240 384 196 364 Z', dark(m, 0.2)),
        line(240, 372, 240, 480, dark(m, 0.3), 3),
        ...times(4, (i) => circle(240, 396 + i * 24, 5, AMBER_L)),
        rect(300, 410, 44, 6, AMBER_L, { rx: 2 }),
      ].join('')
    case 'blazer':
      return [
        pathEl(body, m),
        pathEl('M194 340 Q240 400 286 340 L286 480 L194 480 Z', a),
        poly([[194, 338], [240, 470], [200, 480], [160, 362]], dark(m, 0.2)),
        poly([[286, 338], [240, 470], [280, 480], [320, 362]], dark(m, 0.2)),
        circle(240, 380, 6, light(a, 0.4)),
      ].join('')
    case 'shirt':
      return [
        pathEl(body, m),
        poly([[200, 336], [240, 372], [214, 394]], light(m, 0.35)),
        poly([[280, 336], [240, 372], [266, 394]], light(m, 0.35)),
        line(240, 372, 240, 480, dark(m, 0.2), 3),
        ...times(4, (i) => circle(240, 392 + i * 24, 3.5, a)),
        rect(300, 400, 44, 40, dark(m, 0.08), { rx: 4 }),
      ].join('')
    case 'polo':
      return [
        pathEl(body, m),
        poly([[198, 336], [240, 358], [218, 384]], light(m, 0.2)),
        poly([[282, 336], [240, 358], [262, 384]], light(m, 0.2)),
        rect(232, 356, 16, 52, dark(m, 0.15), { rx: 3 }),
        circle(240, 372, 3.5, a),
        circle(240, 392, 3.5, a),
        circle(320, 410, 10, a, { opacity: 0.9 }),
      ].join('')
    case 'kurta':
      return [
        pathEl(body, m),
        pathEl('M200 340 Q240 356 280 340 L276 352 Q240 368 204 352 Z', dark(m, 0.2)),
        rect(234, 356, 12, 76, dark(m, 0.15), { rx: 3 }),
        pathEl('M136 366 C170 342 196 338 214 344 C232 392 262 444 300 480 L236 480 C204 444 176 404 136 366 Z', a),
        pathEl('M150 370 C176 354 196 350 208 354', 'none', { stroke: light(a, 0.5), 'stroke-width': 3, 'stroke-linecap': 'round' }),
        ...times(4, (i) => circle(232 + i * 16, 452 + i * 6, 3.5, dark(a, 0.25))),
      ].join('')
  }
}

function hairBack(style: AvatarStyle): string {
  if (style.hairStyle === 'long') return pathEl('M150 210 C140 110 200 94 240 96 C300 94 344 122 332 220 C340 290 350 330 356 380 L124 380 C132 330 142 290 150 210 Z', style.hair)
  if (style.hairStyle === 'bun') return circle(240, 104, 38, style.hair)
  return ''
}

function hairFront(style: AvatarStyle): string {
  const h = style.hair
  switch (style.hairStyle) {
    case 'short':
      return pathEl('M164 206 C156 128 198 100 244 102 C292 102 326 130 316 206 C308 166 290 148 262 146 C230 150 196 150 176 166 C168 176 166 190 164 206 Z', h)
    case 'side-part':
      return pathEl('M164 210 C150 124 204 98 246 100 C296 100 330 132 316 210 C306 170 290 150 268 142 C232 160 194 158 174 168 Z', h) + pathEl('M206 118 Q226 112 232 146', 'none', { stroke: light(h, 0.25), 'stroke-width': 3 })
    case 'receding':
      return (
        pathEl('M162 224 C156 176 170 146 190 136 C184 160 180 186 178 222 Z', h) +
        pathEl('M318 224 C324 176 310 146 290 136 C296 160 300 186 302 222 Z', h) +
        pathEl('M196 126 Q240 108 284 126 Q240 118 196 126 Z', h)
      )
    case 'long':
      return pathEl('M164 214 C160 130 204 104 248 106 C290 108 320 134 316 200 C296 170 268 150 226 146 C204 160 184 184 164 214 Z', h)
    case 'bun':
      return pathEl('M164 206 C158 132 202 108 240 108 C282 108 322 132 316 206 C300 170 276 150 240 148 C204 150 180 170 164 206 Z', h)
    case 'wavy':
      return [
        pathEl('M164 208 C158 140 196 108 240 106 C286 106 324 136 316 208 C306 176 286 156 240 154 C196 156 174 176 164 208 Z', h),
        circle(196, 124, 22, h),
        circle(230, 110, 24, h),
        circle(266, 114, 22, h),
        circle(296, 134, 20, h),
        circle(178, 150, 18, h),
        circle(306, 160, 14, h),
        pathEl('M250 112 Q270 118 282 134', 'none', { stroke: light(h, 0.35), 'stroke-width': 3, 'stroke-linecap': 'round' }),
      ].join('')
  }
}

function face(style: AvatarStyle): string {
  const s = style.skin
  const parts = [
    rect(208, 262, 64, 88, dark(s, 0.12), { rx: 24 }),
    ellipse(164, 216, 13, 22, dark(s, 0.05)),
    ellipse(316, 216, 13, 22, dark(s, 0.05)),
    ellipse(240, 204, 76, 92, s),
    hairFront(style),
    pathEl('M200 184 Q214 176 228 182', 'none', { stroke: dark(style.hair === '#d4d8de' || style.hair === '#9ca3af' ? G500 : style.hair, 0.1), 'stroke-width': 5, 'stroke-linecap': 'round' }),
    pathEl('M252 182 Q266 176 280 184', 'none', { stroke: dark(style.hair === '#d4d8de' || style.hair === '#9ca3af' ? G500 : style.hair, 0.1), 'stroke-width': 5, 'stroke-linecap': 'round' }),
    ellipse(214, 206, 6.5, 7.5, '#1f1a17'),
    ellipse(266, 206, 6.5, 7.5, '#1f1a17'),
    circle(216, 204, 2, WHITE),
    circle(268, 204, 2, WHITE),
    pathEl('M242 214 Q234 240 246 244', 'none', { stroke: dark(s, 0.28), 'stroke-width': 3.5, 'stroke-linecap': 'round' }),
    circle(196, 238, 13, '#f87171', { opacity: 0.1 }),
    circle(284, 238, 13, '#f87171', { opacity: 0.1 }),
  ]
  if (style.beard) {
    parts.push(pathEl('M166 224 C170 290 204 318 240 318 C276 318 310 290 314 224 C304 268 282 282 240 284 C198 282 176 268 166 224 Z', style.hair, { opacity: 0.92 }))
  }
  if (style.moustache || style.beard) parts.push(pathEl('M212 258 Q226 246 240 252 Q254 246 268 258 Q254 262 240 258 Q226 262 212 258 Z', style.hair, { stroke: style.hair, 'stroke-width': 3, 'stroke-linejoin': 'round' }))
  const [sr, sg, sb] = hexToRgb(s)
  const deep = 0.299 * sr + 0.587 * sg + 0.114 * sb < 120
  const mouthY = style.moustache || style.beard ? 272 : 266
  parts.push(pathEl(`M220 ${mouthY} Q240 ${mouthY + 16} 260 ${mouthY}`, 'none', { stroke: deep || style.beard ? '#d98b7e' : '#7a3b2e', 'stroke-width': 4.5, 'stroke-linecap': 'round' }))
  if (style.glasses) {
    parts.push(
      group(
        { fill: 'none', stroke: G800, 'stroke-width': 4 },
        el('rect', { x: 190, y: 190, width: 46, height: 34, rx: 12 }),
        el('rect', { x: 244, y: 190, width: 46, height: 34, rx: 12 }),
        line(236, 204, 244, 204, G800, 4),
        line(190, 202, 168, 198, G800, 4),
        line(290, 202, 312, 198, G800, 4),
      ),
    )
  }
  if (style.earrings) parts.push(circle(162, 242, 6, AMBER), circle(318, 242, 6, AMBER))
  return parts.join('')
}

function avatarSvg(id: string): string {
  const style = avatarStyles[id] ?? derivedStyle(id)
  const body = [
    rect(0, 0, AVATAR, AVATAR, style.bg),
    circle(240, 230, 190, dark(style.bg, 0.05)),
    circle(400, 80, 26, AMBER, { opacity: 0.35 }),
    circle(70, 400, 16, GREEN, { opacity: 0.3 }),
    hairBack(style),
    attire(style),
    face(style),
  ]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${AVATAR}" height="${AVATAR}" viewBox="0 0 ${AVATAR} ${AVATAR}">${body.join('')}</svg>`
}

// ---------------------------------------------------------------------------------------------
// Brand wordmarks

function brandMark(id: string, lineText: string): string {
  const key = `${id} ${lineText}`.toLowerCase()
  if (/technozen|fan/.test(key)) {
    const blade = (angle: number) => group({ transform: `rotate(${angle} 44 48)` }, pathEl('M44 48 C40 30 50 14 68 12 C66 28 60 40 44 48 Z', GREEN))
    return circle(44, 48, 34, 'none', { stroke: NAVY, 'stroke-width': 4 }) + blade(0) + blade(120) + blade(240) + circle(44, 48, 8, NAVY)
  }
  if (/cable|wire/.test(key)) {
    return (
      pathEl('M10 60 C26 20 42 20 50 48 S74 76 86 36', 'none', { stroke: '#b45309', 'stroke-width': 10, 'stroke-linecap': 'round' }) +
      pathEl('M10 60 C26 20 42 20 50 48 S74 76 86 36', 'none', { stroke: AMBER, 'stroke-width': 4, 'stroke-linecap': 'round' })
    )
  }
  if (/switch|circuit/.test(key)) {
    return rect(22, 14, 48, 68, NAVY, { rx: 8 }) + rect(34, 26, 24, 28, WHITE, { rx: 4 }) + rect(38, 30, 16, 12, AMBER, { rx: 2 }) + rect(30, 64, 32, 6, G300, { rx: 3 })
  }
  if (/batter|power/.test(key)) {
    return rect(14, 26, 64, 44, 'none', { stroke: NAVY, 'stroke-width': 6, rx: 8 }) + rect(78, 40, 8, 16, NAVY, { rx: 2 }) + pathEl('M50 32 L36 52 L46 52 L42 66 L58 44 L48 44 Z', GREEN)
  }
  if (/driver|electronic|component/.test(key)) {
    return (
      rect(24, 24, 48, 48, NAVY, { rx: 6 }) +
      rect(36, 36, 24, 24, AMBER, { rx: 3 }) +
      times(4, (i) => line(30 + i * 12, 12, 30 + i * 12, 22, G500, 4) + line(30 + i * 12, 74, 30 + i * 12, 84, G500, 4)).join('')
    )
  }
  if (/sailite|solar|lighting/.test(key)) {
    return (
      circle(40, 52, 16, AMBER) +
      times(7, (i) => group({ transform: `rotate(${-165 + i * 25} 40 52)` }, rect(62, 49, 11, 6, AMBER, { rx: 3 }))).join('') +
      pathEl('M44 20 L44 74 L74 74 Z', NAVY) +
      pathEl('M16 80 Q40 90 78 80', 'none', { stroke: GREEN, 'stroke-width': 5, 'stroke-linecap': 'round' })
    )
  }
  return rect(16, 16, 64, 64, NAVY, { rx: 14 }) + text(48, 62, 34, AMBER, id.charAt(0).toUpperCase(), { 'text-anchor': 'middle', 'font-family': 'system-ui, sans-serif' })
}

/** The small line under an own brand's name; partner brands use the second word of their name. */
const brandTaglines: Record<string, string> = { sailite: 'LIGHTING · SOLAR', technozen: 'BLDC FANS' }

function logoSvg(id: string, name: string, lineText: string): string {
  const [word = name, ...rest] = name.split(' ')
  const sub = (brandTaglines[id] ?? (rest.join(' ') || lineText.replace(/\s*\(.*\)$/, '').split(/,| and /)[0] || '')).toUpperCase()
  const label = name.replace(/&/g, '&amp;')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 96" width="240" height="96" role="img" aria-label="${label}"><title>${label}</title>` +
    brandMark(id, lineText) +
    `<g font-family="system-ui, sans-serif" fill="${NAVY}"><text x="98" y="52" font-size="${word.length > 8 ? 21 : 24}" font-weight="800" letter-spacing="-.3">${word}</text>` +
    `<text x="99" y="70" font-size="10.5" font-weight="600" letter-spacing="1.2" fill-opacity=".75">${sub.replace(/&/g, '&amp;')}</text></g>` +
    rect(99, 77, 34, 3, AMBER, { rx: 1.5 }) +
    '</svg>'
  )
}

// ---------------------------------------------------------------------------------------------
// Choosing a scene for each entry

type Scene = (rand: () => number) => string

function projectScene(p: (typeof projects)[number]): Scene {
  const key = `${p.id} ${p.name} ${p.capacity ?? ''}`.toLowerCase()
  if (p.line === 'air-conditioning') return sceneOfficeAC
  if (p.line === 'fans') return sceneClassroomFans
  if (/water heat/.test(key)) return sceneHospitalWaterHeater
  if (/pump/.test(key)) return sceneFarmPumps
  if (/flood|port|yard/.test(key)) return scenePort
  if (/street light/.test(key)) return p.line === 'solar' ? (rand) => sceneVillageLights(rand, false) : sceneCityStreet
  if (/bench|station|dustbin/.test(key)) return sceneStation
  if (/park|play|gazebo/.test(key)) return scenePark
  if (/housing|societ|residential/.test(key)) return sceneHousing
  if (/factory|shed|mwp|industrial/.test(key)) return sceneShedRooftop
  if (p.line === 'lighting') return sceneCityStreet
  if (p.line === 'frp') return scenePark
  return sceneCampusRooftop
}

function csrScene(c: (typeof csrInitiatives)[number]): Scene {
  const key = `${c.id} ${c.title}`.toLowerCase()
  if (/school|shala/.test(key)) return sceneSchool
  if (/train|skill|kaushal|technician/.test(key)) return sceneTraining
  if (/street|village|gaon|hamlet|dark/.test(key)) return (rand) => sceneVillageLights(rand, true)
  if (/tree|sapling|green|harit|clean/.test(key)) return scenePlanting
  return sceneSchool
}

function exhibitionScene(e: (typeof exhibitions)[number]): Scene {
  const key = `${e.name} ${e.summary}`.toLowerCase()
  const pieces: Showpiece[] = []
  if (/fan/.test(key)) pieces.push('fan')
  if (/street light/.test(key)) pieces.push('streetlight')
  if (/module|rooftop|inverter|solar/.test(key)) pieces.push('panel')
  if (/led|panel|batten|luminaire|lighting/.test(key)) pieces.push('luminaire')
  for (const fill of ['panel', 'streetlight', 'luminaire', 'fan'] as const) if (pieces.length < 3 && !pieces.includes(fill)) pieces.push(fill)
  const index = exhibitions.indexOf(e)
  const accent = [AMBER, GREEN, '#0ea5e9'][Math.max(0, index) % 3]!
  const label = `${e.city} ${e.year}`.toUpperCase()
  return (rand) => sceneExhibition(rand, pieces, accent, Math.max(0, index) % 3, label.length > 20 ? String(e.year) : label)
}

// ---------------------------------------------------------------------------------------------
// Writing

interface Job {
  src: string
  svg: string
  size: [number, number]
}

function target(src: string): string {
  const rel = src.replace(/^\//, '')
  if (!ALLOWED.some((dir) => rel.startsWith(dir))) throw new Error(`${src}: outside the folders this script owns`)
  return path.join(PUBLIC, rel)
}

async function write(job: Job): Promise<number> {
  const file = target(job.src)
  mkdirSync(path.dirname(file), { recursive: true })
  if (file.endsWith('.svg')) {
    writeFileSync(file, job.svg)
    return statSync(file).size
  }
  const input = Buffer.from(job.svg)
  let output: Buffer = Buffer.alloc(0)
  for (const quality of QUALITIES) {
    output = await sharp(input).resize(job.size[0], job.size[1]).webp({ quality, effort: 6 }).toBuffer()
    if (output.length <= SCENE_BUDGET) break
  }
  writeFileSync(file, output)
  return output.length
}

async function main(): Promise<void> {
  const jobs: Job[] = [
    ...team.map((m) => ({ src: m.image, svg: avatarSvg(m.id), size: [AVATAR, AVATAR] as [number, number] })),
    ...projects.map((p) => ({ src: p.image, svg: svgScene(projectScene(p)(seeded(p.id))), size: [W, H] as [number, number] })),
    ...exhibitions.map((e) => ({ src: e.image, svg: svgScene(exhibitionScene(e)(seeded(e.id))), size: [W, H] as [number, number] })),
    ...csrInitiatives.map((c) => ({ src: c.image, svg: svgScene(csrScene(c)(seeded(c.id))), size: [W, H] as [number, number] })),
    ...brands.map((b) => ({ src: b.logo, svg: logoSvg(b.id, b.name, b.line), size: [240, 96] as [number, number] })),
  ]
  const seen = new Set<string>()
  let total = 0
  const warnings: string[] = []
  for (const job of jobs) {
    if (seen.has(job.src)) continue
    seen.add(job.src)
    const bytes = await write(job)
    total += bytes
    const budget = job.src.endsWith('.svg') ? LOGO_BUDGET : SCENE_BUDGET
    if (bytes > budget) warnings.push(`${job.src}: ${bytes} bytes, over the ${budget}-byte budget`)
    console.log(`${job.src.padEnd(52)} ${(bytes / 1024).toFixed(1).padStart(6)} KB`)
  }
  console.log(`${seen.size} files, ${(total / 1024).toFixed(0)} KB in all`)
  for (const warning of warnings) console.warn(`warning: ${warning}`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
