/**
 * Draws the frames of the home page's hero video: a navy dawn over rows of solar panels, a
 * band of sunlight sweeping slowly across them, soft rays turning around the rising sun (which
 * doubles as the hub of a faint, slowly turning fan) and warm motes of light drifting upwards.
 *
 *   npx tsx scripts/make-hero-frames.ts <out-dir> [frames] [fps]
 *
 * Called by scripts/make-hero-video.sh, which encodes the PNGs. Every moving part is periodic
 * in the loop length, so frame N (never drawn) equals frame 0 and the video loops without a seam.
 * The same arguments always produce identical frames.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

const W = 1280
const H = 720
const HORIZON = 404
const SUN = { x: 936, y: 372 }

const outDir = path.resolve(process.argv[2] ?? 'hero-frames')
const FRAMES = Number(process.argv[3] ?? 288)
const TAU = Math.PI * 2

/** Deterministic pseudo-random numbers, so reruns produce identical frames. */
function seeded(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0
    let t = seed
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const n1 = (n: number) => Math.round(n * 10) / 10
const svg = (body: string, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`

// ---------------------------------------------------------------------------------------------
// The solar field: drawn once. Rows of tilted modules on a ground plane seen in perspective,
// the rows running diagonally towards the horizon.

const CAMERA_HEIGHT = 3.4
const FOCAL = 820
const YAW = (28 * Math.PI) / 180
const CENTRE_X = 560

type Point = [number, number]

/** Projects a ground-plane point (u along a row, v across rows, height h) to the screen. */
function project(u: number, v: number, h: number): Point | null {
  const x = u * Math.cos(YAW) - v * Math.sin(YAW)
  const z = u * Math.sin(YAW) + v * Math.cos(YAW) + 3
  if (z < 2.2) return null
  return [CENTRE_X + (FOCAL * x) / z, HORIZON + (FOCAL * (CAMERA_HEIGHT - h)) / z]
}

function fieldSvg(mask: boolean): string {
  const parts: string[] = []
  const rowPitch = 5.6
  const moduleWidth = 2
  const gap = 0.12
  for (let row = 22; row >= 1; row--) {
    const v = row * rowPitch
    for (let u = -90; u < 90; u += moduleWidth + gap) {
      const a = project(u, v, 0.55)
      const b = project(u + moduleWidth, v, 0.55)
      const c = project(u + moduleWidth, v + 1.25, 1.75)
      const d = project(u, v + 1.25, 1.75)
      if (!a || !b || !c || !d) continue
      const xs = [a[0], b[0], c[0], d[0]]
      if (Math.max(...xs) < -20 || Math.min(...xs) > W + 20) continue
      if (Math.min(a[1], b[1]) > H + 40) continue
      const pts = [a, b, c, d].map((p) => `${n1(p[0])},${n1(p[1])}`).join(' ')
      if (mask) {
        parts.push(`<polygon points="${pts}" fill="#fff"/>`)
        continue
      }
      // Legs and a dark underside edge give each row some depth.
      const lip = Math.max(1, (b[1] - c[1]) * 0.08)
      parts.push(
        `<polygon points="${n1(a[0])},${n1(a[1])} ${n1(b[0])},${n1(b[1])} ${n1(b[0])},${n1(b[1] + lip)} ${n1(a[0])},${n1(a[1] + lip)}" fill="#02080f"/>`,
      )
      parts.push(`<polygon points="${pts}" fill="url(#cell)" stroke="#4a6f9f" stroke-opacity=".35" stroke-width="${n1(Math.min(1.4, Math.max(0.4, (a[1] - d[1]) / 40)))}"/>`)
      // Cell grid only where it is big enough to read.
      const tall = a[1] - d[1]
      if (tall > 14) {
        const lines: string[] = []
        const cols = 6
        const rowsOfCells = 3
        for (let i = 1; i < cols; i++) {
          const t = i / cols
          const p = project(u + moduleWidth * t, v, 0.55)
          const q = project(u + moduleWidth * t, v + 1.25, 1.75)
          if (p && q) lines.push(`M${n1(p[0])} ${n1(p[1])}L${n1(q[0])} ${n1(q[1])}`)
        }
        for (let j = 1; j < rowsOfCells; j++) {
          const t = j / rowsOfCells
          const p = project(u, v + 1.25 * t, 0.55 + 1.2 * t)
          const q = project(u + moduleWidth, v + 1.25 * t, 0.55 + 1.2 * t)
          if (p && q) lines.push(`M${n1(p[0])} ${n1(p[1])}L${n1(q[0])} ${n1(q[1])}`)
        }
        parts.push(`<path d="${lines.join('')}" stroke="#8fb3df" stroke-opacity=".12" stroke-width="${n1(Math.min(1, tall / 60))}" fill="none"/>`)
      }
    }
  }
  const defs =
    '<linearGradient id="cell" gradientUnits="userSpaceOnUse" x1="0" y1="' +
    HORIZON +
    '" x2="0" y2="' +
    H +
    '"><stop offset="0" stop-color="#18365e"/><stop offset=".3" stop-color="#0e2749"/><stop offset="1" stop-color="#081a34"/></linearGradient>'
  return svg(parts.join(''), mask ? '' : defs)
}

// ---------------------------------------------------------------------------------------------
// Sky, sun, rays and the fan silhouette: drawn every frame.

const rand = seeded(20250601)
const RAYS = Array.from({ length: 9 }, (_, i) => ({
  angle: 190 + i * 19.5 + rand() * 8,
  width: 3 + rand() * 5,
  phase: rand() * TAU,
  opacity: 0.05 + rand() * 0.05,
}))
const MOTES = Array.from({ length: 46 }, () => {
  const side = rand()
  return {
    x: 120 + rand() * 1120,
    y: 230 + rand() * 430,
    rise: 110 + rand() * 170,
    sway: 6 + rand() * 16,
    swayPhase: rand() * TAU,
    life: rand(),
    r: 1.1 + rand() * 2.2,
    warm: side > 0.3,
    opacity: 0.35 + rand() * 0.5,
  }
})

function backgroundSvg(t: number): string {
  const breathe = 0.5 + 0.5 * Math.sin(TAU * t - Math.PI / 2) // 0 at the loop's start and end
  const defs = [
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="${HORIZON}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#040f1f"/><stop offset=".45" stop-color="#071a33"/><stop offset=".8" stop-color="#0e2c52"/><stop offset="1" stop-color="#23456f"/></linearGradient>`,
    `<linearGradient id="ground" x1="0" y1="${HORIZON}" x2="0" y2="${H}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#1f4170"/><stop offset=".04" stop-color="#0d2747"/><stop offset=".2" stop-color="#061629"/><stop offset="1" stop-color="#030b16"/></linearGradient>`,
    `<radialGradient id="dawn" cx="${SUN.x}" cy="${HORIZON}" r="720" gradientTransform="translate(0 ${HORIZON}) scale(1 .42) translate(0 -${HORIZON})" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#f59e0b" stop-opacity=".55"/><stop offset=".35" stop-color="#c2691a" stop-opacity=".22"/><stop offset="1" stop-color="#0b2545" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="ray" cx="${SUN.x}" cy="${SUN.y}" r="900" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#fde68a" stop-opacity="1"/><stop offset=".5" stop-color="#fbbf24" stop-opacity=".35"/><stop offset="1" stop-color="#f59e0b" stop-opacity="0"/></radialGradient>`,
    `<clipPath id="skyClip"><rect width="${W}" height="${HORIZON}"/></clipPath>`,
  ].join('')

  const parts: string[] = []
  parts.push(`<rect width="${W}" height="${HORIZON}" fill="url(#sky)"/>`)
  parts.push(`<rect y="${HORIZON}" width="${W}" height="${H - HORIZON}" fill="url(#ground)"/>`)
  parts.push(`<rect width="${W}" height="${H}" fill="url(#dawn)" opacity="${n1(0.85 + 0.15 * breathe)}"/>`)

  // Rays: thin wedges from the sun that swing a few degrees and breathe, each on its own phase.
  const rays = RAYS.map((ray) => {
    const angle = ((ray.angle + 2.2 * Math.sin(TAU * t + ray.phase)) * Math.PI) / 180
    const half = (ray.width * Math.PI) / 180 / 2
    const far = 1000
    const x1 = SUN.x + far * Math.cos(angle - half)
    const y1 = SUN.y + far * Math.sin(angle - half)
    const x2 = SUN.x + far * Math.cos(angle + half)
    const y2 = SUN.y + far * Math.sin(angle + half)
    const opacity = ray.opacity * (0.6 + 0.4 * Math.sin(TAU * t + ray.phase * 1.7))
    return `<polygon points="${SUN.x},${SUN.y} ${n1(x1)},${n1(y1)} ${n1(x2)},${n1(y2)}" fill="url(#ray)" opacity="${opacity.toFixed(3)}"/>`
  })
  parts.push(`<g clip-path="url(#skyClip)">${rays.join('')}</g>`)

  return svg(parts.join(''), defs)
}

/**
 * Drawn over the field: the sun's bloom (which spills over the far rows like a real glare) and
 * the fan, three swept blades around the sun turning one third of a turn per loop.
 */
function glowSvg(t: number): string {
  const breathe = 0.5 + 0.5 * Math.sin(TAU * t - Math.PI / 2)
  const defs = [
    `<radialGradient id="halo" cx="${SUN.x}" cy="${SUN.y}" r="300" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#fff3c4" stop-opacity=".9"/><stop offset=".1" stop-color="#fbbf24" stop-opacity=".55"/><stop offset=".35" stop-color="#f59e0b" stop-opacity=".17"/><stop offset="1" stop-color="#f59e0b" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="fanGlow" cx="${SUN.x}" cy="${SUN.y}" r="330" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#fde68a" stop-opacity=".2"/><stop offset=".6" stop-color="#e2e8f0" stop-opacity=".07"/><stop offset="1" stop-color="#e2e8f0" stop-opacity=".025"/></radialGradient>`,
    `<radialGradient id="disc" cx="${SUN.x}" cy="${SUN.y}" r="34" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#fffbea"/><stop offset=".6" stop-color="#fff3c4"/><stop offset=".72" stop-color="#fde68a" stop-opacity=".9"/><stop offset="1" stop-color="#fbbf24" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="line" x1="0" x2="${W}" y1="0" y2="0" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#fcd34d" stop-opacity="0"/><stop offset="${(SUN.x / W).toFixed(3)}" stop-color="#fde68a" stop-opacity=".8"/><stop offset="1" stop-color="#fcd34d" stop-opacity=".1"/></linearGradient>`,
    `<clipPath id="skyOnly"><rect width="${W}" height="${HORIZON}"/></clipPath>`,
  ].join('')
  const blade =
    'M 46 -9 L 70 -13 C 150 -24, 240 -33, 292 -30 Q 320 -28, 318 -4 Q 316 17, 292 19 C 230 21, 150 19, 70 12 L 46 9 Z'
  const spin = (120 * t) % 360
  const blades = [0, 120, 240]
    .map((a) => `<path d="${blade}" transform="rotate(${a})" fill="url(#fanGlow)" stroke="#f8fafc" stroke-opacity=".08" stroke-width="1.2"/>`)
    .join('')
  const parts = [
    `<g transform="translate(${SUN.x} ${SUN.y}) rotate(${spin.toFixed(3)})">${blades}<circle r="46" fill="none" stroke="#f8fafc" stroke-opacity=".09" stroke-width="1.2"/></g>`,
    `<circle cx="${SUN.x}" cy="${SUN.y}" r="300" fill="url(#halo)" opacity="${(0.85 + 0.15 * breathe).toFixed(3)}"/>`,
    `<circle cx="${SUN.x}" cy="${SUN.y}" r="34" fill="url(#disc)" clip-path="url(#skyOnly)"/>`,
    // A thin bright line where the light meets the horizon.
    `<rect x="0" y="${HORIZON - 1}" width="${W}" height="1.6" fill="url(#line)"/>`,
  ]
  return svg(parts.join(''), defs)
}

/** The band of sunlight sweeping across the panels, left to right, once per loop. */
function sweepSvg(t: number): string {
  const band = 440
  const travel = W + band * 2 + 240
  const phase = (t + 0.4) % 1
  const centre = -band - 120 + travel * phase
  const defs = `<linearGradient id="sweep" gradientUnits="userSpaceOnUse" x1="${n1(centre - band)}" y1="0" x2="${n1(centre + band)}" y2="0" gradientTransform="rotate(-18 ${n1(centre)} ${H * 0.7})"><stop offset="0" stop-color="#fbbf24" stop-opacity="0"/><stop offset=".34" stop-color="#fbbf24" stop-opacity=".06"/><stop offset=".5" stop-color="#ffe6b0" stop-opacity=".3"/><stop offset=".66" stop-color="#fbbf24" stop-opacity=".06"/><stop offset="1" stop-color="#fbbf24" stop-opacity="0"/></linearGradient>` +
    // Panels also catch a steady warm reflection below the sun.
    `<radialGradient id="glint" cx="${SUN.x}" cy="${HORIZON + 30}" r="420" gradientUnits="userSpaceOnUse" gradientTransform="translate(${SUN.x} ${HORIZON}) scale(1 .5) translate(-${SUN.x} -${HORIZON})"><stop offset="0" stop-color="#fbbf24" stop-opacity=".32"/><stop offset=".5" stop-color="#f59e0b" stop-opacity=".1"/><stop offset="1" stop-color="#f59e0b" stop-opacity="0"/></radialGradient>`
  return svg(`<rect width="${W}" height="${H}" fill="url(#glint)"/><rect width="${W}" height="${H}" fill="url(#sweep)"/>`, defs)
}

/** Warm motes rising slowly; each fades in and out over its life, so the wrap is invisible. */
function motesSvg(t: number): string {
  const defs =
    '<radialGradient id="moteW"><stop offset="0" stop-color="#fff7d6" stop-opacity="1"/><stop offset=".35" stop-color="#fcd34d" stop-opacity=".45"/><stop offset="1" stop-color="#f59e0b" stop-opacity="0"/></radialGradient>' +
    '<radialGradient id="moteC"><stop offset="0" stop-color="#e0f2fe" stop-opacity="1"/><stop offset=".35" stop-color="#93c5fd" stop-opacity=".4"/><stop offset="1" stop-color="#93c5fd" stop-opacity="0"/></radialGradient>'
  const dots = MOTES.map((m) => {
    const life = (t + m.life) % 1
    const fade = Math.sin(Math.PI * life) ** 1.5
    const x = m.x + m.sway * Math.sin(TAU * t + m.swayPhase)
    const y = m.y - m.rise * life
    const r = m.r * 4
    return `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r)}" fill="url(#${m.warm ? 'moteW' : 'moteC'})" opacity="${(fade * m.opacity).toFixed(3)}"/>`
  })
  return svg(dots.join(''), defs)
}

// ---------------------------------------------------------------------------------------------

async function main() {
  mkdirSync(outDir, { recursive: true })
  const field = await sharp(Buffer.from(fieldSvg(false))).png().toBuffer()
  const mask = await sharp(Buffer.from(fieldSvg(true))).png().toBuffer()
  // A fixed, very fine grain hides gradient banding after 8-bit encoding; being identical in
  // every frame, it costs the encoder almost nothing.
  const grainRand = seeded(7)
  const grain = Buffer.alloc(W * H * 4)
  for (let i = 0; i < W * H; i++) {
    const v = grainRand() < 0.5 ? 0 : 255
    grain[i * 4] = v
    grain[i * 4 + 1] = v
    grain[i * 4 + 2] = v
    grain[i * 4 + 3] = Math.round(grainRand() * 5)
  }
  const grainPng = await sharp(grain, { raw: { width: W, height: H, channels: 4 } }).png().toBuffer()

  // Haze over the far rows, so the field melts into the horizon glow.
  const haze = Buffer.from(
    svg(
      `<rect y="${HORIZON}" width="${W}" height="${H - HORIZON}" fill="url(#haze)"/>`,
      `<linearGradient id="haze" x1="0" y1="${HORIZON}" x2="0" y2="${H}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#163a66" stop-opacity=".85"/><stop offset=".18" stop-color="#0e2a4d" stop-opacity=".35"/><stop offset=".45" stop-color="#061629" stop-opacity="0"/><stop offset=".85" stop-color="#030b16" stop-opacity=".15"/><stop offset="1" stop-color="#030b16" stop-opacity=".45"/></linearGradient>`,
    ),
  )
  for (let frame = 0; frame < FRAMES; frame++) {
    const t = frame / FRAMES
    const sweep = await sharp(Buffer.from(sweepSvg(t)))
      .composite([{ input: mask, blend: 'dest-in' }])
      .png()
      .toBuffer()
    await sharp(Buffer.from(backgroundSvg(t)))
      .composite([{ input: field }, { input: haze }, { input: sweep }, { input: Buffer.from(glowSvg(t)) }, { input: Buffer.from(motesSvg(t)) }, { input: grainPng }])
      .removeAlpha()
      .png({ compressionLevel: 1 })
      .toFile(path.join(outDir, `f${String(frame).padStart(4, '0')}.png`))
  }
  console.log(`wrote ${FRAMES} frames to ${outDir}`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
