import { createElement, type ReactNode } from 'react'
import { type Markup, pageMarkup } from './markup'

const voidElements = new Set(['area', 'br', 'hr', 'img', 'input', 'link', 'meta', 'source', 'wbr'])

function render(node: Markup, key: number): ReactNode {
  if (typeof node === 'string') return node
  const [tag, props, children] = node
  return voidElements.has(tag) ? createElement(tag, { ...props, key }) : createElement(tag, { ...props, key }, ...children.map(render))
}

/** Every element of the site's page, each a React element the client hydrates, as the site's are. */
export default function Page() {
  return <>{pageMarkup().body.map(render)}</>
}
