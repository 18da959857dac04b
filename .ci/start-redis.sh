#!/usr/bin/env bash
# Starts a local Redis (the bus between server processes) for `npm run cluster` and CI, and prints its URL.
# Idempotent: installs Debian's redis-server only when missing and reuses a server that already answers. Runs it as
# a plain daemonized process (no systemd here), in memory only: the bus keeps nothing worth saving. Needs root to
# install.
set -euo pipefail

PORT=6379
URL="redis://127.0.0.1:${PORT}"
DIR="${TMPDIR:-/tmp}/birzha-redis"

log() { echo "start-redis: $*" >&2; }
answers() { redis-cli -h 127.0.0.1 -p "$PORT" ping 2>/dev/null | grep -q PONG; }

if ! command -v redis-server >/dev/null || ! command -v redis-cli >/dev/null; then
  log "installing redis-server"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq redis-server >&2
fi

if answers; then
  log "a server already answers on 127.0.0.1:${PORT}"
else
  mkdir -p "$DIR"
  log "starting redis-server on 127.0.0.1:${PORT} (log in ${DIR}/redis.log)"
  redis-server --bind 127.0.0.1 --port "$PORT" --daemonize yes --dir "$DIR" \
    --pidfile "$DIR/redis.pid" --logfile "$DIR/redis.log" --save '' --appendonly no >&2
  for _ in $(seq 1 60); do
    answers && break
    sleep 0.5
  done
  answers || {
    log "redis-server did not answer; its log:"
    tail -n 20 "$DIR/redis.log" >&2 || true
    exit 1
  }
fi

echo "REDIS_URL=${URL}"
