/**
 * The transaction-type registry over every recorded transaction in ../shared/xrpl-data/rippled
 * (mainnet, testnet, devnet): each gets a description naming its sender, a summary and a row.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { explainTransaction } from '../src/transaction-types';

const DIR = join(__dirname, '..', '..', '..', 'shared', 'xrpl-data', 'rippled');
const files = readdirSync(DIR).filter((name) => name.startsWith('tx-') && !name.startsWith('tx-error-') && name.endsWith('.json'));

describe('transaction-type registry', () => {
  it('finds the recorded transactions', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it.each(files)('%s gets a description, summary and row', (name) => {
    const raw = JSON.parse(readFileSync(join(DIR, name), 'utf8')) as Record<string, unknown>;
    const result = (raw.result ?? raw) as Record<string, unknown>;
    const tx = (result.tx_json ?? result.tx ?? result.transaction ?? result) as Record<string, unknown>;
    const meta = (result.meta ?? null) as Record<string, unknown> | null;
    const explanation = explainTransaction(tx, typeof meta === 'object' ? meta : null);
    expect(explanation.description.length).toBeGreaterThan(0);
    expect(explanation.row).toContain(String(tx.TransactionType));
    // Pseudo-transactions (UNLModify, EnableAmendment, SetFee) have an empty Account.
    if (tx.Account) expect(explanation.description).toContainEqual({ kind: 'account', address: tx.Account });
  });

  it('answers with the generic form for an unknown type and no metadata', () => {
    const explanation = explainTransaction({ TransactionType: 'NoSuchType', Account: 'rEXAMPLE', Foo: { a: 1 } }, null);
    expect(explanation.row).toBe('NoSuchType by rEXAMPLE');
    expect(explanation.summary).toEqual([{ label: 'Foo', kind: 'text', value: '{"a":1}' }]);
  });
});
