/** Radix Tooltip with LedgerLens styles; loaded by `Tooltip` (../overlays.tsx) on first hover or focus. */
import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { css } from '@emotion/react';
import type { LedgerLensTheme } from '../../theme/tokens';
import { useStyles } from '../../theme/useStyles';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../domain/constants';
import { popover } from './popover';

const getTooltipStyles = (theme: LedgerLensTheme) => ({
  content: [popover(theme), css`padding: ${theme.spacing(0.75, 1.25)}; font-size: 13px; max-width: 320px;`],
});

/**
 * `openedBy`: what made the wrapper load this chunk. Focus opens at once; a hover that is still on
 * the trigger opens after the spec's 700 ms (Radix's own timer starts only on the next pointer
 * move, which may never come).
 */
export default function TooltipImpl({
  content,
  children,
  openedBy,
  hovered,
}: {
  content: ReactNode;
  children: ReactNode;
  openedBy: 'hover' | 'focus';
  hovered: RefObject<boolean>;
}) {
  const styles = useStyles(getTooltipStyles);
  const [open, setOpen] = useState(openedBy === 'focus');
  useEffect(() => {
    if (openedBy !== 'hover') return undefined;
    const timer = setTimeout(() => {
      if (hovered.current) setOpen(true);
    }, TOOLTIP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [openedBy, hovered]);
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <TooltipPrimitive.Root open={open} onOpenChange={setOpen}>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content sideOffset={6} css={styles.content}>
            {content}
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
