# syntax=docker/dockerfile:1
# Kahraba's server: the API and the pages it renders, on Node 24, as a non-root user.
#
#   docker build -t kahraba .
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://… -e JWT_SECRET=… kahraba
#
# Migrations are applied when the server starts (apps/api/src/db/client.ts), before it listens.
# `.ci/run` checks what this file does without Docker: deploy/check-production-install.sh makes the
# same production install of the same built output in an empty folder, starts it with this file's
# CMD, and asks it for /api/health and a page.

# The build: every dependency, then the domain package, the web app and the API compiled.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# What runs: production dependencies of the three packages the server loads, and their built output.
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/var/lib/kahraba
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --omit=dev --no-audit --no-fund -w @kahraba/domain -w @kahraba/api -w @kahraba/web \
    && npm cache clean --force
COPY --from=build /app/packages/domain/dist packages/domain/dist
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/api/drizzle apps/api/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
# The embedded database (without DATABASE_URL) and the generated signing secret live here; with
# PostgreSQL nothing needs to persist in the container.
RUN mkdir -p "$DATA_DIR" && chown node:node "$DATA_DIR"
VOLUME ["/var/lib/kahraba"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The flags of `npm start` (apps/api/package.json, whose "start" script the README explains); node
# itself, not npm, so SIGTERM reaches the server.
CMD ["node", "--max-semi-space-size=8", "--max-old-space-size=512", "--external-memory-accounted-in-global-limit", "--no-allocation-site-pretenuring", "apps/api/dist/server.js"]
