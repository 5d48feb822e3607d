import { readFileSync } from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import type { z } from 'zod'
import { brands } from '@/content/company/brands'
import { csrInitiatives } from '@/content/company/csr'
import { exhibitions } from '@/content/company/exhibitions'
import { media } from '@/content/company/media'
import { positions } from '@/content/company/positions'
import { presentations } from '@/content/company/presentations'
import { projects } from '@/content/company/projects'
import { recognition } from '@/content/company/recognition'
import { servicesCatalogue } from '@/content/company/services'
import { team } from '@/content/company/team'
import { testimonials } from '@/content/company/testimonials'
import { values } from '@/content/company/work-culture'
import { faqByCategory } from '@/content/faq'
import { identityPlaceholders } from '@/content/company/identity'
import { mainMenu, policyLinks } from '@/content/navigation'
import { contentPageSlugs } from '@/content/pages'
import * as schemas from '@/content/schemas'
import { fillPlaceholders } from '@/lib/text/placeholders'
import { companyRoutes, policyRoutes, publicRoutes } from '@/lib/navigation/routes'

/**
 * Everything a marketer edits under content/ parses with the schemas the pages rely on. A
 * failure names the file, the item and the field, as "content/company/team.ts: item 2 (ravi)
 * bio: Too small: expected string to have >=40 characters".
 */
function problems(file: string, schema: z.ZodType, items: readonly unknown[]): string[] {
  return items.flatMap((item, index) => {
    const parsed = schema.safeParse(item)
    if (parsed.success) return []
    const id = (item as { id?: unknown }).id
    const label = `${file}: item ${index + 1}${id === undefined ? '' : ` (${String(id)})`}`
    return parsed.error.issues.map((issue) => `${label} ${issue.path.join('.') || '(whole item)'}: ${issue.message}`)
  })
}

describe('content pages', () => {
  it('every Markdown file has the front matter its page needs, and a body', async () => {
    const slugs = await contentPageSlugs()
    expect(slugs.length).toBeGreaterThan(0)
    const found = slugs.flatMap((slug) => {
      const file = `content/pages/${slug}.md`
      const { data, content } = matter(readFileSync(path.join(process.cwd(), file), 'utf8'))
      const body = [
        content.trim().length > 200 ? '' : `${file}: the body is under 200 characters`,
        /^# /m.test(content) ? `${file}: the body has its own h1 (the front matter's heading is the h1)` : '',
        /lorem ipsum|TODO|placeholder/i.test(content) ? `${file}: the body holds placeholder text` : '',
      ]
      return [...problems(`${file} front matter`, schemas.PageFrontMatterSchema, [data]), ...body.filter(Boolean)]
    })
    expect(found).toEqual([])
  })

  it('there is a Markdown page for every company and policy route', async () => {
    const slugs = new Set(await contentPageSlugs())
    expect([...companyRoutes, ...policyRoutes].filter((route) => !slugs.has(route.slice(1)))).toEqual([])
  })

  it('every placeholder a page names has a value', async () => {
    const slugs = await contentPageSlugs()
    for (const slug of slugs) {
      const { content } = matter(readFileSync(path.join(process.cwd(), `content/pages/${slug}.md`), 'utf8'))
      expect(() => fillPlaceholders(content, identityPlaceholders)).not.toThrow()
    }
  })

  it('the policy links are the policy pages', () => {
    expect(policyLinks.map((link) => link.path)).toEqual([...policyRoutes])
  })
})

describe('structured content', () => {
  it.each([
    ['content/company/team.ts', schemas.TeamMemberSchema, team],
    ['content/company/projects.ts', schemas.ProjectSchema, projects],
    ['content/company/testimonials.ts', schemas.TestimonialSchema, testimonials],
    ['content/company/exhibitions.ts', schemas.ExhibitionSchema, exhibitions],
    ['content/company/recognition.ts', schemas.RecognitionSchema, recognition],
    ['content/company/positions.ts', schemas.PositionSchema, positions],
    ['content/company/media.ts', schemas.MediaItemSchema, media],
    ['content/company/presentations.ts', schemas.PresentationSchema, presentations],
    ['content/company/csr.ts', schemas.CsrInitiativeSchema, csrInitiatives],
    ['content/company/work-culture.ts', schemas.ValueSchema, values],
    ['content/company/brands.ts', schemas.BrandSchema, brands],
  ] as const)('%s parses, with unique ids', (file, schema, items) => {
    expect(problems(file, schema, items)).toEqual([])
    const ids = items.map((item) => item.id)
    expect(ids.filter((id, index) => ids.indexOf(id) !== index).map((id) => `${file}: id ${id} is used twice`)).toEqual([])
  })

  it('the services catalogue has its four groups', () => {
    expect(problems('content/company/services.ts', schemas.ServicesCatalogueSchema, [servicesCatalogue])).toEqual([])
  })

  it('every FAQ item parses', () => {
    const found = Object.entries(faqByCategory).flatMap(([category, items]) =>
      problems(`content/faq/${category}.ts`, schemas.FaqItemSchema, items),
    )
    expect(found).toEqual([])
  })

  it('the menu parses, and every link in it is a page of the site', () => {
    expect(problems('content/navigation.ts', schemas.MenuEntrySchema, mainMenu)).toEqual([])
    const paths = mainMenu
      .flatMap((entry) => ('submenu' in entry ? entry.submenu : [entry]))
      .flatMap((entry) => ('path' in entry ? [entry.path] : []))
    const pages = new Set<string>(publicRoutes)
    expect(paths.filter((link) => !pages.has(link)).map((link) => `content/navigation.ts links to ${link}, which is not a page`)).toEqual(
      [],
    )
  })
})
