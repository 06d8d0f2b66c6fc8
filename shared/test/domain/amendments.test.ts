import { createHash } from 'node:crypto';
import { AMENDMENT_LIST_SOURCE, amendmentById, amendmentByName, amendmentId, knownAmendments } from '../../src/domain/amendments';
import featureAll from './fixtures/feature-all-admin.json';
import featureOne from './fixtures/feature-one.json';

/** SHA-512Half computed independently with Node's crypto. */
const sha512Half = (name: string) => createHash('sha512').update(name, 'ascii').digest('hex').slice(0, 64).toUpperCase();

describe('amendment names (rippled features.macro @003141a)', () => {
  it('lists all 108 names with their source commit', () => {
    expect(knownAmendments()).toHaveLength(108);
    expect(AMENDMENT_LIST_SOURCE.commit).toBe('003141aeb76aa3d1584c7f046fa278c50ddae0c1');
  });

  it('gives every name the SHA-512Half of the name as its ID', () => {
    for (const a of knownAmendments()) expect(a.id).toBe(sha512Half(a.name));
    expect(amendmentId('DeepFreeze')).toBe(sha512Half('DeepFreeze'));
  });

  it('names each ID the way rippled named it in recorded feature answers', () => {
    const pairs = [
      ...Object.entries(featureAll.result.features).map(([id, f]) => [id, f.name] as const),
      ...Object.entries(featureOne.result).map(([id, f]) => [id, f.name] as const),
    ];
    expect(pairs.length).toBeGreaterThan(5);
    for (const [id, name] of pairs) {
      // rippled's list drops amendments that never activated; the ones it still has must match.
      const known = amendmentByName(name);
      if (known) expect(known.id).toBe(id);
    }
    expect(amendmentById('4C97EBA926031A7CF7D7B36FDE3ED66DDA5421192D63DE53FFB46E43B9DC8373')?.name).toBe('MultiSign');
  });

  it('finds names case-insensitively and IDs in any case', () => {
    expect(amendmentByName('deepfreeze')?.name).toBe('DeepFreeze');
    expect(amendmentById(sha512Half('DeepFreeze').toLowerCase())?.name).toBe('DeepFreeze');
    expect(amendmentByName('NoSuchAmendment')).toBeUndefined();
  });
});
