/**
 * First-load JavaScript of the lobby: the entry chunk plus what index.html preloads, raw and
 * gzipped, and each route chunk's size. Run after `npm run build`:
 *   node --import tsx bench/bundle-size.ts
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const dist = new URL('../apps/web/dist/', import.meta.url);
const html = readFileSync(new URL('index.html', dist), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
  (m) => m[1]!,
);

const size = (file: string) => {
  const buf = readFileSync(new URL(file, dist));
  return { file, raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
};

const first = initial.map(size);
const chunks = readdirSync(new URL('assets/', dist))
  .filter((f) => f.endsWith('.js') && !initial.includes(`assets/${f}`))
  .map((f) => size(`assets/${f}`))
  .sort((a, b) => b.gzip - a.gzip);

const result = {
  measured_at: new Date().toISOString(),
  first_load: {
    js_gzip_bytes: first.filter((f) => f.file.endsWith('.js')).reduce((s, f) => s + f.gzip, 0),
    css_gzip_bytes: first.filter((f) => f.file.endsWith('.css')).reduce((s, f) => s + f.gzip, 0),
    files: first,
  },
  lazy_chunks: chunks,
};
writeFileSync(
  new URL('results/bundle-size.json', import.meta.url),
  `${JSON.stringify(result, null, 2)}\n`,
);
console.log(
  `first-load JS ${(result.first_load.js_gzip_bytes / 1024).toFixed(1)} KiB gzip, CSS ${(result.first_load.css_gzip_bytes / 1024).toFixed(1)} KiB gzip`,
);
