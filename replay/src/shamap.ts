/**
 * Root hash of a ledger's transaction tree (rippled SHAMap of transaction + metadata leaves).
 *
 * Used to prove that a recorded ledger's transaction list is complete: when the root computed from the
 * recorded transactions equals the header's `transaction_hash`, nothing was left out.
 */
import { sha512Half } from './codec';

/** Hash prefix of a transaction-with-metadata leaf: `SND\0`. */
const PREFIX_TX_NODE = '534E4400';
/** Hash prefix of an inner node: `MIN\0`. */
const PREFIX_INNER_NODE = '4D494E00';
const ZERO_HASH = '0'.repeat(64);

/** One leaf of the transaction tree: the transaction id and its canonical binary parts. */
export interface TxTreeLeaf {
  /** Transaction id, 64 hex digits. */
  hash: string;
  /** Canonical binary of the signed transaction, hex. */
  txBlob: string;
  /** Canonical binary of its metadata, hex. */
  metaBlob: string;
}

/** rippled `Serializer::addVL` length prefix for `byteLength` bytes, as hex. */
function vlPrefix(byteLength: number): string {
  const bytes: number[] = [];
  if (byteLength <= 192) {
    bytes.push(byteLength);
  } else if (byteLength <= 12480) {
    const n = byteLength - 193;
    bytes.push(193 + (n >>> 8), n & 0xff);
  } else {
    const n = byteLength - 12481;
    bytes.push(241 + (n >>> 16), (n >>> 8) & 0xff, n & 0xff);
  }
  return bytes.map((b) => b.toString(16).padStart(2, '0')).join('');
}

function leafHash(leaf: TxTreeLeaf): string {
  return sha512Half(
    PREFIX_TX_NODE + vlPrefix(leaf.txBlob.length / 2) + leaf.txBlob + vlPrefix(leaf.metaBlob.length / 2) + leaf.metaBlob + leaf.hash,
  );
}

interface Keyed {
  key: string;
  hash: string;
}

function subtreeHash(items: Keyed[], depth: number): string {
  if (items.length === 1 && depth > 0) return items[0]!.hash;
  const branches: Keyed[][] = Array.from({ length: 16 }, () => []);
  for (const item of items) branches[parseInt(item.key[depth]!, 16)]!.push(item);
  let data = PREFIX_INNER_NODE;
  for (const branch of branches) data += branch.length === 0 ? ZERO_HASH : subtreeHash(branch, depth + 1);
  return sha512Half(data);
}

/**
 * Root hash of the transaction SHAMap holding `leaves` (upper-case hex). An empty tree hashes to 64 zeros,
 * as in rippled. Throws nothing; duplicate ids make the result meaningless (callers deduplicate).
 */
export function transactionTreeHash(leaves: readonly TxTreeLeaf[]): string {
  if (leaves.length === 0) return ZERO_HASH;
  const items = leaves.map((leaf) => ({ key: leaf.hash.toUpperCase(), hash: leafHash({ ...leaf, hash: leaf.hash.toUpperCase() }) }));
  return subtreeHash(items, 0);
}
