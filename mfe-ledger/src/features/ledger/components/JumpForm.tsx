import { useId, useState, type FormEvent } from 'react';
import { css } from '@emotion/react';
import {
  Button,
  INVALID_LEDGER_IDENTIFIER_MESSAGE,
  Input,
  ledgerIdentifierText,
  parseLedgerIdentifier,
  useStyles,
  type LedgerLensTheme,
} from '@ledgerlens/shared';
import { Icon } from '../../../components/Icon';

const getStyles = (theme: LedgerLensTheme) => ({
  form: css`display: grid; gap: ${theme.spacing(1)};`,
  row: css`display: flex; gap: ${theme.spacing(1)}; flex-wrap: wrap; align-items: center;`,
  field: css`flex: 1 1 260px; min-width: 0;`,
  label: css`font-size: 13px; font-weight: 600; color: ${theme.color.textMuted};`,
  error: css`margin: 0; font-size: 13px; color: ${theme.color.danger};`,
});

/**
 * Jump form of the ledger page (spec §2): a ledger index or hash, Go (disabled while blank), Prev
 * (only when the shown index is above 1) and Next (only when the page's identifier is numeric).
 * An invalid entry shows a message and goes nowhere.
 *
 * @param identifier the page's identifier as in the URL (`latest`, index or hash).
 * @param index the shown ledger's index, when loaded.
 * @param onGo called with the URL form of a valid identifier.
 */
export function JumpForm({ identifier, index, onGo }: { identifier: string; index: number | undefined; onGo: (id: string) => void }) {
  const styles = useStyles(getStyles);
  const inputId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const numeric = /^\d+$/.test(identifier);
  const current = numeric ? Number(identifier) : index;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return;
    const parsed = parseLedgerIdentifier(text);
    if (!parsed) {
      setError(INVALID_LEDGER_IDENTIFIER_MESSAGE);
      return;
    }
    setError(null);
    setText('');
    onGo(ledgerIdentifierText(parsed));
  };

  return (
    <form css={styles.form} onSubmit={submit} role="search" aria-label="Jump to a ledger">
      <label htmlFor={inputId} css={styles.label}>
        Jump to a ledger
      </label>
      <div css={styles.row}>
        <div css={styles.field}>
          <Input
            id={inputId}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setError(null);
            }}
            placeholder="Ledger index or hash"
            autoComplete="off"
            spellCheck={false}
            invalid={error !== null}
            aria-describedby={error ? errorId : undefined}
          />
        </div>
        <Button type="submit" disabled={text.trim() === ''}>
          Go
        </Button>
        {current !== undefined && current > 1 ? (
          <Button type="button" variant="outline" onClick={() => onGo(String(current - 1))}>
            <Icon name="prev" />
            Prev
          </Button>
        ) : null}
        {numeric ? (
          <Button type="button" variant="outline" onClick={() => onGo(String(Number(identifier) + 1))}>
            Next
            <Icon name="next" />
          </Button>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} role="alert" css={styles.error}>
          {error}
        </p>
      ) : null}
    </form>
  );
}
