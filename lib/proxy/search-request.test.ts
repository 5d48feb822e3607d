import { searchRequestProblem } from './search-request'

const problem = (query: string) => searchRequestProblem(new URLSearchParams(query))

describe('searchRequestProblem', () => {
  it('renders any query, with or without a plain page number', () => {
    for (const query of ['', 'q=fan', 'q=fan&page=2', 'q=<script>&q=again', `q=${'x'.repeat(5000)}`, 'page=9999']) {
      expect(problem(query)).toBeUndefined()
    }
  })

  it('refuses a page that is not one page number', () => {
    for (const query of ['page=0', 'page=-1', 'page=two', 'page=10000', 'page=1e3', 'page=', 'page=2&page=3', `page=${'9'.repeat(400)}`]) {
      expect(problem(`q=fan&${query}`)).toMatch(/page/)
    }
  })
})
