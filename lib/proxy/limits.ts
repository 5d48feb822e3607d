/** The largest server-action post (the contact form): a message is a few kilobytes. */
export const SERVER_ACTION_BODY_LIMIT = 64 * 1024
