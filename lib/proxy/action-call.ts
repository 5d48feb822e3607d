/**
 * Checks on a post to a page (a server action) that Next would otherwise answer with a 500: a
 * cross-origin post, which Next refuses by throwing, and a body that is not a call the site's
 * forms make, which React throws on while decoding it (malformed JSON, a reference to a part
 * the body lacks, a kind of value no form sends). Both are the client's fault: a 4xx.
 */

/**
 * Whether an Origin the browser sent names another site than the one asked (the forwarded Host,
 * else Host), as Next compares them; `null` (a sandboxed or privacy-sensitive context) and an
 * Origin that is no URL count as another. No Origin at all is a request no browser checks, which
 * Next lets through: so does this.
 */
export function isCrossOrigin(headers: Headers): boolean {
  const origin = headers.get('origin')
  if (origin === null) return false
  if (origin === 'null' || !URL.canParse(origin)) return true
  const host = headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host')
  return new URL(origin).host !== host
}

/** The most parts and nesting a reply of the site's forms needs, with room to spare. */
const MAX_DEPTH = 32
const MAX_REFERENCES = 100

/**
 * Why a reply (the body React encodes a server action's arguments into) is not one the site's
 * forms send, or null. `parts` are its fields by name, `prefix` theirs (`$ACTION_1:` for a form
 * posted without JavaScript, none for a call from the browser's script); the root is part 0.
 * The forms send JSON whose strings are plain, escaped (`$$…`), undefined (`$u`), the form's
 * fields (`$K<n>`) or a reference to another part (`$<n>`, `$@<n>`) that the body holds.
 */
export function replyProblem(parts: ReadonlyMap<string, string>, prefix = ''): string | null {
  let references = 0
  const seen = new Set<string>()
  const part = (name: string): string | null => {
    if (seen.has(name)) return null
    seen.add(name)
    const text = parts.get(name)
    if (text === undefined) return `no part ${name}`
    let value: unknown
    try {
      value = JSON.parse(text)
    } catch {
      return `part ${name} is not JSON`
    }
    return walk(value, 0)
  }
  const walk = (value: unknown, depth: number): string | null => {
    if (depth > MAX_DEPTH) return 'nested too deep'
    if (typeof value === 'string') return reference(value)
    if (Array.isArray(value) || (typeof value === 'object' && value !== null)) {
      for (const item of Object.values(value)) {
        const problem = walk(item, depth + 1)
        if (problem) return problem
      }
    }
    return null
  }
  const reference = (text: string): string | null => {
    if (!text.startsWith('$') || text.startsWith('$$') || text === '$u' || /^\$K[0-9a-f]+$/.test(text)) return null
    const id = /^\$@?([0-9a-f]{1,8})$/.exec(text)?.[1]
    if (id === undefined) return `a value no form sends (${text.slice(0, 12)})`
    if (++references > MAX_REFERENCES) return 'too many references'
    return part(`${prefix}${parseInt(id, 16)}`)
  }
  return part(`${prefix}0`)
}

/**
 * Why a form post without JavaScript is not one the site's forms send, or null: its action's
 * bound arguments (`$ACTION_REF_<n>` names them, under the prefix `$ACTION_<n>:`) must be a
 * reply as above whose root names the action. A post naming no action is no action at all.
 */
export function formActionProblem(form: ReadonlyMap<string, string>): string | null {
  const reference = [...form.keys()].find((name) => name.startsWith('$ACTION_REF_'))
  if (reference === undefined) return null
  const prefix = `$ACTION_${reference.slice('$ACTION_REF_'.length)}:`
  const problem = replyProblem(form, prefix)
  if (problem) return problem
  const root = JSON.parse(form.get(`${prefix}0`)!) as unknown
  return typeof root === 'object' && root !== null && typeof (root as { id?: unknown }).id === 'string' ? null : 'no action named'
}

/**
 * Why a post to a page is not a call of the site's forms, read from its body (at most the 64 kB
 * the proxy lets through): a call from the browser's script (Next-Action) is a reply, in a
 * multipart body or as text; a multipart post without it is a form posted without JavaScript.
 * Other posts are Next's to answer.
 */
export async function actionBodyProblem(request: Request): Promise<string | null> {
  const type = request.headers.get('content-type') ?? ''
  const fromScript = request.headers.has('next-action')
  if (/^multipart\/form-data/i.test(type)) {
    let form: FormData
    try {
      form = await request.clone().formData()
    } catch {
      return 'a malformed form'
    }
    const fields = new Map([...form].flatMap(([name, value]): [string, string][] => (typeof value === 'string' ? [[name, value]] : [])))
    return fromScript ? replyProblem(fields) : formActionProblem(fields)
  }
  if (!fromScript || /^application\/x-www-form-urlencoded/i.test(type)) return null
  return replyProblem(new Map([['0', await request.clone().text()]]))
}
