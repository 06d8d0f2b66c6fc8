/**
 * Test helpers: data locations, raw data-file access (independent of the loader) and a minimal
 * sequential WebSocket client.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import WebSocket from 'ws';
import { teamDataDir } from '../../fixtures/xrpl/teamData';
import { anchored, UPPER_HEX64_PATTERN_TEXT } from '@ledgerlens/shared/domain';
import { loadReplayData, startReplayServer, type ReplayServer, type ReplayStore } from '../src';

export type Json = Record<string, any>;

/** A transaction hash, ledger hash or ledger entry index as rippled writes them (64 upper-case hex digits). */
export const UPPER_HEX64 = new RegExp(anchored(UPPER_HEX64_PATTERN_TEXT));
/** A recorded mainnet transaction's file name (`tx-<hash>.json`); group 1 is the hash. */
export const MAINNET_TX_FILE = new RegExp(`^tx-(${UPPER_HEX64_PATTERN_TEXT})\\.json$`);
/** A recorded devnet transaction's file name (`tx-<hash>-devnet.json`); group 1 is the hash. */
export const DEVNET_TX_FILE = new RegExp(`^tx-(${UPPER_HEX64_PATTERN_TEXT})-devnet\\.json$`);

/** Built-in recorded mainnet data. */
export const BUILTIN_DIR = path.resolve(__dirname, '../data/mainnet');
/** The team data set, vendored in the repository and laid out in one folder (`fixtures/xrpl/README.md`). */
export const SHARED_DIR = teamDataDir();
export const SHARED_MANIFEST = path.resolve(SHARED_DIR, '../manifest.json');
export const HAS_SHARED = existsSync(SHARED_DIR) && existsSync(SHARED_MANIFEST);

export function readJson(file: string): Json {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Every `.json` file of a directory (full paths, sorted). */
export function jsonFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => path.join(dir, f));
}

/** Built-in `tx-<HASH>.json` files with the hash from their name. */
export function builtinTxFiles(): Array<{ file: string; hash: string }> {
  return jsonFiles(BUILTIN_DIR).flatMap((file) => {
    const m = MAINNET_TX_FILE.exec(path.basename(file));
    return m ? [{ file, hash: m[1]! }] : [];
  });
}

/** The ledger object of a recorded ledger file (response, wrapped response or bare object). */
export function ledgerObject(json: Json): Json {
  return json.result?.ledger ?? json.ledger ?? json;
}

/** Recorded ledger headers of the built-in data: index → { file, ledger object }. */
export function builtinLedgers(): Map<number, { file: string; ledger: Json }> {
  const out = new Map<number, { file: string; ledger: Json }>();
  for (const file of jsonFiles(BUILTIN_DIR).filter((f) => path.basename(f).startsWith('ledger-'))) {
    const ledger = ledgerObject(readJson(file));
    out.set(Number(ledger.ledger_index), { file, ledger });
  }
  return out;
}

let cachedStore: ReplayStore | undefined;
/** The built-in data, loaded once per test file. */
export function builtinStore(): ReplayStore {
  cachedStore ??= loadReplayData([BUILTIN_DIR], () => undefined);
  return cachedStore;
}

/** Sequential rippled WebSocket client: one request in flight at a time. */
export class TestClient {
  private readonly queue: Array<(msg: Json) => void> = [];
  private nextId = 1;

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const resolve = this.queue.shift();
      resolve?.(JSON.parse(data.toString()));
    });
  }

  static connect(url: string): Promise<TestClient> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url);
      ws.once('open', () => resolve(new TestClient(ws)));
      ws.once('error', reject);
    });
  }

  /** Sends raw text and resolves with the next message. */
  sendRaw(text: string): Promise<Json> {
    return new Promise((resolve) => {
      this.queue.push(resolve);
      this.ws.send(text);
    });
  }

  /** Sends a request (adds a numeric `id` unless `id` is given) and resolves with the response. */
  request(body: Json): Promise<Json> {
    const withId = 'id' in body ? body : { id: this.nextId++, ...body };
    return this.sendRaw(JSON.stringify(withId));
  }

  /** `result` of a successful request; throws with the error envelope otherwise. */
  async result(body: Json): Promise<Json> {
    const response = await this.request(body);
    if (response.status !== 'success') throw new Error(`request failed: ${JSON.stringify(response).slice(0, 400)}`);
    return response.result;
  }

  close(): void {
    this.ws.close();
  }
}

/** Starts a server on an ephemeral port over the built-in store, capturing its log lines. */
export async function startTestServer(store: ReplayStore = builtinStore()): Promise<{ server: ReplayServer; client: TestClient; logs: string[] }> {
  const logs: string[] = [];
  const server = await startReplayServer({ port: 0, store, log: (line) => logs.push(line), verifyInBackground: false });
  const client = await TestClient.connect(server.url);
  return { server, client, logs };
}

/** Ripple-epoch seconds → `YYYY-MM-DDTHH:MM:SSZ` (written independently of the code under test). */
export function isoOfRippleTime(seconds: number): string {
  return new Date((seconds + 946684800) * 1000).toISOString().replace('.000Z', 'Z');
}
