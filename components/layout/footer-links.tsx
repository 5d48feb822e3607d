import Link from 'next/link'
import type { FooterLink } from '@/content/navigation'

export function FooterLinks({ links }: { links: FooterLink[] }) {
  return (
    <ul className="space-y-2">
      {links.map((item) => (
        <li key={item.path}>
          <Link href={item.path} className="hover:text-amber-brand">
            {item.title}
          </Link>
        </li>
      ))}
    </ul>
  )
}
