import 'server-only'
import { catalogue } from '@/lib/catalogue/snapshot'
import { type ResultsPage, resultsPage } from './results-page'

/**
 * A page of results from the search engine of the process's catalogue snapshot: built with the
 * snapshot, before it is used, so no search waits for an index and every search agrees with the
 * pages, the proxy and the sitemap. Null while no line could ever be loaded.
 */
export async function search(text: string, page: number): Promise<ResultsPage | null> {
  const snapshot = await catalogue().current()
  if (Object.values(snapshot.lines).every((line) => line === null)) return null
  return resultsPage(snapshot.search, text, page)
}

export type { ResultsPage } from './results-page'
