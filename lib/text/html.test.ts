import { xssDescriptions } from '@/tests/fixtures/upstream/hostile'
import { descriptionRemovals, plainText, sanitizeDescription } from './html'

describe('sanitizeDescription', () => {
  it('keeps the formatting a product description needs', () => {
    const html = '<h2>Why it saves</h2><p>Uses <strong>28 W</strong>, not 75 W.</p><ul><li>BEE 5-star</li></ul>'
    expect(sanitizeDescription(html)).toBe(html)
  })

  it('makes its headings section headings of the page, never skipping a level', () => {
    expect(sanitizeDescription('<h3>A</h3><h4>B</h4><h5>C</h5><h6>D</h6>')).toBe('<h2>A</h2><h3>B</h3><h3>C</h3>D')
  })

  it('opens safe links in a new tab without giving the page away', () => {
    expect(sanitizeDescription('<a href="https://bis.gov.in/">BIS</a>')).toBe(
      '<a href="https://bis.gov.in/" target="_blank" rel="noopener noreferrer nofollow">BIS</a>',
    )
  })

  it('turns an h1 into an h2, since the page has its own title', () => {
    expect(sanitizeDescription('<h1>Title</h1>')).toBe('<h2>Title</h2>')
  })

  it.each(xssDescriptions)('leaves nothing executable of %s', (vector) => {
    const clean = sanitizeDescription(vector)
    expect(clean).not.toMatch(/<script|<iframe|<object|<svg|<math|<form|<style|<meta|<img/i)
    expect(clean).not.toMatch(/\son\w+\s*=/i)
    expect(clean).not.toMatch(/javascript:|data:|vbscript:/i)
    expect(clean).not.toMatch(/style=/i)
  })

  it('drops links whose target is not https, mailto or tel, and keeps their text', () => {
    for (const href of ['http://evil.example', '//evil.example', 'ftp://x', 'javascript:alert(1)', '/relative']) {
      const clean = sanitizeDescription(`<a href="${href}">read more</a>`)
      expect(clean).not.toContain('<a')
      expect(clean).toContain('read more')
    }
  })
})

describe('plainText', () => {
  it('reads HTML as text, spaced between blocks, with entities decoded', () => {
    expect(plainText('<p>Fast &amp; quiet</p><ul><li>28 W</li><li>5-star</li></ul>')).toBe('Fast & quiet 28 W 5-star')
  })

  it('keeps no markup from hostile input', () => {
    expect(plainText('<script>alert(1)</script><p>Safe</p>')).toBe('Safe')
  })
})

describe('descriptionRemovals', () => {
  it('names what the sanitizer takes out, once each', () => {
    expect(descriptionRemovals('<p onclick="x()">A</p><script>x()</script><p onclick="y()">B</p><a href="javascript:x()">C</a>')).toEqual([
      'onclick',
      '<script>',
      'href',
    ])
  })

  it.each(xssDescriptions)('names something for every hostile description: %s', (html) => {
    expect(sanitizeDescription(html)).not.toBe(html)
    expect(descriptionRemovals(html)).not.toEqual([])
  })

  it('names nothing for formatting the site keeps or only renames', () => {
    expect(descriptionRemovals('<h1>A</h1><p>Uses <strong>28 W</strong></p><a href="https://bis.gov.in/">BIS</a>')).toEqual([])
    expect(descriptionRemovals('plain text')).toEqual([])
  })
})
