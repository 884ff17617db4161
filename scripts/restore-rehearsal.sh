#!/usr/bin/env bash
# Restore rehearsal (docs/operations.md#backups-and-restore): proves that
# today's backup of the shop's database can be restored and served.
#
#   DATABASE_URL=postgres://…/shop bash scripts/restore-rehearsal.sh
#   bash scripts/restore-rehearsal.sh --demo    # CI: a throwaway source seeded with the demo, on TEST_DATABASE_URL's server
#
# It dumps the database (pg_dump -Fc, the same command as the nightly backup),
# restores the dump into a scratch database on the same server (pg_restore),
# compares every table's row count, starts the shop on the copy (no demo seed,
# a rehearsal admin ensured only in the copy), checks /healthz, signs in over
# REST and loads the price list and the sign-in page, then drops the scratch
# database. Exit 0 when every step passed; the dump is left in $REHEARSAL_DIR
# (default: a temporary folder, removed).
set -euo pipefail
cd "$(dirname "$0")/.."

say() { printf 'restore rehearsal: %s\n' "$*"; }
fail() { say "FAIL: $*"; exit 1; }

# The same server's maintenance database, for CREATE/DROP DATABASE.
with_database() { node -e 'const u = new URL(process.argv[1]); u.pathname = "/" + process.argv[2]; console.log(u.href)' "$1" "$2"; }

work_dir="${REHEARSAL_DIR:-$(mktemp -d -t shop-restore-XXXXXX)}"
mkdir -p "$work_dir"
scratch_db="shop_restore_rehearsal_$$"
demo_db=""
server_pid=""

if [ "${1:-}" = "--demo" ]; then
  base_url="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
  demo_db="shop_restore_source_$$"
  source_url="$(with_database "$base_url" "$demo_db")"
else
  source_url="${DATABASE_URL:?set DATABASE_URL to the shop database to rehearse (or pass --demo)}"
  base_url="$source_url"
fi
admin_url="$(with_database "$base_url" postgres)"
scratch_url="$(with_database "$base_url" "$scratch_db")"

cleanup() {
  if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
  psql -X -q "$admin_url" -c "DROP DATABASE IF EXISTS $scratch_db WITH (FORCE)" >/dev/null 2>&1 || true
  if [ -n "$demo_db" ]; then psql -X -q "$admin_url" -c "DROP DATABASE IF EXISTS $demo_db WITH (FORCE)" >/dev/null 2>&1 || true; fi
  if [ -z "${REHEARSAL_DIR:-}" ]; then rm -rf "$work_dir"; fi
}
trap cleanup EXIT

free_port() { node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })'; }

# Starts the shop on $1 (extra variables after it) and waits for /healthz.
start_shop() {
  local url="$1"; shift
  port="$(free_port)"
  env "$@" DATABASE_URL="$url" PORT="$port" HOST=127.0.0.1 DATA_DIR="$work_dir/data" LOG_LEVEL=warn \
    node --import tsx apps/server/src/main.ts >"$work_dir/server.log" 2>&1 &
  server_pid=$!
  for _ in $(seq 1 240); do
    if curl -fsS -o /dev/null "http://127.0.0.1:$port/healthz" 2>/dev/null; then return 0; fi
    kill -0 "$server_pid" 2>/dev/null || { cat "$work_dir/server.log"; fail "the shop exited during its start"; }
    sleep 0.5
  done
  cat "$work_dir/server.log"
  fail "/healthz did not answer 200 within 2 minutes"
}
stop_shop() { kill "$server_pid"; wait "$server_pid" || true; server_pid=""; }

if [ -n "$demo_db" ]; then
  say "making a demo source database $demo_db"
  psql -X -q "$admin_url" -c "CREATE DATABASE $demo_db" >/dev/null
  start_shop "$source_url" SEED_DEMO=1
  stop_shop
fi

say "pg_dump of the shop's database"
pg_dump --format=custom --no-owner --no-acl --file="$work_dir/shop.dump" "$source_url"
say "dump: $(du -h "$work_dir/shop.dump" | cut -f1)"

say "pg_restore into the scratch database $scratch_db"
psql -X -q "$admin_url" -c "CREATE DATABASE $scratch_db" >/dev/null
pg_restore --no-owner --no-acl --exit-on-error --dbname="$scratch_url" "$work_dir/shop.dump"

# Every table of the public schema, with its exact row count, sorted.
row_counts() {
  local tables
  tables="$(psql -X -At "$1" -c "SELECT string_agg(format('SELECT %L, count(*) FROM %I', tablename, tablename), ' UNION ALL ' ORDER BY tablename) FROM pg_tables WHERE schemaname = 'public'")"
  psql -X -At "$1" -c "$tables ORDER BY 1"
}
row_counts "$source_url" >"$work_dir/source.counts"
row_counts "$scratch_url" >"$work_dir/restored.counts"
diff -u "$work_dir/source.counts" "$work_dir/restored.counts" || fail "row counts differ between the database and its restored copy"
say "$(wc -l <"$work_dir/source.counts") tables, row counts equal; parts: $(grep '^parts|' "$work_dir/restored.counts" | cut -d'|' -f2)"

say "starting the shop on the restored copy"
rehearsal_email="restore-rehearsal@example.ru"
rehearsal_password="rehearsal-$(date +%s)-$$"
start_shop "$scratch_url" SEED_DEMO=0 ADMIN_EMAIL="$rehearsal_email" ADMIN_PASSWORD="$rehearsal_password"
base="http://127.0.0.1:$port"
say "/healthz answers 200"

token="$(curl -fsS -H 'content-type: application/json' \
  -d "{\"email\":\"$rehearsal_email\",\"password\":\"$rehearsal_password\"}" "$base/api/auth/login" |
  node -e 'let s = ""; process.stdin.on("data", (c) => (s += c)).on("end", () => console.log(JSON.parse(s).token))')"
[ -n "$token" ] && [ "$token" != "undefined" ] || fail "signing in on the restored copy gave no token"
parts_status="$(curl -sS -o "$work_dir/parts.json" -w '%{http_code}' -H "authorization: Bearer $token" "$base/api/parts-data")"
[ "$parts_status" = 200 ] || fail "/api/parts-data answered $parts_status"
say "/api/parts-data answers 200 ($(du -h "$work_dir/parts.json" | cut -f1) of price list)"
if [ -d apps/web/dist ]; then
  page_status="$(curl -sS -o /dev/null -w '%{http_code}' "$base/login")"
  [ "$page_status" = 200 ] || fail "/login answered $page_status"
  say "/login answers 200"
else
  say "/login not checked: the web app is not built (npm start or npm run build builds it)"
fi
stop_shop
say "PASS (the scratch database is dropped on exit)"
