/**
 * Ledger selection of the replay node, as rippled's `RPCLedgerHelpers.cpp` `ledgerFromRequest`:
 * `ledger_hash` / `ledger_index` / legacy `ledger`, shortcuts and errors.
 */
import { RpcError, expectedField } from './errors';
import { isHash256, type JsonObject } from './json';
import type { ApiVersion } from './render';
import type { ReplayStore } from './store';
import type { LedgerRecord } from './types';

// ---------------------------------------------------------------------------------------------
// Ledger selection (rippled RPCLedgerHelpers.cpp `ledgerFromRequest`).

export type LedgerSpec = { kind: 'shortcut'; name: 'current' | 'closed' | 'validated' } | { kind: 'index'; index: number } | { kind: 'hash'; hash: string };

function specFromIndexValue(value: unknown, field: string): LedgerSpec {
  const text = typeof value === 'number' ? String(value) : (value as string);
  if (text === 'current' || text === '') return { kind: 'shortcut', name: 'current' };
  if (text === 'validated' || text === 'closed') return { kind: 'shortcut', name: text };
  if (/^[0-9]{1,10}$/.test(text) && Number(text) <= 0xffffffff) return { kind: 'index', index: Number(text) };
  throw expectedField(field, 'string or number');
}

export function isJsonInt(value: unknown): boolean {
  return typeof value === 'number' && Number.isInteger(value);
}

/** Reads `ledger_hash` / `ledger_index` / legacy `ledger`; absent means "current". */
export function parseLedgerSpec(params: JsonObject): LedgerSpec {
  const hasLedger = 'ledger' in params;
  const hasHash = 'ledger_hash' in params;
  const hasIndex = 'ledger_index' in params;
  if (Number(hasLedger) + Number(hasHash) + Number(hasIndex) > 1) {
    throw new RpcError(
      'invalidParams',
      hasLedger ? "Exactly one of 'ledger', 'ledger_hash', or 'ledger_index' can be specified." : "Exactly one of 'ledger_hash' or 'ledger_index' can be specified.",
    );
  }
  if (hasLedger) {
    const legacy = params.ledger;
    if (typeof legacy !== 'string' && !isJsonInt(legacy)) throw expectedField('ledger', 'string or number');
    if (typeof legacy === 'string' && legacy.length === 64) {
      if (!isHash256(legacy)) throw expectedField('ledger', 'hex string');
      return { kind: 'hash', hash: legacy.toUpperCase() };
    }
    return specFromIndexValue(legacy, 'ledger');
  }
  if (hasHash) {
    const hash = params.ledger_hash;
    if (!isHash256(hash)) throw expectedField('ledger_hash', 'hex string');
    return { kind: 'hash', hash: hash.toUpperCase() };
  }
  if (hasIndex) {
    const index = params.ledger_index;
    if (typeof index !== 'string' && !isJsonInt(index)) throw expectedField('ledger_index', 'string or number');
    return specFromIndexValue(index, 'ledger_index');
  }
  return { kind: 'shortcut', name: 'current' };
}

export function ledgerNotFound(): RpcError {
  return new RpcError('lgrNotFound', 'ledgerNotFound');
}

export function noLedgerYet(api: ApiVersion): RpcError {
  return api === 1 ? new RpcError('noNetwork', 'InsufficientNetworkMode') : new RpcError('notSynced', 'notSynced');
}

/** The recorded ledger a spec names. Shortcuts (`validated`, `closed`, `current`) all mean the newest recorded header. */
export function ledgerFromSpec(store: ReplayStore, spec: LedgerSpec, api: ApiVersion): LedgerRecord {
  let ledger: LedgerRecord | undefined;
  if (spec.kind === 'shortcut') {
    ledger = store.newestLedger;
    if (!ledger) throw noLedgerYet(api);
    return ledger;
  }
  ledger = spec.kind === 'hash' ? store.getLedgerByHash(spec.hash) : store.getLedger(spec.index);
  if (!ledger) throw ledgerNotFound();
  return ledger;
}

/** rippled `lookupLedger` result fields for a closed ledger. */
export function ledgerFields(ledger: LedgerRecord): JsonObject {
  return { ledger_hash: ledger.header.ledger_hash, ledger_index: ledger.header.ledger_index, validated: true };
}
