import { screen } from '@testing-library/react';
import { renderAt } from './render';

describe('mfe-learn standalone', () => {
  it('lists its pages on / inside the standalone frame', async () => {
    await renderAt('/', { standalone: true });
    expect(screen.getByRole('heading', { level: 1, name: 'mfe-learn running standalone' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Toggle dark mode' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '/en/learn' })).toHaveAttribute('href', '/en/learn');
    expect(screen.getByRole('link', { name: '/ctid' })).toHaveAttribute('href', '/ctid');
  });

  it("renders the remote's own pages in the frame", async () => {
    await renderAt('/en/learn', { standalone: true });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'LedgerLens' })).toHaveAttribute('href', '/');
  });

  it('says when a path belongs to another part of LedgerLens', async () => {
    await renderAt('/search', { standalone: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Not part of this app' })).toBeInTheDocument();
    expect(screen.getByText('/search is served by another part of LedgerLens. Run the shell to see it.')).toBeInTheDocument();
  });
});
