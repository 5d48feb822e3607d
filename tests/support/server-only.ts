// In Jest there is no client bundle to keep server code out of: `server-only` has nothing to guard.
export {}
