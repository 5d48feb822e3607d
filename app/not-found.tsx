import type { Metadata } from 'next'
import Link from 'next/link'
import { notFoundPage } from '@/content/not-found'

// Next marks every 404 answer noindex itself.
export const metadata: Metadata = { title: notFoundPage.title }

export default function NotFound() {
  return (
    <section className="not-found">
      <p>404</p>
      <h1>{notFoundPage.heading}</h1>
      <p>{notFoundPage.text}</p>
      <ul>
        {notFoundPage.links.map((item) => (
          <li key={item.path}>
            <Link href={item.path}>{item.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
