import type { ObjectValue } from '@ledgerlens/shared/domain';
import type { ObjectViewModule } from '../types';
import { account, expired, flagsRow, hexText, rippleTime, row, short, status, text } from '../values';

/** lsfAccepted: the subject accepted the credential (CredentialAccept). */
export const LSF_ACCEPTED = 0x0001_0000;

/**
 * Credential (XLS-70): `CredentialType` decoded as text when it is printable UTF-8 (else hex),
 * `Issuer`, `Subject`, accepted (lsfAccepted), `Expiration` (Ripple epoch) and whether it has
 * passed at the ledger's close time (rippled: expired once close time > Expiration), `URI`.
 */
export const Credential: ObjectViewModule = {
  type: 'Credential',
  usesCloseTime: true,
  view({ fields: f, deleted, closeTime }) {
    const accepted = typeof f.Flags === 'number' && (f.Flags & LSF_ACCEPTED) !== 0;
    const isExpired = expired(f.Expiration, closeTime);
    const credentialType = hexText(f.CredentialType);
    const badges: ObjectValue[] = [accepted ? status('Accepted', 'success') : status('Not accepted', 'warning')];
    if (isExpired === true) badges.push(status('Expired', 'danger'));
    if (deleted) badges.push(status('Deleted', 'danger'));
    let expiry: ObjectValue[] = [text('Does not expire')];
    if (f.Expiration !== undefined) {
      const state = isExpired === undefined ? text('close time unknown') : isExpired ? status('expired at the ledger close time', 'danger') : status('not expired at the ledger close time', 'success');
      expiry = [rippleTime(f.Expiration), state];
    }
    return {
      summary: `Credential ${credentialType.text} issued by ${short(f.Issuer)} to ${short(f.Subject)}${accepted ? ', accepted' : ', not accepted'}${deleted ? ' (deleted)' : ''}`,
      status: badges,
      fields: [
        row('CredentialType', credentialType),
        row('Issuer', account(f.Issuer)),
        row('Subject', account(f.Subject)),
        row('Accepted (lsfAccepted)', accepted ? text('Yes: the subject accepted it') : text('No: the subject has not accepted it yet')),
        row('Expiration', ...expiry),
        ...(f.URI !== undefined ? [row('URI', hexText(f.URI, { link: true }))] : []),
        flagsRow(f.Flags, [[LSF_ACCEPTED, 'lsfAccepted']]),
      ],
      tables: [],
    };
  },
};
