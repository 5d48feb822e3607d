import type { core } from 'zod/mini'

/**
 * What is wrong with a refused field, in no words: the form says it from content/contact.ts.
 * The schema's own messages (message.ts) are for API clients.
 */
export type ProblemKind = 'required' | 'too-long' | 'email' | 'characters'

/** The kind of one of the contact schema's issues, by the check that raised it. */
export function problemKind(issue: core.$ZodIssue): ProblemKind {
  switch (issue.code) {
    case 'too_big':
      return 'too-long'
    case 'invalid_format':
      // The schema's one pattern is the email's.
      return 'email'
    case 'custom':
      // Its refinements refuse line breaks and control, direction or invisible characters.
      return 'characters'
    default:
      // Empty once trimmed, absent, or not text at all.
      return 'required'
  }
}
