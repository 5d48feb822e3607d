'use client'

import { useReducer } from 'react'
import type { ImageAttributes } from '@/lib/images/image-attributes'
import { initialRemote, remoteReducer } from '@/lib/fan/fan-remote'
import { RemoteView } from './remote-view'

/** The virtual remote at work: the view of remote-view.tsx, driven by the remote's rules. */
export function FanRemote({ picture }: { picture: ImageAttributes }) {
  const [state, dispatch] = useReducer(remoteReducer, initialRemote)
  return <RemoteView state={state} picture={picture} dispatch={dispatch} />
}
