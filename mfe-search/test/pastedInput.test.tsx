/**
 * What every search box does with a pasted X-address or secret key (the promise of the tips and
 * the articles): the X-address opens its account page; the secret key is refused with the
 * secret-key warning and is never sent anywhere (no request carries it, in its URL or body).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { generateSeed } from 'ripple-keypairs';
import { SECRET_KEY_MESSAGE } from '@ledgerlens/shared';
import xAddresses from '@ledgerlens/shared/fixtures/x-address.json';
import { renderAt } from './render';
import { server } from './server';

/** Every request the page made in a test: URL and body. */
const seen: string[] = [];
server.events.on('request:start', async ({ request }) => {
  seen.push(`${request.url} ${await request.clone().text()}`);
});
beforeEach(() => {
  seen.length = 0;
});

const SEEDS = [generateSeed({ algorithm: 'ecdsa-secp256k1' }), generateSeed({ algorithm: 'ed25519' })];
const X = xAddresses.test_cases.find((c) => c.tag !== false)!;

/** The three search boxes: where they are, and how to find the box. */
const BOXES = [
  { name: 'home panel', path: '/', options: {}, scope: () => within(screen.getByRole('search', { name: 'Explore the XRP Ledger' })) },
  { name: 'search page', path: '/search', options: {}, scope: () => within(screen.getByRole('search', { name: 'Search the XRP Ledger' })) },
  { name: 'header', path: '/transaction', options: { header: { compact: true } }, scope: () => within(screen.getByTestId('header')) },
] as const;

describe.each(BOXES)('the $name search box', ({ path, options, scope }) => {
  it.each(SEEDS)('refuses the secret key %s with the warning and sends it nowhere', async (seed) => {
    const { user } = await renderAt(path, options);
    const box = await waitFor(() => scope().getByRole('searchbox'));
    await user.type(box, seed);
    expect(scope().getByText(SECRET_KEY_MESSAGE)).toBeInTheDocument();
    expect(scope().getByRole('button', { name: 'Search' })).toBeDisabled();
    await user.keyboard('{Enter}');
    // Past the prefetch's quiet time: nothing was fetched for it.
    await new Promise((r) => setTimeout(r, 400));
    expect(screen.getByTestId('location')).toHaveTextContent(path);
    expect(screen.getByTestId('location')).not.toHaveTextContent(seed);
    expect(seen.filter((r) => r.includes(seed))).toEqual([]);
  });

  it('opens the account page of a pasted X-address and says it will', async () => {
    const { user } = await renderAt(path, options);
    const box = await waitFor(() => scope().getByRole('searchbox'));
    await user.type(box, X.x_address_mainnet);
    expect(scope().getByText(/X-address: opens the account it stands for, with its destination tag/)).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: `Account ${X.x_address_mainnet}` })).toBeInTheDocument();
    // Not prefetched as an address: the API takes classic addresses only.
    expect(seen.filter((r) => r.includes(`/api/account/${X.x_address_mainnet}`))).toEqual([]);
  });
});
