import { solarLanding } from '@/content/landings/solar'

/** The statistics panel: 20+ acres, 500+ kWh, 100L+ CO2. */
export function SolarStats() {
  return (
    <section aria-labelledby="solar-stats" className="bg-amber-brand py-14 text-navy-950">
      <div className="container-page">
        <h2 id="solar-stats" className="sr-only">
          {solarLanding.statsHeading}
        </h2>
        <dl className="grid gap-8 text-center sm:grid-cols-3">
          {solarLanding.stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse">
              <dt className="mt-2 text-lg font-semibold">{stat.label}</dt>
              <dd className="text-5xl font-extrabold tracking-tight">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
