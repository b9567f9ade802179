# syntax=docker/dockerfile:1
#
# One image for every Lifewheel process; the argument picks which one runs:
#   docker build -t lifewheel .
#   docker run lifewheel gateway|identity|assessments|billing|observability|worker|migrate
# A private npm mirror can be passed with --build-arg npm_config_registry=https://...

# Only the package manifests of the workspace, so the dependency layers below stay cached while
# sources change (this stage reruns on every change, but its output rarely differs).
FROM node:24-slim AS manifests
WORKDIR /src
COPY . .
RUN mkdir /manifests \
 && cp package.json package-lock.json /manifests/ \
 && if [ -f .npmrc ]; then cp .npmrc /manifests/; fi \
 && find libs services web tools -maxdepth 2 -name package.json -not -path '*/node_modules/*' \
      -exec cp --parents {} /manifests/ \;

# Every dependency, then the build: each project's dist/ beside its src/, and web/dist. The test
# harness (libs/testing) and the benchmark (tools/dist/bench) are built too but stay out of the image.
FROM node:24-slim AS build
ARG npm_config_registry
WORKDIR /app
COPY --from=manifests /manifests/ ./
# Not `npm ci`: it rejects this lockfile because the registry lacks some optional platform packages
# that the lockfile therefore never lists; `npm install` follows the lockfile and leaves it as it is.
RUN --mount=type=cache,target=/root/.npm npm install --no-audit --no-fund
COPY . .
RUN npm run build \
 && mkdir /out \
 && find libs services tools web -maxdepth 2 -type d -name dist -not -path '*/node_modules/*' \
      -not -path 'libs/testing/*' -exec cp -r --parents {} /out/ \; \
 && rm -rf /out/tools/dist/bench \
 && test -f /out/tools/dist/migrate.js \
 && for name in gateway identity assessments billing observability worker; do \
      test -f "/out/services/$name/dist/main.js" || { echo "missing services/$name/dist/main.js" >&2; exit 1; }; \
    done

# Production dependencies only (the workspace links under node_modules/@lifewheel included).
FROM node:24-slim AS prod-deps
ARG npm_config_registry
WORKDIR /app
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm npm install --omit=dev --no-audit --no-fund \
 && rm -f package-lock.json .npmrc

FROM node:24-slim AS runtime
# tini as PID 1 passes SIGTERM on to node and reaps any orphaned child.
RUN apt-get update \
 && apt-get install -y --no-install-recommends tini \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    OTEL_NODE_RESOURCE_DETECTORS=env,host,os,process
WORKDIR /app
# The same layout as the repository (package.json files give the dist/ folders "type": "module";
# the gateway finds web/dist where it expects it). Files stay owned by root: the app cannot
# change its own code.
COPY --from=prod-deps /app/ ./
COPY --from=build /out/ ./
COPY tools/docker/entrypoint.sh tools/docker/healthcheck.mjs tools/docker/
# The `node` user of the base image, by number so Kubernetes can check runAsNonRoot.
USER 1000:1000
EXPOSE 3000 3101 3102 3103 3104 3105
ENTRYPOINT ["/usr/bin/tini", "--", "/bin/sh", "/app/tools/docker/entrypoint.sh"]
