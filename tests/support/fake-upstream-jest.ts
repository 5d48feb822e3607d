import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type FakeUpstream, startUpstream } from '@/tests/fixtures/upstream/server'
import { installDataCache } from './data-cache'
import { captureLog } from './log'

/**
 * For a Jest file testing the upstream catalogue client: one fake upstream on 127.0.0.1 for the
 * whole file and, for each test, upstream reset, an empty folder for the last good copies, an
 * empty Next data cache, the environment pointing at them and the log captured.
 */
export function fakeUpstreamForThisFile() {
  let upstream: FakeUpstream | undefined
  let cacheDir = ''
  let log: ReturnType<typeof captureLog> | undefined
  let dataCache: ReturnType<typeof installDataCache> | undefined

  beforeAll(async () => {
    upstream = await startUpstream()
  })
  afterAll(() => upstream?.close())

  beforeEach(async () => {
    await upstream!.reset()
    cacheDir = mkdtempSync(path.join(tmpdir(), 'catalogue-'))
    process.env.API_URL = upstream!.url
    // The longest the site allows: only a test that sets its own may end by the timeout, so every
    // other call succeeds or fails for its own reason however busy the machine is.
    process.env.API_TIMEOUT_MS = '60000'
    // Low enough that the huge answer is cut after its first chunks, however busy the machine.
    process.env.API_MAX_BYTES = String(256 * 1024)
    process.env.CATALOGUE_CACHE_DIR = cacheDir
    log = captureLog()
    dataCache = installDataCache()
  })
  afterEach(() => {
    dataCache?.uninstall()
    log?.restore()
    rmSync(cacheDir, { recursive: true, force: true })
  })

  return {
    get upstream() {
      return upstream!
    },
    /** Where this test's last good copies are kept. */
    get cacheDir() {
      return cacheDir
    },
    /** What the code under test has logged as errors in this test, a line each. */
    get errors() {
      return log!.lines('error')
    },
    /** Every event it logged in this test. */
    get events() {
      return log!.events
    },
    /** Next's data cache emptied, as on a server that has cached nothing yet (or whose entries expired). */
    afresh() {
      dataCache?.uninstall()
      dataCache = installDataCache()
    },
  }
}
