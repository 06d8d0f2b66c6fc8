import { isObject } from '../../../../json';
import type { ObjectViewModule } from '../types';
import { account, amountText, flagsRow, hexText, mpt, number, row, short, status, text } from '../values';

/** lsfVaultPrivate: deposits need a credential of the vault's permissioned domain. */
const VAULT_FLAGS = [[0x0001_0000, 'lsfVaultPrivate']] as const;

/** The vault's asset as text: XRP, a token (currency + issuer) or an MPT issuance ID. */
function assetText(asset: unknown): string {
  if (!isObject(asset)) return '—';
  if (typeof asset.mpt_issuance_id === 'string') return `MPT ${asset.mpt_issuance_id}`;
  return amountText(asset);
}

/**
 * Vault (XLS-65): `Owner`, the vault's pseudo-account (`Account`), `Asset`, the totals
 * (`AssetsTotal`, `AssetsAvailable`, `AssetsMaximum`, `LossUnrealized`, in the asset's units as
 * rippled writes them), `ShareMPTID` (the vault's shares, an MPT, linked), `WithdrawalPolicy`,
 * `Data` and flags.
 */
export const Vault: ObjectViewModule = {
  type: 'Vault',
  view({ fields: f, deleted }) {
    const asset = isObject(f.Asset) ? f.Asset : undefined;
    return {
      summary: `Vault of ${short(f.Owner)} holding ${assetText(asset)}`,
      status: deleted ? [status('Deleted', 'danger')] : [],
      fields: [
        row('Owner', account(f.Owner)),
        row('Account (vault pseudo-account)', account(f.Account)),
        row('Asset', ...(asset && typeof asset.mpt_issuance_id === 'string' ? [mpt(asset.mpt_issuance_id)] : [text(assetText(asset))])),
        row('AssetsTotal', number(f.AssetsTotal ?? '0')),
        row('AssetsAvailable', number(f.AssetsAvailable ?? '0')),
        row('AssetsMaximum', f.AssetsMaximum === undefined || f.AssetsMaximum === '0' ? text('No limit') : number(f.AssetsMaximum)),
        row('LossUnrealized', number(f.LossUnrealized ?? '0')),
        row('ShareMPTID', mpt(f.ShareMPTID)),
        row('WithdrawalPolicy', text(f.WithdrawalPolicy === 1 ? 'First come, first served (1)' : String(f.WithdrawalPolicy ?? '—'))),
        ...(f.Data !== undefined ? [row('Data', hexText(f.Data))] : []),
        flagsRow(f.Flags, VAULT_FLAGS),
      ],
      tables: [],
    };
  },
};
