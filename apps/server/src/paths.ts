import { fileURLToPath } from 'node:url';

// This module sits one level below apps/server both as source (src/) and bundled (dist/),
// so these locations hold for `tsx src/...` and for `node dist/server.js` alike.
export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));
export const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
