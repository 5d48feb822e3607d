import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
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

describe('buildPreviewId', () => {
  type Read = typeof import('./draft-mode').buildPreviewId
  const folder = mkdtempSync(path.join(tmpdir(), 'preview-props-'))
  const writeProps = (props: unknown) => {
    mkdirSync(path.join(folder, '.next/server'), { recursive: true })
    writeFileSync(path.join(folder, '.next/server/preview-props.json'), JSON.stringify(props))
  }
  /** A copy of the module for each case, as each new server process loads it (loaded before the tests). */
  const copies: Read[] = []
  beforeAll(() => {
    for (let i = 0; i < 4; i++)
      jest.isolateModules(() => copies.push(jest.requireActual<typeof import('./draft-mode')>('./draft-mode').buildPreviewId))
  })
  beforeEach(() => {
    jest.spyOn(process, 'cwd').mockReturnValue(folder)
    rmSync(path.join(folder, '.next'), { recursive: true, force: true })
  })
  afterEach(() => jest.restoreAllMocks())
  afterAll(() => rmSync(folder, { recursive: true, force: true }))

  it("is the id Next wrote at build time, read once for the server's life", () => {
    writeProps({ previewModeId: 'build-one', previewModeSigningKey: 'k' })
    const buildPreviewId = copies[0]!
    expect(buildPreviewId()).toBe('build-one')
    writeProps({ previewModeId: 'build-two' })
    expect(buildPreviewId()).toBe('build-one')
  })

  it.each([
    [1, 'without a build', undefined],
    [2, 'with an empty id', { previewModeId: '' }],
    [3, 'with no id', { previewModeSigningKey: 'k' }],
  ])('%#: is undefined %s, and stays so', (copy, _, props) => {
    if (props) writeProps(props)
    const buildPreviewId = copies[copy]!
    expect(buildPreviewId()).toBeUndefined()
    writeProps({ previewModeId: 'later' })
    expect(buildPreviewId()).toBeUndefined()
  })
})
