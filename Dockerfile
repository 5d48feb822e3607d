# syntax=docker/dockerfile:1
# The site as one image, run as several instances behind nginx (deploy/docker-compose.yml), and
# that nginx's image (stage `nginx`).
# Build: docker build --build-arg DEPLOYMENT_ID=$(git rev-parse --short HEAD) \
#   --build-arg NEXT_SERVER_ACTIONS_ENCRYPTION_KEY=... --build-arg REDIS_URL=redis://redis:6379 \
#   --build-arg API_URL=https://api.example.com --build-arg SITE_URL=https://www.example.com -t arkvolt-site .
# See docs/deployment.md.

# Node 24 LTS, the runtime the site is supported on; CI builds and tests it on Node 24
# (scripts/node24.sh, docs/deployment.md).
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
# npm install's prepare step (git hooks for commit messages): with no .git here it sets up nothing.
COPY .husky/install.mjs .husky/
# npm install, not npm ci: npm 11 leaves other platforms' optional binaries out of the lock file
# and npm ci then refuses it; npm install follows the lock file all the same (README).
RUN npm install --no-audit --no-fund

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# A stable id of this build (e.g. the git commit), the same on every instance: Next uses it to
# tell a page from another build apart, and the site reports it.
ARG DEPLOYMENT_ID
# The key that encrypts server-action closures; it must be the same on every instance of a
# deployment, or an action rendered by one instance fails on another. Generated when unset,
# which is only fine for a single instance. It ends up in the built manifest, so keep the image
# in a private registry.
ARG NEXT_SERVER_ACTIONS_ENCRYPTION_KEY
# Set at build, the server is built for the shared Redis cache: the standalone server embeds
# next.config as it was at build time. REDIS_CACHE_URL, when set, is where pages go instead.
ARG REDIS_URL
ARG REDIS_CACHE_URL
# The catalogue the pages are prerendered from (unset: the embedded demo catalogue), and the
# image hosts allowed by next/image and the CSP, both fixed in the built config.
ARG API_URL
ARG IMAGE_HOSTS
# The public origin written into prerendered pages (canonical URLs, sitemap, social cards).
ARG SITE_URL
ENV NEXT_TELEMETRY_DISABLED=1 \
    DEPLOYMENT_ID=${DEPLOYMENT_ID} \
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY=${NEXT_SERVER_ACTIONS_ENCRYPTION_KEY} \
    REDIS_URL=${REDIS_URL} \
    API_URL=${API_URL} \
    IMAGE_HOSTS=${IMAGE_HOSTS} \
    SITE_URL=${SITE_URL}
# The build's upstream answers are kept as last good copies (.next/cache/catalogue); the folder
# exists even for the embedded catalogue, so the runner can copy it either way. `npm run build`
# also writes a .br and a .gz copy beside each compressible built file, for the nginx image.
RUN npm run build && test -f .next/standalone/server.js && mkdir -p .next/cache/catalogue

# The front nginx (deploy/docker-compose.yml): Debian's nginx with Debian's brotli modules, and the
# build's static files with their compressed copies, which it serves from disk
# (deploy/nginx/site.conf). Built with the same arguments as the site's image, it comes from the
# same build stage and holds exactly the files the instances' pages name. Its configuration is
# mounted from deploy/nginx/. `docker build --target nginx ...`
FROM debian:bookworm-slim AS nginx
RUN apt-get update \
    && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static curl \
    && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled /etc/nginx/conf.d /etc/nginx/modules-enabled \
    && mkdir -p /var/cache/nginx
COPY --from=build /app/.next/static /srv/site/_next/static
COPY deploy/nginx/entrypoint.sh /usr/local/bin/nginx-entrypoint
EXPOSE 80
CMD ["nginx-entrypoint"]

FROM ${NODE_IMAGE} AS runner
WORKDIR /app
ARG DEPLOYMENT_ID
ARG REDIS_URL
ARG REDIS_CACHE_URL
ARG API_URL
ARG IMAGE_HOSTS
ARG SITE_URL
# Listen on every interface of the container; the build's own settings are the defaults, so an
# instance runs as it was built unless told otherwise.
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    HOSTNAME=0.0.0.0 \
    PORT=3000 \
    DEPLOYMENT_ID=${DEPLOYMENT_ID} \
    REDIS_URL=${REDIS_URL} \
    REDIS_CACHE_URL=${REDIS_CACHE_URL} \
    API_URL=${API_URL} \
    IMAGE_HOSTS=${IMAGE_HOSTS} \
    SITE_URL=${SITE_URL}
# The standalone server with only the modules it traced, the built files it does not copy
# itself (without their .br and .gz copies: nginx serves those), and public/. Owned by the
# unprivileged `node` user of the base image: ISR rewrites pages under .next/, the upstream
# copies and images go to .next/cache, the outbox to .data/.
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node --exclude=**/*.br --exclude=**/*.gz /app/.next/static ./.next/static
COPY --from=build /app/public ./public
# The build's last good copies: an instance started while upstream is down still has them.
COPY --from=build --chown=node:node /app/.next/cache/catalogue ./.next/cache/catalogue
RUN mkdir -p .data && chown node:node .data .next/cache
USER node
EXPOSE 3000
# No curl in the slim image: Node's own fetch.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.js"]
