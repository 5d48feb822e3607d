import { draftMode } from 'next/headers'
import { previewBar } from '@/content/preview'
import { PREVIEW_EXIT_PATH } from '@/lib/preview/answers'

/**
 * Held at the foot of the window on every page rendered in a marketer's preview (Next's draft
 * mode), with the way out, and a robots meta that keeps the page out of search engines. Sticky
 * at the end of the page, so it never covers the footer's last line. Reading draftMode() keeps
 * static pages static: the build and background regenerations see it off and stay static.
 */
export async function PreviewBar() {
  if (!(await draftMode()).isEnabled) return null
  return (
    <aside
      aria-label={previewBar.notice}
      className="sticky bottom-0 z-[70] flex flex-wrap items-center justify-center gap-x-4 bg-amber-brand px-4 py-1 text-navy-950 shadow-lg"
    >
      <meta name="robots" content="noindex, nofollow" />
      <p>
        <strong>{previewBar.notice}</strong> {previewBar.detail}
      </p>
      <a href={PREVIEW_EXIT_PATH} className="inline-flex min-h-11 items-center font-semibold underline">
        {previewBar.exit}
      </a>
    </aside>
  )
}
