/** Radix Dialog with LedgerLens styles; loaded by `Dialog` (../overlays.tsx) when first opened. */
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { css } from '@emotion/react';
import type { LedgerLensTheme } from '../../theme/tokens';
import { useStyles } from '../../theme/useStyles';
import type { DialogProps } from './types';
import { popover } from './popover';

const getDialogStyles = (theme: LedgerLensTheme) => ({
  overlay: css`position: fixed; inset: 0; background: ${theme.color.overlay}; z-index: 50;`,
  content: (width: number) => [
    popover(theme),
    css`
      position: fixed; left: 50%; top: 50%; transform: translate(-50%, -50%);
      width: min(${width}px, calc(100vw - ${theme.spacing(3)})); max-height: calc(100vh - ${theme.spacing(6)}); overflow: auto;
      padding: ${theme.spacing(2.5)};
    `,
  ],
  title: css`margin: ${theme.spacing(0, 4, 0.75, 0)}; font-size: 18px;`,
  description: css`margin: ${theme.spacing(0, 0, 1.5)}; color: ${theme.color.textMuted}; font-size: 14px;`,
  hiddenDescription: css`position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);`,
  close: css`
    position: absolute; top: ${theme.spacing(1.5)}; right: ${theme.spacing(1.5)}; width: 32px; height: 32px; border-radius: ${theme.radius.sm};
    border: 0; background: transparent; color: ${theme.color.textMuted}; cursor: pointer; font-size: 20px;
    &:hover { background: ${theme.color.surfaceAlt}; }
  `,
});

export default function DialogImpl({ open, onOpenChange, defaultOpen, trigger, title, description, children, width = 640 }: DialogProps & { defaultOpen?: boolean }) {
  const styles = useStyles(getDialogStyles);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange} defaultOpen={defaultOpen}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay css={styles.overlay} />
        <DialogPrimitive.Content css={styles.content(width)}>
          <DialogPrimitive.Title css={styles.title}>{title}</DialogPrimitive.Title>
          {description ? (
            <DialogPrimitive.Description css={styles.description}>{description}</DialogPrimitive.Description>
          ) : (
            <DialogPrimitive.Description css={styles.hiddenDescription}>
              {typeof title === 'string' ? title : 'Dialog'}
            </DialogPrimitive.Description>
          )}
          {children}
          <DialogPrimitive.Close aria-label="Close" css={styles.close}>
            ×
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
