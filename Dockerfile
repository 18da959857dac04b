# syntax=docker/dockerfile:1
# Birzha in a container (README: Running with Docker). The build stage installs everything and runs `npm run build`;
# the runtime image holds only dist/ (the server, its workers and the web client) and the few packages the build
# leaves in node_modules (native addons and the like: scripts/runtime-modules.mjs), on the current Node LTS.
ARG NODE_VERSION=24

FROM node:${NODE_VERSION}-bookworm AS build
WORKDIR /src
COPY . .
# The full image has python3, make and g++ for a native addon without a prebuilt binary for this platform.
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
RUN npm run build && node scripts/runtime-modules.mjs /app && cp -r dist /app/dist

FROM node:${NODE_VERSION}-bookworm-slim
ENV NODE_ENV=production \
    PORT=8080 \
    BIRZHA_DATA_DIR=/data
WORKDIR /app
COPY --from=build /app /app
# The data dir: the SQLite file without DATABASE_URL, and the secret and Web Push keys made on first start.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "dist/node/birzha.mjs", "serve"]
