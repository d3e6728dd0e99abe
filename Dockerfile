# syntax=docker/dockerfile:1
# The shop as a container image: built with every dependency, run with production ones only.
# Not built in CI (the systemd path is the one the reliability suite exercises); see
# docs/deploy.md. Build: docker build -t carniceria-shop .

# Node 24, the LTS CI tests on (ADR 0021), on Debian 12 (glibc): sharp's prebuilt libvips
# binaries (@img/sharp-linux-*) need glibc.
ARG NODE_IMAGE=node:24-bookworm-slim

# --- Production dependencies only ---------------------------------------------------------
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

# --- The build: all dependencies (tsx, vite, react-router's CLI are devDependencies) ---------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- Runtime -------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/var/lib/shop
WORKDIR /app
# What build/server/index.js reads at run time: package.json (it finds the project root by
# it), the migrations it applies at start (src/server/db/migrations), the client build, and
# public/ (the static folder the server knows of).
COPY --from=prod-deps /app/node_modules ./node_modules
COPY package.json ./
COPY --from=build /app/build ./build
COPY src/server/db/migrations ./src/server/db/migrations
COPY public ./public
RUN mkdir -p /var/lib/shop && chown node:node /var/lib/shop
USER node
VOLUME ["/var/lib/shop"]
EXPOSE 3000
# The app stops gracefully on SIGTERM (up to ~10 s for running requests): give it 30 s
# (docker stop -t 30, compose stop_grace_period).
STOPSIGNAL SIGTERM
# Healthy means ready (GET /readyz: database, migrations, change listener; ADR 0020): compose
# starts nginx once both instances are. /healthz stays the liveness check.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself is PID 1 (no npm in between), so it receives SIGTERM.
CMD ["node", "build/server/index.js"]
