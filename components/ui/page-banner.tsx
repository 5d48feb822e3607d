import { Image } from '@/components/ui/image'
import type { ReactNode } from 'react'

/**
 * A landing page's banner: its image is the page's largest paint, so it is preloaded and sized
 * for the full width; the text sits on a dark wash for contrast.
 */
export function PageBanner({ title, image, children, eyebrow }: { title: string; image: string; children?: ReactNode; eyebrow?: string }) {
  return (
    <section className="relative isolate overflow-hidden bg-navy-950 text-white">
      <Image src={image} alt="" fill preload fetchPriority="high" sizes="100vw" className="-z-10 object-cover opacity-60" />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-navy-950/90 via-navy-950/60 to-transparent" />
      <div className="container-page flex min-h-[22rem] flex-col justify-center py-16 sm:min-h-[26rem]">
        {eyebrow ? <p className="text-sm font-semibold tracking-widest text-amber-brand uppercase">{eyebrow}</p> : null}
        <h1 className="mt-2 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        {children ? <div className="mt-6 max-w-2xl space-y-6 text-lg text-slate-200">{children}</div> : null}
      </div>
    </section>
  )
}
