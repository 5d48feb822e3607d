import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { type ChildNode, isTag, isText } from 'domhandler'
import { parseDocument } from 'htmlparser2'
import type { Markup, PageMarkup } from './content-floor-app/app/markup'

const renamed: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  srcset: 'srcSet',
  imagesrcset: 'imageSrcSet',
  imagesizes: 'imageSizes',
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

/** `top: 0; z-index: 1` as React's `{ top: '0', zIndex: '1' }`; custom properties keep their names. */
const styleObject = (css: string) =>
  Object.fromEntries(
    css
      .split(';')
      .filter((rule) => rule.includes(':'))
      .map((rule) => {
        const property = rule.slice(0, rule.indexOf(':')).trim()
        return [property.startsWith('--') ? property : camel(property), rule.slice(rule.indexOf(':') + 1).trim()]
      }),
  )

/** HTML attributes as the React props that render them again. */
function propsOf(attributes: Record<string, string>): Record<string, unknown> {
  const props: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(attributes)) {
    const prop = renamed[name] ?? (name.startsWith('data-') || name.startsWith('aria-') ? name : camel(name))
    if (booleans.has(prop)) props[prop] = true
    else props[prop] = prop === 'style' ? styleObject(value) : value
  }
  return props
}

const extensions: Record<string, string> = {
  'image/avif': '.avif',
  'image/webp': '.webp',
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/svg+xml': '.svg',
  'font/woff2': '.woff2',
  'text/css': '.css',
}

/**
 * Copies of the site's own files (same-origin URLs) under `publicDir`/r, each fetched once as a
 * browser asks for it and named by its content type; a stylesheet's own URLs point at copies too.
 */
function copier(siteUrl: string, publicDir: string) {
  const copies = new Map<string, Promise<string>>()
  const copy = async (url: string, name: string) => {
    const answer = await fetch(siteUrl + url, { headers: { accept: 'image/avif,image/webp,*/*' } })
    if (!answer.ok) throw new Error(`${url} answered ${answer.status}`)
    const type = answer.headers.get('content-type')?.split(';')[0] ?? ''
    const bytes = Buffer.from(await answer.arrayBuffer())
    const file = `/r/${name}${extensions[type] ?? ''}`
    writeFileSync(path.join(publicDir, file), type === 'text/css' ? await pointAtCopies(bytes.toString('utf8')) : bytes)
    return file
  }
  const local = (url: string): Promise<string> => {
    if (!url.startsWith('/') || url.startsWith('//')) return Promise.resolve(url)
    if (!copies.has(url)) copies.set(url, copy(url, String(copies.size)))
    return copies.get(url)!
  }
  const pointAtCopies = async (css: string) => {
    const urls = [...new Set([...css.matchAll(/url\((\/[^)]+)\)/g)].map((match) => match[1]!))]
    const files = await Promise.all(urls.map(local))
    return urls.reduce((text, url, index) => text.replaceAll(`url(${url})`, `url(${files[index]})`), css)
  }
  return local
}

/**
 * The page at `siteUrl` + `page` as the content floor renders it: its body's elements without the
 * framework's scripts and streamed parts (the content floor has its own, from its build), its
 * stylesheets and preloads, and every file of the site it names copied under `publicDir`.
 */
export async function pageMarkupOf(siteUrl: string, page: string, publicDir: string): Promise<PageMarkup> {
  const answer = await fetch(siteUrl + page)
  if (!answer.ok) throw new Error(`${page} answered ${answer.status}`)
  const local = copier(siteUrl, publicDir)
  const elements = (nodes: ChildNode[]) => nodes.filter(isTag)
  const html = elements(parseDocument(await answer.text()).children).find((element) => element.name === 'html')!
  const head = elements(html.children).find((element) => element.name === 'head')!
  const body = elements(html.children).find((element) => element.name === 'body')!
  const links = elements(head.children).filter((element) => element.name === 'link')

  /** Props whose image URLs point at copies of the site's files. */
  const localProps = async (attributes: Record<string, string>) => {
    const props = propsOf(attributes)
    if (typeof props.src === 'string') props.src = await local(props.src)
    for (const name of ['srcSet', 'imageSrcSet']) {
      const candidates = String(props[name] ?? '')
        .split(', ')
        .filter(Boolean)
      if (!candidates.length) continue
      const copies = candidates.map(async (candidate) => {
        const [url, width] = candidate.split(' ')
        return `${await local(url!)} ${width}`
      })
      props[name] = (await Promise.all(copies)).join(', ')
    }
    return props
  }
  const markup = async (nodes: ChildNode[]): Promise<Markup[]> => {
    const out: Markup[] = []
    for (const node of nodes) {
      if (isText(node)) out.push(node.data)
      if (!isTag(node) || ['script', 'template'].includes(node.name) || node.attribs.as === 'script') continue
      out.push([node.name, await localProps(node.attribs), await markup(node.children)])
    }
    return out
  }
  return {
    htmlClass: html.attribs.class ?? '',
    stylesheets: await Promise.all(links.filter((link) => link.attribs.rel === 'stylesheet').map((link) => local(link.attribs.href!))),
    preloads: await Promise.all(
      links
        .filter((link) => link.attribs.rel === 'preload' && link.attribs.as !== 'script')
        .map(async (link) => ({ ...(await localProps(link.attribs)), ...(link.attribs.href && { href: await local(link.attribs.href) }) })),
    ),
    body: await markup(body.children),
  }
}
