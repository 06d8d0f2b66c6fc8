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
import { renderAt } from './render';
import { server } from './server';

const ADDRESS = 'rf1BiGeXwwQoi8Z2ueFYTEXSwuJYfV2Jpn';
const CHANNEL = '5DB01B7FFED6B67E6B0414DED11E051D2EE2B7619CE0EAA6286D67A3A4D5BDB3';

beforeEach(() => {
  server.use(
    http.get(`*/api/account/${ADDRESS}`, () => HttpResponse.json(heldAccount)),
    http.get(`*/api/account/${ADDRESS}/objects`, () => HttpResponse.json(heldObjects)),
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
  const row = within(incoming).getByTestId('held-row');
  expect(row).toHaveTextContent('100 XRP (claimed 1 XRP)');
  expect(within(row).getByRole('link', { name: 'Payment channel' })).toHaveAttribute('href', `/object/${CHANNEL}`);
});
