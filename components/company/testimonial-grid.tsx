import { CardGrid } from '@/components/ui/card-grid'
import { Section } from '@/components/ui/section'
import { companyLabels } from '@/content/company-page-labels'
import type { Testimonial } from '@/content/schemas'

export function TestimonialGrid({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <Section id="testimonials" title={companyLabels.testimonials} tone="muted">
      <CardGrid
        columns={{ md: 2 }}
        items={testimonials.map((testimonial) => ({
          key: testimonial.id,
          content: (
            <figure className="h-full rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
              <blockquote className="text-lg text-slate-700 before:text-4xl before:leading-none before:text-amber-brand before:content-['“']">
                {testimonial.quote}
              </blockquote>
              <figcaption className="mt-5">
                <p className="font-semibold text-navy-900">{testimonial.name}</p>
                <p className="text-sm text-slate-500">
                  {testimonial.role}, {testimonial.organisation}
                </p>
              </figcaption>
            </figure>
          ),
        }))}
      />
    </Section>
  )
}
