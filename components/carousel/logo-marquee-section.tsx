import { type CSSProperties, useId } from 'react'
import { MotionIcon } from '@/components/ui/motion-icon'
import { labels } from '@/content/labels'
import type { MarqueeLogo } from '@/lib/carousel/slides'
import { logoMarquee, marqueeLoop } from '@/lib/carousel/marquee'

const { logo: size, gap, maxWidth } = logoMarquee

/**
 * A heading over a row of logos moving left at the marquee's speed, by CSS alone: it is in the
 * server's HTML and moves without JavaScript. The row is the list repeated, in two equal halves
 * (lib/carousel/marquee.ts); only the first copy is named, the others are hidden from assistive
 * technology. It pauses under the pointer and with its pause control, a checkbox drawn as a round
 * button below the row (CSS alone, so it works without JavaScript too; a checkbox says whether
 * it is ticked, so its state is announced); for reduced motion it stands still, one copy
 * wrapped to the width, with no control. Nothing is rendered for an empty list.
 */
export function LogoMarqueeSection({ heading, logos }: { heading: string; logos: MarqueeLogo[] }) {
  const pauseId = useId()
  if (logos.length === 0) return null
  const { copies, durationSeconds } = marqueeLoop(logos.length)
  return (
    <section aria-label={heading} className="bg-white py-14">
      <h2 className="container-page mb-8 text-center text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">{heading}</h2>
      <input id={pauseId} type="checkbox" className="peer sr-only motion-reduce:hidden" aria-label={labels.pause.logos} />
      <div className="mx-auto overflow-hidden" style={{ maxWidth }}>
        <div
          className="flex w-max hover:[animation-play-state:paused] motion-safe:animate-marquee motion-reduce:w-auto motion-reduce:justify-center [.peer:checked~*_&]:[animation-play-state:paused]"
          style={{ '--marquee-duration': `${durationSeconds}s` } as CSSProperties}
        >
          {Array.from({ length: copies * 2 }, (_, copy) => (
            <ul
              key={copy}
              aria-hidden={copy > 0 || undefined}
              className={`flex shrink-0 ${copy > 0 ? 'motion-reduce:hidden' : 'motion-reduce:w-full motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-y-6'}`}
            >
              {logos.map((logo) => (
                <li key={logo.id} className="shrink-0 motion-reduce:px-3!" style={{ paddingInline: gap / 2 }}>
                  {/* eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, made on the server (lib/carousel/slides.ts) */}
                  <img
                    {...logo.image}
                    alt={copy === 0 ? logo.name : ''}
                    style={{ ...logo.image.style, width: size.width, height: size.height }}
                    className="object-contain grayscale transition hover:grayscale-0"
                  />
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
      <label htmlFor={pauseId} className="mx-auto mt-6 pause-control peer-focus-visible:focus-ring motion-reduce:hidden">
        <MotionIcon still={false} className="[.peer:checked~*_&]:hidden" />
        <MotionIcon still className="hidden [.peer:checked~*_&]:block" />
      </label>
    </section>
  )
}
