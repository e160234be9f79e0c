#!/usr/bin/env bash
# The production topology without containers: two server nodes (ports 3001 and 3002) on one
# PostgreSQL database and one Redis, behind nginx on port 3000 (round robin, websockets, the
# client address in X-Forwarded-For, a node whose GET /health fails taken out until it answers
# again). Ctrl-C stops everything. Pid files and logs go to a new temporary directory (printed).
#
#   deploy/cluster.sh [env-file]
#
# DATABASE_URL (default postgres://postgres@127.0.0.1:5432/croupier, created when missing) and
# REDIS_URL (default redis://127.0.0.1:6379) say where the services are; PROXY_PORT (3000) and
# NODE_PORTS ("3001 3002", one node per port) where to listen. The optional env file (KEY=value
# lines, as deploy/.env.example) is read before the defaults apply.
#
# Secrets: NODE_ENV stays `development` unless the env file (or the caller) sets it, so the public
# development secrets are accepted and the demo admin is created: a test rig. Everything else is
# as in production: PostgreSQL, Redis, documents in the database (FILE_STORAGE=db), the proxy
# trusted for X-Forwarded-For (TRUST_PROXY=127.0.0.1), a log line per request (LOG_LEVEL=info).
# With NODE_ENV=production the env file must hold every secret (deploy/ENVIRONMENT.md).
#
# Needs Node.js with `npm ci` done, nginx (Debian: apt-get install nginx-light), curl, and psql
# to create a missing database. The first node migrates the database before the others start.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [[ $# -gt 0 ]]; then
  if [[ ! -f "$1" ]]; then
    echo "cluster.sh: no env file $1" >&2
    exit 2
  fi
  set -a
  # shellcheck disable=SC1090 # the operator's env file
  source "$1"
  set +a
fi
export DATABASE_URL="${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/croupier}"
export REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379}"
proxy_port="${PROXY_PORT:-3000}"
read -r -a node_ports <<<"${NODE_PORTS:-3001 3002}"

for tool in nginx curl node; do
  if ! command -v "$tool" >/dev/null; then
    echo "cluster.sh: $tool is not installed (nginx: apt-get install nginx-light)" >&2
    exit 2
  fi
done
nginx_bin="$(command -v nginx)"

run_dir="$(mktemp -d "${TMPDIR:-/tmp}/croupier-cluster.XXXXXX")"
mkdir -p "$run_dir/nginx-temp"
# Started by root, nginx's workers run as nobody: they need their temporary directory.
if [[ "$(id -u)" == "0" ]]; then
  chmod 711 "$run_dir"
  chown nobody "$run_dir/nginx-temp"
fi
echo "cluster: pid files and logs in $run_dir"

pids=()
# shellcheck disable=SC2317 # called by the traps
stop() {
  trap - INT TERM EXIT
  echo "cluster: stopping"
  if [[ -f "$run_dir/nginx.pid" ]]; then kill "$(cat "$run_dir/nginx.pid")" 2>/dev/null || true; fi
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  echo "cluster: stopped (logs kept in $run_dir)"
}
trap stop EXIT
trap 'exit 130' INT TERM

# The database, created when it does not exist yet.
if command -v psql >/dev/null; then
  db_query=""
  if [[ "$DATABASE_URL" == *\?* ]]; then db_query="?${DATABASE_URL#*\?}"; fi
  db_base="${DATABASE_URL%%\?*}"
  db_name="${db_base##*/}"
  admin_url="${db_base%/*}/postgres$db_query"
  if [[ "$db_name" =~ ^[A-Za-z_][A-Za-z0-9_]*$ ]] &&
    [[ -z "$(psql --no-psqlrc -At --dbname="$admin_url" -c "select 1 from pg_database where datname = '$db_name'")" ]]; then
    echo "cluster: creating database $db_name"
    psql --no-psqlrc -q --dbname="$admin_url" -c "create database \"$db_name\""
  fi
fi

# The built site, game frame and back office, once.
if [[ ! -d "$repo/apps/web/dist" || ! -d "$repo/apps/studio/dist" || ! -d "$repo/apps/backoffice/dist" ]]; then
  echo "cluster: building the site (npm run build)"
  (cd "$repo" && npm run build >"$run_dir/build.log" 2>&1) || {
    echo "cluster: the build failed, see $run_dir/build.log" >&2
    exit 1
  }
fi

healthy() { curl -fs -o /dev/null --max-time 2 "http://127.0.0.1:$1/health"; }

start_node() {
  local n="$1" port="$2"
  (
    cd "$repo"
    export PORT="$port" HOST=127.0.0.1 PUBLIC_URL="${PUBLIC_URL:-http://localhost:$proxy_port}"
    export TRUST_PROXY="${TRUST_PROXY:-127.0.0.1}" FILE_STORAGE="${FILE_STORAGE:-db}"
    export LOG_LEVEL="${LOG_LEVEL:-info}"
    exec node --import tsx apps/server/src/main.ts
  ) >"$run_dir/node$n.log" 2>&1 &
  pids+=("$!")
  echo "$!" >"$run_dir/node$n.pid"
  for _ in $(seq 1 120); do
    if healthy "$port"; then
      echo "cluster: node$n listens on 127.0.0.1:$port (pid $!, log $run_dir/node$n.log)"
      return 0
    fi
    if ! kill -0 "$!" 2>/dev/null; then break; fi
    sleep 1
  done
  echo "cluster: node$n did not become healthy, see $run_dir/node$n.log" >&2
  tail -n 20 "$run_dir/node$n.log" >&2
  exit 1
}

# nginx's configuration; `down` marks the nodes whose health check failed.
write_nginx_conf() {
  local down=" $* " servers="" port
  for port in "${node_ports[@]}"; do
    if [[ "$down" == *" $port "* ]]; then
      servers+="    server 127.0.0.1:$port down;"$'\n'
    else
      servers+="    server 127.0.0.1:$port max_fails=1 fail_timeout=5s;"$'\n'
    fi
  done
  cat >"$run_dir/nginx.conf" <<EOF
worker_processes 1;
pid $run_dir/nginx.pid;
error_log $run_dir/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log $run_dir/nginx-access.log;
  client_body_temp_path $run_dir/nginx-temp/body;
  proxy_temp_path $run_dir/nginx-temp/proxy;
  fastcgi_temp_path $run_dir/nginx-temp/fastcgi;
  uwsgi_temp_path $run_dir/nginx-temp/uwsgi;
  scgi_temp_path $run_dir/nginx-temp/scgi;
  client_max_body_size 25m;
  map \$http_upgrade \$connection_upgrade { default upgrade; '' ''; }
  upstream croupier {
$servers    keepalive 16;
  }
  # The realtime socket: a client's long-polling fallback stays on one node.
  upstream croupier_socket {
    ip_hash;
$servers  }
  server {
    listen 127.0.0.1:$proxy_port;
    proxy_http_version 1.1;
    proxy_next_upstream error timeout http_502 http_503 http_504;
    proxy_next_upstream_tries 2;
    # Each location sets every header: nginx inherits proxy_set_header only into a block that
    # sets none. X-Forwarded-For is replaced by the address nginx sees: a client cannot choose it.
    location / {
      proxy_set_header Host \$http_host;
      proxy_set_header X-Forwarded-For \$remote_addr;
      proxy_set_header X-Forwarded-Proto \$scheme;
      proxy_set_header Connection "";
      proxy_pass http://croupier;
    }
    location /socket.io/ {
      proxy_set_header Host \$http_host;
      proxy_set_header X-Forwarded-For \$remote_addr;
      proxy_set_header X-Forwarded-Proto \$scheme;
      proxy_set_header Upgrade \$http_upgrade;
      proxy_set_header Connection \$connection_upgrade;
      proxy_read_timeout 1h;
      proxy_pass http://croupier_socket;
    }
  }
}
EOF
}

i=0
for port in "${node_ports[@]}"; do
  i=$((i + 1))
  start_node "$i" "$port"
done

write_nginx_conf
"$nginx_bin" -t -q -e "$run_dir/nginx-error.log" -p "$run_dir" -c "$run_dir/nginx.conf" 2>>"$run_dir/nginx-stderr.log" || {
  echo "cluster: nginx refused its configuration, see $run_dir/nginx-error.log and nginx-stderr.log" >&2
  exit 1
}
"$nginx_bin" -e "$run_dir/nginx-error.log" -p "$run_dir" -c "$run_dir/nginx.conf" -g 'daemon on;' 2>>"$run_dir/nginx-stderr.log"
echo "cluster: the casino is at http://localhost:$proxy_port (nginx, log $run_dir/nginx-access.log); Ctrl-C stops"

# The active health check: every 5 s each node's GET /health; nginx reloads when a node fails or
# comes back. A node process that ended is reported (its log says why) and stays out.
last_down=""
while true; do
  sleep 5
  down=""
  for port in "${node_ports[@]}"; do
    if ! healthy "$port"; then down+="$port "; fi
  done
  if [[ "$down" != "$last_down" ]]; then
    echo "cluster: nodes out of rotation: ${down:-none}"
    # shellcheck disable=SC2086 # the port list is split into words on purpose
    write_nginx_conf $down
    "$nginx_bin" -e "$run_dir/nginx-error.log" -p "$run_dir" -c "$run_dir/nginx.conf" -s reload 2>>"$run_dir/nginx-stderr.log"
    last_down="$down"
  fi
done
