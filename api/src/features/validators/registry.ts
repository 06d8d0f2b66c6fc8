/**
 * The validator registry: the validators of a signed validator list, verified (publisher manifest,
 * then blob, with ripple-binary-codec and ripple-keypairs: `../network/validator-list.ts`).
 *
 * Source: the bundled real list (`api/data/validators/`, vl.xrplf.org sequence 2022051601) on the
 * offline network, or a publisher URL (`VALIDATOR_LIST_URL`, e.g. https://vl.xrplf.org) in live
 * mode, re-read every `refreshMs`. A list that fails verification (tampered blob or signature,
 * unknown version, expired, manifest of another publisher) is refused with a logged reason, and the
 * last good list keeps serving.
 *
 * Expiry is checked against the list's clock: the wall clock for a URL; for the bundled list, the
 * time the offline network represents (`VALIDATOR_LIST_AS_OF`, default 2022-06-01, when the bundled
 * list was current), since no 2025/2026 signed list exists in the recorded data.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_DATA_DIR } from '../../paths';
import { encodeNodePublic } from 'ripple-address-codec';
import { ValidatorListError, verifyValidatorList, type VerifiedList } from '../network';

/** Publisher key of the bundled list (vl.xrplf.org). */
export const BUNDLED_PUBLISHER_KEY = 'ED45D1840EE724BE327ABE9146503D5848EFD5F38B6D5FEDE71E80ACCE5E6E738B';
/** The bundled list file. */
export const BUNDLED_LIST_FILE = path.join(API_DATA_DIR, 'validators', 'vl-xrplf-ED45D184-seq2022051601.json');
/** Default time the bundled list is checked at (the offline network's list date). */
export const BUNDLED_AS_OF = '2022-06-01T00:00:00Z';

/** One registry entry. */
export interface RegistryValidator {
  /** Master public key, base58 `nH…`. */
  pubkey: string;
  /** Ephemeral signing key from its manifest, base58 `n9…`. */
  signingKey?: string;
  /** Domain declared in its manifest (text). */
  domain?: string;
}

/** The list in use. */
export interface RegistryList {
  publisherKey: string;
  sequence: number;
  /** ISO 8601. */
  expiration: string;
  /** Where it came from (file name or URL). */
  source: string;
  validators: RegistryValidator[];
}

const nodeKey = (hex: string): string => encodeNodePublic(Buffer.from(hex, 'hex'));

function toRegistry(list: VerifiedList, source: string): RegistryList {
  return {
    publisherKey: list.publisherKey,
    sequence: list.sequence,
    expiration: new Date(list.expiresMs).toISOString(),
    source,
    validators: list.validators.map((v) => {
      const out: RegistryValidator = { pubkey: nodeKey(v.masterKey) };
      if (v.signingKey) out.signingKey = nodeKey(v.signingKey);
      if (v.domain) out.domain = v.domain;
      return out;
    }),
  };
}

/** Options of {@link ValidatorRegistry}. */
export interface RegistryOptions {
  publisherKey?: string;
  /** Logs refusals and loads. */
  log?: (message: string) => void;
}

/** Holds the last good verified list. */
export class ValidatorRegistry {
  private current: RegistryList | null = null;
  readonly publisherKey: string;
  private readonly log: (message: string) => void;

  constructor(options: RegistryOptions = {}) {
    this.publisherKey = options.publisherKey ?? BUNDLED_PUBLISHER_KEY;
    this.log = options.log ?? (() => undefined);
  }

  /** The list in use, null before any list verified. */
  get list(): RegistryList | null {
    return this.current;
  }

  /**
   * Verifies `doc` (a rippled `/vl` document) at `nowMs` and uses it when it verifies and is not
   * older than the list in use. Returns true when it was taken; on refusal logs the reason, keeps
   * the last good list and returns false. Never throws.
   */
  offer(doc: unknown, source: string, nowMs: number): boolean {
    try {
      if (!doc || typeof doc !== 'object') throw new ValidatorListError('not a validator list document');
      const verified = verifyValidatorList(doc as Record<string, unknown>, this.publisherKey, nowMs);
      if (this.current && verified.sequence < this.current.sequence) {
        throw new ValidatorListError(`sequence ${verified.sequence} is older than the list in use (${this.current.sequence})`);
      }
      this.current = toRegistry(verified, source);
      this.log(`[validators] using list ${source}: publisher ${this.publisherKey.slice(0, 10)}…, sequence ${verified.sequence}, ${verified.validators.length} validators`);
      return true;
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      this.log(`[validators] refused list ${source}: ${reason}${this.current ? `; still using sequence ${this.current.sequence}` : ''}`);
      return false;
    }
  }

  /** Loads the bundled list, checked at `asOf` (ISO 8601). */
  loadBundled(asOf: string = BUNDLED_AS_OF, file: string = BUNDLED_LIST_FILE): boolean {
    let doc: unknown;
    try {
      doc = JSON.parse(readFileSync(file, 'utf8'));
    } catch (err) {
      this.log(`[validators] the bundled list ${file} could not be read: ${(err as Error).message}`);
      return false;
    }
    return this.offer(doc, `bundled ${path.basename(file)} (checked as of ${asOf})`, Date.parse(asOf));
  }

  /** Fetches and offers the list at `url` (live mode), checked at the wall clock. Never throws. */
  async loadUrl(url: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
    try {
      const res = await fetchImpl(url, { signal: AbortSignal.timeout(10_000) });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return this.offer(await res.json(), url, Date.now());
    } catch (err) {
      this.log(`[validators] could not fetch ${url}: ${(err as Error).message}${this.current ? `; still using sequence ${this.current.sequence}` : ''}`);
      return false;
    }
  }
}
