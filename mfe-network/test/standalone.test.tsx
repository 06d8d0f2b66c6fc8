import { screen } from '@testing-library/react';
import { renderAt } from './render';

describe('mfe-network standalone', () => {
  it('lists its pages on / inside the standalone frame', async () => {
    await renderAt('/', { standalone: true });
    expect(screen.getByRole('heading', { level: 1, name: 'mfe-network running standalone' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Toggle dark mode' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '/validators' })).toHaveAttribute('href', '/validators');
    expect(screen.getByRole('link', { name: '/tokens' })).toHaveAttribute('href', '/tokens');
    expect(screen.getByRole('link', { name: '/balances' })).toHaveAttribute('href', '/balances');
  });

  it("renders the remote's own pages in the frame", async () => {
    await renderAt('/validators', { standalone: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Validators' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'LedgerLens' })).toHaveAttribute('href', '/');
  });

  it('says when a path belongs to another part of LedgerLens', async () => {
    await renderAt('/search', { standalone: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Not part of this app' })).toBeInTheDocument();
    expect(screen.getByText('/search is served by another part of LedgerLens. Run the shell to see it.')).toBeInTheDocument();
  });
});
