/**
 * Folders the API reads at run time, the same under `tsx src/main.ts` and compiled
 * (`dist/main.js`, one bundle): both `src/` and `dist/` sit one level under the package.
 */
import path from 'node:path';

/** The `api/` package folder (holds `data/`). Computed from this module's folder: `api/src` under tsx, `api/dist` compiled. */
export const API_PACKAGE_DIR = path.resolve(__dirname, '..');
/** Data files shipped with the API (`api/data`: the bundled validator list, …). */
export const API_DATA_DIR = path.join(API_PACKAGE_DIR, 'data');
