/**
 * Expectations derived from the recorded mainnet files the replay node serves (never typed in
 * by hand): the transaction's delivered amount, fee, parties, ledger index and CTID.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const DATA_DIR = path.resolve(__dirname, '../../replay/data/mainnet');

export interface RecordedPayment {
  hash: string;
  from: string;
  to: string;
  /** delivered_amount in drops. */
  deliveredDrops: string;
  feeDrops: string;
  ledgerIndex: number;
  transactionIndex: number;
  ctid: string;
}

/** Exact XRP decimal of a drops string, e.g. '1531267000' -> '1531.267'. */
export function dropsToXrpText(drops: string): string {
  const padded = drops.padStart(7, '0');
  const whole = padded.slice(0, -6).replace(/^0+(?=\d)/, '');
  const frac = padded.slice(-6).replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : whole;
}

/** The XRP text with optional thousands separators, as a RegExp source. */
export function xrpPattern(drops: string): RegExp {
  const [whole, frac] = dropsToXrpText(drops).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',?');
  return new RegExp(`${grouped}${frac ? `\\.${frac}` : ''}\\s*XRP`);
}

/** XLS-37 CTID of a mainnet (network 0) transaction. */
export function ctidOf(ledgerIndex: number, txIndex: number, networkId = 0): string {
  const value = (0xcn << 60n) | (BigInt(ledgerIndex) << 32n) | (BigInt(txIndex) << 16n) | BigInt(networkId);
  return value.toString(16).toUpperCase().padStart(16, '0');
}

/** Reads a recorded explorer-shape payment file ({tx, meta, ledger_index}). */
export function recordedPayment(hash: string): RecordedPayment {
  const file = JSON.parse(readFileSync(path.join(DATA_DIR, `tx-${hash}.json`), 'utf8'));
  const tx = file.tx ?? file;
  const meta = file.meta;
  const ledgerIndex = Number(file.ledger_index);
  return {
    hash,
    from: tx.Account,
    to: tx.Destination,
    deliveredDrops: String(meta.delivered_amount),
    feeDrops: String(tx.Fee),
    ledgerIndex,
    transactionIndex: meta.TransactionIndex,
    ctid: ctidOf(ledgerIndex, meta.TransactionIndex),
  };
}

/** What a recorded expanded ledger says, computed from its file (ledger-{index}-expanded.json). */
export interface RecordedLedger {
  ledgerIndex: number;
  hash: string;
  parentHash: string;
  transactionCount: number;
  successful: number;
  failed: number;
  /** Sum of `Fee`, drops. */
  feeDrops: string;
  /** Hashes in `meta.TransactionIndex` order. */
  hashes: string[];
}

/** Reads `replay/data/mainnet/ledger-{index}-expanded.json` and recomputes its figures. */
export function recordedLedger(index: number): RecordedLedger {
  const file = JSON.parse(readFileSync(path.join(DATA_DIR, `ledger-${index}-expanded.json`), 'utf8'));
  const root = file.result ?? file;
  const ledger = root.ledger ?? root;
  const txs: Array<Record<string, unknown>> = ledger.transactions;
  const metaOf = (t: Record<string, unknown>) => (t.metaData ?? t.meta) as { TransactionResult: string; TransactionIndex: number };
  const ordered = [...txs].sort((a, b) => metaOf(a).TransactionIndex - metaOf(b).TransactionIndex);
  const successful = txs.filter((t) => metaOf(t).TransactionResult === 'tesSUCCESS').length;
  return {
    ledgerIndex: Number(ledger.ledger_index),
    hash: String(root.ledger_hash ?? ledger.ledger_hash).toUpperCase(),
    parentHash: String(ledger.parent_hash).toUpperCase(),
    transactionCount: txs.length,
    successful,
    failed: txs.length - successful,
    feeDrops: txs.reduce((sum, t) => sum + BigInt(String(t.Fee)), 0n).toString(),
    hashes: ordered.map((t) => String(t.hash).toUpperCase()),
  };
}
