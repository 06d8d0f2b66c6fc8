/**
 * The readiness decision of `GET /api/ready`: is the XRPL node's validated ledger fresh,
 * measured on the right clock?
 *
 * - **A rippled or Clio node** (any `build_version` but the replay's): `server_info`
 *   `validated_ledger.age`, the seconds since that ledger closed on the node's own clock, must be under
 *   {@link READY_MAX_LEDGER_AGE_S}. A node that stopped following the network is not ready.
 * - **The LedgerLens replay node** (`build_version` `ledgerlens-replay`) plays recorded mainnet ledgers
 *   on a clock of its own, and says which (`replay_mode`, a replay extension of `server_info`):
 *   - `advance` (`REPLAY_ADVANCE_MS` > 0): it reveals one recorded ledger every few seconds as a ledger
 *     close, and `validated_ledger.age` counts from that reveal. The same 60 s rule applies: a replay
 *     that stops advancing is not ready.
 *   - `static` (`REPLAY_ADVANCE_MS=0`, the default of a bare replay node): every recorded ledger is
 *     visible at once and nothing closes. On its clock the recording is the present and the newest
 *     recorded ledger is the validated tip, so it does not age; its `validated_ledger.age` is the real
 *     time since the recorded close (years), which says nothing about the node's health. Ready when the
 *     node answers with a validated ledger.
 *   - A replay node too old to send `replay_mode` is judged like rippled.
 *
 * Chosen over "time since the API last saw a new validated ledger" because a static replay never shows
 * one, and over the API's own clock because only the node knows whether it is advancing.
 */
import { isObject } from './json';
import { isReplayServerInfo } from './node-info';

/** `server_info` `build_version` of the LedgerLens replay node (answered in `node-info.ts`). */
export { REPLAY_BUILD_VERSION } from './node-info';

/** A validated ledger older than this makes the API not ready, seconds. */
export const READY_MAX_LEDGER_AGE_S = 60;

/**
 * Whose clock the validated ledger's age was measured on: `node` (rippled/Clio: since the close),
 * `replay-advance` (since the replay revealed it), `replay-static` (a fixed recording: no age check).
 */
export type LedgerClock = 'node' | 'replay-advance' | 'replay-static';

/** The decision, from one `server_info` result. */
export interface Readiness {
  ready: boolean;
  /** Why not ready (absent when ready). */
  reason?: string;
  clock: LedgerClock;
  /** `validated_ledger.seq`, when the node reports one. */
  validatedLedger?: number;
  /** `validated_ledger.age` as the node reports it, seconds. */
  validatedLedgerAgeS?: number;
}

/**
 * Decides readiness from a `server_info` result (`{ info: { build_version, replay_mode?,
 * validated_ledger: { seq, age } } }`, api_version 2). Pure; never throws.
 *
 * @param result the `server_info` result (anything: a missing or malformed field means not ready)
 * @param maxAgeS the age limit, seconds (default {@link READY_MAX_LEDGER_AGE_S})
 */
export function readinessOf(result: unknown, maxAgeS: number = READY_MAX_LEDGER_AGE_S): Readiness {
  const info = isObject(result) && isObject(result.info) ? result.info : undefined;
  const replayMode = info && isReplayServerInfo({ info }) ? info.replay_mode : undefined;
  const clock: LedgerClock = replayMode === 'static' ? 'replay-static' : replayMode === 'advance' ? 'replay-advance' : 'node';
  const validated = info && isObject(info.validated_ledger) ? info.validated_ledger : undefined;
  const seq = validated && typeof validated.seq === 'number' ? validated.seq : undefined;
  const ageS = validated && typeof validated.age === 'number' ? validated.age : undefined;
  const known = { ...(seq !== undefined ? { validatedLedger: seq } : {}), ...(ageS !== undefined ? { validatedLedgerAgeS: ageS } : {}) };
  if (seq === undefined) return { ready: false, reason: 'the XRPL node reports no validated ledger', clock, ...known };
  if (clock === 'replay-static') return { ready: true, clock, ...known };
  if (ageS === undefined) return { ready: false, reason: 'the XRPL node reports no validated ledger age', clock, ...known };
  if (ageS >= maxAgeS) {
    const whose = clock === 'replay-advance' ? ' (since the replay node revealed it)' : '';
    return { ready: false, reason: `the validated ledger is ${ageS} s old${whose} (limit ${maxAgeS} s)`, clock, ...known };
  }
  return { ready: true, clock, ...known };
}
