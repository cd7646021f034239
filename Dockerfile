# Bondhon's image (issue 23): the production build on Node's current LTS, production
# dependencies only, run as an unprivileged user. Nothing secret is baked in: every setting
# (DATABASE_URL, BETTER_AUTH_SECRET, payments, mail) comes from the environment at run time.
# `scripts/production-check.mjs` (run by .ci/run) installs and starts exactly what the runtime
# stage copies, with the same `npm ci` line, so this file stays tested without a Docker engine.
#
#   docker build -t bondhon .
#   docker compose up            # compose.yaml: two instances, PostgreSQL and Redis

ARG NODE_IMAGE=node:24-bookworm-slim

# ---- manifests: the lock and every workspace's package.json, which npm ci needs
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

# ---- build: every dependency, then the web app and the server bundle
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ---- deps: production dependencies only (the server's, and the web renderer's React)
FROM manifests AS deps
# Some packages land in a workspace's own node_modules (two versions in the tree): kept too.
RUN npm ci --omit=dev --no-audit --no-fund \
  && mkdir -p apps/server/node_modules apps/web/node_modules

# ---- runtime
FROM ${NODE_IMAGE}
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=deps /app/apps/server/node_modules ./apps/server/node_modules
COPY --from=deps /app/apps/web/node_modules ./apps/web/node_modules
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/packages/shared ./packages/shared
COPY --from=build /app/apps/server/package.json ./apps/server/package.json
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/server/drizzle ./apps/server/drizzle
COPY --from=build /app/apps/web/package.json ./apps/web/package.json
COPY --from=build /app/apps/web/dist ./apps/web/dist
USER node
EXPOSE 3000 9464
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/live`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Migrations run at start unless MIGRATE_ON_START=false (then: node apps/server/dist/db/migrate-cli.js).
CMD ["node", "apps/server/dist/server.js"]
