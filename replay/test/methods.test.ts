/**
 * The method registry: `UNSUPPORTED_RIPPLED_METHODS` lists only methods the replay
 * really does not answer (each answers `notSupported`, error code 75), and no implemented method is
 * listed there (amm_info, book_changes, book_offers, gateway_balances and ledger_data are
 * implemented, so a client must not be told otherwise).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { HANDLERS, UNSUPPORTED_RIPPLED_METHODS, loadReplayData, processWebSocketMessage } from '../src';
import { BUILTIN_DIR } from './helpers';

const store = loadReplayData([BUILTIN_DIR], () => undefined);

it.each([...UNSUPPORTED_RIPPLED_METHODS])('%s is listed as unsupported and answers notSupported (75)', (command) => {
  expect(HANDLERS[command]).toBeUndefined();
  const { response } = processWebSocketMessage(store, JSON.stringify({ id: 1, command }));
  expect([response.status, response.error, response.error_code]).toEqual(['error', 'notSupported', 75]);
});

it('lists no implemented method as unsupported', () => {
  expect(Object.keys(HANDLERS).filter((m) => UNSUPPORTED_RIPPLED_METHODS.has(m))).toEqual([]);
  for (const m of ['amm_info', 'book_changes', 'book_offers', 'gateway_balances', 'ledger_data']) {
    expect(HANDLERS[m]).toBeDefined();
    const { response } = processWebSocketMessage(store, JSON.stringify({ id: 1, command: m }));
    expect(response.error).not.toBe('notSupported');
  }
});

it('has one module per rippled method group under src/methods', () => {
  const modules = readdirSync(path.resolve(__dirname, '../src/methods')).sort();
  expect(modules).toEqual(['account.ts', 'assets.ts', 'book.ts', 'index.ts', 'ledger.ts', 'objects.ts', 'server.ts', 'subscription.ts', 'transaction.ts', 'utility.ts']);
});
