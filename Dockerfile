# The deployment image (docker-compose.yml's api, worker, erp-agent and partner-simulator).
# Two stages: the build stage installs every dependency and compiles (npm run build: the dashboard
# with its precompressed assets, the server entries and the Temporal workflow bundle); the runtime
# stage installs the production dependencies only and keeps nothing of the build but its output.

FROM node:20.19-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20.19-bookworm-slim AS runtime
WORKDIR /app
# Two malloc arenas for every process of the image (config/heap.ts MALLOC_ARENAS: glibc's default opens one per
# allocating thread, each keeping its own free memory), and V8's young generation bounded to halves of 4 MiB
# (config/heap.ts SEMI_SPACE_MB; read only at a process's start); compose can override either per service.
ENV NODE_ENV=production MALLOC_ARENA_MAX=2 NODE_OPTIONS=--max-semi-space-size=4
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/dashboard/dist ./dashboard/dist
# DATA_DIR of the compose services: a volume there starts owned by the user the processes run as.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# The API and dashboard; compose runs the other processes from the same image (node dist/<name>.js).
CMD ["node", "dist/api.js"]
