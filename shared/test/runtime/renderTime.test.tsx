import { renderToString } from 'react-dom/server';
import { render, screen, waitFor } from '@testing-library/react';
import { RenderTimeContext, useRenderTime } from '../../src/renderTime';

function Shown() {
  return <span data-testid="now">{useRenderTime()}</span>;
}

describe('useRenderTime', () => {
  const serverTime = Date.UTC(2022, 8, 27, 19, 3, 12);

  it('renders at the server render time given by the shell (the server markup and the hydrated text match)', () => {
    const html = renderToString(
      <RenderTimeContext.Provider value={serverTime}>
        <Shown />
      </RenderTimeContext.Provider>,
    );
    expect(html).toContain(String(serverTime));
  });

  it('moves to the browser clock once mounted', async () => {
    const before = Date.now();
    render(
      <RenderTimeContext.Provider value={serverTime}>
        <Shown />
      </RenderTimeContext.Provider>,
    );
    await waitFor(() => expect(Number(screen.getByTestId('now').textContent)).toBeGreaterThanOrEqual(before));
  });

  it('is the browser clock at mount without a server render time', () => {
    const before = Date.now();
    render(<Shown />);
    const shown = Number(screen.getByTestId('now').textContent);
    expect(shown).toBeGreaterThanOrEqual(before);
    expect(shown).toBeLessThanOrEqual(Date.now());
  });
});
