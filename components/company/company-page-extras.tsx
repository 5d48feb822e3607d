import type { ReactNode } from 'react'
import { csrInitiatives } from '@/content/company/csr'
import { exhibitions } from '@/content/company/exhibitions'
import { media } from '@/content/company/media'
import { positions } from '@/content/company/positions'
import { presentations } from '@/content/company/presentations'
import { projects } from '@/content/company/projects'
import { recognition } from '@/content/company/recognition'
import { servicesCatalogue } from '@/content/company/services'
import { team } from '@/content/company/team'
import { testimonials } from '@/content/company/testimonials'
import { values } from '@/content/company/work-culture'
import { CsrGrid } from './csr-grid'
import { ExhibitionGrid } from './exhibition-grid'
import { MediaList } from './media-list'
import { PositionList } from './position-list'
import { PresentationList } from './presentation-list'
import { ProjectGrid } from './project-grid'
import { RecognitionList } from './recognition-list'
import { ServicesCatalogue } from './services-catalogue'
import { TeamGrid } from './team-grid'
import { TestimonialGrid } from './testimonial-grid'
import { ValuesGrid } from './values-grid'

/** The structured section a company page shows below its Markdown, by page. */
const extras: Record<string, () => ReactNode> = {
  'about/board': () => <TeamGrid members={team} />,
  csr: () => <CsrGrid initiatives={csrInitiatives} />,
  recognition: () => <RecognitionList items={recognition} />,
  'services/consultancy': () => <ServicesCatalogue catalogue={servicesCatalogue} />,
  'careers/careers': () => <PositionList positions={positions} />,
  'careers/workCulture': () => <ValuesGrid values={values} />,
  projects: () => <ProjectGrid projects={projects} />,
  'events/media': () => <MediaList items={media} />,
  'events/presentations': () => <PresentationList items={presentations} />,
  'events/testimonials': () => <TestimonialGrid testimonials={testimonials} />,
  'events/exhibitions': () => <ExhibitionGrid exhibitions={exhibitions} />,
}

export function CompanyPageExtras({ slug }: { slug: string }) {
  return extras[slug]?.() ?? null
}
