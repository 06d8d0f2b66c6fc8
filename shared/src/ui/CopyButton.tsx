import { useEffect, useRef, useState } from 'react';
import { Button, type ButtonProps } from './primitives';
import { useClipboard } from './useClipboard';
import { COPY_FEEDBACK_MS } from '../domain/constants';

/**
 * Copies `value` to the clipboard. Shows a copied state for 2 s and a 'Copied' toast; where the
 * Clipboard API is missing or refuses, a destructive 'Unable to copy' toast (spec §4/§8).
 */
export function CopyButton({ value, label = 'Copy', copiedLabel = 'Copied', ...rest }: { value: string; label?: string; copiedLabel?: string } & Omit<ButtonProps, 'onClick' | 'value'>) {
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
    </Button>
  );
}
