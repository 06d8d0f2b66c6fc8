/**
 * The account page's "Identity & permissions" section over real API answers of
 * `GET /api/account/{address}/identity` for recorded devnet accounts (fixtures/identity-devnet.json,
 * from api/test/helpers/generate-object-fixtures.ts): credentials held and issued, delegations, a DID.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AccountIdentity } from '@ledgerlens/shared';
import identities from './fixtures/identity-devnet.json';
import { ACCOUNT } from './server';
import { renderAt } from './render';
import { server } from './server';

const byAddress = identities as unknown as Record<string, AccountIdentity>;
const SUBJECT = 'r3rw3QY2ojL3BdLrNEYkjcS9W5MqwsaA4y';
const ISSUER = 'rPJbL7FbVmrU2kVnZeHfuuNKmUt5ech6s1';
const DELEGATOR = 'rVrRYMk3yr6jDeeTERvkuSw3WxfsY4pHa';
const DID_OWNER = 'rwYQJfUw3Gk2nE6yA7F8kqLkkgScpngn94';

beforeEach(() => {
  // The account answer of the suite's account, for each devnet address (only the identity section is under test).
  server.use(
    http.get('*/api/account/:address', ({ params }) => (byAddress[String(params.address)] ? HttpResponse.json({ ...ACCOUNT, address: params.address }) : undefined)),
    http.get('*/api/account/:address/identity', ({ params }) => {
      const found = byAddress[String(params.address)];
      return found ? HttpResponse.json(found) : undefined;
    }),
  );
});

async function section(address: string): Promise<HTMLElement> {
  await renderAt(`/account/${address}`);
  const card = await screen.findByTestId('identity-permissions');
  await within(card).findByRole('heading', { name: 'Identity & permissions' });
  return card;
}

describe('Identity & permissions', () => {
  it('a credential held: its type as text, the issuer linked, "Accepted", and the object page linked', async () => {
    const card = await section(SUBJECT);
    const held = await within(card).findByTestId('credentials-held');
    expect(within(held).getByText('DLDLDL')).toBeInTheDocument();
    expect(within(held).getByText('Accepted')).toBeInTheDocument();
    expect(within(held).getByRole('link', { name: /rPJbL7/ })).toHaveAttribute('href', `/account/${ISSUER}`);
    expect(within(held).getByRole('link', { name: /^Credential 0B494EA2/ })).toHaveAttribute('href', '/object/0B494EA270D6610E1928BACDC6BD42C5993E3621829D2E4600D05B0E8798CFE6');
    expect(within(card).queryByTestId('credentials-issued')).toBeNull();
  });

  it('a credential issued, with its subject', async () => {
    const card = await section(ISSUER);
    const issued = await within(card).findByTestId('credentials-issued');
    expect(within(issued).getByRole('link', { name: /r3rw3Q/ })).toHaveAttribute('href', `/account/${SUBJECT}`);
  });

  it('delegations given: the delegate and the permissions', async () => {
    const card = await section(DELEGATOR);
    const delegations = await within(card).findByTestId('delegations');
    expect(within(delegations).getByText('EscrowCreate')).toBeInTheDocument();
    expect(within(delegations).getByRole('link', { name: /rfso8v/ })).toHaveAttribute('href', '/account/rfso8v4QRXq36jDDcaESpWVxLHMbcUcQoZ');
  });

  it('a DID whose document is not UTF-8 is shown as hex', async () => {
    const card = await section(DID_OWNER);
    const did = await within(card).findByTestId('did');
    expect(within(did).getByText('A1B1')).toHaveAttribute('title', 'hex: not printable UTF-8');
  });

  it('is a region named by its own title, beside "Identity and Metadata" (no shared id)', async () => {
    const card = await section(SUBJECT);
    expect(screen.getByRole('region', { name: 'Identity & permissions' })).toBe(card);
    expect(screen.getByRole('region', { name: 'Identity and Metadata' })).not.toBe(card);
  });

  it('an account with none says so', async () => {
    const card = await section(ACCOUNT.address);
    expect(await within(card).findByText(/No credentials, DID, delegations, signer list/)).toBeInTheDocument();
  });
});
