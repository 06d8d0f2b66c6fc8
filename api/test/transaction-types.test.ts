/**
 * The transaction-type registry over every recorded transaction of the team data set (fixtures/xrpl)
 * (mainnet, testnet, devnet): each type has its own module (no generic fallback), and each
 * transaction gets a description naming its sender, a summary and a row.
 */
import { teamDataDir } from '../../fixtures/xrpl/teamData';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { explainTransaction, hasTypeModule, registeredTypes } from '../src/transaction-types';
import { explainGeneric } from '../src/transaction-types/generic';

const DIR = teamDataDir();
const files = readdirSync(DIR).filter((name) => name.startsWith('tx-') && !name.startsWith('tx-error-') && name.endsWith('.json'));
const PSEUDO = new Set(['EnableAmendment', 'SetFee', 'UNLModify']);

function load(name: string): { tx: Record<string, unknown>; meta: Record<string, unknown> | null } {
  const raw = JSON.parse(readFileSync(join(DIR, name), 'utf8')) as Record<string, unknown>;
  const result = (raw.result ?? raw) as Record<string, unknown>;
  const tx = (result.tx_json ?? result.tx ?? result.transaction ?? result) as Record<string, unknown>;
  const meta = (result.meta ?? null) as Record<string, unknown> | null;
  return { tx, meta: typeof meta === 'object' ? meta : null };
}

const recordedTypes = [...new Set(files.map((f) => String(load(f).tx.TransactionType)))].sort();

describe('transaction-type registry', () => {
  it('finds the recorded transactions: 146 files of 67 types', () => {
    expect(files.length).toBeGreaterThanOrEqual(146);
    expect(recordedTypes.length).toBeGreaterThanOrEqual(67);
  });

  it('has its own module for every recorded type: the list of types without one is empty', () => {
    expect(recordedTypes.filter((type) => !hasTypeModule(type))).toEqual([]);
    expect(registeredTypes().length).toBeGreaterThanOrEqual(recordedTypes.length);
  });

  it.each(files)('%s: its own module (not the generic form) gives description, summary and row', (name) => {
    const { tx, meta } = load(name);
    const explanation = explainTransaction(tx, meta);
    const generic = explainGeneric(tx);
    expect(explanation.description).not.toEqual(generic.description);
    expect(explanation.description.length).toBeGreaterThan(0);
    expect(explanation.row.startsWith(String(tx.TransactionType))).toBe(true);
    expect(explanation.row.length).toBeLessThanOrEqual(140);
    if (PSEUDO.has(String(tx.TransactionType))) {
      expect(explanation.description[0]).toEqual({ kind: 'text', text: expect.stringMatching(/^The network/) });
    } else if (tx.Account) {
      expect(explanation.description).toContainEqual(expect.objectContaining({ kind: 'account', address: tx.Account }));
    }
    // Text parts are plain text: no markup ever comes from ledger data into a sentence as HTML.
    for (const part of explanation.description) if (part.kind === 'text') expect(part.text).not.toMatch(/<[a-z!/]/i);
    // A failed transaction says so, with its result code.
    const result = meta?.TransactionResult;
    if (typeof result === 'string' && result !== 'tesSUCCESS') expect(JSON.stringify(explanation.description)).toContain(result);
  });

  it('answers with the generic form for an unknown type and no metadata', () => {
    const explanation = explainTransaction({ TransactionType: 'NoSuchType', Account: 'rEXAMPLE', Foo: { a: 1 } }, null);
    expect(explanation.row).toBe('NoSuchType by rEXAMPLE');
    expect(explanation.summary).toEqual([{ label: 'Foo', kind: 'text', value: '{"a":1}' }]);
  });

  it('falls back to the generic form when a module meets data of an unknown shape', () => {
    const explanation = explainTransaction({ TransactionType: 'OfferCreate', Account: 'rEXAMPLE', TakerGets: { weird: true }, TakerPays: 5 }, { AffectedNodes: 'nonsense' });
    expect(explanation.description.length).toBeGreaterThan(0);
    expect(explanation.description[0]).toEqual({ kind: 'account', address: 'rEXAMPLE' });
  });
});
