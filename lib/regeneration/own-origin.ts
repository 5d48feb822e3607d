/**
 * This server, as its own client: `next start` and the standalone server set PORT to the port
 * they listen on. The regenerator visits its pages here, and a change found by age is announced
 * to its own webhook here.
 */
export const ownOrigin = () => `http://127.0.0.1:${process.env.PORT ?? '3000'}`
