import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The frame's build manifest (Vite's `build.manifest`): each chunk's file, imports and styles. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Where the frame is served (studio/routes.ts). */
const FRAME_PREFIX = '/studio/frame/';
/** The frame's languages beside English, each a chunk of its own (apps/studio/src/i18n). */
const LANGUAGE_CHUNK = (language: string) => `src/i18n/${language}.ts`;

/**
 * The files a game frame of an engine loads before its first round can be played: the frame's
 * entry and styles, the engine's chunk with what it imports and its styles, and the language's
 * texts. The game page names them ahead of time (the site fetches
 * them at low priority while it asks for the launch), so the frame finds them in the cache.
 * Read from the frame's build manifest, again whenever the build changes; without a build (or
 * for an engine it does not know) the list is empty.
 */
export function createFrameAssets(distDir: string): (engine: string, language: string) => string[] {
  const manifestPath = join(resolve(distDir), '.vite', 'manifest.json');
  let cached: { mtimeMs: number; manifest: Manifest } | null = null;

  const manifest = (): Manifest | null => {
    try {
      const { mtimeMs } = statSync(manifestPath);
      if (!cached || cached.mtimeMs !== mtimeMs) {
        cached = { mtimeMs, manifest: JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest };
      }
      return cached.manifest;
    } catch {
      return null;
    }
  };

  return (engine, language) => {
    const m = manifest();
    if (!m?.['index.html'] || !m[`src/games/${engine}/index.tsx`]) return [];
    const files: string[] = [];
    const seen = new Set<string>();
    const add = (key: string) => {
      const c = m[key];
      if (!c || seen.has(key)) return;
      seen.add(key);
      files.push(c.file, ...(c.css ?? []));
      for (const imported of c.imports ?? []) add(imported);
    };
    add('index.html');
    add(`src/games/${engine}/index.tsx`);
    if (language !== 'en') add(LANGUAGE_CHUNK(language));
    return [...new Set(files)].map((file) => `${FRAME_PREFIX}${file}`);
  };
}

/** The frame's built page (`index.html`), read again whenever the build changes; null unbuilt. */
export function createFrameIndex(distDir: string): () => string | null {
  const indexPath = join(resolve(distDir), 'index.html');
  let cached: { mtimeMs: number; html: string } | null = null;
  return () => {
    try {
      const { mtimeMs } = statSync(indexPath);
      if (!cached || cached.mtimeMs !== mtimeMs) {
        cached = { mtimeMs, html: readFileSync(indexPath, 'utf8') };
      }
      return cached.html;
    } catch {
      return null;
    }
  };
}

const escapeAttr = (value: string) => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The frame's page as a launch link answers it: the new session's token and its first state in
 * a data block (`#studio-boot`, read by apps/studio/src/api/boot.ts, which then moves the
 * address to `/studio/frame/`), the session's language on the document, and the files its
 * engine and language need asked for beside the frame's own code. `<` is escaped in the JSON,
 * so no text in it can close the block.
 */
export function frameLaunchPage(
  html: string,
  boot: { token: string; session: { language: string } },
  files: readonly string[],
): string {
  const links = files
    .filter((file) => !html.includes(`"${file}"`))
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="preload" as="style" crossorigin href="${escapeAttr(file)}">`
        : `<link rel="modulepreload" crossorigin href="${escapeAttr(file)}">`,
    )
    .join('');
  const json = JSON.stringify(boot).replace(/</g, '\\u003c');
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeAttr(boot.session.language)}"`)
    .replace(
      '</head>',
      `${links}<script id="studio-boot" type="application/json">${json}</script></head>`,
    );
}
