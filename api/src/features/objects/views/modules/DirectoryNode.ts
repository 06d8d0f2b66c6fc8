import { createHash } from 'node:crypto';
import { countOf, isHex64, type ObjectValue } from '@ledgerlens/shared/domain';
import type { ObjectViewModule } from '../types';
import { account, currency, nft, object, row, short, text } from '../values';

/**
 * The index of page `page` of the directory whose root is `root` (rippled `keylet::page`): the
 * root itself for page 0, else SHA-512Half of the space key 'd' (0x0064), the root and the page
 * number (UInt64, big-endian).
 */
export function directoryPageIndex(root: string, page: bigint): string {
  if (page === 0n) return root.toUpperCase();
  const buf = Buffer.alloc(2 + 32 + 8);
  buf.writeUInt16BE(0x0064, 0);
  Buffer.from(root, 'hex').copy(buf, 2);
  buf.writeBigUInt64BE(page, 34);
  return createHash('sha512').update(buf).digest('hex').slice(0, 64).toUpperCase();
}

/**
 * An order book's `ExchangeRate` (UInt64 hex: the top 8 bits are the exponent + 100, the low 56
 * bits the mantissa) as the exact quality, TakerPays per TakerGets. Undefined when not hex.
 */
export function bookQuality(rate: unknown): string | undefined {
  if (typeof rate !== 'string' || !/^[0-9A-Fa-f]{1,16}$/.test(rate)) return undefined;
  const v = BigInt(`0x${rate}`);
  const exponent = Number(v >> 56n) - 100;
  const mantissa = v & ((1n << 56n) - 1n);
  if (exponent >= 0) return (mantissa * 10n ** BigInt(exponent)).toString();
  const digits = mantissa.toString().padStart(-exponent + 1, '0');
  const whole = digits.slice(0, digits.length + exponent);
  const fraction = digits.slice(digits.length + exponent).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

function pageOf(root: unknown, page: unknown): ObjectValue {
  if (typeof root !== 'string' || !isHex64(root) || typeof page !== 'string' || !/^[0-9A-Fa-f]{1,16}$/.test(page)) return text('—');
  const n = BigInt(`0x${page}`);
  return object(directoryPageIndex(root, n), `page ${n.toString()}`);
}

/** What a directory lists: an owner's objects, an order book's offers, or an NFT's offers. */
function kindOf(f: Record<string, unknown>): string {
  if (typeof f.Owner === 'string') return `Owner directory of ${short(f.Owner)}`;
  if (typeof f.NFTokenID === 'string') return `${typeof f.Flags === 'number' && f.Flags & 1 ? 'Buy' : 'Sell'} offers of NFT ${short(f.NFTokenID)}`;
  if (f.ExchangeRate !== undefined || f.TakerPaysCurrency !== undefined) return 'Order book directory';
  return 'Directory';
}

/**
 * DirectoryNode: what it lists (owner directory, order book at one quality, an NFT's buy or sell
 * offers), its root and neighbouring pages (`IndexNext`/`IndexPrevious`, page numbers linked to
 * their pages), and `Indexes` linked to `/object/{index}`. Transaction metadata never carries
 * `Indexes` (rippled leaves it out), so a directory known only from metadata shows none.
 */
export const DirectoryNode: ObjectViewModule = {
  type: 'DirectoryNode',
  view({ index, fields: f }) {
    const indexes = Array.isArray(f.Indexes) ? f.Indexes.filter((i): i is string => typeof i === 'string') : undefined;
    const root = typeof f.RootIndex === 'string' ? f.RootIndex.toUpperCase() : undefined;
    const book = f.ExchangeRate !== undefined || f.TakerPaysCurrency !== undefined;
    const quality = bookQuality(f.ExchangeRate);
    return {
      summary: `${kindOf(f)}${indexes ? `, ${countOf(indexes.length, 'entry', 'entries')}` : ''}`,
      status: [],
      fields: [
        row('Lists', text(kindOf(f))),
        ...(f.Owner !== undefined ? [row('Owner', account(f.Owner))] : []),
        ...(f.NFTokenID !== undefined ? [row('NFTokenID', nft(f.NFTokenID))] : []),
        ...(book
          ? [
              row('TakerPays', currency(f.TakerPaysCurrency), ...(typeof f.TakerPaysIssuer === 'string' && !/^0+$/.test(f.TakerPaysIssuer) ? [text(`issuer AccountID ${f.TakerPaysIssuer}`)] : [])),
              row('TakerGets', currency(f.TakerGetsCurrency), ...(typeof f.TakerGetsIssuer === 'string' && !/^0+$/.test(f.TakerGetsIssuer) ? [text(`issuer AccountID ${f.TakerGetsIssuer}`)] : [])),
              row('ExchangeRate', quality === undefined ? text('—') : { kind: 'number', text: quality, note: `quality (TakerPays per TakerGets), from ${String(f.ExchangeRate)}` }),
            ]
          : []),
        row('RootIndex', ...(root === undefined ? [] : root === index ? [text('This page is the root')] : [object(root)])),
        row('IndexPrevious', ...(f.IndexPrevious !== undefined && f.IndexPrevious !== '0' ? [pageOf(root, f.IndexPrevious)] : [text('None')])),
        row('IndexNext', ...(f.IndexNext !== undefined && f.IndexNext !== '0' ? [pageOf(root, f.IndexNext)] : [text('None')])),
        row('Indexes', text(indexes ? `${indexes.length} on this page` : 'Not known: transaction metadata does not carry a directory\'s Indexes')),
      ],
      tables: indexes && indexes.length > 0 ? [{ caption: 'Indexes', columns: ['Ledger object'], rows: indexes.map((i) => [object(i)]) }] : [],
    };
  },
};
