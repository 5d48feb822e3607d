import { parseResultsPage } from '@/lib/search/query'

/**
 * Why a request for the search page is refused with a 400, or undefined to render it: a `page`
 * that is not one page number from 1 to 9999 (0, -1, text, a huge number, or the parameter twice).
 * The query itself is never refused: the page cuts and cleans it (lib/search/query.ts).
 */
export function searchRequestProblem(searchParams: URLSearchParams): string | undefined {
  const pages = searchParams.getAll('page')
  const page = pages.length === 0 ? undefined : pages.length === 1 ? pages[0] : pages
  return parseResultsPage(page) === undefined ? 'The page of search results is a number from 1 to 9999, given once.' : undefined
}
