import { readFileSync } from 'node:fs'
import path from 'node:path'
import semver from 'semver'

/**
 * Honest engines: the Node versions package.json promises are ones every installed package
 * supports, and the ones CI and production run.
 */
const root = path.resolve(__dirname, '../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')
const promised = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node

type Locked = { engines?: { node?: string } | string[]; optional?: boolean }

describe('the Node versions package.json promises', () => {
  it('are supported by every package the install puts in node_modules', () => {
    const { packages } = JSON.parse(read('package-lock.json')) as { packages: Record<string, Locked> }
    const refusing = Object.entries(packages).flatMap(([where, locked]) => {
      const wanted = !Array.isArray(locked.engines) ? locked.engines?.node : undefined
      // A platform's optional package (sharp's, swc's for another system) is not installed here.
      if (!where || !wanted || locked.optional) return []
      return semver.subset(promised, wanted) ? [] : [`${where.replace(/^.*node_modules\//, '')} wants ${wanted}`]
    })
    expect(refusing).toEqual([])
  })

  it('include the runtime CI tests on and production runs', () => {
    const ci = /^major=(\d+)$/m.exec(read('scripts/node24.sh'))?.[1]
    const image = /^ARG NODE_IMAGE=node:(\d+)/m.exec(read('Dockerfile'))?.[1]
    const nvmrc = read('.nvmrc').trim()
    for (const major of [ci, image, nvmrc])
      expect(semver.satisfies(`${major}.0.0`, promised) || semver.intersects(`^${major}`, promised)).toBe(true)
  })

  // The suite runs on the promised Node (scripts/node24.sh): on another, a pass would prove nothing of it.
  it('are the Node this test runs on', () => {
    expect({ node: process.version, promised: semver.satisfies(process.version, promised) }).toEqual({
      node: process.version,
      promised: true,
    })
  })
})
