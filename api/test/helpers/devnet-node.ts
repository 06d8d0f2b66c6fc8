/**
 * Test helper: a node answering from the recorded devnet records of `replay/data/devnet` (NetworkID
 * 2; real transactions with their metadata, and ledger 3918590). It reads the files directly (not
 * through the replay's network selection) and answers what the object routes ask: `ledger_entry`
 * by index (with Clio's `include_deleted`), `tx`, `ledger` (close time), `account_objects` by type
 * and `account_tx` (one page), from the entries the metadata created, modified or deleted: the
 * newest recorded state.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { UPPER_HEX64_PATTERN_TEXT } from '@ledgerlens/shared/domain';
import { UpstreamRippledError } from '../../src/errors';
import type { XrplCommand } from '../../src/gateway';
import type { FakeHandler } from './fake-gateway';

/** A transaction hash as rippled writes it; a recorded devnet transaction's file name (group 1: its hash). */
const UPPER_HEX64 = new RegExp(`^${UPPER_HEX64_PATTERN_TEXT}$`);
const TX_FILE = new RegExp(`^tx-(${UPPER_HEX64_PATTERN_TEXT})`);

export const DEVNET_DIR = path.resolve(__dirname, '../../../replay/data/devnet');

type Json = Record<string, any>;

/** One recorded transaction: hash, ledger, close time (Ripple epoch) and metadata. */
export interface DevnetTx {
  hash: string;
  ledgerIndex: number;
  date?: number;
  tx: Json;
  meta: Json;
  file: string;
}

/** One state of an entry left by a recorded transaction. */
export interface DevnetVersion {
  index: string;
  type: string;
  change: 'created' | 'modified' | 'deleted';
  fields: Json;
  hash: string;
  ledgerIndex: number;
  order: number;
}

const RIPPLE_EPOCH = 946_684_800;

function txOf(raw: Json, file: string, fallbackHash?: string): DevnetTx | undefined {
  const r = raw.result ?? raw;
  const meta = r.meta ?? r.metaData;
  const tx = r.tx_json ?? r.tx ?? r;
  const hash = String(r.hash ?? tx.hash ?? fallbackHash ?? '').toUpperCase();
  const ledgerIndex = Number(r.ledger_index ?? r.inLedger ?? tx.ledger_index);
  if (!meta || !Number.isInteger(ledgerIndex) || !UPPER_HEX64.test(hash)) return undefined;
  const date = typeof r.date === 'number' ? r.date : typeof r.close_time_iso === 'string' ? Date.parse(r.close_time_iso) / 1000 - RIPPLE_EPOCH : undefined;
  return { hash, ledgerIndex, date, tx, meta, file };
}

let cache: { txs: DevnetTx[]; ledgers: Map<number, Json> } | undefined;

/** Every devnet transaction with a known ledger (files and ledger 3918590's list), oldest first. */
export function devnetRecords(): { txs: DevnetTx[]; ledgers: Map<number, Json> } {
  if (cache) return cache;
  const txs: DevnetTx[] = [];
  const ledgers = new Map<number, Json>();
  for (const file of readdirSync(DEVNET_DIR).filter((f) => f.endsWith('.json')).sort()) {
    const raw = JSON.parse(readFileSync(path.join(DEVNET_DIR, file), 'utf8')) as Json;
    if (file.startsWith('ledger-')) {
      const ledger = raw.result?.ledger ?? raw.ledger ?? raw;
      ledgers.set(Number(ledger.ledger_index), ledger);
      for (const t of ledger.transactions ?? []) {
        const rec = txOf({ ...t, ledger_index: ledger.ledger_index, date: ledger.close_time }, file);
        if (rec) txs.push(rec);
      }
    } else if (file.startsWith('tx-')) {
      const rec = txOf(raw, file, TX_FILE.exec(file)?.[1]);
      if (rec) txs.push(rec);
    }
  }
  txs.sort((a, b) => a.ledgerIndex - b.ledgerIndex || Number(a.meta.TransactionIndex ?? 0) - Number(b.meta.TransactionIndex ?? 0));
  cache = { txs, ledgers };
  return cache;
}

/** Every state of every entry in the devnet metadata, oldest first. */
export function devnetVersions(): Map<string, DevnetVersion[]> {
  const map = new Map<string, DevnetVersion[]>();
  devnetRecords().txs.forEach((t, order) => {
    for (const w of t.meta.AffectedNodes ?? []) {
      const kind = Object.keys(w)[0] as 'CreatedNode' | 'ModifiedNode' | 'DeletedNode';
      const node = w[kind];
      const index = String(node.LedgerIndex).toUpperCase();
      const fields = { ...((kind === 'CreatedNode' ? node.NewFields : node.FinalFields) ?? {}) };
      if (node.LedgerEntryType !== 'DirectoryNode') Object.assign(fields, { PreviousTxnID: t.hash, PreviousTxnLgrSeq: t.ledgerIndex });
      const change = kind === 'CreatedNode' ? 'created' : kind === 'DeletedNode' ? 'deleted' : 'modified';
      const list = map.get(index) ?? [];
      list.push({ index, type: node.LedgerEntryType, change, fields, hash: t.hash, ledgerIndex: t.ledgerIndex, order });
      map.set(index, list);
    }
  });
  return map;
}

const ACCOUNT_OBJECT_TYPES: Record<string, string> = { credential: 'Credential', did: 'DID', delegate: 'Delegate', signer_list: 'SignerList', deposit_preauth: 'DepositPreauth', permissioned_domain: 'PermissionedDomain' };

/** The recorded devnet node as a {@link FakeHandler}. */
export function devnetNode(): FakeHandler {
  const { txs, ledgers } = devnetRecords();
  const versions = devnetVersions();
  const latest = [...versions.values()].map((l) => l.at(-1)!);
  // Accounts the records know: senders, and the accounts named by an entry (AccountRoot, owners, issuers, subjects).
  const known = new Set<unknown>([...txs.map((t) => t.tx.Account), ...latest.flatMap((v) => [v.fields.Account, v.fields.Owner, v.fields.Issuer, v.fields.Subject])]);
  return (command: XrplCommand) => {
    const c = command as Json;
    if (c.command === 'ledger_entry') {
      const list = versions.get(String(c.index).toUpperCase());
      const last = list?.at(-1);
      if (!last || (last.change === 'deleted' && c.include_deleted !== true)) throw new UpstreamRippledError('entryNotFound', 'Entry not found.');
      const node = { ...last.fields, LedgerEntryType: last.type, index: last.index };
      return last.change === 'deleted' ? { index: last.index, node, ledger_index: last.ledgerIndex, deleted_ledger_index: last.ledgerIndex, validated: true } : { index: last.index, node, ledger_index: last.ledgerIndex, validated: true };
    }
    if (c.command === 'tx') {
      const t = txs.find((r) => r.hash === String(c.transaction).toUpperCase());
      if (!t) throw new UpstreamRippledError('txnNotFound', 'Transaction not found.');
      return { ...t.tx, hash: t.hash, ledger_index: t.ledgerIndex, date: t.date, meta: t.meta, validated: true };
    }
    if (c.command === 'ledger') {
      const ledger = ledgers.get(Number(c.ledger_index));
      if (!ledger) throw new UpstreamRippledError('lgrNotFound', 'ledgerNotFound');
      return { ledger: { ledger_index: ledger.ledger_index, close_time: ledger.close_time, close_time_iso: ledger.close_time_iso }, ledger_index: ledger.ledger_index, validated: true };
    }
    if (c.command === 'account_objects') {
      const type = ACCOUNT_OBJECT_TYPES[String(c.type)];
      if (!type) throw new UpstreamRippledError('invalidParams', 'Invalid field \'type\'.');
      if (!known.has(c.account)) throw new UpstreamRippledError('actNotFound', 'Account not found.');
      const owned = latest.filter((v) => v.type === type && v.change !== 'deleted' && [v.fields.Account, v.fields.Owner, v.fields.Issuer, v.fields.Subject].includes(c.account));
      const ledgerIndex = Math.max(0, ...owned.map((v) => v.ledgerIndex));
      return { account: c.account, account_objects: owned.map((v) => ({ ...v.fields, LedgerEntryType: v.type, index: v.index })), ledger_index: ledgerIndex, validated: true };
    }
    if (c.command === 'account_tx') {
      if (!known.has(c.account)) throw new UpstreamRippledError('actNotFound', 'Account not found.');
      const mine = txs.filter((t) => JSON.stringify(t.meta.AffectedNodes).includes(`"${String(c.account)}"`)).reverse();
      return { account: c.account, transactions: mine.map((t) => ({ hash: t.hash, ledger_index: t.ledgerIndex, meta: t.meta, tx: t.tx, validated: true })) };
    }
    throw new UpstreamRippledError('unknownCmd', 'Unknown method.');
  };
}
