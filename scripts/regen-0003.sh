#!/usr/bin/env bash
# Work in progress on the wallet and studio: regenerates migration 0003 from every schema file,
# then appends the hand-written SQL of apps/server/src/{wallet,studio}/sql/*.sql (functions,
# triggers, constraints drizzle-kit cannot express). Safe to run again: the result depends only
# on the schema and SQL files.
set -euo pipefail
cd "$(dirname "$0")/.."
out=apps/server/drizzle
rm -f $out/0003_*.sql $out/meta/0003_snapshot.json
node -e "
const fs=require('fs');const p='$out/meta/_journal.json';const j=JSON.parse(fs.readFileSync(p));
j.entries=j.entries.filter(e=>e.idx<3);fs.writeFileSync(p,JSON.stringify(j,null,2));"
npx drizzle-kit generate --config apps/server/drizzle.config.ts --name wallet_studio >/dev/null
file=$(ls $out/0003_*.sql)
for sql in apps/server/src/wallet/sql/*.sql apps/server/src/studio/sql/*.sql; do
  [ -f "$sql" ] || continue
  printf -- '--> statement-breakpoint\n-- %s\n' "$sql" >>"$file"
  cat "$sql" >>"$file"
done
npx prettier --write $out/meta/_journal.json >/dev/null
echo "regenerated $file"
