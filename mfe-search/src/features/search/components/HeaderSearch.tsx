import { useState } from 'react';
import type { HeaderWidgetProps, SearchKind } from '@ledgerlens/shared';
import { SearchForm } from './SearchForm';

/**
 * Props of {@link HeaderSearch}: the header slot's `HeaderWidgetProps` (`compact`: one-line layout
 * for the header bar; `onSearched`: called after a search navigated), plus `persist`.
 */
export interface HeaderSearchProps extends HeaderWidgetProps {
  /** Keep the text after a search instead of clearing it. Default false. */
  persist?: boolean;
}

/**
 * The header search box (spec §2 "Shared layout"): a {@link SearchForm} of variant `header`, text
 * plus a kind picker (address, transaction, ledger).
 *
 * - The kind follows what the text looks like (`classifySearch`) until the visitor picks one; until
 *   then, text that matches no kind gets the general message ('Enter a transaction hash, CTID, XRP
 *   address, or ledger index.').
 * - Input is validated for the kind with `validateForKind` (trimmed; spec §5 messages): invalid
 *   input shows the message under the input and disables the button; empty input does nothing.
 * - Enter or the button goes to `/transaction/{x}`, `/account/{x}` or `/ledger/{x}` (x = the
 *   trimmed, normalised text), then clears the input (unless `persist`) and calls `onSearched`.
 * - Once the input is valid the matching record is prefetched (`GET /api/transaction/{id}`,
 *   `/api/account/{address}` or `/api/ledger/{index}`, 60 s freshness).
 */
export function HeaderSearch({ compact = false, onSearched, persist = false }: HeaderSearchProps) {
  const [text, setText] = useState('');
  const [kind, setKind] = useState<SearchKind | null>(null);
  return (
    <SearchForm
      variant="header"
      compact={compact}
      value={text}
      onValueChange={setText}
      kind={kind}
      onKindChange={setKind}
      onSearched={() => {
        if (!persist) setText('');
        onSearched?.();
      }}
    />
  );
}
