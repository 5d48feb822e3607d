import 'server-only'
import { hkdfSync, randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { env } from '@/lib/server/env'
import { processSingleton } from '@/lib/server/process-singleton'
import { type Sender, senderOf } from '@/lib/http/client-address'
import { FORM_TOKEN_FIELD } from './fields'
import { formTokenValid, issueFormToken } from './form-token'

const ManifestSchema = z.object({ encryptionKey: z.string().min(1) })

/**
 * The key Next encrypts this build's server actions with, found as Next finds it:
 * NEXT_SERVER_ACTIONS_ENCRYPTION_KEY when set, else the key the build drew, which it wrote to
 * .next/server/server-reference-manifest.json. Every instance able to answer a form another
 * served has the same one, which is exactly what the form's token needs. Undefined without a build.
 */
function serverActionsKey(): string | undefined {
  if (process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY) return process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY
  try {
    const file = path.join(process.cwd(), '.next/server/server-reference-manifest.json')
    return ManifestSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).encryptionKey
  } catch {
    return undefined
  }
}

/**
 * The key form tokens are signed with (form-token.ts): derived from the server actions' key, so
 * it is neither that key nor tells anything of it. Without a build (next dev), a key of this
 * process alone.
 */
export function formTokenKey(): Buffer {
  return processSingleton('contact.form-token-key', () =>
    Buffer.from(hkdfSync('sha256', serverActionsKey() ?? randomBytes(32), '', 'arkvolt contact form token', 32)),
  )
}

/** A fresh token for the visitor who sent `headers`, bound to their network (lib/http/client-address.ts). */
export function formTokenFor(headers: Headers): string {
  return issueFormToken(formTokenKey(), senderOf(headers, env().PROXY_SECRET).network)
}

/** Whether the message's fields carry a token issued to the network of `sender`. */
export function carriesFormToken(fields: Record<string, unknown>, sender: Sender): boolean {
  return formTokenValid(fields[FORM_TOKEN_FIELD], formTokenKey(), sender.network)
}
