import type { Metadata } from 'next'
import { SearchOutcome } from '@/components/search/search-outcome'
import { SearchPage } from '@/components/search/search-page'
import { company } from '@/content/company/identity'
import { search } from '@/content/search'
import { search as searchCatalogue } from '@/lib/search'
import { normaliseQuery, parseResultsPage } from '@/lib/search/query'
import { pageMetadata } from '@/lib/seo/metadata'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** Results depend on the query: rendered per request, kept out of search engines but their links followed. */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { text } = normaliseQuery((await searchParams).q)
  const seo = pageMetadata({ ...search.metadata, path: '/search', siteName: company.name })
  return { ...seo, ...(text ? { title: search.titleFor(text) } : {}), robots: { index: false, follow: true } }
}

export default async function Search({ searchParams }: Props) {
  const params = await searchParams
  const query = normaliseQuery(params.q)
  // proxy.ts answers a malformed page number with a 400 before this renders.
  const page = parseResultsPage(params.page) ?? 1
  return (
    <SearchPage query={query}>
      {query.text ? <SearchOutcome query={query.text} results={await searchCatalogue(query.text, page)} /> : null}
    </SearchPage>
  )
}
