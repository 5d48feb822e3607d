import { apiPrefix, bodyLimit, encodedSeparator, requestRules, type RouteRule, siteMethods } from './rules'

/**
 * nginx's half of the request rules (./rules.ts): the parts of deploy/nginx/site.conf between
 * `# <generated name>` and `# </generated name>`, which scripts/generate-nginx-rules.ts writes and
 * tests/unit/nginx-rules-current.test.ts holds to what this writes now. Everything else in
 * site.conf is nginx's own (compression, caching, rates, headers) and stays written by hand.
 */

const rules = Object.values(requestRules)
const quote = (text: string) => `"${text}"`

/** A PCRE for a literal path: the table's paths are letters, digits, "_", "-", "." and "/". */
const literal = (path: string) => path.replace(/\./g, '\\.')

/**
 * The body of an anchored JavaScript pattern as PCRE writes it. Only plain characters, classes of
 * them and counted repeats pass, the part of both flavours that means the same in each (no
 * flags, no escapes, no `\d`, whose meaning differs): anything else stops the generator.
 */
export function pcreBody(pattern: RegExp): string {
  const simple = /^\^(?:[A-Za-z0-9_-]|\[[A-Za-z0-9_-]+\]|\{\d+(?:,\d+)?\})+\$$/
  if (pattern.flags || !simple.test(pattern.source)) throw new Error(`Not a pattern nginx can share: /${pattern.source}/${pattern.flags}`)
  return pattern.source.slice(1, -1)
}

/** A caseless pattern's body for nginx's `~*`: flags other than `i` stop the generator. */
export function caseless(pattern: RegExp): string {
  if (pattern.flags !== 'i') throw new Error(`Not a caseless pattern: /${pattern.source}/${pattern.flags}`)
  return pattern.source
}

/** A path's entry in a map of $uri: itself, or for the API's routes any path under it too. */
const uriKey = ({ path }: RouteRule) => (path.startsWith(apiPrefix) ? quote(`~^${literal(path)}(/|$)`) : path)

function map(source: string, variable: string, entries: (readonly [string, string])[], comment: string): string {
  const width = Math.max(...entries.map(([key]) => key.length))
  const lines = entries.map(([key, value]) => `    ${key.padEnd(width)} ${value};`)
  return [`# ${comment}`, `map ${source} ${variable} {`, ...lines, '}'].join('\n')
}

const zoneKey = (zone: RouteRule['zone'], variable: string, comment: string) =>
  map(
    '$uri',
    variable,
    [...rules.filter((rule) => rule.zone === zone).map((rule) => [uriKey(rule), '$site_client'] as const), ['default', '""']],
    comment,
  )

/** Each generated part of site.conf by name, as the generator writes it (without its markers). */
export function nginxRegions(): Record<string, string> {
  const onlyQueries = rules.flatMap(({ path, onlyQuery }) =>
    onlyQuery ? [[quote(`~^${literal(path)}\\?(?!${onlyQuery.key}=${pcreBody(onlyQuery.value)}$)`), '1'] as const] : [],
  )
  return {
    'limit keys': [
      map(
        '$uri',
        '$site_post_limit_key',
        [...rules.filter((rule) => rule.notAMessage).map((rule) => [uriKey(rule), '""'] as const), ['default', '$site_client']],
        'Posts counted as contact messages: all but those of the routes that take none.',
      ),
      zoneKey('site_webhook', '$site_webhook_limit_key', "The marketers' revalidation webhook, whatever the method."),
      zoneKey('site_image', '$site_image_limit_key', 'The image optimiser: each miss costs an instance a resize.'),
      zoneKey('site_search', '$site_search_limit_key', 'Searches: the results page is rendered for each request.'),
      map(
        '$uri',
        '$site_api_limit_key',
        [
          [quote(`~^${literal(apiPrefix)}`), '$site_client'],
          ['default', '""'],
        ],
        'The API, every route of it.',
      ),
    ].join('\n'),
    'key query': map(
      '$uri',
      '$site_key_query',
      [['default', '""'], ...rules.filter((rule) => rule.query.length > 0).map(({ path }) => [path, '$is_args$args'] as const)],
      'The routes that read their query.',
    ),
    'odd path': map(
      '$request_uri',
      '$site_odd_path',
      [[quote('~^[^?]*(%|//|/\\.\\.?(/|\\?|$))'), '1'], ...onlyQueries, ['default', '""']],
      'Odd spellings: an encoded character, an empty or dot segment, another query than the one taken.',
    ),
    'encoded path': map(
      '$request_uri',
      '$site_encoded_separator',
      [
        [quote(`~*${caseless(encodedSeparator)}`), '1'],
        ['default', '""'],
      ],
      'An encoded slash or backslash, or a dot segment with an encoded dot, in the path as sent.',
    ),
    'per-request pages': map(
      '$uri',
      '$site_per_request_page',
      [...rules.filter((rule) => rule.perRequest).map(({ path }) => [path, '1'] as const), ['default', '""']],
      'Rendered for each request.',
    ),
    methods: [
      map(
        '$request_method',
        '$site_method_allowed',
        [...siteMethods.map((method) => [method, '1'] as const), ['default', '0']],
        'The methods the site uses.',
      ),
      map(
        '"$status$site_own_answer"',
        '$site_allow',
        [
          ['4051', quote(siteMethods.join(', '))],
          ['default', '""'],
        ],
        "Named by nginx's own 405.",
      ),
    ].join('\n'),
    'body limit': `client_max_body_size ${bodyLimit % 1024 === 0 ? `${bodyLimit / 1024}k` : bodyLimit};`,
  }
}

const region = /^([ \t]*)# <generated ([^>]+)>.*\n[\s\S]*?^\1# <\/generated \2>$/gm

/**
 * site.conf with every generated part written anew, indented as its markers are. Throws when a
 * part lacks its markers, or markers name a part no longer generated.
 */
export function withRegions(conf: string, regions: Record<string, string> = nginxRegions()): string {
  const seen = new Set<string>()
  const written = conf.replace(region, (_, indent: string, name: string) => {
    const body = regions[name]
    if (body === undefined) throw new Error(`site.conf has a generated part "${name}" that nothing generates`)
    seen.add(name)
    const lines = [
      `# <generated ${name}> npm run nginx:rules writes this from lib/request-rules/rules.ts`,
      ...body.split('\n'),
      `# </generated ${name}>`,
    ]
    return lines.map((line) => `${indent}${line}`).join('\n')
  })
  const missing = Object.keys(regions).filter((name) => !seen.has(name))
  if (missing.length) throw new Error(`site.conf lacks the markers of: ${missing.join(', ')}`)
  return written
}
