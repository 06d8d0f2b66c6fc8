/**
 * The replay node's SIMULATED `validations` stream (advance mode): for every revealed ledger, each
 * validator of the bundled real signed list (`data/validators/vl-xrplf-…json`, vl.xrplf.org
 * sequence 2022051601) sends a `validationReceived` message for that ledger with a probability equal
 * to its recorded 24 h agreement in `data/validators/vhs-validators-2019-02.json` (validator-history
 * service data) when it has one, else {@link DEFAULT_VALIDATION_RATE}. Draws come from a PRNG seeded
 * by the ledger index and the validator key, so a run is reproducible.
 *
 * These validations are not real and not signed (`signature` is empty): they exist so that the
 * API's agreement computation can be exercised offline. `server_info.build_version`
 * (`ledgerlens-replay`) tells clients that this node is the replay, and the UI labels agreement
 * figures "simulated on the offline network".
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { encodeNodePublic } from 'ripple-address-codec';
import { decode } from 'ripple-binary-codec';
import type { JsonObject } from './json';
import type { LedgerRecord } from './types';
import type { StreamSession } from './streams';

/** Validation probability of a listed validator without a recorded agreement. */
export const DEFAULT_VALIDATION_RATE = 0.985;

/** One simulated validator: its keys (base58 `nH…` master, `n9…` ephemeral) and its rate. */
export interface SimulatedValidator {
  masterKey: string;
  signingKey: string;
  rate: number;
}

const DATA_DIR = path.resolve(__dirname, '..', 'data', 'validators');

function nodeKey(hex: string): string {
  return encodeNodePublic(Buffer.from(hex, 'hex'));
}

/**
 * The validators of the bundled list with their simulated rates. `listFile` and `vhsFile` default
 * to the bundled copies.
 */
export function loadSimulatedValidators(
  listFile = path.join(DATA_DIR, 'vl-xrplf-ED45D184-seq2022051601.json'),
  vhsFile = path.join(DATA_DIR, 'vhs-validators-2019-02.json'),
): SimulatedValidator[] {
  const doc = JSON.parse(readFileSync(listFile, 'utf8')) as { blob: string };
  const blob = JSON.parse(Buffer.from(doc.blob, 'base64').toString('utf8')) as { validators: Array<{ validation_public_key: string; manifest?: string }> };
  const recorded = new Map<string, number>();
  try {
    const vhs = JSON.parse(readFileSync(vhsFile, 'utf8')) as Array<{ master_key?: string; agreement_24h?: { score?: number } }>;
    for (const v of vhs) if (v.master_key && typeof v.agreement_24h?.score === 'number') recorded.set(v.master_key, v.agreement_24h.score);
  } catch {
    // no recorded agreement: every validator uses the default rate
  }
  return blob.validators.map((v) => {
    const masterKey = nodeKey(v.validation_public_key);
    let signingHex = v.validation_public_key;
    if (v.manifest) {
      try {
        const m = decode(Buffer.from(v.manifest, 'base64').toString('hex').toUpperCase()) as { SigningPubKey?: string };
        if (m.SigningPubKey) signingHex = m.SigningPubKey;
      } catch {
        // keep the master key
      }
    }
    return { masterKey, signingKey: nodeKey(signingHex), rate: recorded.get(masterKey) ?? DEFAULT_VALIDATION_RATE };
  });
}

/** A uniform draw in [0, 1) from the ledger index and the key (SHA-256, deterministic). */
export function draw(ledgerIndex: number, key: string): number {
  const digest = createHash('sha256').update(`${ledgerIndex}:${key}`).digest();
  return digest.readUInt32BE(0) / 0x1_0000_0000;
}

/**
 * The simulated `validationReceived` messages for `ledger`, in rippled's shape
 * (`NetworkOPsImp::pubValidation`): `ledger_hash`, `ledger_index` (a string, as rippled sends it),
 * `master_key`, `validation_public_key`, `signing_time`, `flags`, `full`, `signature` (empty:
 * simulated), plus `simulated: true`.
 */
export function validationsFor(ledger: LedgerRecord, validators: readonly SimulatedValidator[]): JsonObject[] {
  const index = ledger.header.ledger_index;
  return validators
    .filter((v) => draw(index, v.masterKey) < v.rate)
    .map((v) => ({
      type: 'validationReceived',
      flags: 0x8000_0001,
      full: true,
      ledger_hash: ledger.header.ledger_hash,
      ledger_index: String(index),
      master_key: v.masterKey,
      validation_public_key: v.signingKey,
      signing_time: ledger.header.close_time,
      signature: '',
      simulated: true,
    }));
}

/** Sends the simulated validations of `ledger` to every session subscribed to `validations`. */
export function publishValidations(ledger: LedgerRecord, validators: readonly SimulatedValidator[], sessions: Iterable<StreamSession>): number {
  const targets = [...sessions].filter((s) => s.streams.has('validations'));
  if (targets.length === 0) return 0;
  const messages = validationsFor(ledger, validators);
  for (const session of targets) for (const m of messages) session.send(m);
  return messages.length;
}
