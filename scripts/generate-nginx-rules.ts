import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { withRegions } from '../lib/request-rules/nginx'

/**
 * `npm run nginx:rules`: writes the generated parts of deploy/nginx/site.conf anew from the one
 * table of request rules (lib/request-rules/rules.ts). Commit the result; a unit test fails while
 * the committed file differs from what this writes.
 */
const siteConf = path.join(__dirname, '../deploy/nginx/site.conf')
const before = readFileSync(siteConf, 'utf8')
const after = withRegions(before)
writeFileSync(siteConf, after)
console.log(after === before ? `${siteConf}: already current` : `${siteConf}: rewritten`)
