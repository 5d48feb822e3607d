import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'

type Service = { logging?: { driver?: string; options?: Record<string, string> } }
const compose = parse(readFileSync(path.resolve(__dirname, '../../deploy/docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>
}
const megabytes = (size: string) => Number(/^(\d+)m$/.exec(size)?.[1] ?? NaN)

/**
 * Every container's output is capped on the host's disk (size and number of files), so no
 * client can fill the disk through a log; together they stay within the budget
 * docs/operations.md gives ("Log budget").
 */
describe('docker-compose: every service has a log cap', () => {
  it.each(Object.keys(compose.services))('%s keeps at most max-size × max-file of its output', (name) => {
    const logging = compose.services[name]!.logging
    expect(logging?.driver).toBe('json-file')
    expect(megabytes(logging?.options?.['max-size'] ?? '')).toBeGreaterThan(0)
    expect(Number(logging?.options?.['max-file'])).toBeGreaterThan(0)
  })

  it('all of them together stay within the 1.4 GB docs/operations.md budgets', () => {
    const total = Object.values(compose.services).reduce(
      (sum, { logging }) => sum + megabytes(logging!.options!['max-size']!) * Number(logging!.options!['max-file']),
      0,
    )
    expect(total).toBeLessThanOrEqual(1400)
    const docs = readFileSync(path.resolve(__dirname, '../../docs/operations.md'), 'utf8')
    expect(docs).toContain(`${(total / 1000).toFixed(2)} GB`)
  })
})
