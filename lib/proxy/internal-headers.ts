/**
 * The request header by which the proxy marks a URL that names nothing; next.config rewrites a
 * request carrying it to the prerendered not-found page. A client that sends it itself gets that
 * 404 for its own request and nothing else.
 */
export const NOT_FOUND_HEADER = 'x-site-not-found'
export const NOT_FOUND_PAGE = '/_not-found'
