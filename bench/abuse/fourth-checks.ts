import type { Answer } from './http'
import { ISSUANCE_ASKS } from './token-phases'
import type { Attack } from './types'

type Check = NonNullable<Attack['check']>

/** The fourth round's checks on the answers (rows 26 and 30); what rows 27 to 29 read of their servers is in observers.ts. */

/** What the health route answers (`{"status":"ok"}` and more), whoever asks. */
const isHealth = (answer: Answer) => /"status"\s*:\s*"(ok|degraded|down)"/.test(answer.body ?? '')
/** The site's own pages, the not-found one included, name their stylesheets under /_next/static/. */
const isPage = (answer: Answer) => (answer.body ?? '').includes('/_next/static/')

/** 26. No encoded spelling reached health, or any page of the site: 400 alone (judged by the statuses). */
export const encodedNeverServed: Check = ([encoded]) => {
  const answers = encoded?.answers ?? []
  const problems: string[] = []
  const health = answers.filter(isHealth).length
  if (health > 0) problems.push(`${health}/${answers.length} encoded paths answered with health`)
  const pages = answers.filter((answer) => answer.status !== 0 && isPage(answer))
  if (pages.length > 0)
    problems.push(`${pages.length}/${answers.length} encoded paths answered with a page of the site (${pages[0]!.status})`)
  return problems
}

/**
 * Tokens one network may be issued in the row's seconds: a form opened a few times over (a
 * household, an office, a reload). The bound the site writes may be smaller, never larger.
 */
export const TOKENS_PER_NETWORK_AT_MOST = 10

/**
 * 30. Each token carried at most one accepted message (single use), and one network asking for
 * token after token was refused (429) past a small budget. The visitor's 200 is judged by its
 * phase's statuses, and nothing accepted lost by the runner.
 */
export const tokensSpentOnce: Check = ([, replays, issuance]) => {
  const problems: string[] = []
  const perToken = new Map<string, number>()
  replays?.answers.forEach((answer, index) => {
    if (answer.status !== 200) return
    const network = /r(\d+)-\d+/.exec(replays.sent[index]!.message?.marker ?? '')?.[1] ?? '?'
    perToken.set(network, (perToken.get(network) ?? 0) + 1)
  })
  const reused = [...perToken.values()].filter((accepted) => accepted > 1)
  if (reused.length > 0) {
    const accepted = [...perToken.values()].reduce((sum, count) => sum + count, 0)
    problems.push(`one token each, ${accepted}/${replays!.answers.length} replays accepted (up to ${Math.max(...reused)} on one token)`)
  }
  const issued = (issuance?.answers ?? []).filter((answer) => answer.status === 200 && /"token"/.test(answer.body ?? '')).length
  if (issued > TOKENS_PER_NETWORK_AT_MOST)
    problems.push(`${issued}/${ISSUANCE_ASKS} tokens issued to one /24, at most ${TOKENS_PER_NETWORK_AT_MOST}`)
  if (!(issuance?.answers ?? []).some((answer) => answer.status === 429))
    problems.push('no token refused (429) to a network asking again and again')
  return problems
}

/** 30. What each kind of sender got: the row's figures. */
export const tokenFigures: NonNullable<Attack['figures']> = ([flood, replays, issuance]) => {
  const ok = (phase: { answers: readonly Answer[] } | undefined) => (phase?.answers ?? []).filter((answer) => answer.status === 200).length
  return { 'flood accepted (no token)': ok(flood), 'replays accepted': ok(replays), 'tokens issued to one /24': ok(issuance) }
}
