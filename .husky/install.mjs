/**
 * `npm install`'s prepare step: points git at the hooks in .husky/ (commit-msg runs commitlint).
 * Nothing to do, and nothing to fail, in CI, in a production install without devDependencies,
 * or where there is no git checkout (a Docker build, a scratch copy): husky itself only reports
 * that .git is missing.
 */
if (process.env.CI || process.env.NODE_ENV === 'production') process.exit(0)

try {
  const { default: husky } = await import('husky')
  const note = husky()
  if (note) console.log(`husky: ${note}`)
} catch (error) {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error
}
