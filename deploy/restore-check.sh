#!/usr/bin/env bash
# Proves a backup restores: creates a NEW database next to DATABASE_URL's (or on RESTORE_URL's
# server), pg_restores the dump into it, runs the ledger audit (apps/server/src/ops/ledger-audit.ts)
# against the copy and fails unless it passes. The copy is dropped afterwards unless KEEP_COPY=1.
#
#   DATABASE_URL=postgres://croupier:…@127.0.0.1:5432/croupier deploy/restore-check.sh backups/croupier-….dump
#
# Exit status: 0 restored and sound, 1 the audit found a problem, other: the restore failed.
# Needs pg_restore and psql of the server's major version or newer, and Node.js with this
# repository's dependencies installed (npm ci) for the audit.
set -euo pipefail

dump="${1:-}"
if [[ -z "$dump" || ! -f "$dump" ]]; then
  echo "usage: restore-check.sh <dump file made by backup.sh>" >&2
  exit 2
fi
source_url="${RESTORE_URL:-${DATABASE_URL:-}}"
if [[ -z "$source_url" ]]; then
  echo "restore-check.sh: set DATABASE_URL or RESTORE_URL (postgres://user:password@host:port/database)" >&2
  exit 2
fi
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

# The server's address without the database: <base>/<database>[?query].
query=""
if [[ "$source_url" == *\?* ]]; then query="?${source_url#*\?}"; fi
without_query="${source_url%%\?*}"
server="${without_query%/*}"
copy="${RESTORE_DATABASE:-croupier_restore_check_$(date -u +%Y%m%d%H%M%S)_$$}"
if [[ ! "$copy" =~ ^[a-z_][a-z0-9_]{0,62}$ ]]; then
  echo "restore-check.sh: RESTORE_DATABASE must be a lower-case SQL name" >&2
  exit 2
fi
admin_url="$server/postgres$query"
copy_url="$server/$copy$query"

# shellcheck disable=SC2317 # called by the EXIT trap
drop_copy() {
  if [[ "${KEEP_COPY:-0}" != "1" ]]; then
    psql --quiet --no-psqlrc --dbname="$admin_url" -v ON_ERROR_STOP=1 \
      -c "drop database if exists \"$copy\" with (force)" >/dev/null || true
  fi
}
trap drop_copy EXIT

psql --quiet --no-psqlrc --dbname="$admin_url" -v ON_ERROR_STOP=1 \
  -c "create database \"$copy\"" >/dev/null
echo "restoring $dump into $copy" >&2
pg_restore --no-owner --no-acl --exit-on-error --dbname="$copy_url" "$dump"

echo "auditing the ledger of $copy" >&2
status=0
(cd "$repo" && node --import tsx apps/server/src/ops/ledger-audit.ts "$copy_url") || status=$?
if [[ "$status" -eq 0 ]]; then
  echo "restore check passed: $dump restores and its ledger is sound" >&2
else
  echo "restore check FAILED (audit exit status $status)" >&2
fi
if [[ "${KEEP_COPY:-0}" == "1" ]]; then echo "the copy is kept: database $copy" >&2; fi
exit "$status"
