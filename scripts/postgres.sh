#!/usr/bin/env bash
# A throw-away PostgreSQL server on 127.0.0.1 for the storage tests, from Debian's `postgresql` package.
#   scripts/postgres.sh start DIR    start a new cluster in DIR (created) and print its database URL
#   scripts/postgres.sh stop DIR     stop it (DIR can then be deleted)
# As root the server runs as the `postgres` user (initdb refuses root). The URL carries a password, so the
# tests also see that no message ever prints it.
set -euo pipefail
command=${1:-}
dir=${2:-}
if [ -z "$command" ] || [ -z "$dir" ]; then
  echo "usage: $0 start|stop DIR" >&2
  exit 2
fi
bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bindir" ] || [ ! -x "$bindir/initdb" ]; then
  echo "no PostgreSQL server here (Debian: apt-get install -y postgresql)" >&2
  exit 3
fi
as_server() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
case "$command" in
  start)
    mkdir -p "$dir"
    dir=$(cd "$dir" && pwd)
    [ "$(id -u)" = 0 ] && chown postgres "$dir"
    secret="kt-$(od -An -N6 -tx1 /dev/urandom | tr -d ' \n')"
    printf '%s\n' "$secret" > "$dir/password"
    [ "$(id -u)" = 0 ] && chown postgres "$dir/password"
    if ! as_server "$bindir/initdb" -D "$dir/data" -U kt --pwfile="$dir/password" --auth-host=scram-sha-256 \
      --auth-local=trust -E UTF8 --no-sync >"$dir/initdb.log" 2>&1; then
      tail -n 5 "$dir/initdb.log" >&2
      exit 4
    fi
    port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    as_server "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
      -o "-h 127.0.0.1 -p $port -k $dir -c fsync=off -c full_page_writes=off" start >/dev/null
    as_server "$bindir/createdb" -h "$dir" -p "$port" -U kt kt_test
    echo "postgresql://kt:$secret@127.0.0.1:$port/kt_test"
    ;;
  stop)
    [ -d "$dir/data" ] && as_server "$bindir/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null || true
    ;;
  *)
    echo "usage: $0 start|stop DIR" >&2
    exit 2
    ;;
esac
