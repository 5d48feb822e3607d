/**
 * Builds the company brochure, public/brochure.pdf, from the site's own content.
 *
 *   npx tsx scripts/make-brochure.ts
 *
 * Company identity comes from content/company.ts (and the home page's about and why-us copy),
 * products from content/catalogue/products/*.json, pictures from public/. The script writes one
 * HTML document (fonts and downscaled JPEG images inlined as data URLs, the cover art drawn as
 * vector SVG), lets the page paginate itself (a product line that does not fit on one A4 page
 * continues on the next), then prints it to PDF with the system Chromium through playwright-core.
 *
 * Environment: BROCHURE_CHROMIUM overrides the browser path (default /usr/bin/chromium);
 * BROCHURE_HTML=path also saves the intermediate HTML for inspection.
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { chromium } from 'playwright-core'
import { company } from '../content/company'
import { home } from '../content/home'
import { productsPage } from '../content/products-page'

const ROOT = path.resolve(__dirname, '..')
const PUBLIC = path.join(ROOT, 'public')
const PRODUCTS_DIR = path.join(ROOT, 'content', 'catalogue', 'products')
const OUTPUT = path.join(PUBLIC, 'brochure.pdf')
const CHROMIUM = process.env.BROCHURE_CHROMIUM ?? '/usr/bin/chromium'

// ---------------------------------------------------------------------------------------------
// Content

interface ModelDetail {
  id: number
  column1: string
  column2: string
}
interface Model {
  id: string
  details: ModelDetail[]
}
interface Product {
  slug: string
  name: string
  shortDescription: string
  tradingPartner: string | string[]
  keyFeatures: string[]
  images: { cover: string; more: string[] }
  models: Model[]
}

/** The product lines, in brochure order; `card` is the products page card the intro comes from. */
const LINES = [
  { id: 'fan', card: 'fan', title: 'BLDC Fans', eyebrow: 'Technozen' },
  { id: 'light', card: 'light', title: 'LED Lighting', eyebrow: 'Sailite' },
  { id: 'solar', card: 'solar', title: 'Solar', eyebrow: 'Sailite and solar EPC' },
  { id: 'ac', card: 'ac', title: 'Air Conditioners', eyebrow: 'Installed and serviced by us' },
  { id: 'frp', card: 'frp', title: 'FRP Products', eyebrow: 'Moulded in Mumbai' },
  { id: 'trading', card: 'others', title: 'Trading', eyebrow: 'From trusted partner brands' },
] as const

/** A summary of content/pages/about/history.md. */
const MILESTONES = [
  ['1993', 'Founded as a six-person electrical workshop in Bhandup, Mumbai'],
  ['2004', 'FRP moulding shop for lamp housings, benches and playground slides'],
  ['2010', 'Sailite solar lanterns and street lights launched'],
  ['2012', 'Solar EPC division; first 100 kWp grid-connected plant'],
  ['2017', 'Registered seller on the Government e-Marketplace (GeM)'],
  ['2019', 'Technozen BLDC ceiling fans; ISO 14001 certification'],
  ['2021', 'Air conditioners, installed and serviced by our own team'],
  ['2024', 'Rooftop solar vendor under PM Surya Ghar, Maharashtra'],
] as const

/** The three promises of the home page's about text, as steps on the contact page. */
const STEPS = [
  ['Survey and sizing', 'We visit the site, study the load and size the solution before you order.'],
  ['Supply and installation', 'Our own teams deliver, install and commission what we supply.'],
  ['Service for life', 'Maintenance and service for as long as the product runs.'],
] as const

function readVision(): string {
  const file = path.join(ROOT, 'content', 'pages', 'about', 'vision_mission.md')
  const fallback = 'An India where every school, hospital, factory and public space runs on clean, affordable and reliable energy.'
  if (!existsSync(file)) return fallback
  const match = /## Our vision\s+\*\*(.+?)\*\*/.exec(readFileSync(file, 'utf8'))
  return match?.[1] ?? fallback
}

function readProducts(line: string): Product[] {
  const file = path.join(PRODUCTS_DIR, `${line}.json`)
  if (!existsSync(file)) throw new Error(`missing ${path.relative(ROOT, file)}: write the catalogue first`)
  const list = JSON.parse(readFileSync(file, 'utf8')) as Product[]
  if (!Array.isArray(list)) throw new Error(`${file} is not a list of products`)
  return list
}

// ---------------------------------------------------------------------------------------------
// Assets, inlined so the document is self-contained

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** A public/ image, downscaled to a small JPEG data URL; null when the file is missing. */
async function jpeg(publicPath: string, width: number, height: number, fit: 'cover' | 'contain' = 'cover'): Promise<string | null> {
  const file = path.join(PUBLIC, publicPath.replace(/^\//, ''))
  if (!existsSync(file)) return null
  const buffer = await sharp(file)
    .resize(width, height, { fit, background: '#f8fafc' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 74, mozjpeg: true })
    .toBuffer()
  return `data:image/jpeg;base64,${buffer.toString('base64')}`
}

/**
 * Inter, from the static cuts the site already ships for its social cards. (The variable font
 * would be embedded by Chromium as Type 3 glyphs; static cuts embed as ordinary TrueType.)
 */
function fontFace(): string {
  return (
    [
      [400, 'inter-400.woff'],
      [700, 'inter-700.woff'],
    ] as const
  )
    .map(([weight, name]) => {
      const file = path.join(ROOT, 'app', 'fonts', 'og', name)
      if (!existsSync(file)) return ''
      const data = readFileSync(file).toString('base64')
      return `@font-face{font-family:'Inter';src:url(data:font/woff;base64,${data}) format('woff');font-weight:${weight};font-style:normal}`
    })
    .join('')
}

function logoSvg(): string {
  const file = path.join(PUBLIC, company.logo.src.replace(/^\//, ''))
  return existsSync(file) ? readFileSync(file, 'utf8').replace(/<\?xml[^>]*>/, '') : ''
}

// ---------------------------------------------------------------------------------------------
// Cover art: a vector dawn over a solar field, the same scene as the home page's hero video.

function coverArt(): string {
  const W = 840
  const H = 1188
  const horizon = 760
  const sun = { x: 560, y: 712 }
  const n = (v: number) => Math.round(v * 10) / 10
  const yaw = (28 * Math.PI) / 180
  const project = (u: number, v: number, h: number): [number, number] | null => {
    const x = u * Math.cos(yaw) - v * Math.sin(yaw)
    const z = u * Math.sin(yaw) + v * Math.cos(yaw) + 3
    if (z < 2.2) return null
    return [380 + (900 * x) / z, horizon + (900 * (3.4 - h)) / z]
  }
  const modules: string[] = []
  for (let row = 40; row >= 1; row--) {
    const v = row * 5.6
    for (let u = -90; u < 90; u += 2.12) {
      const a = project(u, v, 0.55)
      const b = project(u + 2, v, 0.55)
      const c = project(u + 2, v + 1.25, 1.75)
      const d = project(u, v + 1.25, 1.75)
      if (!a || !b || !c || !d) continue
      const xs = [a[0], b[0], c[0], d[0]]
      if (Math.max(...xs) < -20 || Math.min(...xs) > W + 20 || Math.min(a[1], b[1]) > H + 40) continue
      const tall = a[1] - d[1]
      if (tall < 0.8) continue
      const lip = Math.max(0.8, (b[1] - c[1]) * 0.08)
      modules.push(
        `<polygon points="${n(a[0])},${n(a[1])} ${n(b[0])},${n(b[1])} ${n(b[0])},${n(b[1] + lip)} ${n(a[0])},${n(a[1] + lip)}" fill="#02080f"/>`,
      )
      modules.push(
        `<polygon points="${[a, b, c, d].map((p) => `${n(p[0])},${n(p[1])}`).join(' ')}" fill="url(#cell)" stroke="#4a6f9f" stroke-opacity=".4" stroke-width="${n(Math.min(1.4, Math.max(0.4, tall / 40)))}"/>`,
      )
      if (tall > 16) {
        const lines: string[] = []
        for (let i = 1; i < 6; i++) {
          const p = project(u + (2 * i) / 6, v, 0.55)
          const q = project(u + (2 * i) / 6, v + 1.25, 1.75)
          if (p && q) lines.push(`M${n(p[0])} ${n(p[1])}L${n(q[0])} ${n(q[1])}`)
        }
        for (let j = 1; j < 3; j++) {
          const p = project(u, v + (1.25 * j) / 3, 0.55 + (1.2 * j) / 3)
          const q = project(u + 2, v + (1.25 * j) / 3, 0.55 + (1.2 * j) / 3)
          if (p && q) lines.push(`M${n(p[0])} ${n(p[1])}L${n(q[0])} ${n(q[1])}`)
        }
        modules.push(`<path d="${lines.join('')}" stroke="#8fb3df" stroke-opacity=".14" stroke-width="${n(Math.min(1, tall / 60))}" fill="none"/>`)
      }
    }
  }
  const rays = [196, 214, 231, 249, 268, 286, 305, 322, 340]
    .map((angle, i) => {
      const half = ((3 + (i % 3) * 2) * Math.PI) / 360
      const rad = (angle * Math.PI) / 180
      const far = 1400
      const p1 = [sun.x + far * Math.cos(rad - half), sun.y + far * Math.sin(rad - half)]
      const p2 = [sun.x + far * Math.cos(rad + half), sun.y + far * Math.sin(rad + half)]
      return `<polygon points="${sun.x},${sun.y} ${n(p1[0] ?? 0)},${n(p1[1] ?? 0)} ${n(p2[0] ?? 0)},${n(p2[1] ?? 0)}" fill="url(#ray)" opacity="${(0.06 + (i % 4) * 0.02).toFixed(2)}"/>`
    })
    .join('')
  return `<svg class="cover-art" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="${horizon}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#040f1f"/><stop offset=".5" stop-color="#071a33"/><stop offset=".85" stop-color="#0e2c52"/><stop offset="1" stop-color="#23456f"/></linearGradient>
<linearGradient id="ground" x1="0" y1="${horizon}" x2="0" y2="${H}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#1f4170"/><stop offset=".04" stop-color="#0d2747"/><stop offset=".25" stop-color="#061629"/><stop offset="1" stop-color="#030b16"/></linearGradient>
<linearGradient id="cell" x1="0" y1="${horizon}" x2="0" y2="${H}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#1f416f"/><stop offset=".3" stop-color="#143761"/><stop offset="1" stop-color="#0c264a"/></linearGradient>
<radialGradient id="dawn" cx="${sun.x}" cy="${horizon}" r="760" gradientTransform="translate(0 ${horizon}) scale(1 .5) translate(0 -${horizon})" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#f59e0b" stop-opacity=".55"/><stop offset=".35" stop-color="#c2691a" stop-opacity=".2"/><stop offset="1" stop-color="#0b2545" stop-opacity="0"/></radialGradient>
<radialGradient id="ray" cx="${sun.x}" cy="${sun.y}" r="1100" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#fde68a"/><stop offset=".5" stop-color="#fbbf24" stop-opacity=".35"/><stop offset="1" stop-color="#f59e0b" stop-opacity="0"/></radialGradient>
<radialGradient id="halo" cx="${sun.x}" cy="${sun.y}" r="320" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#fff3c4" stop-opacity=".9"/><stop offset=".1" stop-color="#fbbf24" stop-opacity=".55"/><stop offset=".35" stop-color="#f59e0b" stop-opacity=".17"/><stop offset="1" stop-color="#f59e0b" stop-opacity="0"/></radialGradient>
<radialGradient id="disc" cx="${sun.x}" cy="${sun.y}" r="40" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#fffbea"/><stop offset=".6" stop-color="#fff3c4"/><stop offset=".72" stop-color="#fde68a" stop-opacity=".9"/><stop offset="1" stop-color="#fbbf24" stop-opacity="0"/></radialGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#061629" stop-opacity=".55"/><stop offset=".45" stop-color="#061629" stop-opacity="0"/><stop offset=".84" stop-color="#061629" stop-opacity="0"/><stop offset="1" stop-color="#061629" stop-opacity=".8"/></linearGradient>
<radialGradient id="glint" cx="${sun.x}" cy="${horizon + 40}" r="460" gradientTransform="translate(${sun.x} ${horizon}) scale(1 .55) translate(-${sun.x} -${horizon})" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#fbbf24" stop-opacity=".3"/><stop offset=".5" stop-color="#f59e0b" stop-opacity=".1"/><stop offset="1" stop-color="#f59e0b" stop-opacity="0"/></radialGradient>
<linearGradient id="haze" x1="0" y1="${horizon}" x2="0" y2="${H}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#163a66" stop-opacity=".85"/><stop offset=".15" stop-color="#0e2a4d" stop-opacity=".3"/><stop offset=".4" stop-color="#061629" stop-opacity="0"/></linearGradient>
<clipPath id="skyClip"><rect width="${W}" height="${horizon}"/></clipPath>
</defs>
<rect width="${W}" height="${horizon}" fill="url(#sky)"/>
<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#ground)"/>
<rect width="${W}" height="${H}" fill="url(#dawn)"/>
<g clip-path="url(#skyClip)">${rays}</g>
${modules.join('')}
<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#haze)"/>
<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#glint)"/>
<circle cx="${sun.x}" cy="${sun.y}" r="320" fill="url(#halo)"/>
<circle cx="${sun.x}" cy="${sun.y}" r="40" fill="url(#disc)" clip-path="url(#skyClip)"/>
<rect width="${W}" height="${H}" fill="url(#shade)"/>
</svg>`
}

// ---------------------------------------------------------------------------------------------
// Pages

const check =
  '<svg viewBox="0 0 16 16" class="tick" aria-hidden="true"><circle cx="8" cy="8" r="8" fill="#16a34a"/><path d="M4.6 8.3l2.2 2.2 4.6-4.8" fill="none" stroke="#fff" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/></svg>'

function footer(): string {
  return `<footer class="page-foot"><span>${escapeHtml(company.name)}</span><span class="dot"></span><span>${escapeHtml(company.tagline)}</span><span class="num"></span></footer>`
}

function coverPage(logo: string): string {
  const lines = LINES.map((line) => `<span>${escapeHtml(line.title)}</span>`).join('<i></i>')
  return `<section class="page cover">
  ${coverArt()}
  <div class="cover-top">
    <div class="cover-logo">${logo}</div>
    <p class="cover-kicker">Company and product brochure</p>
  </div>
  <div class="cover-main">
    <p class="cover-years"><b>${company.yearsInBusiness} years</b> of making energy go further<span> · Mumbai, since ${company.foundedYear}</span></p>
    <h1>${escapeHtml(company.name)}</h1>
    <p class="cover-tagline">${escapeHtml(company.tagline)}</p>
  </div>
  <div class="cover-bottom">
    <div class="cover-lines">${lines}</div>
    <p>${escapeHtml(company.supportEmail)} &nbsp;·&nbsp; ${company.phones.map(escapeHtml).join(' &nbsp;·&nbsp; ')}</p>
  </div>
</section>`
}

function aboutPage(aboutImage: string | null): string {
  const stats = home.whyUs.points
    .map(
      (point) =>
        `<div class="stat"><p class="stat-value">${escapeHtml(point.value)}</p><p class="stat-label">${escapeHtml(point.label)}</p><p class="stat-text">${escapeHtml(point.text)}</p></div>`,
    )
    .join('')
  const milestones = MILESTONES.map(
    ([year, text]) => `<li><span class="year">${year}</span><span>${escapeHtml(text)}</span></li>`,
  ).join('')
  const contents = LINES.map((line, index) => {
    const card = productsPage.cards.find((c) => c.id === line.card)
    return `<li><span class="idx">${String(index + 1).padStart(2, '0')}</span><span class="name">${escapeHtml(line.title)}</span><span class="desc">${escapeHtml(card?.desc ?? '')}</span><span class="pg" data-page-of="${line.id}"></span></li>`
  }).join('')
  return `<section class="page about">
  <div class="page-body">
    <div class="about-head">
      <div>
        <p class="eyebrow">${escapeHtml(home.about.eyebrow)}</p>
        <h2>${escapeHtml(home.about.heading)}</h2>
        ${home.about.paragraphs.map((p) => `<p class="lead">${escapeHtml(p)}</p>`).join('')}
      </div>
      ${aboutImage ? `<img class="about-img" src="${aboutImage}" alt="">` : ''}
    </div>
    <blockquote class="vision"><span>Our vision</span>${escapeHtml(readVision())}</blockquote>
    <h3 class="sub">${escapeHtml(home.whyUs.heading)}</h3>
    <div class="stats">${stats}</div>
    <div class="about-cols">
      <div>
        <h3 class="sub">Milestones</h3>
        <ol class="timeline">${milestones}</ol>
      </div>
      <div>
        <h3 class="sub">In this brochure</h3>
        <ol class="contents">${contents}</ol>
      </div>
    </div>
  </div>
  ${footer()}
</section>`
}

/** Short values stay on one line, so a table of figures does not break into ragged rows. */
const cell = (value: string) => `<td${value.length <= 12 ? ' class="nw"' : ''}>${escapeHtml(value)}</td>`

function modelTable(models: Model[]): string {
  const first = models[0]
  if (!first || first.details.length === 0) return ''
  const headers = first.details.map((d) => `<th>${escapeHtml(d.column1)}</th>`).join('')
  const rows = models
    .map(
      (model) =>
        `<tr><th scope="row">${escapeHtml(model.id)}</th>${first.details
          .map((_, i) => cell(model.details[i]?.column2 ?? ''))
          .join('')}</tr>`,
    )
    .join('')
  return `<table class="models"><thead><tr><th>Model</th>${headers}</tr></thead><tbody>${rows}</tbody></table>`
}

function productCard(product: Product, image: string | null): string {
  const partners = (Array.isArray(product.tradingPartner) ? product.tradingPartner : [product.tradingPartner]).filter(Boolean)
  const features = product.keyFeatures.map((f) => `<li>${check}<span>${escapeHtml(f)}</span></li>`).join('')
  return `<article class="card">
  <div class="card-head">
    ${image ? `<img src="${image}" alt="">` : '<div class="noimg"></div>'}
    <div>
      <div class="tags">${partners.map((p) => `<span>${escapeHtml(p)}</span>`).join('')}</div>
      <h3>${escapeHtml(product.name)}</h3>
      <p class="desc">${escapeHtml(product.shortDescription)}</p>
    </div>
  </div>
  ${features ? `<ul class="features">${features}</ul>` : ''}
  ${product.models.length ? modelTable(product.models) : ''}
</article>`
}

function linePage(index: number, line: (typeof LINES)[number], cards: string[], lineImage: string | null): string {
  const card = productsPage.cards.find((c) => c.id === line.card)
  return `<section class="page line" data-line="${line.id}" data-title="${escapeHtml(line.title)}">
  <header class="line-head">
    <div class="line-text">
      <p class="eyebrow">Product line ${String(index + 1).padStart(2, '0')} / ${String(LINES.length).padStart(2, '0')} · ${escapeHtml(line.eyebrow)}</p>
      <h2>${escapeHtml(line.title)}</h2>
      <p>${escapeHtml(card?.desc ?? '')}</p>
    </div>
    ${lineImage ? `<img src="${lineImage}" alt="">` : ''}
  </header>
  <div class="page-body"><div class="grid">${cards.join('')}</div></div>
  ${footer()}
</section>`
}

function contactPage(logo: string, ctaImage: string | null): string {
  const a = company.address
  const country = a.country === 'IN' ? 'India' : a.country
  const region = a.region ? `${a.region}, ` : ''
  return `<section class="page contact">
  <div class="page-body">
    <p class="eyebrow">Get in touch</p>
    <h2>${escapeHtml(home.cta.heading)}</h2>
    <p class="lead">${escapeHtml(home.cta.text)}</p>
    ${ctaImage ? `<img class="cta-img" src="${ctaImage}" alt="">` : ''}
    <div class="contact-grid">
      <div class="contact-card">
        <p class="label">Visit us</p>
        <p class="value"><b>${escapeHtml(company.legalName)}</b><br>${escapeHtml(a.street)}<br>${escapeHtml(a.locality)} ${escapeHtml(a.postalCode)}<br>${escapeHtml(region + country)}</p>
      </div>
      <div class="contact-card">
        <p class="label">Write to us</p>
        <p class="value big">${escapeHtml(company.supportEmail)}</p>
        <p class="note">We usually reply within two working days.</p>
      </div>
      <div class="contact-card">
        <p class="label">Call us</p>
        ${company.phones.map((phone) => `<p class="value big">${escapeHtml(phone)}</p>`).join('')}
      </div>
      <div class="contact-card">
        <p class="label">Buy online</p>
        <p class="value">Selected products are also sold on Amazon, Flipkart and the Government e-Marketplace (GeM).</p>
      </div>
    </div>
    <h3 class="sub">How we work with you</h3>
    <ol class="steps">${STEPS.map(([title, text], i) => `<li><span class="step-n">${i + 1}</span><p class="step-t">${escapeHtml(title)}</p><p class="step-x">${escapeHtml(text)}</p></li>`).join('')}</ol>
  </div>
  <div class="contact-band">
    <div class="band-logo">${logo}</div>
    <div>
      <p class="band-name">${escapeHtml(company.name)}</p>
      <p class="band-tag">${escapeHtml(company.tagline)}</p>
    </div>
    <p class="band-years"><b>${company.yearsInBusiness}</b> years<br>since ${company.foundedYear}</p>
  </div>
</section>`
}

// ---------------------------------------------------------------------------------------------
// Styles and the in-page pagination

const CSS = `
@page { size: A4; margin: 0 }
* { box-sizing: border-box; margin: 0; padding: 0 }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact }
body { font-family: 'Inter', 'Liberation Sans', 'DejaVu Sans', sans-serif; color: #1e293b; font-size: 9pt; line-height: 1.45; background: #fff }
.page { width: 210mm; height: 297mm; position: relative; overflow: hidden; display: flex; flex-direction: column; break-after: page; page-break-after: always }
.page:last-child { break-after: auto; page-break-after: auto }
.page-body { flex: 1; min-height: 0; overflow: hidden; padding: 12mm 11mm 4mm }
.eyebrow { font-size: 7.5pt; font-weight: 700; letter-spacing: .16em; text-transform: uppercase; color: #d97706 }
h2 { font-size: 22pt; line-height: 1.15; font-weight: 800; color: #0b2545; letter-spacing: -.01em; margin-top: 2mm; text-wrap: balance }
.lead { font-size: 10pt; color: #475569; margin-top: 3mm }
.sub { font-size: 8pt; font-weight: 700; letter-spacing: .14em; text-transform: uppercase; color: #0b2545; margin: 7mm 0 3mm; display: flex; align-items: center; gap: 3mm }
.sub::after { content: ''; flex: 1; height: .3mm; background: #e2e8f0 }
.page-foot { height: 11mm; flex: none; display: flex; align-items: center; gap: 2.5mm; padding: 0 14mm; font-size: 7pt; color: #64748b; border-top: .3mm solid #e2e8f0; margin: 0 11mm; padding: 0 }
.page-foot span:first-child { font-weight: 700; color: #0b2545 }
.page-foot .dot { width: 1.2mm; height: 1.2mm; border-radius: 50%; background: #f59e0b }
.page-foot .num { margin-left: auto; font-weight: 700; color: #0b2545 }

/* Cover */
.cover { background: #061629; color: #fff }
.cover-art { position: absolute; inset: 0; width: 100%; height: 100% }
.cover-top, .cover-main, .cover-bottom { position: relative; padding: 0 16mm }
.cover-top { display: flex; align-items: center; gap: 5mm; padding-top: 16mm }
.cover-logo svg { width: 30mm; height: auto; display: block }
.cover-kicker { font-size: 8pt; font-weight: 600; letter-spacing: .22em; text-transform: uppercase; color: #cbd5e1; border-left: .4mm solid #f59e0b; padding-left: 4mm }
.cover-main { margin-top: 34mm }
.cover-years { font-size: 11pt; color: #e2e8f0 }
.cover-years b { color: #fbbf24; font-weight: 800 }
.cover-years span { color: #94a3b8 }
.cover h1 { font-size: 44pt; line-height: 1.02; font-weight: 800; letter-spacing: -.02em; margin-top: 5mm; max-width: 150mm }
.cover-tagline { font-size: 15pt; line-height: 1.35; color: #e2e8f0; margin-top: 6mm; max-width: 120mm; font-weight: 500; text-wrap: balance }
.cover-tagline::before { content: ''; display: block; width: 16mm; height: 1mm; background: #16a34a; margin-bottom: 5mm; border-radius: 1mm }
.cover-bottom { margin-top: auto; padding-bottom: 14mm }
.cover-lines { display: flex; flex-wrap: wrap; align-items: center; gap: 2mm 3mm; font-size: 9pt; font-weight: 600; color: #fff }
.cover-lines i { width: 1.3mm; height: 1.3mm; border-radius: 50%; background: #f59e0b; display: inline-block }
.cover-bottom p { margin-top: 3mm; font-size: 8pt; color: #94a3b8 }

/* About */
.about-head { display: grid; grid-template-columns: 1fr 62mm; gap: 8mm; align-items: start }
.about-head .lead { font-size: 9.5pt }
.about-img { width: 62mm; height: 62mm; object-fit: cover; border-radius: 3mm; margin-top: 6mm }
.vision { margin-top: 6mm; background: #f0fdf4; border-left: 1.2mm solid #16a34a; border-radius: 0 2mm 2mm 0; padding: 4mm 5mm; font-size: 11pt; font-weight: 600; color: #0b2545; line-height: 1.4 }
.vision span { display: block; font-size: 7pt; letter-spacing: .16em; text-transform: uppercase; color: #15803d; margin-bottom: 1.5mm; font-weight: 700 }
.stats { display: grid; grid-template-columns: repeat(4, 1fr); gap: 3mm }
.stat { background: #0b2545; color: #fff; border-radius: 2.5mm; padding: 4mm }
.stat-value { font-size: 17pt; font-weight: 800; color: #fbbf24; line-height: 1.1 }
.stat-label { font-size: 7.5pt; font-weight: 700; text-transform: uppercase; letter-spacing: .08em; margin-top: 1mm }
.stat-text { font-size: 7.5pt; color: #cbd5e1; margin-top: 1.5mm; line-height: 1.4 }
.about-cols { display: grid; grid-template-columns: 1fr 1fr; gap: 8mm }
.timeline { list-style: none; border-left: .4mm solid #e2e8f0; margin-left: 1mm }
.timeline li { position: relative; padding: 0 0 2.2mm 5mm; display: grid; grid-template-columns: 10mm 1fr; gap: 2mm; font-size: 8pt; color: #475569 }
.timeline li::before { content: ''; position: absolute; left: -1.2mm; top: 1.1mm; width: 2mm; height: 2mm; border-radius: 50%; background: #f59e0b }
.timeline .year { font-weight: 800; color: #0b2545 }
.contents { list-style: none }
.contents li { display: grid; grid-template-columns: 7mm 1fr 8mm; column-gap: 2mm; padding: 1.6mm 0; border-bottom: .25mm solid #e2e8f0 }
.contents .idx { grid-row: span 2; font-weight: 800; color: #f59e0b; font-size: 10pt; line-height: 1.2 }
.contents .name { font-weight: 700; color: #0b2545; font-size: 9pt }
.contents .pg { grid-row: 1; grid-column: 3; text-align: right; font-weight: 700; color: #0b2545 }
.contents .desc { grid-column: 2 / 4; font-size: 7.5pt; color: #64748b; line-height: 1.35 }

/* Product lines */
.line-head { flex: none; height: 38mm; background: linear-gradient(120deg, #061629 0%, #0b2545 60%, #13315c 100%); color: #fff; display: flex; align-items: stretch; border-bottom: 1.2mm solid #f59e0b; position: relative; overflow: hidden }
.line-text { flex: 1; padding: 8mm 8mm 5mm 11mm }
.line-head .eyebrow { color: #fbbf24 }
.line-head h2 { color: #fff; font-size: 24pt }
.line-text p:last-child { color: #cbd5e1; font-size: 9pt; margin-top: 2mm; max-width: 110mm }
.line-head img { width: 62mm; height: 100%; object-fit: cover; flex: none; -webkit-mask-image: linear-gradient(90deg, transparent, #000 30%); mask-image: linear-gradient(90deg, transparent, #000 30%) }
.line.compact .line-head { height: 30mm }
.line.compact .line-text { padding-top: 5.5mm }
.line.compact .line-head h2 { font-size: 18pt; margin-top: 1mm }
.line.compact .line-text p:last-child { margin-top: 1mm; font-size: 8.5pt; max-width: none }
.line.compact .line-head img { width: 48mm }
.line.compact .page-body { padding-top: 4.5mm }
.line.compact .grid { gap: 3mm }
.line.continued .line-head { height: 20mm }
.line.continued .line-text { padding-top: 5mm }
.line.continued .line-head h2 { font-size: 14pt; margin-top: 1mm }
.line.continued .line-text p:last-child, .line.continued .line-head img { display: none }
.line .page-body { padding-top: 5.5mm }
.grid { display: grid; grid-template-columns: 1fr 1fr; gap: 4mm; align-items: start }
.card { border: .3mm solid #e2e8f0; border-radius: 2.5mm; padding: 3mm; break-inside: avoid; background: #fff }
.card-head { display: flex; gap: 3mm; align-items: flex-start }
.card-head img, .noimg { width: 21mm; height: 21mm; border-radius: 2mm; object-fit: cover; flex: none; background: #f1f5f9 }
.card h3 { font-size: 10pt; line-height: 1.2; font-weight: 800; color: #0b2545; margin-top: .8mm }
.tags { display: flex; flex-wrap: wrap; gap: 1mm }
.tags span { font-size: 6pt; font-weight: 700; text-transform: uppercase; letter-spacing: .06em; color: #b45309; background: #fef3c7; border-radius: 1mm; padding: .3mm 1.4mm }
.tags span + span { color: #15803d; background: #dcfce7 }
.desc { font-size: 7.5pt; color: #475569; margin-top: 1.2mm; line-height: 1.38 }
.features { list-style: none; margin-top: 2mm; display: grid; grid-template-columns: 1fr 1fr; gap: .9mm 2.5mm }
.features li { display: flex; gap: 1.3mm; align-items: flex-start; font-size: 7.2pt; line-height: 1.3; color: #1e293b; font-weight: 500 }
.tick { width: 2.8mm; height: 2.8mm; flex: none; margin-top: .2mm }
.models { width: 100%; border-collapse: collapse; margin-top: 2mm; font-size: 6.8pt; line-height: 1.25 }
.models th, .models td { padding: .65mm 1.1mm; text-align: left; border-bottom: .2mm solid #e2e8f0; vertical-align: top }
.models thead th { background: #0b2545; color: #fff; font-weight: 700; font-size: 6.3pt; text-transform: uppercase; letter-spacing: .04em }
.models thead th:first-child { border-radius: 1mm 0 0 0 }
.models thead th:last-child { border-radius: 0 1mm 0 0 }
.models tbody th { font-weight: 700; color: #0b2545; white-space: nowrap }
.models .nw { white-space: nowrap }
.models tbody tr:nth-child(even) { background: #f8fafc }

/* Contact */
.contact .page-body { padding-top: 16mm }
.contact h2 { max-width: 160mm }
.contact .lead { max-width: 150mm }
.cta-img { display: block; width: 100%; height: 58mm; object-fit: cover; border-radius: 3mm; margin-top: 8mm }
.contact-grid { display: grid; grid-template-columns: 1fr 1fr; gap: 4mm; margin-top: 8mm }
.contact-card { border: .3mm solid #e2e8f0; border-top: 1.2mm solid #f59e0b; border-radius: 2.5mm; padding: 5mm }
.contact-card:nth-child(even) { border-top-color: #16a34a }
.contact-card .label { font-size: 7.5pt; font-weight: 700; letter-spacing: .14em; text-transform: uppercase; color: #64748b }
.contact-card .value { font-size: 9.5pt; color: #0b2545; margin-top: 2mm; line-height: 1.5 }
.contact-card .value.big { font-size: 12pt; font-weight: 700 }
.contact-card .note { font-size: 7.5pt; color: #64748b; margin-top: 1mm }
.steps { list-style: none; display: grid; grid-template-columns: repeat(3, 1fr); gap: 4mm }
.steps li { background: #f8fafc; border-radius: 2.5mm; padding: 4mm }
.step-n { display: inline-flex; width: 6.5mm; height: 6.5mm; border-radius: 50%; background: #0b2545; color: #fbbf24; font-weight: 800; font-size: 9pt; align-items: center; justify-content: center }
.step-t { font-weight: 700; color: #0b2545; margin-top: 2mm; font-size: 9.5pt }
.step-x { font-size: 8pt; color: #475569; margin-top: 1mm }
.contact-band { flex: none; height: 42mm; background: #0b2545; color: #fff; display: flex; align-items: center; gap: 6mm; padding: 0 14mm; border-top: 1.2mm solid #f59e0b }
.band-logo svg { width: 26mm; height: auto; display: block }
.band-name { font-size: 15pt; font-weight: 800 }
.band-tag { font-size: 9pt; color: #cbd5e1; margin-top: 1mm }
.band-years { margin-left: auto; text-align: right; font-size: 8pt; color: #cbd5e1; line-height: 1.3 }
.band-years b { font-size: 22pt; color: #fbbf24; font-weight: 800; display: block; line-height: 1 }
`

/**
 * Runs in the page: moves product cards that do not fit onto continuation pages, then numbers
 * the pages and fills the contents list. Plain JavaScript, so the bundler cannot touch it.
 */
const PAGINATE = `
(async () => {
  await document.fonts.ready
  await Promise.all([...document.images].map((img) => img.decode().catch(() => {})))
  const overflows = (page) => {
    const body = page.querySelector('.page-body')
    return body.scrollHeight > body.clientHeight + 1
  }
  const continuation = (first) => {
    const next = first.cloneNode(true)
    next.classList.add('continued')
    next.querySelector('h2').textContent = first.dataset.title + ' (continued)'
    next.querySelector('.grid').replaceChildren()
    return next
  }
  for (const first of [...document.querySelectorAll('.page.line')]) {
    // A line that only just overflows gets a shorter header instead of a second page.
    if (overflows(first)) {
      first.classList.add('compact')
      if (overflows(first)) first.classList.remove('compact')
    }
    // Greedy pass: how many pages does this line need?
    const cards = [...first.querySelector('.grid').children]
    const pages = [first]
    let page = first
    while (overflows(page)) {
      const grid = page.querySelector('.grid')
      if (grid.children.length <= 1) break
      const next = continuation(first)
      while (overflows(page) && grid.children.length > 1) next.querySelector('.grid').prepend(grid.lastElementChild)
      page.after(next)
      pages.push(next)
      page = next
    }
    if (pages.length < 2) continue
    // Balanced pass: spread the cards evenly, whole rows of two first, if that still fits.
    let per = Math.ceil(cards.length / pages.length)
    if (per % 2) per += 1
    pages.forEach((p, i) => p.querySelector('.grid').replaceChildren(...cards.slice(i * per, (i + 1) * per)))
    if (pages.some(overflows) || pages.some((p) => !p.querySelector('.grid').children.length)) {
      // Fall back to the greedy split.
      for (const p of pages) p.querySelector('.grid').replaceChildren()
      let i = 0
      for (const p of pages) {
        const grid = p.querySelector('.grid')
        while (i < cards.length) {
          grid.append(cards[i])
          if (overflows(p) && grid.children.length > 1) { grid.lastElementChild.remove(); break }
          i++
        }
      }
    }
  }
  const pages = [...document.querySelectorAll('.page')]
  pages.forEach((page, i) => {
    const num = page.querySelector('.page-foot .num')
    if (num) num.textContent = String(i + 1).padStart(2, '0')
  })
  for (const slot of document.querySelectorAll('[data-page-of]')) {
    const target = document.querySelector('.page.line[data-line="' + slot.dataset.pageOf + '"]')
    if (target) slot.textContent = 'p. ' + (pages.indexOf(target) + 1)
  }
  window.__paginated = true
})()
`

// ---------------------------------------------------------------------------------------------

async function main() {
  const logo = logoSvg()
  const aboutImage = await jpeg(home.about.image, 520, 520)
  const ctaImage = await jpeg(home.cta.image, 1100, 430)

  const linePages: string[] = []
  for (const [index, line] of LINES.entries()) {
    const products = readProducts(line.id)
    const cards: string[] = []
    for (const product of products) cards.push(productCard(product, await jpeg(product.images.cover, 200, 200, 'contain')))
    const cardImage = productsPage.cards.find((c) => c.id === line.card)?.image
    const lineImage = cardImage ? await jpeg(cardImage, 520, 380) : null
    linePages.push(linePage(index, line, cards, lineImage))
  }

  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(company.name)}: company and product brochure</title>
<style>${fontFace()}${CSS}</style></head><body>
${coverPage(logo)}
${aboutPage(aboutImage)}
${linePages.join('\n')}
${contactPage(logo, ctaImage)}
<script>${PAGINATE}</script>
</body></html>`
  if (process.env.BROCHURE_HTML) writeFileSync(process.env.BROCHURE_HTML, html)

  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1'],
  })
  try {
    const page = await browser.newPage()
    await page.emulateMedia({ media: 'print' })
    await page.setContent(html, { waitUntil: 'load' })
    await page.waitForFunction('window.__paginated === true', undefined, { timeout: 30_000 })
    const pages = await page.evaluate('document.querySelectorAll(".page").length')
    await page.pdf({
      path: OUTPUT,
      printBackground: true,
      preferCSSPageSize: true,
      margin: { top: '0', right: '0', bottom: '0', left: '0' },
      tagged: true,
      outline: true,
    })
    console.log(`wrote ${path.relative(ROOT, OUTPUT)}: ${pages} pages, ${Math.round(statSync(OUTPUT).size / 1024)} KB`)
  } finally {
    await browser.close()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
