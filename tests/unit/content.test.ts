import { readFileSync } from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
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
import { acFaq } from '@/content/faq/ac'
import { fanFaq } from '@/content/faq/fan'
import { lightFaq } from '@/content/faq/light'
import { solarFaq } from '@/content/faq/solar'
import { mainMenu } from '@/content/navigation'
import { publicRoutes } from '@/content/public-routes'
import { FaqItemSchema, MenuEntrySchema, ServicesCatalogueSchema } from '@/lib/catalogue/schemas'
import { contentPageSlugs } from '@/lib/content/pages'
import * as schemas from '@/lib/content/schemas'

/** Everything a marketer edits under content/ parses with the schemas the pages rely on. */
describe('content pages', () => {
  it('every Markdown file has the front matter its page needs, and a body', async () => {
    const slugs = await contentPageSlugs()
    expect(slugs.length).toBeGreaterThanOrEqual(17)
    for (const slug of slugs) {
      const { data, content } = matter(readFileSync(path.join(process.cwd(), 'content/pages', `${slug}.md`), 'utf8'))
      const parsed = schemas.PageFrontMatterSchema.safeParse(data)
      expect({ slug, problems: parsed.success ? [] : parsed.error.issues }).toEqual({ slug, problems: [] })
      expect(content.trim().length).toBeGreaterThan(200)
      expect(content).not.toMatch(/^# /m)
      expect(content).not.toMatch(/lorem ipsum|TODO|placeholder/i)
    }
  })

  it('there is a Markdown page for every company route of the spec', async () => {
    const slugs = new Set(await contentPageSlugs())
    for (const route of publicRoutes.filter((route) => route !== '/' && !route.startsWith('/products'))) {
      expect(slugs).toContain(route.slice(1))
    }
  })
})

describe('structured content', () => {
  it.each([
    ['team', schemas.TeamMemberSchema, team],
    ['projects', schemas.ProjectSchema, projects],
    ['testimonials', schemas.TestimonialSchema, testimonials],
    ['exhibitions', schemas.ExhibitionSchema, exhibitions],
    ['recognition', schemas.RecognitionSchema, recognition],
    ['positions', schemas.PositionSchema, positions],
    ['media', schemas.MediaItemSchema, media],
    ['presentations', schemas.PresentationSchema, presentations],
    ['csr', schemas.CsrInitiativeSchema, csrInitiatives],
    ['values', schemas.ValueSchema, values],
    ['brands', schemas.BrandSchema, brands],
  ] as const)('%s parse and have unique ids', (_, schema, items) => {
    for (const item of items) expect(schema.safeParse(item).success).toBe(true)
    const ids = items.map((item) => item.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('the services catalogue has its four groups', () => {
    expect(ServicesCatalogueSchema.safeParse(servicesCatalogue).success).toBe(true)
  })

  it('the FAQs have the spec’s counts: fans 6, AC care tips 4, LED lighting 6, solar 7', () => {
    for (const [faq, count] of [
      [fanFaq, 6],
      [acFaq, 4],
      [lightFaq, 6],
      [solarFaq, 7],
    ] as const) {
      expect(faq).toHaveLength(count)
      for (const item of faq) expect(FaqItemSchema.safeParse(item).success).toBe(true)
    }
  })

  it('the menu parses as menu entries', () => {
    for (const entry of mainMenu) expect(MenuEntrySchema.safeParse(entry).success).toBe(true)
  })
})
