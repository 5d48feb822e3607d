import type { ReactNode } from 'react'
import type { ContentPage as Page } from '@/content/pages'
import { ContentHeader } from './content-header'
import { Markdown } from './markdown'
import { PageAside } from './page-aside'

/**
 * A company page: its header, its Markdown beside a side panel, then whatever structured sections
 * it has. The columns are those of the contact section (3:2), so on /contact they line up.
 */
export function ContentPage({ page, children }: { page: Page; children?: ReactNode }) {
  return (
    <>
      <ContentHeader frontMatter={page.frontMatter} />
      <article className="container-page grid gap-12 py-14 sm:py-16 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-10">
        <Markdown source={page.body} />
        <PageAside page={page} />
      </article>
      {children}
    </>
  )
}
