import { siteUrlWarning } from './env'

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
