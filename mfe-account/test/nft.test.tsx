/**
 * `/nft/:id` and the account page's NFTs tab: what a visitor sees, with the API answered by msw
 * with real answers of the API on the offline replay network (fixtures/assets, see its README).
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setRuntimeConfig } from '@ledgerlens/shared';
import { renderAt } from './render';
import nft from './fixtures/assets/nft-brokered.json';

const server = setupServer(
  http.get('*/api/nfts/:id', ({ params }) =>
    params.id === nft.id ? HttpResponse.json(nft) : HttpResponse.json({ error: 'NFT not found: no NFTokenPage or transaction the node knows holds this NFTokenID', code: 'notFound' }, { status: 404 }),
  ),
);

beforeAll(() => {
  setRuntimeConfig({ apiBaseUrl: 'http://localhost' });
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());

describe('/nft/:id', () => {
  it('names lsfTrustLine (0x0004) of an older NFT, read from its NFTokenID (issue 39 item 11)', async () => {
    // The recorded NFT's ID with flags 0x000C (lsfTrustLine + lsfTransferable) in place of 0x0008:
    // no recorded mainnet NFT carries the flag, and the page reads it from the ID's first 16 bits.
    const id = `000C${nft.id.slice(4)}`;
    server.use(http.get(`*/api/nfts/${id}`, () => HttpResponse.json({ ...nft, id })));
    await renderAt(`/nft/${id}`);
    expect(await screen.findByText('Trust line for fees')).toBeInTheDocument();
    expect(screen.getByTestId('nft-trust-line')).toHaveTextContent('lsfTrustLine');
    expect(screen.getByTestId('nft-trust-line')).toHaveTextContent('since fixRemoveNFTokenAutoTrustLine a mint with it is refused');
  });

  it('leaves it out when the NFTokenID does not carry it', async () => {
    await renderAt(`/nft/${nft.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Taxon 52 · serial #2583' });
    expect(screen.queryByText('Trust line for fees')).toBeNull();
  });

  it('shows the decoded ID, owner and the brokered sale split', async () => {
    await renderAt(`/nft/${nft.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Taxon 52 · serial #2583' })).toBeInTheDocument();
    expect(screen.getByText('7% (7,000 / 100,000)')).toBeInTheDocument();
    const sale = screen.getByTestId('nft-sale');
    expect(sale).toHaveTextContent('Price 2500 XRP');
    expect(sale).toHaveTextContent('Seller received 2325 XRP');
    expect(sale).toHaveTextContent('Issuer royalty 175 XRP');
    expect(sale).toHaveTextContent('fee none');
    expect(within(sale).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      `/account/${nft.history[0].sale!.buyer}`,
      `/account/${nft.history[0].sale!.seller}`,
      `/account/${nft.history[0].sale!.broker}`,
    ]);
    expect(screen.getByText(/the issuer's and owner's account_tx/)).toBeInTheDocument();
  });

  it('an unknown NFT shows the not-found state with the reason', async () => {
    await renderAt(`/nft/${nft.id.slice(0, 63)}8`);
    expect(await screen.findByRole('heading', { name: 'NFT not found' })).toBeInTheDocument();
    expect(screen.getByText(/no NFTokenPage or transaction the node knows holds/)).toBeInTheDocument();
  });
});
