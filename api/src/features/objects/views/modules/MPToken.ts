import type { ObjectViewModule } from '../types';
import { account, flagsRow, mpt, number, row, short, status } from '../values';

/** MPToken flags (rippled `LedgerFormats.h`). */
export const MPTOKEN_FLAGS = [
  [0x01, 'lsfMPTLocked'],
  [0x02, 'lsfMPTAuthorized'],
] as const;

/**
 * MPToken (XLS-33): one holder's balance of an MPT: `Account`, `MPTokenIssuanceID` (linked to
 * `/mpt/{id}`, where the amount is scaled and named), `MPTAmount` and `LockedAmount` in the
 * token's smallest units, the flags by name.
 */
export const MPToken: ObjectViewModule = {
  type: 'MPToken',
  view({ fields: f, deleted }) {
    return {
      summary: `MPT balance of ${short(f.Account)}: ${String(f.MPTAmount ?? '0')} smallest units of ${String(f.MPTokenIssuanceID ?? '?')}`,
      status: deleted ? [status('Deleted', 'danger')] : [],
      fields: [
        row('Account (holder)', account(f.Account)),
        row('MPTokenIssuanceID', mpt(f.MPTokenIssuanceID)),
        row('MPTAmount', number(f.MPTAmount ?? '0', 'smallest units: see the MPT page for the scaled amount')),
        ...(f.LockedAmount !== undefined ? [row('LockedAmount', number(f.LockedAmount, 'smallest units, held in escrow'))] : []),
        flagsRow(f.Flags, MPTOKEN_FLAGS),
      ],
      tables: [],
    };
  },
};
