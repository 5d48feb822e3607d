import { compressedEntries } from './compressed-entries.mjs'

const page = {
  value: { kind: 'APP_PAGE', html: `<html>${'<p class="card">Fan</p>'.repeat(2000)}</html>`, rscData: 'MDp7fQ==', status: 200 },
  tags: ['product:fan'],
  lastModified: 1_764_000_000_000,
}

describe('compressedEntries', () => {
  it('gives back the entry it stored', async () => {
    expect(await compressedEntries.deserialize(await compressedEntries.serialize(page))).toEqual(page)
  })

  it('stores a page in a fraction of its JSON', async () => {
    const stored = await compressedEntries.serialize(page)
    expect(stored.length).toBeLessThan(JSON.stringify(page).length / 10)
  })

  it('reads an entry stored as plain JSON before', async () => {
    expect(await compressedEntries.deserialize(JSON.stringify(page))).toEqual(page)
  })

  it('refuses a damaged entry rather than serving part of a page', async () => {
    const stored = await compressedEntries.serialize(page)
    await expect(compressedEntries.deserialize(stored.slice(0, stored.length / 2))).rejects.toThrow()
  })
})
