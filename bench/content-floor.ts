import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { type ChildNode, isTag, isText } from 'domhandler'
import { parseDocument } from 'htmlparser2'
import { freePort } from '../tests/support/ports'
import { startSite, waitUntilUp } from '../tests/support/site'
import type { Markup, PageMarkup } from './content-floor-app/app/markup'
import { startFloor } from './floor'
import { type LighthouseSample, lighthouseSample, type Preset, summarize, warmUp } from './lighthouse'
import { nextBin, root, scratchProject } from './scratch'

/**
 * The content floor: the floor app (bench/floor-app) given one page of the site as it is served,
 * every element of its HTML rendered as a server component, with the same stylesheet, font and
 * images, and not one client component or line of the site's code. Lighthouse on the floor, the
 * content floor and the page itself, in turns, splits the page's distance to the floor into what
 * its content costs under the framework and what the site's own code adds.
 *
 *   npx tsx bench/content-floor.ts --page /products/light/sailite-led-bulb --preset mobile --runs 3
 */

const renamed: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  srcset: 'srcSet',
  fetchpriority: 'fetchPriority',
  tabindex: 'tabIndex',
  autocomplete: 'autoComplete',
  maxlength: 'maxLength',
  minlength: 'minLength',
  readonly: 'readOnly',
  novalidate: 'noValidate',
  crossorigin: 'crossOrigin',
  enterkeyhint: 'enterKeyHint',
  inputmode: 'inputMode',
  colspan: 'colSpan',
  viewbox: 'viewBox',
}
const booleans = new Set(['disabled', 'required', 'hidden', 'checked', 'selected', 'open', 'multiple', 'readOnly', 'noValidate'])
const camel = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())

/** HTML attributes as the React props that render them again. */
function propsOf(attributes: Record<string, string>): Record<string, unknown> {
  const props: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(attributes)) {
    const prop = renamed[name] ?? (name.startsWith('data-') || name.startsWith('aria-') ? name : camel(name))
    if (booleans.has(prop)) props[prop] = true
    else if (prop === 'style')
      props.style = Object.fromEntries(
        value.split(';').flatMap((rule) =>
          rule.includes(':')
            ? [
                rule
                  .split(/:(.*)/s)
                  .slice(0, 2)
                  .map((part, index) => (index ? part.trim() : camel(part.trim()))),
              ]
            : [],
        ),
      )
    else props[prop] = value
  }
  return props
}

/** Copies of the page's own files in the app's public folder, named by their content type. */
function assetStore(siteUrl: string, publicDir: string) {
  const copies = new Map<string, Promise<string>>()
  const extensions: Record<string, string> = {
    'image/avif': '.avif',
    'image/webp': '.webp',
    'image/png': '.png',
    'image/jpeg': '.jpg',
    'image/svg+xml': '.svg',
    'font/woff2': '.woff2',
    'text/css': '.css',
  }
  const copy = async (url: string, name: string) => {
    const answer = await fetch(siteUrl + url, { headers: { accept: 'image/avif,image/webp,*/*' } })
    if (!answer.ok) throw new Error(`${url} answered ${answer.status}`)
    const type = answer.headers.get('content-type')?.split(';')[0] ?? ''
    let body = Buffer.from(await answer.arrayBuffer())
    if (type === 'text/css') body = Buffer.from(await rewriteUrls(body.toString('utf8')))
    const file = `/r/${name}${extensions[type] ?? ''}`
    writeFileSync(path.join(publicDir, file), body)
    return file
  }
  const local = (url: string): Promise<string> => {
    if (!url.startsWith('/') || url.startsWith('//')) return Promise.resolve(url)
    if (!copies.has(url)) copies.set(url, copy(url, String(copies.size)))
    return copies.get(url)!
  }
  const rewriteUrls = async (css: string) => {
    const urls = [...new Set([...css.matchAll(/url\((\/[^)]+)\)/g)].map((match) => match[1]!))]
    const files = await Promise.all(urls.map(local))
    return urls.reduce((text, url, index) => text.replaceAll(`url(${url})`, `url(${files[index]})`), css)
  }
  return { local }
}

async function pageMarkupOf(siteUrl: string, page: string, publicDir: string): Promise<PageMarkup> {
  const answer = await fetch(siteUrl + page)
  if (!answer.ok) throw new Error(`${page} answered ${answer.status}`)
  const document = parseDocument(await answer.text())
  const { local } = assetStore(siteUrl, publicDir)
  const elements = (nodes: ChildNode[]) => nodes.filter(isTag)
  const html = elements(document.children).find((element) => element.name === 'html')!
  const head = elements(html.children).find((element) => element.name === 'head')!
  const body = elements(html.children).find((element) => element.name === 'body')!
  const links = elements(head.children).filter((element) => element.name === 'link')

  const markup = async (nodes: ChildNode[]): Promise<Markup[]> => {
    const out: Markup[] = []
    for (const node of nodes) {
      if (isText(node)) out.push(node.data)
      // The framework's scripts and streamed parts: the content floor has its own, from its build.
      if (!isTag(node) || ['script', 'template'].includes(node.name) || node.attribs.as === 'script') continue
      const props = propsOf(node.attribs)
      if (typeof props.src === 'string') props.src = await local(props.src)
      if (typeof props.srcSet === 'string') {
        const candidates = props.srcSet.split(', ').map((candidate) => candidate.split(' '))
        props.srcSet = (await Promise.all(candidates.map(async ([url, width]) => `${await local(url!)} ${width}`))).join(', ')
      }
      out.push([node.name, props, await markup(node.children)])
    }
    return out
  }
  return {
    htmlClass: html.attribs.class ?? '',
    stylesheets: await Promise.all(links.filter((link) => link.attribs.rel === 'stylesheet').map((link) => local(link.attribs.href!))),
    fonts: await Promise.all(links.filter((link) => link.attribs.as === 'font').map((link) => local(link.attribs.href!))),
    body: await markup(body.children),
  }
}

/** The content floor of `page`, built from the site at `siteUrl` and served by `next start`. */
async function startContentFloor(siteUrl: string, page: string) {
  const dir = scratchProject('content-floor-', path.join(root, 'bench/content-floor-app'))
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
  let server: ChildProcess | undefined
  const close = () => {
    server?.kill('SIGTERM')
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    mkdirSync(path.join(dir, 'public/r'), { recursive: true })
    writeFileSync(path.join(dir, 'page-markup.json'), JSON.stringify(await pageMarkupOf(siteUrl, page, path.join(dir, 'public'))))
    const build = spawnSync(process.execPath, [nextBin(dir), 'build'], { cwd: dir, env, stdio: ['ignore', 'ignore', 'inherit'] })
    if (build.status !== 0) throw new Error(`next build of the content floor exited with ${build.status}`)
    const port = await freePort()
    server = spawn(process.execPath, [nextBin(dir), 'start', '-H', '127.0.0.1', '-p', String(port)], { cwd: dir, env, stdio: 'ignore' })
    const url = `http://127.0.0.1:${port}`
    await waitUntilUp(url, server)
    return { url, close }
  } catch (error) {
    close()
    throw error
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      page: { type: 'string', default: '/products/light/sailite-led-bulb' },
      preset: { type: 'string', default: 'mobile' },
      runs: { type: 'string', default: '3' },
    },
  })
  const preset = values.preset as Preset
  if (preset !== 'mobile' && preset !== 'desktop') throw new Error(`--preset takes mobile or desktop, not ${values.preset}`)
  const runs = Number(values.runs)
  const site = await startSite({})
  const floor = await startFloor().catch(async (error: unknown) => {
    await site.dispose()
    throw error
  })
  const contentFloor = await startContentFloor(site.url, values.page).catch(async (error: unknown) => {
    floor.close()
    await site.dispose()
    throw error
  })
  try {
    const targets = [
      { name: 'floor (bench/floor-app)', url: floor.url },
      { name: `content floor of ${values.page}`, url: contentFloor.url },
      { name: values.page, url: site.url + values.page },
    ]
    for (const target of targets) await warmUp(target.url, preset)
    const samples = targets.map(() => [] as LighthouseSample[])
    for (let round = 0; round < runs; round++) {
      for (const [index, target] of targets.entries()) samples[index]!.push(await lighthouseSample(target.url, preset))
    }
    console.log(`| ${preset}, ${runs} runs | Performance | FCP ms | LCP ms | TBT ms |\n|---|---|---|---|---|`)
    for (const [index, target] of targets.entries()) {
      const each = (key: keyof LighthouseSample) => samples[index]!.map((sample) => sample[key]).join(', ')
      const median = summarize(target.name, preset, samples[index]!)
      console.log(
        `| ${target.name} | ${median.performance} (${each('performance')}) | ${median.fcpMs} | ${median.lcpMs} (${each('lcpMs')}) | ${median.tbtMs} |`,
      )
    }
  } finally {
    contentFloor.close()
    floor.close()
    await site.dispose()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
