import { screen } from '@testing-library/react';
import { SAMPLES } from '@ledgerlens/shared';
import { renderAt } from './render';

describe('mfe-account standalone', () => {
  it('lists its pages on / inside the standalone frame', async () => {
    await renderAt('/', { standalone: true });
    expect(screen.getByRole('heading', { level: 1, name: 'mfe-account running standalone' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Toggle dark mode' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '/account' })).toHaveAttribute('href', '/account');
  });

  it("renders the remote's own pages in the frame", async () => {
    await renderAt(`/account/${SAMPLES.address}`, { standalone: true });
    expect(await screen.findByTestId('available-balance')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'LedgerLens' })).toHaveAttribute('href', '/');
  });

  it('says when a path belongs to another part of LedgerLens', async () => {
    await renderAt('/search', { standalone: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Not part of this app' })).toBeInTheDocument();
    expect(screen.getByText('/search is served by another part of LedgerLens. Run the shell to see it.')).toBeInTheDocument();
  });
});
