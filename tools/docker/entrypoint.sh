#!/bin/sh
# Starts one Lifewheel process in the container: `docker run IMAGE <process> [args...]`.
# `exec` hands the shell's place to node, so SIGTERM from the runtime (through tini) reaches the
# process itself and its graceful shutdown runs.
set -eu

root=$(CDPATH='' cd -- "$(dirname -- "$0")/../.." && pwd)
cd "$root"

usage() {
  echo "usage: <gateway|identity|assessments|billing|observability|worker|migrate> [args...]" >&2
}

if [ "$#" -eq 0 ]; then
  echo "lifewheel: name the process to start" >&2
  usage
  exit 64
fi

process=$1
shift
case "$process" in
  gateway | identity | assessments | billing | observability | worker)
    exec node --enable-source-maps "services/$process/dist/main.js" "$@"
    ;;
  migrate)
    exec node --enable-source-maps tools/dist/migrate.js "$@"
    ;;
  -h | --help | help)
    usage
    exit 0
    ;;
  *)
    echo "lifewheel: unknown process '$process'" >&2
    usage
    exit 64
    ;;
esac
