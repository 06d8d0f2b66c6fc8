/**
 * The API's structure: features get the HTTP layer from `http/`, not from a routes
 * module; the indexer prices tokens through the market service, not through the app's own HTTP
 * routes; whether the upstream is the replay node is answered in `node-info.ts` only.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { REPLAY_PRICE_LEDGERS, summarizeServerInfo } from '../src/node-info';

const SRC = path.resolve(__dirname, '..', 'src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : full.endsWith('.ts') ? [full] : [];
  });
}
const sources = files(SRC).map((file) => ({ file: path.relative(SRC, file), text: readFileSync(file, 'utf8') }));

describe('API structure', () => {
  it('has no routes.ts at the top: the transaction and ledger routes are features, the helpers the HTTP layer', () => {
    expect(existsSync(path.join(SRC, 'routes.ts'))).toBe(false);
    expect(existsSync(path.join(SRC, 'features', 'transactions', 'index.ts'))).toBe(true);
    expect(existsSync(path.join(SRC, 'features', 'ledgers', 'index.ts'))).toBe(true);
    // A feature's own `./routes` is fine; the old top-level module (`../../routes`) is gone.
    expect(sources.filter((s) => /from '\.\.\/\.\.\/routes'/.test(s.text)).map((s) => s.file)).toEqual([]);
  });

  it('no feature calls the app\'s own routes (app.inject)', () => {
    expect(sources.filter((s) => s.file.startsWith('features/') && s.text.includes('.inject(')).map((s) => s.file)).toEqual([]);
  });

  it('answers "is the upstream the replay node?" and names the recorded price ledgers in node-info.ts only', () => {
    const offenders = sources.filter((s) => s.file !== 'node-info.ts' && (/'ledgerlens-replay'|build_version ===|build_version !==/.test(s.text) || REPLAY_PRICE_LEDGERS.some((l) => s.text.includes(String(l)))));
    expect(offenders.map((s) => s.file)).toEqual([]);
  });

  it('node-info reads the replay from server_info', () => {
    expect(summarizeServerInfo({ info: { build_version: 'ledgerlens-replay', network_id: 0 } }).replay).toBe(true);
    expect(summarizeServerInfo({ info: { build_version: '2.4.0' } }).replay).toBe(false);
    expect(summarizeServerInfo({}).replay).toBe(false);
  });
});
