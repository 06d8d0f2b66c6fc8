import { useEffect, useRef, useState } from 'react';
import { Button, VisuallyHidden, type ButtonProps } from './primitives';
import { useClipboard } from './useClipboard';
import { COPY_FEEDBACK_MS } from '../domain/constants';

/** Props of {@link CopyButton}. */
export type CopyButtonProps = {
  /** The text put on the clipboard. */
  value: string;
  /** Visible text (default 'Copy'). */
  label?: string;
  /** Visible text for 2 s after copying (default 'Copied', shown as '✓ Copied'). */
  copiedLabel?: string;
  /**
   * What is copied, for screen readers, read after the visible text: `subject="transaction hash"`
   * gives the name "Copy transaction hash". The accessible name always starts with the visible
   * text (WCAG 2.5.3 Label in Name), so there is no `aria-label` prop.
   */
  subject?: string;
} & Omit<ButtonProps, 'onClick' | 'value' | 'aria-label' | 'aria-labelledby'>;

/**
 * Copies `value` to the clipboard. Shows a copied state for 2 s and a 'Copied' toast; where the
 * Clipboard API is missing or refuses, a destructive 'Unable to copy' toast (spec §4/§8).
 */
export function CopyButton({ value, label = 'Copy', copiedLabel = 'Copied', subject, ...rest }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const copy = useClipboard();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onClick = async () => {
    if (!(await copy(value))) return;
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
  };

  return (
    <Button variant="outline" size="sm" onClick={onClick} aria-live="polite" {...rest}>
      {copied ? `✓ ${copiedLabel}` : label}
      {subject ? <VisuallyHidden> {subject}</VisuallyHidden> : null}
    </Button>
  );
}
