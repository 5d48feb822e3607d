import { Image } from '@/components/ui/image'
import Link from 'next/link'
import type { ProductLineCard } from '@/content/schemas'

/** The six product-line cards of the products page. */
export function ProductLineCards({ heading, cards, action }: { heading: string; cards: readonly ProductLineCard[]; action: string }) {
  return (
    <section aria-labelledby="product-lines" className="container-page py-16 render-when-near sm:py-20">
      <h2 id="product-lines" className="mb-10 text-center text-3xl font-bold tracking-tight text-navy-900">
        {heading}
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.id}>
            <Link href={card.link} className="group block card-lift bg-white ring-slate-200">
              <div className="relative aspect-[4/3] overflow-hidden bg-slate-100">
                <Image
                  src={card.image}
                  alt=""
                  fill
                  sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                  className="object-cover transition duration-500 group-hover:scale-105"
                />
              </div>
              <div className="p-6">
                <h3 className="text-xl font-semibold text-navy-900">{card.name}</h3>
                <p className="mt-2 text-slate-600">{card.desc}</p>
                <p className="mt-4 font-semibold text-amber-700">
                  {action} <span aria-hidden>→</span>
                </p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
