import type { ReactNode } from 'react'
import type { ContentPage as Page } from '@/content/pages'
import { ContentHeader } from './content-header'
import { Markdown } from './markdown'

/** A company page: its header, its Markdown, then whatever structured sections it has. */
export function ContentPage({ page, children }: { page: Page; children?: ReactNode }) {
  return (
    <>
      <ContentHeader frontMatter={page.frontMatter} />
      <article className="container-page py-14 sm:py-16">
        <Markdown source={page.body} />
      </article>
      {children}
    </>
  )
}
