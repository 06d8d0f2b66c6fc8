/**
 * A controlled `Input` of server-rendered markup that the visitor typed into before the app
 * hydrated it: the typed text stays and is handed to `onChange`, so a filter typed early applies
 * (React 19.3 keeps it in the element but not in state).
 */
import { useState } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { AppProviders, createAppStore } from '../../src';
import { Input } from '../../src/ui/primitives';

const STORE = createAppStore();

function Filter({ onChanged }: { onChanged: (value: string) => void }) {
  const [query, setQuery] = useState('');
  return (
    <AppProviders store={STORE}>
      <Input
        aria-label="Search by domain"
        value={query}
        onChange={(e) => {
          onChanged(e.target.value);
          setQuery(e.target.value);
        }}
      />
      <p data-testid="applied">{query === '' ? 'no filter' : `filtered by ${query}`}</p>
    </AppProviders>
  );
}

async function hydrateTyped(typed: string | undefined) {
  const changes: string[] = [];
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Filter onChanged={() => undefined} />);
  document.body.appendChild(container);
  const input = container.querySelector('input')!;
  if (typed !== undefined) input.value = typed;
  await act(async () => {
    hydrateRoot(container, <Filter onChanged={(v) => changes.push(v)} />, { onRecoverableError: () => undefined });
  });
  return { container, input, changes, applied: () => container.querySelector('[data-testid="applied"]')!.textContent };
}

describe('Input typed into before hydration', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('keeps the typed text and applies it: onChange once with it', async () => {
    const { input, changes, applied } = await hydrateTyped('bithomp.com');
    expect(input.value).toBe('bithomp.com');
    expect(changes).toEqual(['bithomp.com']);
    expect(applied()).toBe('filtered by bithomp.com');
  });

  it('changes nothing when nothing was typed', async () => {
    const { input, changes, applied } = await hydrateTyped(undefined);
    expect(input.value).toBe('');
    expect(changes).toEqual([]);
    expect(applied()).toBe('no filter');
  });
});
