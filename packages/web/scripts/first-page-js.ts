// The JavaScript the first page (the lobby, /) loads before it can show anything, gzipped: the entry chunk and every
// chunk it imports statically, from the build's manifest; lazy chunks (a table, a board, the rules) are left out.
// Issue 26 measured it before and after the games' rules stopped loading with i18n. Run after a build with a
// manifest: npx vite build packages/web --outDir /tmp/web --manifest && node --import tsx
// packages/web/scripts/first-page-js.ts /tmp/web
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
}

const outDir = process.argv[2];
if (outDir === undefined) {
  console.error('usage: first-page-js.ts <outDir of a vite build made with --manifest>');
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;
const entries = Object.keys(manifest).filter((k) => manifest[k]!.isEntry === true);
const seen = new Set<string>();
const walk = (key: string): void => {
  if (seen.has(key)) return;
  seen.add(key);
  for (const next of manifest[key]!.imports ?? []) walk(next);
};
entries.forEach(walk);

let raw = 0;
let gzip = 0;
const rows = [...seen].map((key) => {
  const bytes = readFileSync(join(outDir, manifest[key]!.file));
  const zipped = gzipSync(bytes, { level: 9 }).length;
  raw += bytes.length;
  gzip += zipped;
  return { file: manifest[key]!.file, raw: bytes.length, gzip: zipped };
});
rows.sort((a, b) => b.gzip - a.gzip);
for (const r of rows) console.log(`${String(r.gzip).padStart(8)} ${String(r.raw).padStart(9)}  ${r.file}`);
console.log(
  `${String(gzip).padStart(8)} ${String(raw).padStart(9)}  first page: ${rows.length} chunks (gzip, raw bytes)`,
);
