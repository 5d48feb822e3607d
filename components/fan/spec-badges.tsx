import { Image } from '@/components/ui/image'
import { fanSpecBadges } from '@/content/fan-detail'

/** The Specifications icon grid of the fan detail page: twelve badges. */
export function SpecBadges() {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
      {fanSpecBadges.map((badge) => (
        <li key={badge.id} className="spec-badge">
          <Image src={badge.icon} alt="" width={40} height={40} className="size-10" />
          <p className="mt-3 font-bold text-navy-900">{badge.name}</p>
          <p className="text-xs tracking-wide text-slate-500 uppercase">{badge.desc}</p>
        </li>
      ))}
    </ul>
  )
}
