import { networkBadgeLabel, networkInfo, parseNetworkIdHeader } from '../../src/domain/network';
import { createAppStore, selectNetwork } from '../../src';
import { noteNetworkHeader } from '../../src/api/networkApi';

describe('network names (server_info network_id)', () => {
  it.each([
    [0, 'mainnet', undefined],
    [1, 'testnet', 'Testnet'],
    [2, 'devnet', 'Devnet'],
    [21338, 'Network 21338', 'Network 21338'],
  ])('%i is %s, badge %s', (id, name, badge) => {
    expect(networkInfo(id)).toEqual({ id, name });
    expect(networkBadgeLabel(networkInfo(id))).toBe(badge);
  });

  it('reads the X-LedgerLens-Network-Id header: whole numbers up to 2^32-1 only', () => {
    expect(parseNetworkIdHeader('2')).toBe(2);
    expect(parseNetworkIdHeader(' 0 ')).toBe(0);
    for (const bad of [null, undefined, '', '-1', '2.5', 'devnet', '99999999999']) expect(parseNetworkIdHeader(bad)).toBeUndefined();
  });

  it('an answer header fills the store\'s network entry, and a different one replaces it', () => {
    const store = createAppStore();
    expect(selectNetwork(store.getState())).toBeUndefined();
    noteNetworkHeader(store.dispatch, store.getState, new Headers({ 'X-LedgerLens-Network-Id': '2' }));
    expect(selectNetwork(store.getState())).toEqual({ id: 2, name: 'devnet' });
    noteNetworkHeader(store.dispatch, store.getState, new Headers({}));
    expect(selectNetwork(store.getState())).toEqual({ id: 2, name: 'devnet' });
    noteNetworkHeader(store.dispatch, store.getState, new Headers({ 'X-LedgerLens-Network-Id': '0' }));
    expect(selectNetwork(store.getState())).toEqual({ id: 0, name: 'mainnet' });
  });
});
