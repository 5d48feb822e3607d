import { Image } from '@/components/ui/image'
import { CardGrid } from '@/components/ui/card-grid'
import { Section } from '@/components/ui/section'
import { companyLabels } from '@/content/company-page-labels'
import type { TeamMember } from '@/content/schemas'

export function TeamGrid({ members }: { members: readonly TeamMember[] }) {
  return (
    <Section id="team" title={companyLabels.team} tone="muted">
      <CardGrid
        columns={{ sm: 2, lg: 3 }}
        gap={8}
        items={members.map((member) => ({
          key: member.id,
          content: (
            <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <Image src={member.image} alt={`Portrait of ${member.name}`} width={120} height={120} className="size-28 rounded-full" />
              <h3 className="mt-5 text-xl font-semibold text-navy-900">{member.name}</h3>
              <p className="font-medium text-amber-700">{member.role}</p>
              <p className="mt-3 text-slate-600">{member.bio}</p>
            </div>
          ),
        }))}
      />
    </Section>
  )
}
