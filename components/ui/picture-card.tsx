import { Image } from '@/components/ui/image'
import type { ReactNode } from 'react'

const aspects = { '4/3': 'aspect-[4/3]', '16/9': 'aspect-[16/9]' } as const
const paddings = { 5: 'p-5', 6: 'p-6' } as const

/** A white card with a decorative picture across its top and its text below. */
export function PictureCard({
  image,
  sizes,
  aspect = '4/3',
  padding = 6,
  children,
}: {
  image: string
  sizes: string
  aspect?: keyof typeof aspects
  padding?: keyof typeof paddings
  children: ReactNode
}) {
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className={`relative ${aspects[aspect]}`}>
        <Image src={image} alt="" fill sizes={sizes} className="object-cover" />
      </div>
      <div className={paddings[padding]}>{children}</div>
    </div>
  )
}
