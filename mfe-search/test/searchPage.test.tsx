import { screen, waitFor } from '@testing-library/react';
import { SAMPLES, SECRET_KEY_MESSAGE, SECRET_KEY_SERVER_MESSAGE } from '@ledgerlens/shared';
import { renderAt } from './render';
import { http, HttpResponse } from 'msw';
import { PAYMENT, requestsTo, server } from './server';

const input = () => screen.getByRole('searchbox', { name: 'Search query' });
const searchButton = () => screen.getByRole('button', { name: 'Search' });
const location = () => screen.getByTestId('location');

describe('Search page', () => {
  it('shows the heading, focuses the input and keeps Search disabled while empty', async () => {
    await renderAt('/search');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search the XRP Ledger' })).toBeInTheDocument();
    expect(input()).toHaveFocus();
    expect(searchButton()).toBeDisabled();
    expect(screen.queryByText(/hexadecimal|numeric|Enter a/)).not.toBeInTheDocument();
  });

  it.each([
    ['ABC123', 'Transaction hashes are 64 hexadecimal characters.'],
    ['C0FFEE', 'CTIDs must be 16 hexadecimal characters.'],
    ['hello world', 'Enter a transaction hash, CTID, XRP address, or ledger index.'],
    ['rThisIsNotAnAddress0OIl', "Classic XRP addresses start with 'r' and are 25-34 characters."],
  ])('disables Search for %p and shows the spec message', async (text, message) => {
    const { user } = await renderAt('/search');
    await user.type(await screen.findByRole('searchbox', { name: 'Search query' }), text);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(searchButton()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(location()).toHaveTextContent('/search');
  });

  it('is a GET form to /search with the input named q, so it submits before the app has taken the page over', async () => {
    await renderAt('/search');
    const form = (await screen.findByRole('search', { name: 'Search the XRP Ledger' })) as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/search');
    expect(input()).toHaveAttribute('name', 'q');
  });

  it('shows an invalid ?q= (a search form submitted before the app ran) in the input with its message', async () => {
    await renderAt('/search?q=ABC123');
    expect(await screen.findByRole('searchbox', { name: 'Search query' })).toHaveValue('ABC123');
    expect(screen.getByText('Transaction hashes are 64 hexadecimal characters.')).toBeInTheDocument();
    expect(searchButton()).toBeDisabled();
  });

  it('never writes a secret key that reached ?q= back into the page, and says why it was refused', async () => {
    const seed = 'snoPBrXtMeMyMHUVTgbuqAfg1SUTb';
    const { container } = await renderAt(`/search?q=${seed}`);
    expect(await screen.findByRole('searchbox', { name: 'Search query' })).toHaveValue('');
    // It came in the page address: it reached the server. The page says so, not "it was not sent anywhere" (issue 39 item 8).
    expect(screen.getByText(SECRET_KEY_SERVER_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(SECRET_KEY_MESSAGE)).not.toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/search$/));
    expect(container.innerHTML).not.toContain(seed);
    expect(screen.getByText(SECRET_KEY_SERVER_MESSAGE)).toBeInTheDocument();
  });

  it('treats XLS-12 secret numbers in ?q= as a secret too: not written back, not opened as a ledger', async () => {
    const numbers = '554872394893635468183471223344556677889900112233';
    const { container } = await renderAt(`/search?q=${numbers}`);
    expect(await screen.findByRole('searchbox', { name: 'Search query' })).toHaveValue('');
    expect(screen.getByText(SECRET_KEY_SERVER_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/search$/));
    expect(container.innerHTML).not.toContain(numbers);
  });

  it('goes from a valid ?q= straight to its page', async () => {
    await renderAt(`/search?q=${PAYMENT.hash.toLowerCase()}`);
    expect(await screen.findByRole('heading', { name: 'Transaction Details' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(`/transaction/${PAYMENT.hash}`);
  });

  it('submits with Enter and goes to /transaction/{UPPERCASED hash}', async () => {
    const { user } = await renderAt('/search');
    await user.type(await screen.findByRole('searchbox', { name: 'Search query' }), `  ${PAYMENT.hash.toLowerCase()} `);
    expect(searchButton()).toBeEnabled();
    expect(screen.getByLabelText('Detected type: Transaction')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Transaction Details' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(`/transaction/${PAYMENT.hash}`);
  });

  it('opens a ledger object\'s page for a 64-hex index the API resolves as an object, in one request', async () => {
    // A payment channel of the recorded mainnet data (GET /api/resolve answers kind "object").
    const CHANNEL = '5DB01B7FFED6B67E6B0414DED11E051D2EE2B7619CE0EAA6286D67A3A4D5BDB3';
    server.use(http.get('*/api/resolve/:id', () => HttpResponse.json({ kind: 'object', id: CHANNEL, path: `/object/${CHANNEL}` })));
    const { user } = await renderAt('/search');
    await user.type(await screen.findByRole('searchbox', { name: 'Search query' }), CHANNEL.toLowerCase());
    await user.keyboard('{Enter}');
    // /object/… belongs to mfe-ledger: this remote alone draws nothing there (the search page is gone).
    await waitFor(() => expect(screen.queryByRole('searchbox', { name: 'Search query' })).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Transaction Details' })).toBeNull();
    expect(requestsTo(`/api/resolve/${CHANNEL}`)).toBe(1);
    expect(requestsTo(`/api/transaction/${CHANNEL}`)).toBe(0);
  });

  it('sends an account address to /account/{address} and a ledger index to /ledger/{index}', async () => {
    const { user } = await renderAt('/search');
    await user.type(await screen.findByRole('searchbox', { name: 'Search query' }), SAMPLES.address);
    await user.click(searchButton());
    expect(await screen.findByRole('heading', { name: `Account ${SAMPLES.address}` })).toBeInTheDocument();
  });

  it.each([
    ['Transaction', `/transaction/${SAMPLES.transactionHash}`],
    ['Account', `/account/${SAMPLES.address}`],
    ['Ledger', `/ledger/${SAMPLES.ledgerIndex}`],
  ])('the %s example card navigates at once', async (card, path) => {
    const { user } = await renderAt('/search');
    await user.click(await screen.findByRole('button', { name: new RegExp(`^${card}`) }));
    await waitFor(() => expect(location()).toHaveTextContent(path));
  });

  it('preselects the Transaction type with ?type=transaction (highlighted card, placeholder)', async () => {
    await renderAt('/search?type=transaction');
    expect(await screen.findByRole('button', { name: /^Transaction/, pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Account/ })).toHaveAttribute('aria-pressed', 'false');
    expect(input()).toHaveAttribute('placeholder', 'Enter transaction hash (64 characters)');
  });

  it('shows the Why Use LedgerLens? blocks and sends New to XRP? to /en/learn', async () => {
    const { user } = await renderAt('/search');
    expect(await screen.findByRole('heading', { name: 'Why Use LedgerLens?' })).toBeInTheDocument();
    for (const title of ['Instant Search', 'Secure & Reliable', 'Real-time Data']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'New to XRP?' }));
    expect(await screen.findByRole('heading', { name: 'Learn' })).toBeInTheDocument();
  });

  it('sets the page title and names the q parameter in its SearchAction structured data', async () => {
    await renderAt('/search');
    await waitFor(() => expect(document.title).toBe('Search the XRP Ledger · LedgerLens'));
    const ld = document.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(ld?.textContent ?? '{}');
    expect(data.potentialAction['@type']).toBe('SearchAction');
    expect(data.potentialAction.target.urlTemplate).toBe('http://localhost/search?q={search_term_string}');
    expect(data.potentialAction['query-input']).toBe('required name=search_term_string');
  });

  it('prefetches the transaction once the input is valid, so the page opens without a second request', async () => {
    const { user } = await renderAt('/search');
    await user.type(await screen.findByRole('searchbox', { name: 'Search query' }), PAYMENT.hash);
    await waitFor(() => expect(requestsTo(`/api/transaction/${PAYMENT.hash}`)).toBe(1));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Transaction Details' })).toBeInTheDocument();
    expect(requestsTo(`/api/transaction/${PAYMENT.hash}`)).toBe(1);
  });
});
