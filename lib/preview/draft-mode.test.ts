import { inDraftMode } from './draft-mode'

describe('inDraftMode', () => {
  const previewId = '1b4f7b3a3a379b921fbf07c1f0c8affa'

  it("is on only for the build's preview id", () => {
    expect(inDraftMode(previewId, previewId)).toBe(true)
    expect(inDraftMode('1', previewId)).toBe(false)
    expect(inDraftMode(previewId.slice(0, -1), previewId)).toBe(false)
    expect(inDraftMode(undefined, previewId)).toBe(false)
  })

  it('is off while the build has no preview id', () => {
    expect(inDraftMode(previewId, undefined)).toBe(false)
    expect(inDraftMode('', undefined)).toBe(false)
  })
})
