/** The shared test server's port; isolated servers take free ports from the system. */
export const DEFAULT_SITE_PORT = 3100
