# The portal's image (issue 16): built in one stage, run from a slim one as the unprivileged `node` user, running the
# built server (never the development builder). Settings come from the environment (README, docs/deploy.md).
#   docker build -t tvet-portal .
#   docker run -p 8000:8000 -e DATABASE_URL=… -e JWT_SECRET=… -e S3_BUCKET=… tvet-portal

FROM node:20-bookworm-slim AS build
WORKDIR /app
# The manifests first: the dependency layer is rebuilt only when they change.
COPY package.json package-lock.json .npmrc ./
COPY packages/contract/package.json packages/contract/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    PORT=8000 \
    DATA_DIR=/data \
    MIGRATE_ON_START=1
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/packages/contract ./packages/contract
COPY --from=build --chown=node:node /app/apps/api/package.json ./apps/api/
COPY --from=build --chown=node:node /app/apps/api/node_modules ./apps/api/node_modules
COPY --from=build --chown=node:node /app/apps/api/dist ./apps/api/dist
COPY --from=build --chown=node:node /app/apps/web/package.json ./apps/web/
COPY --from=build --chown=node:node /app/apps/web/dist ./apps/web/dist
COPY --from=build --chown=node:node /app/apps/web/dist-ssr ./apps/web/dist-ssr
# The data folder: the embedded PostgreSQL and disk media when no DATABASE_URL / S3_BUCKET is given (mount a volume).
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8000
# Liveness only: readiness (/api/ready) is the balancer's or the orchestrator's to probe.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 8000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# SIGTERM drains (SHUTDOWN_DRAIN_MS) and stops cleanly: give the container longer than that to stop.
STOPSIGNAL SIGTERM
CMD ["node", "apps/api/dist/server.js"]
