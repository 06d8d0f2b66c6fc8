/**
 * `/mpt/:id`: what a visitor sees, with the API answered by msw with real answers of the API on a
 * replay node serving the vendored devnet records (fixtures/mpt, see its README).
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setRuntimeConfig } from '@ledgerlens/shared';
import { renderAt } from './render';
import esc from './fixtures/mpt/mpt-esc.json';
import tbill from './fixtures/mpt/mpt-tbill.json';
import notFound from './fixtures/mpt/not-found.json';
import malformed from './fixtures/mpt/malformed.json';

const server = setupServer(
  http.get('*/api/mpts/:id', ({ params }) => {
    const id = String(params.id);
    if (id === esc.id) return HttpResponse.json(esc);
    if (id === tbill.id) return HttpResponse.json(tbill);
    if (!/^[0-9A-Fa-f]{48}$/.test(id)) return HttpResponse.json(malformed.body, { status: malformed.status });
    return HttpResponse.json(notFound.body, { status: notFound.status });
  }),
);

beforeAll(() => {
  setRuntimeConfig({ apiBaseUrl: 'http://localhost' });
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());

describe('/mpt/:id', () => {
  it('long XLS-89 keys: the ticker as the name, the issuer from the ID, supply scaled with the integers beside it', async () => {
    await renderAt(`/mpt/${esc.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'ESC' })).toBeInTheDocument();
    expect(screen.getByText('Escrowable Token', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: esc.issuer })[0]).toHaveAttribute('href', `/account/${esc.issuer}`);
    const outstanding = screen.getByTestId('mpt-outstanding');
    expect(outstanding).toHaveTextContent('5000.00 ESC');
    expect(outstanding).toHaveTextContent('500000 in the smallest unit');
    expect(within(screen.getByTestId('mpt-flag-canEscrow')).getByText('On')).toBeInTheDocument();
    expect(screen.getByText('Holders can put this token in escrow (TokenEscrow).')).toBeInTheDocument();
    expect(within(screen.getByTestId('mpt-flag-canClawback')).getByText('Off')).toBeInTheDocument();
    expect(screen.getAllByTestId('mpt-holder').map((r) => r.textContent)).toEqual([expect.stringContaining('4000.00 ESC'), expect.stringContaining('1000.00 ESC')]);
    expect(screen.getByText(/not a complete list/)).toBeInTheDocument();
    const history = screen.getAllByTestId('mpt-history-row');
    expect(within(history[0]!).getByRole('link', { name: /^A6787B51/ })).toHaveAttribute('href', `/transaction/${esc.history[0]!.hash}`);
  });

  it('compact XLS-89 keys: name, description, https links; the icon only as a link, never fetched', async () => {
    await renderAt(`/mpt/${tbill.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'TBILL' })).toBeInTheDocument();
    expect(screen.getByText(/compact keys/)).toBeInTheDocument();
    expect(screen.getByText('T-Bill Yield Token', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://exampleyield.co/tbill' })).toHaveAttribute('href', 'https://exampleyield.co/tbill');
    expect(screen.getByRole('link', { name: 'https://exampleyield.co/tbill' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getAllByText('5000.0000 TBILL').length).toBeGreaterThan(0);
  });

  it('an unknown issuance shows the not-found state with the reason', async () => {
    await renderAt(`/mpt/${'0'.repeat(8)}${'A'.repeat(40)}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'MPT issuance not found' })).toBeInTheDocument();
    // The API's message without its leading "MPT issuance not found: " (the heading says it).
    const reason = notFound.body.error.replace(/^MPT issuance not found: /, '');
    expect(reason).not.toBe(notFound.body.error);
    expect(screen.getByText(`${reason[0].toUpperCase()}${reason.slice(1)}.`)).toBeInTheDocument();
    expect(screen.getAllByText(/MPT issuance not found/)).toHaveLength(1);
  });
});
