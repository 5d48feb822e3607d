import { useRef, useState } from 'react'

/**
 * The form's token (lib/contact/form-token.ts): fetched once the visitor reaches the form, not
 * with the page, which is static and cached for everyone. Until it comes (and without
 * JavaScript) the one the site's last answer gave, if any. A failed fetch is tried again on the
 * next `request`.
 */
export function useFormToken(answered: string | undefined) {
  const [fetched, setFetched] = useState<string>()
  const asked = useRef(false)
  const request = () => {
    if (asked.current) return
    asked.current = true
    import('@/lib/contact/fetch-form-token')
      .then((module) => module.fetchFormToken())
      .then(
        (token) => (token ? setFetched(token) : (asked.current = false)),
        () => (asked.current = false),
      )
  }
  return { token: fetched ?? answered ?? '', request }
}
