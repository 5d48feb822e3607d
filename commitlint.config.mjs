/**
 * Commit messages read as a log: a subject of at most 72 characters saying what changed, in a
 * plain sentence (no type prefix is asked for); a blank line; then a body for the why and the
 * figures, its lines wrapped at 100 characters, where a line holding a URL or a table row may run
 * longer. Merges, reverts, fixups and squashes are left alone (commitlint's default ignores).
 * The commit-msg hook that `npm install` sets up (.husky/) runs it.
 */
const SUBJECT_MAX = 72
const BODY_LINE_MAX = 100

/** Git's own lines in the message file: comments, and with `commit -v` the diff below the scissors. */
const SCISSORS = /^# -+ >8 -+$/
const mayRunLong = (line) => /\bhttps?:\/\/\S+/.test(line) || line.trimStart().startsWith('|')

/** The lines of the message as git will keep them. */
function messageLines(raw) {
  const lines = raw.split(/\r?\n/)
  const end = lines.findIndex((line) => SCISSORS.test(line))
  return (end === -1 ? lines : lines.slice(0, end)).filter((line) => !line.startsWith('#'))
}

const config = {
  helpUrl: 'README.md, "Commits"',
  plugins: [
    {
      rules: {
        'subject-present': ({ raw }) => {
          const [subject = ''] = messageLines(raw ?? '')
          return [subject.trim().length > 0, 'the first line says what changed: it may not be empty']
        },
        'body-wrapped': ({ raw }, _when, max = BODY_LINE_MAX) => {
          const long = messageLines(raw ?? '')
            .slice(1)
            .filter((line) => line.length > max && !mayRunLong(line))
          return [
            long.length === 0,
            `wrap the body at ${max} characters (a URL or a table row may run longer): ${long.map((line) => `"${line.slice(0, 40)}…"`).join(', ')}`,
          ]
        },
      },
    },
  ],
  rules: {
    'subject-present': [2, 'always'],
    'header-max-length': [2, 'always', SUBJECT_MAX],
    'header-trim': [2, 'always'],
    'body-leading-blank': [2, 'always'],
    'body-wrapped': [2, 'always', BODY_LINE_MAX],
  },
}

export default config
