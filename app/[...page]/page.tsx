import type { Metadata } from 'next'
import { CompanyPageExtras } from '@/components/company/company-page-extras'
import { ContentPage } from '@/components/content/content-page'
import { contentPageSlugs, loadContentPage } from '@/content/pages'
import { pageMetadata } from '@/lib/seo/metadata'
import { company } from '@/content/company/identity'

/**
 * The company pages of the route table (about, services, careers, events, projects, CSR,
 * recognition): one page a Markdown file under content/pages/, prerendered at build. Any
 * other path is a 404, since only these are generated.
 */
export const dynamicParams = false

/** Pages with a route of their own, around their Markdown. */
const ownRoutes = new Set(['contact', 'brands'])

export async function generateStaticParams() {
  const slugs = await contentPageSlugs()
  return slugs.filter((slug) => !ownRoutes.has(slug)).map((slug) => ({ page: slug.split('/') }))
}

type Props = { params: Promise<{ page: string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await loadContentPage((await params).page.join('/'))
  return pageMetadata({ title: page.frontMatter.title, description: page.frontMatter.description, path: page.path, siteName: company.name })
}

export default async function CompanyPage({ params }: Props) {
  const page = await loadContentPage((await params).page.join('/'))
  return (
    <ContentPage page={page}>
      <CompanyPageExtras slug={page.slug} />
    </ContentPage>
  )
}
