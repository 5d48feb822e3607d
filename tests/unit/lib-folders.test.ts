import { readdirSync } from 'node:fs'
import path from 'node:path'

/** lib/ is grouped by feature: every file sits in the folder of its feature, none at its top. */
it('lib/ has folders only at its top', () => {
  const top = readdirSync(path.resolve(__dirname, '../../lib'), { withFileTypes: true })
  expect(top.filter((entry) => !entry.isDirectory()).map((entry) => entry.name)).toEqual([])
})
