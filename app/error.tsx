'use client'

import { ErrorPanel } from '@/components/errors/error-panel'

/** A page that fails to render: the root layout's header and footer stay around this. */
export default function PageError({ retry }: { error: unknown; retry: () => void }) {
  return <ErrorPanel retry={retry} />
}
