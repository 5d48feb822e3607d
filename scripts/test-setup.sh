#!/usr/bin/env bash
# Installs the system programs the tests need, from Debian's packages, when they are missing:
# Chromium's headless shell for the browser tests and the bench (tests/support/chromium.ts says
# why not the full browser), redis-server for the scale-out tests, and nginx with the brotli
# modules production loads (deploy/nginx/modules.conf) for the nginx tests, and a Java runtime for
# the HTML validator (the vnu-jar package, tests/e2e/html-validity.spec.ts), and Prometheus with
# promtool and the nginx and Redis exporters, the programs deploy/docker-compose.yml runs, for the
# alert rules' test (tests/unit/alert-rules.test.ts) and the monitoring test
# (tests/e2e/prometheus.spec.ts). Uses sudo when not run as root.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium-headless-shell ] || [ -n "${CHROMIUM_PATH:-}" ] || missing+=(chromium-headless-shell)
# Arial's metrics, which the site's size-adjusted fallback font is computed against
# (app/fonts/inter.ts): Chromium's packages only recommend it, so it is named for machines that
# skip recommendations.
fc-list 2>/dev/null | grep -q "Liberation Sans" || missing+=(fonts-liberation)
command -v redis-server >/dev/null || [ -n "${REDIS_SERVER_PATH:-}" ] || missing+=(redis-server)
[ -x /usr/sbin/nginx ] || command -v nginx >/dev/null || [ -n "${NGINX_PATH:-}" ] || missing+=(nginx)
command -v java >/dev/null || [ -n "${JAVA_PATH:-}" ] || missing+=(default-jre-headless)
# promtool comes in the prometheus package.
{ [ -x /usr/bin/prometheus ] || [ -n "${PROMETHEUS_PATH:-}" ]; } && { [ -x /usr/bin/promtool ] || [ -n "${PROMTOOL_PATH:-}" ]; } || missing+=(prometheus)
[ -x /usr/bin/prometheus-nginx-exporter ] || missing+=(prometheus-nginx-exporter)
[ -x /usr/bin/prometheus-redis-exporter ] || missing+=(prometheus-redis-exporter)
for module in brotli-filter brotli-static; do
  [ -f "/usr/lib/nginx/modules/ngx_http_${module/-/_}_module.so" ] || [ -n "${NGINX_PATH:-}" ] || missing+=("libnginx-mod-http-$module")
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

as_root=()
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "Need root (or sudo) to install: ${missing[*]}" >&2; exit 1; }
  as_root=(sudo)
fi
echo "Installing ${missing[*]} from Debian's packages"
"${as_root[@]}" apt-get update -qq
# Installed only as programs the tests start themselves: no service is started or enabled.
DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
