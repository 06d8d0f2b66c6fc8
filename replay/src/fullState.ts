/**
 * The recorded full-state ledgers of the replay node: files whose ledger object carries
 * `accountState` (the bundled `ledger-38129-full.json` and `ledger-40000-full.json`, 137 accounts
 * and 53 trust lines each) in any data directory, read on first use. `ledger_data` and
 * `gateway_balances` answer from them (`methods/ledger.ts`, `methods/account.ts`);
 * `server_info.info.state_ledgers` (a LedgerLens replay extension) lists them, so a client such as
 * the API's indexer can pick the newest one.
 *
 * A ledger whose header is recorded but whose state is not is answered as rippled answers for a
 * ledger it does not have: `lgrNotFound` ("ledgerNotFound").
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { HandlerContext } from './context';
import { isObject, type JsonObject } from './json';
import { ledgerFromSpec, ledgerNotFound, parseLedgerSpec } from './ledgerSpec';
import type { ReplayStore } from './store';
import { SYNTHETIC_LEDGER_INDEX, syntheticAccounts } from './synthetic';

/** One state object as recorded (JSON), with its `index`. */
export type StateObject = JsonObject & { index: string };

const states = new WeakMap<ReplayStore, Map<number, { file: string; objects?: StateObject[] }>>();

/** The recorded full-state ledgers of `store`: ledger index → file (objects read on first use). */
function stateFiles(store: ReplayStore): Map<number, { file: string; objects?: StateObject[] }> {
  let found = states.get(store);
  if (found) return found;
  found = new Map();
  for (const dir of store.dataDirs) {
    let names: string[] = [];
    try {
      names = readdirSync(dir).filter((n) => /-full\.json$/i.test(n));
    } catch {
      continue;
    }
    for (const name of names.sort()) {
      const file = path.join(dir, name);
      try {
        const doc = JSON.parse(readFileSync(file, 'utf8')) as JsonObject;
        const ledger = (isObject(doc.result) ? (isObject(doc.result.ledger) ? doc.result.ledger : doc.result) : isObject(doc.ledger) ? doc.ledger : doc) as JsonObject;
        const index = Number(ledger.ledger_index);
        if (Array.isArray(ledger.accountState) && Number.isSafeInteger(index)) {
          const objects = (ledger.accountState as JsonObject[]).filter((o): o is StateObject => isObject(o) && typeof o.index === 'string');
          objects.sort((a, b) => (a.index < b.index ? -1 : a.index > b.index ? 1 : 0));
          found.set(index, { file, objects });
        }
      } catch {
        // not a readable state file: skipped
      }
    }
  }
  states.set(store, found);
  return found;
}

/** Indexes of the recorded ledgers with full state, ascending. */
export function stateLedgers(store: ReplayStore): number[] {
  const recorded = [...stateFiles(store).keys()].sort((a, b) => a - b);
  return syntheticAccounts() > 0 ? [...recorded, SYNTHETIC_LEDGER_INDEX] : recorded;
}

/** The ledger `ctx.params` selects and its recorded state (objects in key order); `lgrNotFound` without a recorded state. */
export function stateOf(ctx: HandlerContext): { ledger: ReturnType<typeof ledgerFromSpec>; objects: StateObject[] } {
  const ledger = ledgerFromSpec(ctx.store, parseLedgerSpec(ctx.params), ctx.api);
  const entry = stateFiles(ctx.store).get(ledger.header.ledger_index);
  if (!entry?.objects) throw ledgerNotFound();
  return { ledger, objects: entry.objects };
}
