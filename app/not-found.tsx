import type { Metadata } from 'next'
import Link from 'next/link'
import { notFoundPage } from '@/content/not-found'

// Next marks every 404 answer noindex itself.
export const metadata: Metadata = { title: notFoundPage.title }

export default function NotFound() {
  return (
    <section className="container-page py-24 text-center">
      <p className="text-6xl font-bold text-amber-700">404</p>
      <h1 className="mt-4 text-3xl font-semibold text-navy-900">{notFoundPage.heading}</h1>
      <p className="mx-auto mt-4 max-w-xl text-slate-600">{notFoundPage.text}</p>
      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        {notFoundPage.links.map((item) => (
          <li key={item.path}>
            <Link href={item.path} className="inline-block rounded-full bg-navy-900 px-5 py-2 text-white hover:bg-navy-700">
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
