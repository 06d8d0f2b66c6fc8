/**
 * Publisher-signature verification of a real signed list: vl.ripple.com sequence 60
 * (api/data/validators/vl-ripple-ED2677AB-seq60.json, a copy of the team data set's file), and refusals.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ValidatorListError, verifyValidatorList } from '../src/features/network/validator-list';

const doc = JSON.parse(readFileSync(join(__dirname, '../data/validators/vl-ripple-ED2677AB-seq60.json'), 'utf8')) as Record<string, unknown>;
const KEY = String(doc.public_key);
const BEFORE_EXPIRY = Date.UTC(2020, 5, 1);

it('the real list verifies: sequence 60, its validators', () => {
  const list = verifyValidatorList(doc, KEY, BEFORE_EXPIRY);
  const blob = JSON.parse(Buffer.from(String(doc.blob), 'base64').toString('utf8'));
  expect(list.sequence).toBe(60);
  expect(list.validators).toHaveLength(blob.validators.length);
});

it('one byte of the blob changed is refused', () => {
  const bytes = Buffer.from(String(doc.blob), 'base64');
  bytes[10] ^= 1;
  expect(() => verifyValidatorList({ ...doc, blob: bytes.toString('base64') }, KEY, BEFORE_EXPIRY)).toThrow('blob signature invalid');
});

it('one byte of the signature changed is refused', () => {
  const sig = String(doc.signature);
  const tampered = sig.slice(0, 20) + (sig[20] === 'A' ? 'B' : 'A') + sig.slice(21);
  expect(() => verifyValidatorList({ ...doc, signature: tampered }, KEY, BEFORE_EXPIRY)).toThrow(ValidatorListError);
});

it('unknown version, expired list, other publisher key are refused with a reason', () => {
  expect(() => verifyValidatorList({ ...doc, version: 3 }, KEY, BEFORE_EXPIRY)).toThrow('unknown list version');
  expect(() => verifyValidatorList(doc, KEY, Date.UTC(2026, 0, 1))).toThrow('expired');
  expect(() => verifyValidatorList(doc, 'ED' + '00'.repeat(32), BEFORE_EXPIRY)).toThrow('manifest is for publisher');
});
