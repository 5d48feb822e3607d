import 'server-only'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import matter from 'gray-matter'
import { cache } from 'react'
import { type PageFrontMatter, PageFrontMatterSchema } from '@/content/schemas'

const pagesDir = path.join(process.cwd(), 'content/pages')

export type ContentPage = { slug: string; path: string; frontMatter: PageFrontMatter; body: string }

/** A long-form page: content/pages/<slug>.md, its front matter checked, its body Markdown. */
export const loadContentPage = cache(async (slug: string): Promise<ContentPage> => {
  const file = path.join(pagesDir, `${slug}.md`)
  if (!file.startsWith(pagesDir + path.sep)) throw new Error(`Not a content page: ${slug}`)
  const { data, content } = matter(await readFile(file, 'utf8'))
  const frontMatter = PageFrontMatterSchema.parse(data)
  return { slug, path: `/${slug}`, frontMatter, body: content }
})

/**
 * Every Markdown page's slug ("about/history"), found by walking content/pages. One read of a
 * fixed folder, so the standalone build traces content/pages alone, not the whole project.
 */
export async function contentPageSlugs(): Promise<string[]> {
  const files = await readdir(pagesDir, { recursive: true })
  return files
    .filter((file) => file.endsWith('.md'))
    .map((file) => file.replace(/\.md$/, '').split(path.sep).join('/'))
    .sort()
}
