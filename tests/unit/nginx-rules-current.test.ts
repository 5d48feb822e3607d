import { readFileSync } from 'node:fs'
import path from 'node:path'
import { nginxRegions, pcreBody, withRegions } from '@/lib/request-rules/nginx'

/**
 * deploy/nginx/site.conf's generated parts are what `npm run nginx:rules` writes from the table of
 * request rules now: a rule changed in lib/request-rules/rules.ts without the generator run, or a
 * generated part edited by hand, fails here before nginx and the proxy can disagree.
 */
const siteConf = readFileSync(path.join(process.cwd(), 'deploy/nginx/site.conf'), 'utf8')

describe("site.conf's generated request rules", () => {
  it('are current (run `npm run nginx:rules` and commit site.conf)', () => {
    expect(withRegions(siteConf)).toBe(siteConf)
  })

  it('are all there, each once', () => {
    for (const name of Object.keys(nginxRegions())) expect(siteConf.split(`# <generated ${name}>`)).toHaveLength(2)
  })

  it('take only patterns that mean the same in PCRE as in JavaScript', () => {
    expect(pcreBody(/^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/)).toBe('[A-Za-z0-9][A-Za-z0-9_-]{0,127}')
    for (const pattern of [/^\d+$/, /^[a-z]+$/i, /^a|b$/, /^a\.b$/, /[a-z]+/]) expect(() => pcreBody(pattern)).toThrow()
  })
})
