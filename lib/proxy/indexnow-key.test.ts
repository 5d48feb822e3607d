import { keyFileAnswer } from './indexnow-key'

const key = 'a1b2c3d4-e5f6'

describe('keyFileAnswer', () => {
  it('serves the key as plain text at /<key>.txt, to GET and HEAD', () => {
    for (const method of ['GET', 'HEAD'])
      expect(keyFileAnswer(`/${key}.txt`, method, key)).toEqual({
        kind: 'key',
        body: key,
        headers: {
          'content-type': 'text/plain; charset=utf-8',
          'cache-control': 'public, max-age=86400',
          'x-content-type-options': 'nosniff',
        },
      })
  })

  it('takes no other method there', () => {
    expect(keyFileAnswer(`/${key}.txt`, 'POST', key)).toEqual({ kind: 'method', allowed: ['GET', 'HEAD'] })
  })

  it('leaves every other path alone, and every path while IndexNow is off', () => {
    for (const path of [
      `/${key}`,
      `/${key}.txt/`,
      `/${key.toUpperCase()}.txt`,
      '/other-key-1.txt',
      `/x/${key}.txt`,
      '/robots.txt',
      `/${key}.TXT`,
    ])
      expect(keyFileAnswer(path, 'GET', key)).toBeNull()
    expect(keyFileAnswer(`/${key}.txt`, 'GET', undefined)).toBeNull()
  })
})
