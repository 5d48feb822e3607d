import { PictureCard } from '@/components/ui/picture-card'
import { CardGrid } from '@/components/ui/card-grid'
import { Section } from '@/components/ui/section'
import { companyLabels } from '@/content/company-page-labels'
import type { Project } from '@/content/schemas'

export function ProjectGrid({ projects }: { projects: readonly Project[] }) {
  return (
    <Section id="projects" title={companyLabels.projects} tone="muted">
      <CardGrid
        columns={{ md: 2, xl: 3 }}
        gap={8}
        items={[...projects].reverse().map((project) => ({
          key: project.id,
          content: (
            <PictureCard image={project.image} sizes="(min-width: 1280px) 33vw, (min-width: 768px) 50vw, 100vw">
              <p className="text-sm font-semibold tracking-wide text-amber-700 uppercase">
                {companyLabels.projectLines[project.line]} · {project.year}
              </p>
              <h3 className="mt-2 text-xl font-semibold text-navy-900">{project.name}</h3>
              <p className="mt-1 text-sm text-slate-500">
                {project.client}, {project.location}
                {project.capacity ? ` · ${project.capacity}` : ''}
              </p>
              <p className="mt-3 text-slate-600">{project.summary}</p>
            </PictureCard>
          ),
        }))}
      />
    </Section>
  )
}
