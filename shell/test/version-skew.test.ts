/**
 * Version skew between independently deployed builds: the shell's federation plugin reads
 * a remote's mf-manifest.json before running it and refuses one built against an incompatible
 * `@ledgerlens/shared` (console error naming both versions; the load fails, so the shell shows the
 * unavailable panel); an older minor of the same major loads.
 */
import { isSharedCompatible, ledgerlensFederationPlugin } from '../src/remotes/federationPlugin';

describe('isSharedCompatible(built, provided)', () => {
  it.each([
    ['0.1.0', '0.1.0', true],
    ['0.0.9', '0.1.0', true], // older minor, same major
    ['1.2.0', '1.4.3', true],
    ['1.4.3', '1.4.0', true], // patch differences never matter
    ['0.2.0', '0.1.0', false], // built against a newer minor than the page has
    ['1.0.0', '0.1.0', false], // other major
    ['0.1.0', '1.0.0', false],
  ])('%s on a page with %s → %s', (built, provided, ok) => expect(isSharedCompatible(built, provided)).toBe(ok));
});

describe('loadRemoteSnapshot hook', () => {
  const args = (built: string) =>
    ({
      options: { shared: { '@ledgerlens/shared': [{ version: '0.1.0' }] } },
      moduleInfo: { name: 'mfe_ledger', entry: '/remotes/mfe-ledger/mf-manifest.json' },
      manifestJson: { shared: [{ name: 'react', version: '19.3.1' }, { name: '@ledgerlens/shared', version: built }], metaData: { buildInfo: { buildVersion: '0.9.0-skew' } } },
      remoteSnapshot: {},
      from: 'manifest',
    }) as never;
  const hook = ledgerlensFederationPlugin().loadRemoteSnapshot as (a: never) => unknown;

  it('passes a remote built against an older minor of the same major', () => {
    const a = args('0.0.9');
    expect(hook(a)).toBe(a);
  });

  it('refuses an incompatible major, naming both versions on the console', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => hook(args('1.0.0'))).toThrow('@ledgerlens/shared 1.0.0');
    expect(error).toHaveBeenCalledWith(
      "[ledgerlens] mfe_ledger 0.9.0-skew was built against @ledgerlens/shared 1.0.0, incompatible with this page's @ledgerlens/shared 0.1.0 (different major, or a newer minor): not loaded",
    );
    error.mockRestore();
  });
});
