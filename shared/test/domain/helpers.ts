/** Test helpers: the bundled mainnet replay data (read-only). */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Folder of the recorded mainnet data of the replay node. */
export const MAINNET_DIR = resolve(__dirname, '../../../replay/data/mainnet');

/** Names of the JSON files of the mainnet data (provenance.json excluded: it is a catalogue). */
export function mainnetFiles(prefix = ''): string[] {
  return readdirSync(MAINNET_DIR)
    .filter((f) => f.endsWith('.json') && f !== 'provenance.json' && f.startsWith(prefix))
    .sort();
}

/** Parsed JSON of one mainnet file. */
export function readMainnet(file: string): unknown {
  return JSON.parse(readFileSync(join(MAINNET_DIR, file), 'utf8'));
}

export type Json = Record<string, unknown>;

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Calls `visit` on every object in a JSON tree. */
export function walk(value: unknown, visit: (node: Json) => void): void {
  if (Array.isArray(value)) value.forEach((v) => walk(v, visit));
  else if (isObject(value)) {
    visit(value);
    Object.values(value).forEach((v) => walk(v, visit));
  }
}
