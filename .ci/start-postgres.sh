#!/usr/bin/env bash
# Starts a local PostgreSQL for the store's contract tests and prints the URL to test against.
# Idempotent: installs Debian's postgresql only when missing, reuses a running server, and creates the
# birzha role and database only once. Needs root (apt-get, and the postgres system user for the server).
set -euo pipefail

PORT=5432
URL="postgres://birzha:birzha@127.0.0.1:${PORT}/birzha"

log() { echo "start-postgres: $*" >&2; }

pg_bin_dir() {
  # The newest installed major version; Debian keeps the server binaries off PATH.
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}

if [ -z "$(pg_bin_dir)" ]; then
  log "installing postgresql"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >&2
fi
BIN="$(pg_bin_dir)"
VERSION="$(basename "$(dirname "$BIN")")"

as_postgres() { (cd / && runuser -u postgres -- "$@"); }
# The socket directory (tmpfs on some machines, so gone after a reboot); psql reaches the server as postgres there.
install -d -o postgres -g postgres /var/run/postgresql

if "$BIN/pg_isready" -q -h 127.0.0.1 -p "$PORT"; then
  log "a server already listens on 127.0.0.1:${PORT}"
elif command -v pg_ctlcluster >/dev/null; then
  # Debian's cluster tools: the package normally creates "main"; a minimal image may not have.
  if ! pg_lsclusters -h | awk -v v="$VERSION" '$1 == v && $2 == "main"' | grep -q .; then
    log "creating cluster ${VERSION}/main"
    pg_createcluster "$VERSION" main --port "$PORT" >&2
  fi
  log "starting cluster ${VERSION}/main"
  pg_ctlcluster "$VERSION" main start >&2 || true
else
  # No cluster tools (postgres from elsewhere): a throwaway cluster in a temp dir.
  DATA="${TMPDIR:-/tmp}/birzha-pg-data"
  if [ ! -s "$DATA/PG_VERSION" ]; then
    log "initdb in $DATA"
    install -d -o postgres -g postgres -m 700 "$DATA"
    as_postgres "$BIN/initdb" -D "$DATA" -U postgres --auth-local=peer --auth-host=scram-sha-256 >&2
  fi
  log "starting server in $DATA"
  as_postgres "$BIN/pg_ctl" -D "$DATA" -l "$DATA/server.log" -w \
    -o "-c listen_addresses=127.0.0.1 -c port=${PORT} -c unix_socket_directories=/var/run/postgresql" start >&2
fi

for _ in $(seq 1 60); do
  "$BIN/pg_isready" -q -h 127.0.0.1 -p "$PORT" && break
  sleep 0.5
done
"$BIN/pg_isready" -h 127.0.0.1 -p "$PORT" >&2

psql_admin() { as_postgres psql -X -q -v ON_ERROR_STOP=1 -p "$PORT" "$@"; }
psql_admin -d postgres <<'SQL' >&2
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'birzha') THEN
    CREATE ROLE birzha LOGIN PASSWORD 'birzha' CREATEDB;
  END IF;
END
$$;
SQL
if [ "$(psql_admin -d postgres -tAc "SELECT 1 FROM pg_database WHERE datname = 'birzha'")" != "1" ]; then
  psql_admin -d postgres -c "CREATE DATABASE birzha OWNER birzha" >&2
fi

echo "TEST_DATABASE_URL=${URL}"
