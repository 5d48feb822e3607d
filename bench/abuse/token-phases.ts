import { setTimeout as sleep } from 'node:timers/promises'
import { TOKEN_VALID_AFTER_MS } from '@/lib/contact/form-token'
import { FORM_TOKEN_FIELD } from '@/lib/contact/fields'
import { reportedAs } from './message-phases'
import { validMessage } from './payloads'
import { get, json, marker } from './shots'
import type { Context, Phase } from './types'

/**
 * Row 30, the contact reserve taken with a few tokens: what each client sends, and the tokens
 * they fetch first (`tokensOf`, the row's `prepare`). Addresses are of 198.19.0.0/16, kept for
 * benchmarks, in networks no other row plays. Nothing here starts a server or measures.
 */

/** 40 /24s, one address each, sending 3 messages without a token: 120, past the open share (90). */
const FLOOD_NETWORKS = 40
const FLOOD_MESSAGES = 3
/** The networks that each fetch ONE token, and send it this many times from two of their addresses. */
const REPLAY_NETWORKS = 6
const REPLAYS = 10
const replayNetwork = (n: number) => `198.19.${100 + n}`
/** One network asking /contact/token again and again, from three addresses. */
const ISSUANCE_NETWORK = '198.19.200'
export const ISSUANCE_ASKS = 30
/** A person on a network of their own, with a token of their own, last. */
const VISITOR = '198.19.250.1'

type Target = 'next' | 'nginx'

async function fetchToken(url: string, address: string, target: Target, context: Context): Promise<string> {
  const answer = await fetch(`${url}/contact/token`, { headers: reportedAs(address, target, context) })
  const { token } = (await answer.json()) as { token?: string }
  if (!answer.ok || !token) throw new Error(`/contact/token answered ${answer.status} without a token`)
  return token
}

/**
 * Each replaying network's one token and the visitor's, fetched as the form's script does, then
 * the 3 s a token needs before it vouches for anything (and a little more), waited once for all.
 */
export const tokensOf =
  (target: Target) =>
  async (url: string, context: Context): Promise<Record<string, string>> => {
    const tokens: Record<string, string> = {}
    for (let n = 0; n < REPLAY_NETWORKS; n++) tokens[`token${n}`] = await fetchToken(url, `${replayNetwork(n)}.1`, target, context)
    tokens.formToken = await fetchToken(url, VISITOR, target, context)
    await sleep(TOKEN_VALID_AFTER_MS + 300)
    return tokens
  }

export const tokenReplay = (target: Target): Phase[] => [
  {
    name: `valid messages without a token, ${FLOOD_NETWORKS} /24s × ${FLOOD_MESSAGES}`,
    count: FLOOD_NETWORKS * FLOOD_MESSAGES,
    expect: [200, 429],
    make: (index, c) => {
      const mark = marker(c, `30${target[1]}f`, index)
      const address = `198.19.${index % FLOOD_NETWORKS}.1`
      return { ...json('/api/contact', validMessage(mark), reportedAs(address, target, c)), message: { marker: mark, shouldStore: true } }
    },
  },
  {
    name: `one token a network, ${REPLAY_NETWORKS} networks, each sent ${REPLAYS}× from 2 addresses`,
    count: REPLAY_NETWORKS * REPLAYS,
    // A spent token may be refused as such (400, 403, 409) or leave the message without one (429).
    expect: [200, 400, 403, 409, 429],
    make: (index, c) => {
      const network = Math.floor(index / REPLAYS)
      const mark = marker(c, `30${target[1]}r${network}`, index)
      const body = { ...validMessage(mark), [FORM_TOKEN_FIELD]: c.prepared[`token${network}`] ?? '' }
      const address = `${replayNetwork(network)}.${1 + (index % 2)}`
      return { ...json('/api/contact', body, reportedAs(address, target, c)), message: { marker: mark, shouldStore: true } }
    },
  },
  {
    name: `/contact/token ${ISSUANCE_ASKS}× from one /24 (3 addresses)`,
    count: ISSUANCE_ASKS,
    expect: [200, 429],
    make: (index, c) => ({ ...get('/contact/token', reportedAs(`${ISSUANCE_NETWORK}.${1 + (index % 3)}`, target, c)), keepBody: true }),
  },
  {
    name: 'a visitor from a fresh network, with a fresh token',
    count: 1,
    expect: [200],
    make: (index, c) => {
      const mark = marker(c, `30${target[1]}v`, index)
      const body = { ...validMessage(mark), [FORM_TOKEN_FIELD]: c.prepared.formToken ?? '' }
      return { ...json('/api/contact', body, reportedAs(VISITOR, target, c)), message: { marker: mark, shouldStore: true } }
    },
  },
]

/** A visitor's token, fetched from `address` as the form's script does, good once its 3 s have passed. */
export const tokenFor =
  (address: string, target: Target) =>
  async (url: string, context: Context): Promise<Record<string, string>> => {
    const formToken = await fetchToken(url, address, target, context)
    await sleep(TOKEN_VALID_AFTER_MS + 300)
    return { formToken }
  }
