/**
 * The market service: one module computes the XRP/USD figures for the market route and
 * for the indexer's token pricing. On the replay node it prices from the recorded ledgers with trades
 * (329212 and 346610 of replay/data/mainnet), computed once per ledger close.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MarketService } from '../src/features/network';
import type { LiveData } from '../src/live';
import type { XrplCommand, XrplGateway } from '../src/gateway';

type Json = Record<string, any>;
const recorded = (i: number): Json => {
  const j = JSON.parse(readFileSync(join(__dirname, '../../replay/data/mainnet', `ledger-${i}-expanded.json`), 'utf8'));
  return j.result ?? j;
};

it('prices the replay network from its recorded ledgers, once per close for every caller', async () => {
  const sent: XrplCommand[] = [];
  const xrpl = {
    request: async (command: XrplCommand) => {
      sent.push(command);
      if (command.command === 'ledger') return recorded(Number(command.ledger_index));
      throw new Error(`unexpected ${command.command}`);
    },
  } as unknown as XrplGateway;
  const values = new Map<string, Promise<unknown>>();
  const live = {
    serverInfo: async () => ({ networkId: 0, replay: true, result: { info: { build_version: 'ledgerlens-replay' } } }),
    get: (key: string, load: () => Promise<unknown>) => {
      if (!values.has(key)) values.set(key, load());
      return values.get(key);
    },
    onLedgerClosed: () => undefined,
  } as unknown as LiveData;
  const market = new MarketService({ xrpl, live, db: null });
  const [route, tokens] = await Promise.all([market.data(), market.data()]);
  expect(tokens).toBe(route);
  expect(route.live).toBe(false);
  expect(route.ledgerRange).toEqual({ first: 329212, last: 346610 });
  expect(route.volumeWindow?.kind).toBe('recorded');
  expect(typeof route.price).toBe('number');
  expect(sent.map((c) => c.ledger_index).sort()).toEqual([329212, 346610]);
});
