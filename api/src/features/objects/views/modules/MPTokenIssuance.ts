import { decodeAccountID } from 'xrpl';
import type { ObjectViewModule } from '../types';
import { account, flagsRow, hexText, mpt, number, row, short, status, text } from '../values';

/** MPTokenIssuance flags (rippled `LedgerFormats.h`). */
export const MPT_ISSUANCE_FLAGS = [
  [0x01, 'lsfMPTLocked'],
  [0x02, 'lsfMPTCanLock'],
  [0x04, 'lsfMPTRequireAuth'],
  [0x08, 'lsfMPTCanEscrow'],
  [0x10, 'lsfMPTCanTrade'],
  [0x20, 'lsfMPTCanTransfer'],
  [0x40, 'lsfMPTCanClawback'],
] as const;

/** The MPTokenIssuanceID of an issuance: its `Sequence` (4 bytes, big-endian) then the issuer's AccountID (20 bytes). */
export function issuanceIdOf(issuer: unknown, sequence: unknown): string | undefined {
  if (typeof issuer !== 'string' || typeof sequence !== 'number' || !Number.isInteger(sequence) || sequence < 0) return undefined;
  try {
    const id = Buffer.from(decodeAccountID(issuer)).toString('hex');
    return `${sequence.toString(16).padStart(8, '0')}${id}`.toUpperCase();
  } catch {
    return undefined;
  }
}

/**
 * MPTokenIssuance (XLS-33): the raw fields labelled (amounts in the token's smallest units, as
 * the ledger holds them: `AssetScale` says where the decimal point goes), the flags by name,
 * `MPTokenMetadata` as text or hex, and a link to the MPT page (`/mpt/{MPTokenIssuanceID}`), which
 * shows the scaled amounts and the decoded metadata.
 */
export const MPTokenIssuance: ObjectViewModule = {
  type: 'MPTokenIssuance',
  view({ fields: f, deleted }) {
    const id = issuanceIdOf(f.Issuer, f.Sequence);
    const units = 'smallest units';
    return {
      summary: `MPT issuance ${id ?? ''} of ${short(f.Issuer)}`.replace('  ', ' '),
      status: deleted ? [status('Deleted', 'danger')] : [],
      fields: [
        row('MPTokenIssuanceID', ...(id ? [mpt(id)] : [])),
        row('Issuer', account(f.Issuer)),
        row('Sequence', number(f.Sequence)),
        row('AssetScale', number(f.AssetScale ?? 0, 'decimal places of one unit')),
        row('MaximumAmount', f.MaximumAmount === undefined ? text('Not set (the UInt64 maximum)') : number(f.MaximumAmount, units)),
        row('OutstandingAmount', number(f.OutstandingAmount ?? '0', units)),
        ...(f.LockedAmount !== undefined ? [row('LockedAmount', number(f.LockedAmount, units))] : []),
        row('TransferFee', f.TransferFee === undefined ? text('0') : number(f.TransferFee, 'in 1/1,000 of a percent')),
        flagsRow(f.Flags, MPT_ISSUANCE_FLAGS),
        ...(f.MPTokenMetadata !== undefined ? [row('MPTokenMetadata', hexText(f.MPTokenMetadata))] : []),
      ],
      tables: [],
    };
  },
};
