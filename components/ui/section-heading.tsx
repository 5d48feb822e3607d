import type { ReactNode } from 'react'

export function SectionHeading({
  eyebrow,
  title,
  children,
  id,
  inverse = false,
}: {
  eyebrow?: string
  title: string
  children?: ReactNode
  id?: string
  inverse?: boolean
}) {
  return (
    <div className="mx-auto mb-10 max-w-3xl text-center">
      {eyebrow ? <p className={`section-eyebrow ${inverse ? 'text-amber-brand' : 'text-amber-700'}`}>{eyebrow}</p> : null}
      <h2 id={id} className={`section-title ${inverse ? 'text-white' : 'text-navy-900'}`}>
        {title}
      </h2>
      {children ? <div className={`mt-4 text-lg ${inverse ? 'text-slate-300' : 'text-slate-600'}`}>{children}</div> : null}
    </div>
  )
}
