import { company } from '@/content/company/identity'
import { CurrentYear } from './current-year'

export function Copyright({ year }: { year: number }) {
  return (
    <>
      © <CurrentYear renderedYear={year} /> {company.legalName}
    </>
  )
}
