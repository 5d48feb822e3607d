import { globalIgnores } from 'eslint/config'
import app from '../eslint.config.mjs'

/** The app's rules, over this workspace's files (the app's own lint leaves them out). */
const config = [
  ...app,
  globalIgnores(['results/**', 'node_modules/**', 'floor-app/.next/**']),
  // The bench is no Next app: it has no pages/ for this rule to read.
  { rules: { '@next/next/no-html-link-for-pages': 'off' } },
]

export default config
