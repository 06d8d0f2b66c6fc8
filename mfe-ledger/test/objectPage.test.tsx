/**
 * The ledger-object page over the API's answers for recorded mainnet objects (captured from the
 * API against the replay node): a cancelled escrow, a claimed payment channel, an AMM pool touched
 * by three recorded transactions, a check.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import fixtures from './fixtures/objects.json';
import { renderAt } from './render';
import { SECOND, server } from './server';

const answers = fixtures as unknown as Record<string, Record<string, unknown>>;
const ESCROW = 'DC5F3851D8A1AB622F957761E5963BC5BD439D5C24AC6AD7AC4523F0640244AC';
const CHANNEL = '5DB01B7FFED6B67E6B0414DED11E051D2EE2B7619CE0EAA6286D67A3A4D5BDB3';
const AMM = 'C55741BDA5F2590DD0F0EF7F620F133C0B73C382A8987068CA2DD886D99FD3B5';
const CHECK = 'E4AB0D75';

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

/**
 * Issue 39 item 12: the "passed" badges compare with the close time of the ledger the state is read
 * from (the parent ledger of the next transaction), as rippled does, never the visitor's clock:
 * Escrow.cpp `after()` is strictly later, View.cpp `hasExpired` is at or later. The recorded objects'
 * times are years before today, so the wall clock would call every one of them passed.
 */
describe('time badges against the ledger close time', () => {
  const answerOf = (prefix: string) => Object.entries(answers).find(([k]) => k.startsWith(`/api/objects/${prefix}`))![1];
  /** The object answered live at `ledgerIndex`, with that ledger's close time (`closeTime`, Ripple-epoch seconds, answered as ISO). */
  function liveAt(index: string, answer: Record<string, unknown>, ledgerIndex: number, closeTime: number) {
    server.use(
      http.get(`*/api/objects/${index}`, () => HttpResponse.json({ ...answer, deleted: false, ledgerIndex, closeTime: new Date((closeTime + 946_684_800) * 1000).toISOString(), history: [], historyEnd: 'notRecorded' })),
      http.get(`*/api/ledger/${ledgerIndex}`, () => HttpResponse.json({ ...SECOND, ledgerIndex, closeTime })),
    );
  }

  it('an escrow whose FinishAfter equals the close time has not passed it (strictly after)', async () => {
    const escrow = answerOf(ESCROW) as { fields: { FinishAfter: number; CancelAfter: number } };
    liveAt(ESCROW, escrow, 29_187_000, escrow.fields.FinishAfter);
    await renderAt(`/object/${ESCROW}`);
    const finish = (await screen.findByText('Can be finished after (FinishAfter)')).nextElementSibling as HTMLElement;
    expect(await within(finish).findByText('not yet')).toBeInTheDocument();
    expect(screen.getByTestId('ledger-clock')).toHaveTextContent('Compared with the close time of ledger 29,187,000');
    expect(screen.getByTestId('ledger-clock')).toHaveTextContent('strictly later (rippled Escrow.cpp)');
  });

  it('one second later the escrow can be finished; CancelAfter still not reached', async () => {
    const escrow = answerOf(ESCROW) as { fields: { FinishAfter: number; CancelAfter: number } };
    liveAt(ESCROW, escrow, 29_187_001, escrow.fields.FinishAfter + 1);
    await renderAt(`/object/${ESCROW}`);
    const finish = (await screen.findByText('Can be finished after (FinishAfter)')).nextElementSibling as HTMLElement;
    expect(await within(finish).findByText('time has passed')).toBeInTheDocument();
    const cancel = screen.getByText('Can be cancelled after (CancelAfter)').nextElementSibling as HTMLElement;
    expect(within(cancel).getByText('not yet')).toBeInTheDocument();
  });

  it('a check whose Expiration equals the close time has expired (at or after)', async () => {
    const [key, check] = Object.entries(answers).find(([k]) => k.startsWith(`/api/objects/${CHECK}`))!;
    const index = key.slice('/api/objects/'.length);
    const expiration = (check as { fields: { Expiration: number } }).fields.Expiration;
    liveAt(index, check, 93_993_923, expiration);
    await renderAt(`/object/${index}`);
    expect(await screen.findByText('expired')).toBeInTheDocument();
    expect(screen.getByTestId('ledger-clock')).toHaveTextContent('reached at that close time or later');
  });

  it('a deleted escrow shows its times without badges', async () => {
    await renderAt(`/object/${ESCROW}`);
    const finish = (await screen.findByText('Can be finished after (FinishAfter)')).nextElementSibling as HTMLElement;
    expect(within(finish).queryByText(/time has passed|not yet/)).toBeNull();
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
