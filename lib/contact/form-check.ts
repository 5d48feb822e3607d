import type { core } from 'zod/mini'
import { emailPattern } from './fields'
import type { FormValues } from './form-state'
import type { ContactMessage } from './message'
import { type ProblemKind, problemKind } from './problem-kind'

const fieldOrder = ['senderName', 'senderEmail', 'messageSubject', 'messageBody'] as const satisfies readonly (keyof ContactMessage)[]

/** What keeps the form from being sent, in the form's order: a field and its problem, or the unticked consent. */
export type Missing = { field: keyof ContactMessage; kind: ProblemKind } | { field: 'consent' }

/**
 * What is wrong with each field as the form holds it. With the schema's issues (message.ts, once
 * loaded), the schema's verdict; before that, the rules the form has at once: filled in, and an
 * email's shape.
 */
export function fieldProblems(values: FormValues, issues?: readonly core.$ZodIssue[]): Partial<Record<keyof ContactMessage, ProblemKind>> {
  const problems: Partial<Record<keyof ContactMessage, ProblemKind>> = {}
  if (issues) {
    for (const issue of issues) problems[issue.path[0] as keyof ContactMessage] ??= problemKind(issue)
    return problems
  }
  for (const field of fieldOrder) {
    if (values[field].trim() === '') problems[field] = 'required'
  }
  if (!problems.senderEmail && !emailPattern.test(values.senderEmail.trim())) problems.senderEmail = 'email'
  return problems
}

/** Everything still missing before the form may be sent, in the form's order; empty when it may. */
export function whatIsMissing(problems: Partial<Record<keyof ContactMessage, ProblemKind>>, consent: boolean): Missing[] {
  const missing: Missing[] = fieldOrder.flatMap((field) => {
    const kind = problems[field]
    return kind ? [{ field, kind }] : []
  })
  return consent ? missing : [...missing, { field: 'consent' }]
}
