/**
 * The simulated validations stream of the replay node: every validator of the bundled real list,
 * keyed as rippled keys them (base58 master and ephemeral keys), validating each revealed ledger
 * with its recorded (VHS) or the default rate, reproducibly.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { encodeNodePublic } from 'ripple-address-codec';
import { DEFAULT_VALIDATION_RATE, draw, loadSimulatedValidators, validationsFor } from '../src/validations';
import type { LedgerRecord } from '../src/types';

const dir = path.join(__dirname, '..', 'data', 'validators');
const list = JSON.parse(readFileSync(path.join(dir, 'vl-xrplf-ED45D184-seq2022051601.json'), 'utf8')) as { blob: string };
const blob = JSON.parse(Buffer.from(list.blob, 'base64').toString('utf8')) as { validators: Array<{ validation_public_key: string }> };
const vhs = JSON.parse(readFileSync(path.join(dir, 'vhs-validators-2019-02.json'), 'utf8')) as Array<{ master_key: string; agreement_24h: { score: number } }>;

const validators = loadSimulatedValidators();
const ledger = (index: number) => ({ header: { ledger_index: index, ledger_hash: 'AB'.repeat(32), close_time: 700_000_000 } }) as unknown as LedgerRecord;

it('simulates every validator of the bundled list, with recorded rates where the VHS data has one', () => {
  expect(validators.map((v) => v.masterKey)).toEqual(blob.validators.map((v) => encodeNodePublic(Buffer.from(v.validation_public_key, 'hex'))));
  for (const v of validators) {
    const recorded = vhs.find((r) => r.master_key === v.masterKey);
    expect(v.rate).toBe(recorded ? recorded.agreement_24h.score : DEFAULT_VALIDATION_RATE);
    expect(v.signingKey).toMatch(/^n9/);
  }
});

it('sends rippled-shaped validationReceived messages for the ledger, marked simulated and unsigned, reproducibly', () => {
  const first = validationsFor(ledger(90_000_000), validators);
  expect(first).toEqual(validationsFor(ledger(90_000_000), validators));
  expect(first.length).toBe(validators.filter((v) => draw(90_000_000, v.masterKey) < v.rate).length);
  for (const m of first) {
    expect(m).toMatchObject({ type: 'validationReceived', ledger_index: '90000000', ledger_hash: 'AB'.repeat(32), simulated: true, signature: '' });
    expect(String(m.master_key)).toMatch(/^nH/);
  }
  // Over many ledgers, each validator's share follows its rate.
  let sent = 0;
  for (let i = 1; i <= 2000; i += 1) sent += validationsFor(ledger(i), validators).length;
  const expected = validators.reduce((a, v) => a + v.rate, 0) * 2000;
  expect(Math.abs(sent - expected) / expected).toBeLessThan(0.02);
});
