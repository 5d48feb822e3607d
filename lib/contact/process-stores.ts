import 'server-only'
import { env } from '@/lib/server/env'
import { processSingleton } from '@/lib/server/process-singleton'
import { redisClient } from '@/lib/redis/client.mjs'
import { TOKEN_VALID_FOR_MS } from './form-token'
import { createOutbox } from './outbox/create-outbox'
import type { Outbox } from './outbox/outbox'
import { type ContactLimiter, contactLimitsFrom, createContactLimiter } from './rate-limit'
import { type SpentTokens, spentTokensInMemory, spentTokensInRedis } from './spent-tokens'
import { createTokenIssuer, type TokenIssuer, tokenBudgetFrom } from './token-budget'

/**
 * The process's outbox, limiter, token budget and record of spent tokens, created on first use
 * from the environment: one per process although the server action and the route handlers are
 * bundled apart (two would double the limits).
 */
export function getOutbox(): Outbox {
  return processSingleton('contact.outbox', () => createOutbox(env()))
}

const limitsOf = ({ CONTACT_LIMIT_PER_CLIENT, CONTACT_LIMIT_TOTAL }: ReturnType<typeof env>) =>
  contactLimitsFrom({ perClient: CONTACT_LIMIT_PER_CLIENT, total: CONTACT_LIMIT_TOTAL })
const sharedLimits = ({ REDIS_URL }: ReturnType<typeof env>) => (REDIS_URL ? { client: () => redisClient(REDIS_URL) } : undefined)

/**
 * With REDIS_URL, limits that hold across instances; without it, and while Redis is away, this
 * process's own: each instance then lets through the whole documented allowance.
 */
export function getRateLimiter(): ContactLimiter {
  return processSingleton('contact.limiter', () => createContactLimiter(limitsOf(env()), sharedLimits(env())))
}

/** The budget form tokens are issued on (token-budget.ts), shared like the limits. */
export function getTokenIssuer(): TokenIssuer {
  return processSingleton('contact.token-budget', () => createTokenIssuer(tokenBudgetFrom(limitsOf(env())), sharedLimits(env())))
}

/** The most marks of spent tokens a process keeps (lru-cache sets aside 16 bytes each at once). */
const MAX_LOCAL_MARKS = 200_000

/**
 * The tokens spent, in the shared Redis with REDIS_URL, else (and while it is away) in this
 * process: as many marks as the limits let messages through while a token lives
 * (CONTACT_LIMIT_TOTAL a minute, over a token's hour and the minute window it ends in; 7,320 by
 * default), so none is dropped early. Past 200,000 (a total above 3,278 a minute), the oldest go first.
 */
export function getSpentTokens(): SpentTokens {
  return processSingleton('contact.spent-tokens', () => {
    const settings = env()
    const marks = settings.CONTACT_LIMIT_TOTAL * (TOKEN_VALID_FOR_MS / 60_000 + 1)
    const local = spentTokensInMemory(Math.min(marks, MAX_LOCAL_MARKS))
    return settings.REDIS_URL ? spentTokensInRedis(() => redisClient(settings.REDIS_URL!), local) : local
  })
}
