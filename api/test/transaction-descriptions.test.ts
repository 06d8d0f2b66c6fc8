/**
 * Every type's description on every recorded transaction of it, of every network the replay serves:
 * `replay/data/mainnet` and `replay/data/devnet` (its 34 transaction files and the 54 transactions of
 * devnet ledger 3918590), read here without the replay's loader. Each must come from the type's own
 * module (not the generic form) and read as a sentence: no "undefined", "[object", "NaN", "(s)" or empty part.
 * The seven types with no recorded transaction are checked on transactions written from rippled's field
 * definitions (labelled as such below; never served as ledger data).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { explainTransaction, hasTypeModule, partsText } from '../src/transaction-types';
import { explainGeneric } from '../src/transaction-types/generic';

type Json = Record<string, any>;
const DATA = path.resolve(__dirname, '../../replay/data');

/** `{tx, meta}` of every transaction a recorded file holds (tx answers of any layout, expanded ledgers, account_tx pages). */
function transactionsOf(json: Json): Array<{ tx: Json; meta: Json | null }> {
  const body: Json = json.result && !json.TransactionType ? json.result : json;
  const one = (entry: Json) => {
    const tx = entry.tx_json ?? entry.tx ?? entry.transaction ?? entry;
    const meta = entry.meta ?? entry.metaData ?? tx.meta ?? tx.metaData ?? null;
    return typeof tx === 'object' && typeof tx.TransactionType === 'string' ? [{ tx, meta: typeof meta === 'object' ? meta : null }] : [];
  };
  const ledger = body.ledger ?? (Array.isArray(body.transactions) && body.account_hash ? body : undefined);
  if (ledger && Array.isArray(ledger.transactions)) return ledger.transactions.filter((t: unknown) => typeof t === 'object').flatMap(one);
  if (Array.isArray(body.transactions)) return body.transactions.flatMap(one);
  return one(body);
}

const records: Array<{ network: string; file: string; tx: Json; meta: Json | null }> = [];
for (const network of ['mainnet', 'devnet']) {
  for (const name of readdirSync(path.join(DATA, network)).filter((n) => n.endsWith('.json') && n !== 'provenance.json')) {
    const json = JSON.parse(readFileSync(path.join(DATA, network, name), 'utf8'));
    for (const { tx, meta } of transactionsOf(json)) records.push({ network, file: name, tx, meta });
  }
}

function expectReadable(tx: Json, meta: Json | null): string {
  const explanation = explainTransaction(tx, meta);
  expect(hasTypeModule(String(tx.TransactionType))).toBe(true);
  expect(explanation.description).not.toEqual(explainGeneric(tx).description);
  const text = partsText(explanation.description);
  expect(text).not.toMatch(/undefined|\[object|NaN|\bnull\b/);
  // Counts are said as counted ("1 signer", "3 paths"), never "signer(s)".
  expect(text).not.toMatch(/\w\(s\)/);
  for (const f of explanation.summary) expect(f.value).not.toMatch(/\w\(s\)/);
  for (const part of explanation.description) {
    if (part.kind === 'text') expect(part.text).not.toBe('');
    else expect(JSON.stringify(part)).not.toMatch(/undefined|\[object|NaN|"display":""/);
  }
  expect(explanation.row).not.toMatch(/undefined|\[object|NaN/);
  return text;
}

describe('descriptions of every recorded transaction, every network', () => {
  it('reads the recorded transactions of both networks, including devnet ledger 3918590', () => {
    const devnet = records.filter((r) => r.network === 'devnet');
    expect(devnet.filter((r) => r.file.startsWith('ledger-3918590'))).toHaveLength(54);
    expect(devnet.length).toBe(34 + 54);
    expect(records.filter((r) => r.network === 'mainnet').length).toBeGreaterThan(100);
  });

  it.each(records.map((r) => [`${r.network} ${r.file} ${String(r.tx.TransactionType)} ${String(r.tx.hash ?? '').slice(0, 8)}`, r] as const))('%s', (_label, r) => {
    expectReadable(r.tx, r.meta);
  });
});

describe('AMMClawback names its amount (or all) and the pool of two assets (the two devnet records)', () => {
  const clawbacks = records.filter((r) => r.tx.TransactionType === 'AMMClawback');
  it('has both records', () => expect(clawbacks).toHaveLength(2));
  it.each(clawbacks.map((r) => [r.file, r] as const))('%s', (_file, r) => {
    const text = expectReadable(r.tx, r.meta);
    const asset = r.tx.Asset.currency;
    const asset2 = r.tx.Asset2.currency;
    expect(text).toContain(`in the ${asset}/${asset2} pool`);
    if (r.tx.Amount === undefined) expect(text).toContain(`clawed back all of its ${asset}`);
    if (r.tx.Flags & 1) expect(text).toContain(`and the paired ${asset2}`);
  });
});

/**
 * FIELD-DEFINITION EXAMPLES, NOT LEDGER DATA: no transaction of these seven types was recorded. Each is
 * written from rippled's field definitions (ripple-binary-codec 2.11 definitions.json, xrpl.js models)
 * with placeholder values, only to check the module's sentence.
 */
const FROM_FIELD_DEFINITIONS: Array<[string, Json, RegExp]> = [
  ['LoanBrokerSet', { VaultID: 'A'.repeat(64), ManagementFeeRate: 100, DebtMaximum: '1000000' }, /^rACCOUNT created a loan broker for vault AAAAAAAA…$/],
  ['LoanBrokerSet', { VaultID: 'A'.repeat(64), LoanBrokerID: 'B'.repeat(64) }, /^rACCOUNT updated loan broker BBBBBBBB…$/],
  ['LoanSet', { LoanBrokerID: 'B'.repeat(64), PrincipalRequested: '2500', Counterparty: 'rCOUNTERPARTY' }, /^rACCOUNT created a loan of principal 2500 from loan broker BBBBBBBB… with rCOUNTERPARTY$/],
  ['ConfidentialMPTConvert', { MPTokenIssuanceID: 'C'.repeat(48), MPTAmount: '150' }, /^rACCOUNT converted 150 units of MPT CCCCCCCC… from its public balance into a confidential \(encrypted\) balance$/],
  ['ConfidentialMPTConvertBack', { MPTokenIssuanceID: 'C'.repeat(48), MPTAmount: '40' }, /^rACCOUNT converted 40 units of MPT CCCCCCCC… from its confidential \(encrypted\) balance back to its public balance$/],
  ['LedgerStateFix', { LedgerFixType: 1, Owner: 'rOWNER' }, /^rACCOUNT had the ledger repair the NFToken page links of rOWNER$/],
  ['SponsorshipSet', { Sponsee: 'rSPONSEE', FeeAmount: '1000000', RemainingOwnerCount: 5 }, /^rACCOUNT set up sponsorship of rSPONSEE \(reserves for up to 5 objects\)$/],
  ['SponsorshipTransfer', { ObjectID: 'D'.repeat(64), Sponsor: 'rSPONSOR' }, /^rACCOUNT transferred the sponsorship of object DDDDDDDD… to rSPONSOR$/],
];

describe('the seven types without recorded transactions (field-definition examples, not ledger data)', () => {
  it.each(FROM_FIELD_DEFINITIONS)('%s %j', (type, fieldsOf, sentence) => {
    const tx = { TransactionType: type, Account: 'rACCOUNT', Fee: '12', Sequence: 1, ...fieldsOf };
    const text = expectReadable(tx, null);
    expect(text).toMatch(sentence);
    expect(explainTransaction(tx, { TransactionResult: 'tecNO_PERMISSION', AffectedNodes: [] }).description.map((p) => (p.kind === 'text' ? p.text : '')).join('')).toContain('tried to');
  });
});

describe('Delegate and DomainID, on any type', () => {
  it('a DomainID (recorded mainnet OfferCreate A751C33B…) is a summary field of kind object, linked to its PermissionedDomain entry', () => {
    const offer = records.find((r) => r.file.startsWith('tx-A751C33B'))!;
    const { summary } = explainTransaction(offer.tx, offer.meta);
    expect(summary).toContainEqual({ label: 'DomainID', kind: 'object', value: String(offer.tx.DomainID).toUpperCase() });
  });

  it('a PermissionedDomainSet creating a domain (devnet ledger 3918590): the new domain linked as an object, each accepted credential its type and its issuer (an account), the count in words', () => {
    const set = records.find((r) => r.network === 'devnet' && r.tx.TransactionType === 'PermissionedDomainSet')!;
    expect(set.tx.DomainID).toBeUndefined();
    const created = (set.meta!.AffectedNodes as Json[]).map((n) => n.CreatedNode).find((n) => n?.LedgerEntryType === 'PermissionedDomain');
    const { description, summary } = explainTransaction(set.tx, set.meta);
    expect(summary).toContainEqual({ label: 'DomainID', kind: 'object', value: created.LedgerIndex });
    const credential = set.tx.AcceptedCredentials[0].Credential;
    expect(summary).toContainEqual({ label: 'CredentialType #1', kind: 'text', value: Buffer.from(credential.CredentialType, 'hex').toString('utf8') });
    expect(summary).toContainEqual({ label: 'Issuer #1', kind: 'account', value: credential.Issuer });
    expect(partsText(description)).toMatch(/ created a permissioned domain accepting 1 credential type$/);
  });

  it('CredentialIDs are one object field each, linked to the Credential entries (no recorded one: a recorded devnet Payment with the IDs of two recorded devnet Credentials added, NOT ledger data)', () => {
    const payment = records.find((r) => r.network === 'devnet' && r.tx.TransactionType === 'Payment' && !(r.tx.Flags & 0x4000_0000))!;
    const ids = ['7B685088D546B9E8905D26206F452BB2F44D9A33C9BD9BCF280F7BA39015A955', '0b494ea270d6610e1928bacdc6bd42c5993e3621829d2e4600d05b0e8798cfe6'];
    const { summary } = explainTransaction({ ...payment.tx, CredentialIDs: ids }, payment.meta);
    expect(summary.filter((f) => f.label.startsWith('CredentialIDs'))).toEqual([
      { label: 'CredentialIDs #1', kind: 'object', value: ids[0] },
      { label: 'CredentialIDs #2', kind: 'object', value: ids[1]!.toUpperCase() },
    ]);
  });

  it('a transaction with Delegate reads "signed by <Delegate> on behalf of <Account>" (no recorded one: a recorded devnet Payment with a Delegate field added, NOT ledger data)', () => {
    const payment = records.find((r) => r.network === 'devnet' && r.tx.TransactionType === 'Payment' && !(r.tx.Flags & 0x4000_0000))!;
    const tx = { ...payment.tx, Delegate: 'rDELEGATEexampleNotOnLedger' };
    const { description, summary } = explainTransaction(tx, payment.meta);
    const text = partsText(description);
    expect(text).toMatch(/, signed by rDELEG\.\.\.dger on behalf of r\w{5}\.\.\.\w{4}$/);
    expect(description).toContainEqual({ kind: 'account', address: 'rDELEGATEexampleNotOnLedger' });
    expect(summary).toContainEqual({ label: 'Delegate', kind: 'account', value: 'rDELEGATEexampleNotOnLedger' });
  });
});
