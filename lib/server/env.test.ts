import { env, siteUrlWarning } from './env'

describe('siteUrlWarning', () => {
  it('warns a production server started without SITE_URL, naming what goes wrong and the fix', () => {
    const warning = siteUrlWarning({ NODE_ENV: 'production' })
    expect(warning).toContain('SITE_URL is not set')
    expect(warning).toContain('http://localhost:3000')
    expect(warning).toContain('SITE_URL=https://')
    expect(siteUrlWarning({ NODE_ENV: 'production', SITE_URL: '  ' })).toBe(warning)
  })

  it('says nothing once SITE_URL is set, or in development', () => {
    expect(siteUrlWarning({ NODE_ENV: 'production', SITE_URL: 'https://www.arkvolt.example' })).toBeUndefined()
    expect(siteUrlWarning({ NODE_ENV: 'development' })).toBeUndefined()
  })
})

describe('IndexNow settings', () => {
  const saved = { ...process.env }
  afterEach(() => {
    process.env = { ...saved }
  })
  const withEnv = (values: Record<string, string>) => {
    process.env = { ...saved, ...values }
    return env
  }

  it('is off without a key, and sends to the shared endpoint by default', () => {
    expect(withEnv({ INDEXNOW_KEY: '' })()).toMatchObject({
      INDEXNOW_KEY: undefined,
      INDEXNOW_ENDPOINT: 'https://api.indexnow.org/indexnow',
    })
  })

  it('takes a key of 8 to 128 letters, digits and "-", and stops the server on any other, naming it', () => {
    expect(withEnv({ INDEXNOW_KEY: 'a1b2-c3d4' })().INDEXNOW_KEY).toBe('a1b2-c3d4')
    expect(withEnv({ INDEXNOW_KEY: 'k'.repeat(128) })().INDEXNOW_KEY).toHaveLength(128)
    for (const key of ['short12', 'k'.repeat(129), 'has space', 'dot.ted-key', '../../../etc/passwd'])
      expect(withEnv({ INDEXNOW_KEY: key })).toThrow(/INDEXNOW_KEY: 8 to 128 letters, digits or "-"/)
    expect(withEnv({ INDEXNOW_ENDPOINT: 'ftp://example.com/indexnow' })).toThrow(/INDEXNOW_ENDPOINT/)
  })
})
