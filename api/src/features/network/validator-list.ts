/**
 * Signed validator lists (rippled `/vl` format, version 1): the publisher manifest is verified
 * (master signature, then ephemeral signature), then the blob signature with the manifest's
 * signing key, using ripple-binary-codec (manifest decoding) and ripple-keypairs (signatures).
 */
import { rippleTimeToUnixMs } from '@ledgerlens/shared/domain';
import { decode, encode } from 'ripple-binary-codec';
import { verify } from 'ripple-keypairs';

/** rippled's manifest hash prefix `MAN\0`. */
const MANIFEST_PREFIX = '4D414E00';

/** One listed validator. */
export interface ListedValidator {
  /** Master public key, hex (`validation_public_key`). */
  masterKey: string;
  /** Ephemeral signing key from its manifest, hex. */
  signingKey?: string;
  /** Domain from its manifest, when it declares one. */
  domain?: string;
}

/** A verified list. */
export interface VerifiedList {
  publisherKey: string;
  sequence: number;
  /** Expiration, Unix ms. */
  expiresMs: number;
  validators: ListedValidator[];
}

/** Why a list was refused. */
export class ValidatorListError extends Error {}

interface Manifest {
  PublicKey: string;
  SigningPubKey?: string;
  Signature?: string;
  MasterSignature: string;
  Sequence: number;
  Domain?: string;
}

/** Decodes and verifies a base64 manifest; throws {@link ValidatorListError} when a signature fails. */
export function verifyManifest(base64: string): Manifest {
  const m = decode(Buffer.from(base64, 'base64').toString('hex').toUpperCase()) as unknown as Manifest;
  const { Signature, MasterSignature, ...rest } = m;
  const data = MANIFEST_PREFIX + encode(rest as never);
  if (!MasterSignature || !verify(data, MasterSignature, m.PublicKey)) throw new ValidatorListError('manifest master signature invalid');
  if (m.SigningPubKey && (!Signature || !verify(data, Signature, m.SigningPubKey))) throw new ValidatorListError('manifest signature invalid');
  return m;
}

/**
 * Verifies a rippled `/vl` document (`{ public_key, manifest, blob, signature, version }`) for the
 * trusted `publisherKey` at `nowMs`. Throws {@link ValidatorListError} with the reason: unknown
 * version, manifest for another key, bad signature, expired.
 */
export function verifyValidatorList(doc: Record<string, unknown>, publisherKey: string, nowMs: number): VerifiedList {
  if (doc.version !== 1) throw new ValidatorListError(`unknown list version ${String(doc.version)}`);
  const manifest = verifyManifest(String(doc.manifest));
  if (manifest.PublicKey.toUpperCase() !== publisherKey.toUpperCase()) throw new ValidatorListError(`manifest is for publisher ${manifest.PublicKey}, not ${publisherKey}`);
  if (!manifest.SigningPubKey) throw new ValidatorListError('manifest has no signing key');
  const blob = Buffer.from(String(doc.blob), 'base64');
  if (!verify(blob.toString('hex').toUpperCase(), String(doc.signature), manifest.SigningPubKey)) throw new ValidatorListError('blob signature invalid');
  const body = JSON.parse(blob.toString('utf8')) as { sequence: number; expiration: number; validators: Array<{ validation_public_key: string; manifest?: string }> };
  const expiresMs = rippleTimeToUnixMs(body.expiration);
  if (expiresMs <= nowMs) throw new ValidatorListError(`list sequence ${body.sequence} expired ${new Date(expiresMs).toISOString()}`);
  const validators = body.validators.map((v): ListedValidator => {
    const out: ListedValidator = { masterKey: v.validation_public_key };
    if (v.manifest) {
      try {
        const vm = verifyManifest(v.manifest);
        if (vm.SigningPubKey) out.signingKey = vm.SigningPubKey;
        if (vm.Domain) out.domain = Buffer.from(vm.Domain, 'hex').toString('utf8');
      } catch {
        // A validator manifest that fails is listed without domain.
      }
    }
    return out;
  });
  return { publisherKey, sequence: body.sequence, expiresMs, validators };
}
