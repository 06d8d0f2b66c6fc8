/**
 * A well-formed NFTokenID the node does not know (issue 39 item 6): the API answers 404 with what
 * the ID encodes and `known: false` (fixtures/assets/nft-unknown.json: that body for the brokered
 * NFT's ID with serial FFFFFFFF, decoded with xrpl.js `parseNFTokenID` as the API does; the API
 * side is checked in api/test/assets.integration.test.ts). The page shows the fields under a
 * "not found on this node" notice.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setRuntimeConfig } from '@ledgerlens/shared';
import { renderAt } from './render';
import unknown from './fixtures/assets/nft-unknown.json';

const server = setupServer(
  http.get('*/api/nfts/:id', ({ params }) =>
    params.id === unknown.id ? HttpResponse.json(unknown, { status: 404 }) : HttpResponse.json({ error: unknown.error, code: 'notFound' }, { status: 404 }),
  ),
);

beforeAll(() => {
  setRuntimeConfig({ apiBaseUrl: 'http://localhost' });
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());

describe('/nft/:id of an NFTokenID the node does not know', () => {
  it('shows the decoded issuer, taxon, serial, transfer fee and flags under "Not found on this node"', async () => {
    await renderAt(`/nft/${unknown.id}`);
    const view = await screen.findByTestId('nft-not-known');
    expect(within(view).getByRole('heading', { level: 1, name: `Taxon ${unknown.taxon} · serial #${unknown.serial}` })).toBeInTheDocument();
    expect(within(view).getByRole('status')).toHaveTextContent(`Not found on this node${unknown.error}.`);
    expect(within(view).getByText('7% (7,000 / 100,000)')).toBeInTheDocument();
    expect(within(view).getByRole('link', { name: /rpbjko/ })).toHaveAttribute('href', `/account/${unknown.issuer}`);
    expect(within(view).getByText('Transferable')).toBeInTheDocument();
    expect(within(view).getByText(unknown.id)).toBeInTheDocument();
  });

  it('a 404 without the decoded fields keeps the plain not-found state', async () => {
    await renderAt(`/nft/${unknown.id.slice(0, 63)}0`);
    expect(await screen.findByRole('heading', { name: 'NFT not found' })).toBeInTheDocument();
    expect(screen.queryByTestId('nft-not-known')).not.toBeInTheDocument();
  });
});
