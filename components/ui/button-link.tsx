import Link from 'next/link'
import type { ReactNode } from 'react'
import { NewTabNote } from './new-tab-note'

const variants = {
  primary: 'bg-amber-brand text-navy-950 hover:bg-amber-400',
  secondary: 'bg-navy-900 text-white hover:bg-navy-700',
  outline: 'border border-current hover:bg-white/10',
} as const

export type ButtonLinkProps = {
  href: string
  children: ReactNode
  variant?: keyof typeof variants
  /** Opens in a new tab: marketplaces, brochures and 'Have question about buying' do. */
  newTab?: boolean
  className?: string
}

/** A link that looks like a button. Site paths go through next/link; files and other sites do not. */
export function ButtonLink({ href, children, variant = 'primary', newTab = false, className = '' }: ButtonLinkProps) {
  const style = `button-link ${variants[variant]} ${className}`
  const isPage = href.startsWith('/') && !/\.\w+$/.test(href)
  if (isPage && !newTab) {
    return (
      <Link href={href} className={style}>
        {children}
      </Link>
    )
  }
  return (
    <a href={href} className={style} {...(newTab ? { target: '_blank', rel: 'noreferrer' } : {})}>
      {children}
      {newTab ? <NewTabNote /> : null}
    </a>
  )
}
