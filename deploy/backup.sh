#!/usr/bin/env bash
# A logical backup of the casino's PostgreSQL database: `pg_dump -Fc` of DATABASE_URL into
# BACKUP_DIR (default ./backups) as croupier-<UTC timestamp>.dump, written under a temporary name
# and renamed when complete, so a file with the final name is always a whole dump. Prints the
# file's path. Needs pg_dump of the server's major version or newer.
#
#   DATABASE_URL=postgres://croupier:…@127.0.0.1:5432/croupier deploy/backup.sh
#
# Check a dump with deploy/restore-check.sh. Point-in-time recovery uses the WAL archive instead
# (README.md, "Running in production").
set -euo pipefail

if [[ -z "${DATABASE_URL:-}" ]]; then
  echo "backup.sh: set DATABASE_URL (postgres://user:password@host:port/database)" >&2
  exit 2
fi
backup_dir="${BACKUP_DIR:-./backups}"
mkdir -p "$backup_dir"
stamp="$(date -u +%Y%m%dT%H%M%SZ)"
file="$backup_dir/croupier-$stamp.dump"
partial="$file.partial"
trap 'rm -f "$partial"' EXIT

# --no-owner/--no-acl: the dump restores into a database of any owner (restore-check.sh's copy).
pg_dump --format=custom --no-owner --no-acl --file="$partial" --dbname="$DATABASE_URL"
mv "$partial" "$file"
echo "$file"
