import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root, from this source file (packages/tools/src) or from the build it is bundled into (a file of
 * dist/node): the tools run the build's server and find .ci's scripts from here.
 */
export const REPO_ROOT = fileURLToPath(
  new URL(import.meta.url.endsWith('.ts') ? '../../..' : '../..', import.meta.url),
);

/** The birzha command as the build made it (`npm run build`): `node BIRZHA serve` runs the server as `npm start` does. */
export const BUILT_BIRZHA = join(REPO_ROOT, 'dist', 'node', 'birzha.mjs');
