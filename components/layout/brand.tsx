import Link from 'next/link'
import { company } from '@/content/company/identity'

/**
 * The logo and company name, linking home; `eager` where it is above the fold. It is on screen on
 * every page, so prefetching home from it would cost every first visit about 40 kB and the
 * main-thread time to read them; home is fetched on the click instead. The name wraps on the
 * narrowest phones, so the menu toggle beside it stays on screen. The logo is an SVG, which the
 * image optimizer would pass through as it is, so it is a plain <img>: the error page, a client
 * component that shows it too, then loads no image code with every page.
 */
export function Brand({ eager = false }: { eager?: boolean }) {
  return (
    <Link href="/" prefetch={false} className="brand-link">
      {/* eslint-disable-next-line @next/next/no-img-element -- an SVG, served as it is (see above) */}
      <img
        src={company.logo.src}
        width={company.logo.width}
        height={company.logo.height}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="h-[80px] w-[110px] shrink-0"
      />
      <span className="text-lg leading-tight">{company.name}</span>
    </Link>
  )
}
