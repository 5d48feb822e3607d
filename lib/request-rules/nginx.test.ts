import { caseless, pcreBody, withRegions } from './nginx'

/**
 * The generator of site.conf's request rules (tests/unit/nginx-rules-current.test.ts holds the
 * committed file to it): what it rewrites, what it leaves alone, and what stops it.
 */
const marker = 'npm run nginx:rules writes this from lib/request-rules/rules.ts'

describe('withRegions', () => {
  it('writes each part anew between its markers, indented as they are, and leaves the rest alone', () => {
    const conf = ['# by hand', '  # <generated a> old', '  stale;', '  # </generated a>', 'server {}', ''].join('\n')
    expect(withRegions(conf, { a: 'one;\ntwo;' })).toBe(
      ['# by hand', `  # <generated a> ${marker}`, '  one;', '  two;', '  # </generated a>', 'server {}', ''].join('\n'),
    )
  })

  it('writes several parts, each from its own name', () => {
    const conf = ['# <generated a>', '# </generated a>', '# <generated b>', 'x;', '# </generated b>'].join('\n')
    expect(withRegions(conf, { a: 'A;', b: 'B;' })).toBe(
      [`# <generated a> ${marker}`, 'A;', '# </generated a>', `# <generated b> ${marker}`, 'B;', '# </generated b>'].join('\n'),
    )
  })

  it('stops on a part that nothing generates', () => {
    expect(() => withRegions('# <generated gone>\n# </generated gone>', { a: 'A;' })).toThrow(
      'site.conf has a generated part "gone" that nothing generates',
    )
  })

  it('stops on generated parts whose markers are missing, naming each', () => {
    expect(() => withRegions('# <generated a>\n# </generated a>', { a: 'A;', b: 'B;', c: 'C;' })).toThrow(
      'site.conf lacks the markers of: b, c',
    )
  })
})

describe('pcreBody', () => {
  it('passes plain characters, classes and counted repeats, without the anchors', () => {
    expect(pcreBody(/^[a-z][a-z0-9-]{10,200}x{3}$/)).toBe('[a-z][a-z0-9-]{10,200}x{3}')
  })

  it('stops on a pattern read otherwise by PCRE, naming it', () => {
    expect(() => pcreBody(/^a$b$/)).toThrow('Not a pattern nginx can share: /^a$b$/')
    for (const pattern of [/a^b$/, /^a$/g, /^[a.]$/, /^a{x}$/]) expect(() => pcreBody(pattern)).toThrow()
  })
})

describe('caseless', () => {
  it("passes a caseless pattern's body for nginx's ~*, and stops on any other", () => {
    expect(caseless(/%2f|%5c/i)).toBe('%2f|%5c')
    expect(() => caseless(/%2f/)).toThrow('Not a caseless pattern: /%2f/')
    expect(() => caseless(/%2f/gi)).toThrow('Not a caseless pattern: /%2f/gi')
  })
})
