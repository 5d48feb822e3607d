import { errorPage } from '@/content/errors'

/**
 * The branded body of both error pages: what happened, a retry and a way home. Home is a plain
 * link, so it loads afresh whatever state the failed page left behind, even when the page that
 * failed is the home page. The dark band keeps the transparent home header readable above it,
 * and its top padding clears that header, which has no spacer below it on the home page.
 */
export function ErrorPanel({ retry }: { retry: () => void }) {
  return (
    <section aria-labelledby="error-heading" className="bg-navy-900 pt-[calc(var(--header-height)+2.5rem)] pb-24 text-center text-white">
      <div className="container-page">
        <svg aria-hidden viewBox="0 0 24 24" className="mx-auto size-14 text-amber-brand" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M12 3 2 20h20L12 3Z" strokeLinejoin="round" />
          <path d="M12 10v4M12 17v.5" strokeLinecap="round" />
        </svg>
        <h1 id="error-heading" className="mt-6 text-3xl font-semibold sm:text-4xl">
          {errorPage.heading}
        </h1>
        <p className="mx-auto mt-4 max-w-xl text-slate-300">{errorPage.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button
            type="button"
            onClick={retry}
            className="min-h-11 cursor-pointer rounded-full bg-amber-brand px-6 py-2 font-semibold text-navy-950 hover:bg-amber-400"
          >
            {errorPage.retry}
          </button>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load is the way out (see above) */}
          <a
            href="/"
            className="inline-flex min-h-11 items-center rounded-full px-6 py-2 font-semibold ring-1 ring-white/60 hover:bg-white/10"
          >
            {errorPage.home}
          </a>
        </div>
      </div>
    </section>
  )
}
