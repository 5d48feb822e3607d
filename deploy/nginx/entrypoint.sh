#!/bin/sh
# Start of the nginx image (Dockerfile, stage `nginx`): writes proxy-secret.conf from
# PROXY_SECRET, then runs nginx in the foreground with its cache folder as prefix.
set -eu

# nginx would read a `$`, `"` or `;` in the value, so only hex or base64url characters pass.
case "${PROXY_SECRET:-}" in
  '' | *[!A-Za-z0-9_-]*)
    echo 'PROXY_SECRET must be 16 or more letters, digits, "-" or "_" (openssl rand -hex 32)' >&2
    exit 1
    ;;
esac
if [ "${#PROXY_SECRET}" -lt 16 ]; then
  echo 'PROXY_SECRET must be 16 or more characters (openssl rand -hex 32)' >&2
  exit 1
fi
umask 077
printf 'proxy_set_header X-Proxy-Secret "%s";\n' "$PROXY_SECRET" > /etc/nginx/proxy-secret.conf

# A socket left behind by a killed nginx would keep this one from listening on it.
rm -f /var/cache/nginx/compressor.sock
exec nginx -p /var/cache/nginx/ -g 'daemon off;'
