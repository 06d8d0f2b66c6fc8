import { useEffect, useRef, useState } from 'react';
import { Button, type ButtonProps } from './primitives';
import { useToast } from '../toast/Toaster';
import { COPY_FEEDBACK_MS } from '../domain/constants';

/**
 * Copies `value` to the clipboard. Shows a copied state for 2 s and a 'Copied' toast; where the
 * Clipboard API is missing or refuses, a destructive 'Unable to copy' toast (spec §4/§8).
 */
export function CopyButton({ value, label = 'Copy', copiedLabel = 'Copied', ...rest }: { value: string; label?: string; copiedLabel?: string } & Omit<ButtonProps, 'onClick' | 'value'>) {
  const [copied, setCopied] = useState(false);
  const { toast } = useToast();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onClick = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast({ title: 'Copied' });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    } catch {
      toast({ title: 'Unable to copy', variant: 'destructive' });
    }
  };

  return (
    <Button variant="outline" size="sm" onClick={onClick} aria-live="polite" {...rest}>
      {copied ? `✓ ${copiedLabel}` : label}
    </Button>
  );
}
