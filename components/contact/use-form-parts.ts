import { useRef, useState } from 'react'
import type { ContactMessageSchema } from '@/lib/contact/message'

/**
 * What the form fetches once the visitor reaches it, not with the page, in one script
 * (form-parts.ts): the server's own schema (and zod), and the form's token
 * (lib/contact/form-token.ts), which the page, static and cached for everyone, cannot carry.
 * Until the token comes (and without JavaScript) the one the site's last answer gave, if any.
 * Should a fetch fail, the next `request` tries again.
 */
export function useFormParts(answered: string | undefined) {
  const [schema, setSchema] = useState<typeof ContactMessageSchema>()
  const [fetched, setFetched] = useState<string>()
  const asked = useRef(false)
  const request = () => {
    if (asked.current) return
    asked.current = true
    import('./form-parts')
      .then(async (parts) => {
        setSchema(() => parts.ContactMessageSchema)
        const token = await parts.fetchFormToken()
        if (token) setFetched(token)
        else asked.current = false
      })
      .catch(() => (asked.current = false))
  }
  return { schema, token: fetched ?? answered ?? '', request }
}
