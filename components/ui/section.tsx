import type { ReactNode } from 'react'
import { SectionHeading } from './section-heading'

const tones = { white: 'bg-white', muted: 'bg-slate-50', dark: 'bg-navy-950 text-white' } as const

/** A titled band of a page; `renderWhenNear` for one always far below the first screen. */
export function Section({
  id,
  title,
  eyebrow,
  lead,
  tone = 'white',
  renderWhenNear = false,
  children,
}: {
  id: string
  title: string
  eyebrow?: string
  lead?: ReactNode
  tone?: keyof typeof tones
  renderWhenNear?: boolean
  children: ReactNode
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={['scroll-mt-24 py-16 sm:py-20', tones[tone], renderWhenNear && 'render-when-near'].filter(Boolean).join(' ')}
    >
      <div className="container-page">
        <SectionHeading id={`${id}-heading`} eyebrow={eyebrow} title={title} inverse={tone === 'dark'}>
          {lead}
        </SectionHeading>
        {children}
      </div>
    </section>
  )
}
