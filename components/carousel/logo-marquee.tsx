'use client'

import Image from 'next/image'
import Marquee from 'react-fast-marquee'
import type { MarqueeLogo } from '@/lib/carousel/slides'
import { useRetriedList } from './use-retried-list'

/**
 * A scrolling row of logos at speed 50. Rendered only when there are logos; when the
 * server could not load them, the browser retries through the site's API.
 */
export function LogoMarquee({ heading, logos, retryUrl }: { heading: string; logos: MarqueeLogo[] | null; retryUrl: string }) {
  const list = useRetriedList(logos, retryUrl)
  if (list.length === 0) return null
  return (
    <section aria-label={heading} className="bg-white py-14">
      <h2 className="container-page mb-8 text-center text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">{heading}</h2>
      <Marquee speed={50} pauseOnHover autoFill className="h-24">
        {list.map((logo) => (
          <Image
            key={logo.id}
            src={logo.src}
            alt={logo.name}
            width={200}
            height={80}
            className="mx-8 h-16 w-auto grayscale transition hover:grayscale-0"
          />
        ))}
      </Marquee>
    </section>
  )
}
