/**
 * The ledger-object page over the API's answers for recorded mainnet objects (captured from the
 * API against the replay node): a cancelled escrow, a claimed payment channel, an AMM pool touched
 * by three recorded transactions, a check.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import fixtures from './fixtures/objects.json';
import { renderAt } from './render';
import { server } from './server';

const answers = fixtures as unknown as Record<string, Record<string, unknown>>;
const ESCROW = 'DC5F3851D8A1AB622F957761E5963BC5BD439D5C24AC6AD7AC4523F0640244AC';
const CHANNEL = '5DB01B7FFED6B67E6B0414DED11E051D2EE2B7619CE0EAA6286D67A3A4D5BDB3';
const AMM = 'C55741BDA5F2590DD0F0EF7F620F133C0B73C382A8987068CA2DD886D99FD3B5';

beforeEach(() => {
  server.use(
    http.get('*/api/objects/:index', ({ params }) => {
      const found = answers[`/api/objects/${String(params.index)}`];
      return found ? HttpResponse.json(found) : HttpResponse.json({ error: 'Ledger object not found', code: 'entryNotFound' }, { status: 404 });
    }),
  );
});

describe('/object/:index', () => {
  it('shows a cancelled escrow: deleted, its last state, the deleting transaction, and its condition type', async () => {
    await renderAt(`/object/${ESCROW}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Escrow' })).toBeInTheDocument();
    expect(screen.getByText('Deleted')).toBeInTheDocument();
    expect(screen.getByText('Deleted in ledger 29,187,944')).toBeInTheDocument();
    expect(screen.getByTestId('deleted-by')).toHaveTextContent('Deleted by transaction');
    expect(screen.getByText('PREIMAGE-SHA-256')).toBeInTheDocument();
    expect(screen.getByText('0.01 XRP')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'History (2)' });
    expect(within(history).getByText('created')).toBeInTheDocument();
    expect(within(history).getByText('deleted')).toBeInTheDocument();
  });

  it('shows a claimed channel\'s claimed share as a bar', async () => {
    await renderAt(`/object/${CHANNEL}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'PayChannel' })).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Claimed share of the channel' })).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByText(/1 XRP of 100 XRP claimed/)).toBeInTheDocument();
    expect(screen.getByText('As of ledger 29,385,089')).toBeInTheDocument();
  });

  it('lists the three recorded transactions of an AMM pool and says earlier history is not recorded', async () => {
    await renderAt(`/object/${AMM}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'AMM' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'History (3)' })).toBeInTheDocument();
    expect(screen.getByText(/Earlier history not recorded/)).toBeInTheDocument();
    expect(screen.getByText('0.8%')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reserves, LP holders and history of this pool' })).toHaveAttribute('href', expect.stringMatching(/^\/amm\/r[1-9A-HJ-NP-Za-km-z]{24,34}$/));
  });

  it('names the index searched when the object is unknown or malformed', async () => {
    await renderAt(`/object/${'A'.repeat(64)}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ledger object not found' })).toBeInTheDocument();
    expect(screen.getByText('A'.repeat(64))).toBeInTheDocument();
  });
});

// Issue 39 item 5: object views go through the shared look-alike guard: a code reading "XRP" is its hex, marked.
describe('currency codes in object views', () => {
  it('shows a RippleState amount in a code that decodes to "XRP" as hex, not as XRP', async () => {
    const { amountText } = await import('../src/features/object/components/objectText');
    const code = '5852500000000000000000000000000000000000';
    expect(amountText({ value: '5', currency: code })).toBe(`5 ${code} (hex code; reads "XRP", not XRP)`);
    expect(amountText({ value: '5', currency: '534F4C4F00000000000000000000000000000000' })).toBe('5 SOLO');
    expect(amountText({ currency: 'XRP' })).toBe('XRP');
  });
});
