/**
 * The account page's escrows, checks and channels: incoming and outgoing, from the objects answer
 * of a recorded mainnet account (rf1Bi…: an outgoing check and channel, an incoming claimed channel),
 * each row opening its object page; the hero names what the reserve is for.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import heldAccount from './fixtures/held-account.json';
import heldObjects from './fixtures/held-objects.json';
import heldReserve from './fixtures/held-reserve.json';
import { renderAt } from './render';
import { requestsTo, server } from './server';

const ADDRESS = 'rf1BiGeXwwQoi8Z2ueFYTEXSwuJYfV2Jpn';
const CHANNEL = '5DB01B7FFED6B67E6B0414DED11E051D2EE2B7619CE0EAA6286D67A3A4D5BDB3';

beforeEach(() => {
  server.use(
    http.get(`*/api/account/${ADDRESS}`, () => HttpResponse.json(heldAccount)),
    http.get(`*/api/account/${ADDRESS}/objects`, () => HttpResponse.json(heldObjects)),
    http.get(`*/api/account/${ADDRESS}/reserve`, () => HttpResponse.json(heldReserve)),
    http.get(`*/api/account/${ADDRESS}/transactions-paginated`, () => HttpResponse.json({ transactions: [], marker: null })),
  );
});

it('splits escrows, checks and channels into outgoing and incoming, each row linking its object page', async () => {
  const user = userEvent.setup();
  await renderAt(`/account/${ADDRESS}`);
  await screen.findByTestId('available-balance');
  expect(screen.getByTestId('reserve-breakdown')).toHaveTextContent('12 owned objects');
  await waitFor(() => expect(screen.getByRole('tab', { name: 'Escrows, checks, channels' })).not.toHaveAttribute('aria-disabled'));
  await user.click(screen.getByRole('tab', { name: 'Escrows, checks, channels' }));
  const outgoing = await screen.findByRole('region', { name: 'Outgoing escrows, checks and channels' });
  const incoming = screen.getByRole('region', { name: 'Incoming escrows, checks and channels' });
  expect(within(outgoing).getAllByTestId('held-row')).toHaveLength(2);
  expect(within(outgoing).getByText('10 USD (ra5nK24KXen9AHvsdFTKHSANinZseWnPcX)')).toBeInTheDocument();
  // Issue 39 item 12: incoming escrows and channels are in the owner directory only since fix1523 / fixPayChanRecipientOwnerDir.
  const note = within(incoming).getByTestId('incoming-note');
  expect(note).toHaveTextContent('incoming escrows created since the fix1523 amendment and incoming payment channels created since fixPayChanRecipientOwnerDir: older ones toward this account may be missing here');
  expect(within(note).getByRole('link', { name: 'fix1523' })).toHaveAttribute('href', '/amendment/fix1523');
  expect(within(outgoing).queryByTestId('incoming-note')).toBeNull();
  const row = within(incoming).getByTestId('held-row');
  expect(row).toHaveTextContent('100 XRP (claimed 1 XRP)');
  expect(within(row).getByRole('link', { name: 'Payment channel' })).toHaveAttribute('href', `/object/${CHANNEL}`);
});

it('names what the reserve is tied up in by type, from account_objects, leaving out the incoming channel', async () => {
  await renderAt(`/account/${ADDRESS}`);
  await screen.findByTestId('available-balance');
  // The replay node knows 4 objects of the account's directory; the incoming channel's reserve is its sender's.
  expect(await screen.findByTestId('reserve-items')).toHaveTextContent('1 check, 1 deposit preauthorization, 1 payment channel');
  expect(screen.getByTestId('reserve-breakdown')).toHaveTextContent(
    '(base 1 XRP + 12 owned objects × 0.2 XRP: 1 check, 1 deposit preauthorization, 1 payment channel (9 more not in the node\'s answer; account_objects at ledger 69,841,511))',
  );
  expect(screen.getByTestId('reserved-balance')).toHaveTextContent('3.4 XRP');
});

it('keeps the reserve sentence without the breakdown when the breakdown fails', async () => {
  server.use(http.get(`*/api/account/${ADDRESS}/reserve`, () => HttpResponse.json({ error: 'The XRPL node did not answer in time' }, { status: 504 })));
  await renderAt(`/account/${ADDRESS}`);
  await screen.findByTestId('available-balance');
  await waitFor(() => expect(requestsTo(`/api/account/${ADDRESS}/reserve`)).toBeGreaterThan(0));
  await waitFor(() => expect(screen.getByTestId('reserve-breakdown')).toHaveTextContent('12 owned objects × 0.2 XRP: trust lines, offers, escrows, checks, channels, listed in the tabs below'));
  expect(screen.queryByTestId('reserve-items')).not.toBeInTheDocument();
});
