/**
 * The ledger's transaction table as the server writes it and as the browser takes it over: the
 * server's markup carries the first rows and a link to every row (`?rows=all`); the browser draws
 * the rest right after the takeover, without a hydration mismatch. On a recorded mainnet ledger
 * (ledger 94,084,608, fixtures/).
 */
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { AppProviders, AppRouterProvider, createAppRouter, createAppStore, type Ledger } from '@ledgerlens/shared';
import { FIRST_ROWS, TransactionTable } from '../src/features/ledger/components/TransactionTable';
import { BUSY } from './server';

/** The table alone, at `path`, under the app's providers and router. */
function app(path: string, ledger: Ledger) {
  const router = createAppRouter([{ path: '*', element: <TransactionTable ledger={ledger} /> }], { initialEntries: [path] });
  return (
    <AppProviders store={createAppStore()}>
      <AppRouterProvider router={router} />
    </AppProviders>
  );
}

const rowHashes = (root: ParentNode) => Array.from(root.querySelectorAll('[data-testid="ledger-tx-row"]')).map((r) => r.getAttribute('data-hash'));
const PATH = `/ledger/${BUSY.ledgerIndex}`;

describe('a busy ledger server-rendered, then taken over', () => {
  it('has more rows than the server writes (the fixture is a busy ledger)', () => {
    expect(BUSY.transactions.length).toBeGreaterThan(FIRST_ROWS);
  });

  it('the server writes the first rows, in order, and a link to every row', () => {
    const html = renderToString(app(PATH, BUSY));
    const box = document.createElement('div');
    box.innerHTML = html;
    expect(rowHashes(box)).toEqual(BUSY.transactions.slice(0, FIRST_ROWS).map((t) => t.hash));
    const link = Array.from(box.querySelectorAll('a')).find((a) => a.textContent === `Show all ${BUSY.transactions.length} transactions`);
    expect(link?.getAttribute('href')).toBe(`${PATH}?rows=all`);
    // The count says how many the ledger has, not how many rows are drawn yet.
    expect(box.querySelector('[data-testid="ledger-tx-count"]')?.textContent).toBe(`${BUSY.transactionCount} transactions`);
  });

  it('with ?rows=all the server writes every row and no link', () => {
    const box = document.createElement('div');
    box.innerHTML = renderToString(app(`${PATH}?rows=all`, BUSY));
    expect(rowHashes(box)).toEqual(BUSY.transactions.map((t) => t.hash));
    expect(box.textContent).not.toContain('Show all');
  });

  it('the browser hydrates the server markup as it is, then draws every row and drops the link', async () => {
    const box = document.createElement('div');
    box.innerHTML = renderToString(app(PATH, BUSY));
    document.body.appendChild(box);
    const recoverable: unknown[] = [];
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(box, app(PATH, BUSY), { onRecoverableError: (e) => recoverable.push(e) });
    });
    try {
      expect(recoverable).toEqual([]);
      expect(errors).not.toHaveBeenCalled();
      expect(rowHashes(box)).toEqual(BUSY.transactions.map((t) => t.hash));
      expect(box.textContent).not.toContain('Show all');
    } finally {
      errors.mockRestore();
      act(() => root?.unmount());
      box.remove();
    }
  });
});
