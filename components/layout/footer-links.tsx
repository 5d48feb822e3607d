import Link from 'next/link'
import type { FooterLink } from '@/content/navigation'

export function FooterLinks({ links }: { links: FooterLink[] }) {
  return (
    <ul>
      {links.map((item) => (
        <li key={item.path}>
          <Link href={item.path} className="flex footer-link">
            {item.title}
          </Link>
        </li>
      ))}
    </ul>
  )
}
