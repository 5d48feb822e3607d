import type { PageFrontMatter } from '@/content/schemas'

/** The title band of a company page: its eyebrow, heading and description from the front matter. */
export function ContentHeader({ frontMatter }: { frontMatter: PageFrontMatter }) {
  return (
    <header className="bg-gradient-to-br from-navy-950 via-navy-900 to-navy-800 py-16 text-white sm:py-20">
      <div className="container-page">
        {frontMatter.eyebrow ? (
          <p className="text-sm font-semibold tracking-widest text-amber-brand uppercase">{frontMatter.eyebrow}</p>
        ) : null}
        <h1 className="mt-2 max-w-4xl text-4xl font-bold tracking-tight sm:text-5xl">{frontMatter.heading}</h1>
        <p className="mt-5 max-w-3xl text-lg text-slate-300">{frontMatter.description}</p>
      </div>
    </header>
  )
}
