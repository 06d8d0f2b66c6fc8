import { Component, type ErrorInfo, type ReactNode } from 'react';
import { css } from '@emotion/react';
import type { LedgerLensTheme } from '../theme/tokens';
import { useStyles } from '../theme/useStyles';
import { Button, Card } from './primitives';

/** Texts of the generic error fallback panel (spec §2 "Shared layout"). */
export const ERROR_FALLBACK_TITLE = 'Something went wrong';
export const ERROR_FALLBACK_MESSAGE =
  'An unexpected error occurred while loading this component. Please try refreshing or contact support if the problem persists.';

const getStyles = (theme: LedgerLensTheme) => ({
  panel: css`text-align: center; display: grid; gap: ${theme.spacing(1.5)}; justify-items: center;`,
  title: css`margin: 0; font-size: 20px;`,
  message: css`margin: 0; color: ${theme.color.textMuted}; max-width: 520px;`,
});

/** The generic fallback panel (`role="alert"`): title, message and a 'Try Again' button calling `onRetry`. */
export function ErrorFallback({ onRetry }: { onRetry: () => void }) {
  const styles = useStyles(getStyles);
  return (
    <Card role="alert" css={styles.panel}>
      <h2 css={styles.title}>{ERROR_FALLBACK_TITLE}</h2>
      <p css={styles.message}>{ERROR_FALLBACK_MESSAGE}</p>
      <Button onClick={onRetry}>Try Again</Button>
    </Card>
  );
}

interface State {
  error: Error | null;
}

/**
 * Catches render failures of its children and shows `fallback` (default: the generic panel).
 * 'Try Again' clears the error and re-renders the children. `resetKey` changes (e.g. the route)
 * clear it too.
 */
export class ErrorBoundary extends Component<
  { children: ReactNode; fallback?: (retry: () => void, error: Error) => ReactNode; resetKey?: unknown; onError?: (e: Error, info: ErrorInfo) => void },
  State
> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  componentDidUpdate(prev: { resetKey?: unknown }) {
    if (this.state.error && prev.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  retry = () => this.setState({ error: null });

  render() {
    if (this.state.error) {
      return this.props.fallback ? this.props.fallback(this.retry, this.state.error) : <ErrorFallback onRetry={this.retry} />;
    }
    return this.props.children;
  }
}
