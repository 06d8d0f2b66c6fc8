#!/usr/bin/env bash
# A throw-away PostgreSQL cluster for the storage tests (and `bench:indexer` against PostgreSQL).
#
#   eval "$(scripts/pg-test-cluster.sh start)"   # starts it, prints `export TEST_DATABASE_URL=…`
#   scripts/pg-test-cluster.sh stop              # stops it and deletes its files
#   scripts/pg-test-cluster.sh watch &           # restarts it if its server dies (CI), saying why
#
# Settings (environment): PG_TEST_PORT (default 5433), PG_TEST_DIR (default /tmp/ledgerlens-pg),
# PG_BIN (default: `pg_config --bindir`, else the newest /usr/lib/postgresql/*/bin).
# Debian's `postgresql` package provides the binaries (`.ci/run` installs it when missing).
# As root (CI containers), the cluster runs as the `postgres` user (or `nobody`): initdb refuses root.
# Trust authentication on 127.0.0.1 only; fsync off: test data, never production.
set -euo pipefail

cmd=${1:-}
port=${PG_TEST_PORT:-5433}
dir=${PG_TEST_DIR:-/tmp/ledgerlens-pg}

bin=${PG_BIN:-}
if [ -z "$bin" ]; then
  if command -v pg_config >/dev/null 2>&1 && [ -x "$(pg_config --bindir)/initdb" ]; then bin=$(pg_config --bindir)
  else bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true); fi
fi
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  echo "pg-test-cluster: no PostgreSQL binaries (install Debian's postgresql package, or set PG_BIN)" >&2
  exit 1
fi

# Runs a command as the cluster's owner (this user, or `postgres`/`nobody` when root).
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    local user=postgres
    id "$user" >/dev/null 2>&1 || user=nobody
    runuser -u "$user" -- "$@"
  else
    "$@"
  fi
}

# Loopback only; no durability (test data).
server_options="-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off"

case "$cmd" in
  start)
    if [ -f "$dir/data/postmaster.pid" ]; then
      echo "pg-test-cluster: already running in $dir" >&2
    else
      rm -rf "$dir"
      mkdir -p "$dir"
      if [ "$(id -u)" -eq 0 ]; then
        user=postgres; id "$user" >/dev/null 2>&1 || user=nobody
        chown "$user" "$dir"
      fi
      as_owner "$bin/initdb" -D "$dir/data" -U ledgerlens --auth=trust -E UTF8 --no-sync >"$dir/initdb.log" 2>&1 \
        || { cat "$dir/initdb.log" >&2; exit 1; }
      as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 \
        -o "$server_options" start >&2 \
        || { cat "$dir/server.log" >&2; exit 1; }
    fi
    echo "export TEST_DATABASE_URL=postgres://ledgerlens@127.0.0.1:$port/postgres"
    ;;
  watch)
    # A server that dies mid-run (its pid file left behind) would fail every later storage test:
    # it is restarted at once, and the end of its log is printed to say why it died.
    while [ -d "$dir/data" ]; do
      pid=$(head -n 1 "$dir/data/postmaster.pid" 2>/dev/null || true)
      if [ -n "$pid" ] && ! kill -0 "$pid" 2>/dev/null && [ -d "$dir/data" ]; then
        echo "pg-test-cluster: the server (pid $pid) died; its log ends:" >&2
        tail -n 20 "$dir/server.log" >&2 || true
        as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 \
          -o "$server_options" start >&2 \
          && echo "pg-test-cluster: restarted" >&2
      fi
      sleep 1
    done
    ;;
  stop)
    if [ -f "$dir/data/postmaster.pid" ]; then as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >&2 || true; fi
    rm -rf "$dir"
    ;;
  *)
    echo "usage: $0 start|stop|watch   (PG_TEST_PORT, PG_TEST_DIR, PG_BIN)" >&2
    exit 2
    ;;
esac
