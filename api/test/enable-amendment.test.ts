/** EnableAmendment descriptions name the amendment (rippled's list) and link its ID. */
import { explainTransaction, partsText } from '../src/transaction-types';
import { readJson } from './helpers/mainnet';

const DEEP_FREEZE = 'DAF3A6EB04FA5DC51E8E4F23E9B7022B693EFA636F23F22664746C77B5786B23';

describe('EnableAmendment', () => {
  it('names the amendment the network enabled (DeepFreeze, ledger 95,893,505)', () => {
    const rec = readJson('tx-976281D793337FF5377A36409F2A1432DADAB64DB5064E12E71B1AC491EA3021.json');
    const result = (rec.result ?? rec) as Record<string, unknown>;
    const tx = (result.tx_json ?? result) as Record<string, unknown>;
    const explained = explainTransaction(tx, result.meta as Record<string, unknown>);
    expect(partsText(explained.description)).toBe('The network enabled amendment DeepFreeze in ledger 95893505');
    expect(explained.description).toContainEqual({ kind: 'amendment', id: DEEP_FREEZE, name: 'DeepFreeze' });
    expect(explained.summary).toContainEqual(expect.objectContaining({ label: 'Amendment', kind: 'amendment', value: DEEP_FREEZE }));
    expect(explained.summary).toContainEqual(expect.objectContaining({ label: 'Amendment name', value: 'DeepFreeze' }));
  });

  it('says which amendment lost majority (ExpandedSignerList, tfLostMajority)', () => {
    const rec = readJson('tx-D49080BB2626D57D2E1086C51FCFA046E199242C18336EDBA7AD0B8687844104.json');
    const tx = (rec.tx ?? rec) as Record<string, unknown>;
    const meta = (tx.meta ?? rec.meta ?? null) as Record<string, unknown> | null;
    expect(partsText(explainTransaction(tx, meta).description)).toBe('The network saw amendment ExpandedSignerList lost majority support (tfLostMajority) in ledger 74119937');
  });
});
