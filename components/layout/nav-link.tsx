'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import type { ComponentProps } from 'react'

/** A link that marks itself as the current page, for screen readers and the active style. */
export function NavLink({ href, ...props }: ComponentProps<typeof Link> & { href: string }) {
  const current = usePathname() === href
  return <Link href={href} aria-current={current ? 'page' : undefined} {...props} />
}
