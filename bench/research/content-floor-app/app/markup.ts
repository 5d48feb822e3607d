import { readFileSync } from 'node:fs'
import path from 'node:path'

/** An element as [tag, React props, children], or a text. */
export type Markup = string | [string, Record<string, unknown>, Markup[]]

/** One page of the site, written beside this app by bench/research/content-floor.ts before its build. */
export type PageMarkup = {
  htmlClass: string
  stylesheets: string[]
  /** The props of the head's preload links (font, images), scripts aside. */
  preloads: Record<string, unknown>[]
  body: Markup[]
}

export const pageMarkup = (): PageMarkup => JSON.parse(readFileSync(path.join(process.cwd(), 'page-markup.json'), 'utf8')) as PageMarkup
