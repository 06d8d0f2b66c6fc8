import { useCallback } from 'react';
import { useToast } from '../toast/Toaster';

/**
 * Copies text to the clipboard and tells the visitor: a 'Copied' toast (with an optional
 * description) on success, a destructive 'Unable to copy' toast where the Clipboard API is missing
 * or refuses (spec §8). Resolves to whether the text was copied; never throws.
 */
export function useClipboard() {
  const { toast } = useToast();
  return useCallback(
    async (text: string, successDescription?: string): Promise<boolean> => {
      try {
        if (!navigator.clipboard?.writeText) throw new Error('Clipboard API unavailable');
        await navigator.clipboard.writeText(text);
        toast({ title: 'Copied', description: successDescription });
        return true;
      } catch {
        toast({ title: 'Unable to copy', variant: 'destructive' });
        return false;
      }
    },
    [toast],
  );
}
