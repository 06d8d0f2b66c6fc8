/**
 * The issuer settings of a token (AccountRoot flags, TransferRate, Domain, keys) with what each
 * means to a holder, and the trust-line freeze flags a holder's line carries. Sources: rippled
 * `LedgerFormats.h` (flags), `SetAccount.cpp` and `SetTrust.cpp` (what No Freeze and freezes allow),
 * xrpl.org "Freezing tokens" and "Deep Freeze".
 */

import type { Static } from '@sinclair/typebox';
import type { IssuerSettingSchema } from '../schemas';

/** One issuer setting of a token, with what it means to a holder. */
export type IssuerSetting = Static<typeof IssuerSettingSchema>;


/** AccountRoot flags an issuer's holders care about (rippled `LedgerFormats.h`). */
export const ACCOUNT_ROOT_FLAGS = Object.freeze({
  requireAuth: 0x0004_0000,
  disableMaster: 0x0010_0000,
  noFreeze: 0x0020_0000,
  globalFreeze: 0x0040_0000,
  defaultRipple: 0x0080_0000,
  allowTrustLineClawback: 0x8000_0000,
});

/**
 * What No Freeze (`lsfNoFreeze`) means to a holder. rippled `SetAccount.cpp`: `asfNoFreeze` cannot
 * be cleared; with it set, `asfGlobalFreeze` can still be set but no longer cleared. rippled
 * `SetTrust.cpp`: with `lsfNoFreeze` the issuer can no longer set `tfSetFreeze` (nor
 * `tfSetDeepFreeze`) on a single trust line. xrpl.org "Freezing tokens" ("No Freeze"): "the issuer
 * can still enact a global freeze" and "cannot … unfreeze" it.
 */
export const NO_FREEZE_MEANING = Object.freeze({
  on: 'The issuer gave up freezing single trust lines for good, and can never clear a global freeze once it enacts one. It can still enact a global freeze on all its tokens at any time.',
  off: 'The issuer can freeze your trust line alone, or all its tokens at once (global freeze), and lift either freeze later.',
});

/** RippleState freeze flags (rippled `LedgerFormats.h`; DeepFreeze: XLS-77, amendment DeepFreeze). */
export const RIPPLE_STATE_FREEZE_FLAGS = Object.freeze({
  lowFreeze: 0x0040_0000,
  highFreeze: 0x0080_0000,
  lowDeepFreeze: 0x0200_0000,
  highDeepFreeze: 0x0400_0000,
});

/** The freezes on one trust line, seen from one of its two accounts. */
export interface TrustLineFreezes {
  /** This account froze the line (its side's `lsf…Freeze`). */
  freeze: boolean;
  /** The peer froze the line. */
  freezePeer: boolean;
  /** This account deep-froze the line (`lsf…DeepFreeze`): the peer can neither send nor receive the token on it. */
  deepFreeze: boolean;
  /** The peer deep-froze the line: this account can neither send nor receive the token on it, except paying it back to the peer. */
  deepFreezePeer: boolean;
}

/**
 * The freezes of a RippleState `Flags` value seen from its low (`isLow`) or high account, as
 * rippled `account_lines` names them (`freeze`, `freeze_peer`, `deep_freeze`, `deep_freeze_peer`;
 * rippled `AccountLines.cpp` `addLine`). xrpl.org "Deep Freeze": a deep freeze needs a regular
 * freeze on the same line, and the frozen holder can only send the token back to the issuer.
 */
export function trustLineFreezesOf(flags: number, isLow: boolean): TrustLineFreezes {
  const f = RIPPLE_STATE_FREEZE_FLAGS;
  const has = (bit: number) => (flags & bit) !== 0;
  return {
    freeze: has(isLow ? f.lowFreeze : f.highFreeze),
    freezePeer: has(isLow ? f.highFreeze : f.lowFreeze),
    deepFreeze: has(isLow ? f.lowDeepFreeze : f.highDeepFreeze),
    deepFreezePeer: has(isLow ? f.highDeepFreeze : f.lowDeepFreeze),
  };
}

/** Addresses with no known key, used as a regular key to blackhole an account (ACCOUNT_ZERO, ACCOUNT_ONE and the usual ones). */
export const BLACKHOLE_ADDRESSES: ReadonlySet<string> = new Set(['rrrrrrrrrrrrrrrrrrrrrhoLvTp', 'rrrrrrrrrrrrrrrrrrrrBZbvji', 'rrrrrrrrrrrrrrrrrNAMEtxvNvQ', 'rrrrrrrrrrrrrrrrrrrn5RM1rHd']);

/** `TransferRate` (1,000,000,000 = no fee) as a percent text, e.g. 1002000000 → `0.2%`; null for no fee. */
export function transferRatePercent(rate: number | undefined | null): string | null {
  if (typeof rate !== 'number' || rate <= 1_000_000_000) return null;
  return `${Number(((rate - 1_000_000_000) / 10_000_000).toFixed(7))}%`;
}

/**
 * The issuer settings of a token from its AccountRoot (`account_info` `account_data`: `Flags`,
 * `TransferRate`, `Domain` hex, `RegularKey`) and whether it has a signer list: each with what it
 * means to a holder. Keys disabled (blackholed) = master key disabled, no signer list, and no
 * regular key or one nobody holds ({@link BLACKHOLE_ADDRESSES}).
 */
export function issuerSettingsOf(accountRoot: { Flags?: unknown; TransferRate?: unknown; Domain?: unknown; RegularKey?: unknown }, hasSignerList: boolean, domainText?: string | null): IssuerSetting[] {
  const flags = typeof accountRoot.Flags === 'number' ? accountRoot.Flags : 0;
  const on = (bit: number) => (flags & bit) !== 0;
  const rate = typeof accountRoot.TransferRate === 'number' ? accountRoot.TransferRate : null;
  const fee = transferRatePercent(rate);
  const regularKey = typeof accountRoot.RegularKey === 'string' ? accountRoot.RegularKey : null;
  const blackholed = on(ACCOUNT_ROOT_FLAGS.disableMaster) && !hasSignerList && (regularKey === null || BLACKHOLE_ADDRESSES.has(regularKey));
  const frozen = on(ACCOUNT_ROOT_FLAGS.globalFreeze);
  const noFreeze = on(ACCOUNT_ROOT_FLAGS.noFreeze);
  const clawback = on(ACCOUNT_ROOT_FLAGS.allowTrustLineClawback);
  const requireAuth = on(ACCOUNT_ROOT_FLAGS.requireAuth);
  const defaultRipple = on(ACCOUNT_ROOT_FLAGS.defaultRipple);
  return [
    {
      key: 'globalFreeze',
      label: 'Global freeze',
      value: frozen,
      meaning: frozen ? 'All balances of this issuer are frozen now: holders can only send them back to the issuer.' : 'Not frozen: holders can send and trade the token.',
      tone: frozen ? 'risk' : 'safe',
    },
    {
      key: 'noFreeze',
      label: 'No Freeze',
      value: noFreeze,
      meaning: noFreeze ? NO_FREEZE_MEANING.on : NO_FREEZE_MEANING.off,
      // Not `safe`: with No Freeze the issuer can still enact a global freeze (rippled SetAccount.cpp).
      tone: noFreeze ? 'info' : 'risk',
    },
    {
      key: 'clawback',
      label: 'Trust-line clawback',
      value: clawback,
      meaning: clawback ? 'The issuer can take back (claw back) tokens from your balance.' : 'The issuer cannot claw back tokens from holders.',
      tone: clawback ? 'risk' : 'safe',
    },
    {
      key: 'requireAuth',
      label: 'Require authorization',
      value: requireAuth,
      meaning: requireAuth ? 'You can hold the token only after the issuer authorizes your trust line.' : 'Anyone can hold the token without the issuer’s approval.',
      tone: 'info',
    },
    {
      key: 'transferRate',
      label: 'Transfer fee',
      value: fee ?? '0%',
      meaning: fee ? `Every transfer between holders pays the issuer ${fee} of the amount (the sender pays it).` : 'Transfers between holders pay the issuer nothing.',
      tone: fee ? 'info' : 'safe',
    },
    {
      key: 'defaultRipple',
      label: 'Default Ripple',
      value: defaultRipple,
      meaning: defaultRipple ? 'Balances can ripple through the issuer: holders can pay each other in this token.' : 'Rippling is off by default: payments between holders may fail.',
      tone: 'info',
    },
    {
      key: 'blackholed',
      label: 'Keys disabled (blackholed)',
      value: blackholed,
      meaning: blackholed
        ? 'No key can sign for the issuer: its settings and supply can never change again.'
        : 'The issuer can still sign transactions: it can issue more and change these settings.',
      tone: blackholed ? 'safe' : 'info',
    },
    {
      key: 'domain',
      label: 'Domain',
      value: domainText ?? null,
      meaning: domainText ? 'The domain the issuer declares (text on the ledger, not verified here).' : 'The issuer declares no domain.',
      tone: 'info',
    },
  ];
}
