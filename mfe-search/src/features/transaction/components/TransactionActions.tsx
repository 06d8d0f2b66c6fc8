import { useMemo, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { Button, CopyButton, Dialog, DropdownMenu, useClipboard, useStyles, type LedgerLensTheme, type Transaction } from '@ledgerlens/shared';
import { CodeIcon, LinkIcon, ReceiptIcon, ShareIcon } from '../../../components/icons';
import { buildReceipt, rawJsonOf, shareTargets } from './presentation';

const getStyles = (theme: LedgerLensTheme) => ({
  text: css`
    margin: ${theme.spacing(0, 0, 1.5)}; padding: ${theme.spacing(1.5)}; max-height: 60vh; overflow: auto; border-radius: ${theme.radius.md};
    background: ${theme.color.surfaceAlt}; border: 1px solid ${theme.color.border}; color: ${theme.color.text};
    font-family: ${theme.font.mono}; font-size: 12px; line-height: 1.5; white-space: pre; tab-size: 2;
  `,
  menuItem: css`display: inline-flex; align-items: center; gap: ${theme.spacing(1)};`,
});

/** The dialog's text block and Copy button: `text()` runs only when the dialog is open (rendered). */
function TextBlock(props: { text: () => string; textLabel: string; testId: string; copyLabel: string }) {
  const styles = useStyles(getStyles);
  const { text: build } = props;
  const text = useMemo(() => build(), [build]);
  return (
    <>
      <pre css={styles.text} data-testid={props.testId} tabIndex={0} aria-label={props.textLabel}>
        {text}
      </pre>
      <CopyButton value={text} label={props.copyLabel} variant="primary" size="md" />
    </>
  );
}

/**
 * A dialog opened by a small outline button, showing a text in a scrollable block with a Copy
 * button. `text` is a function, called when the dialog opens: the raw JSON of a transaction with
 * thousands of affected nodes is megabytes, and is built only when someone looks at it.
 */
function TextDialog(props: {
  buttonIcon: ReactNode;
  buttonLabel: string;
  title: string;
  description: string;
  text: () => string;
  /** Accessible name and test id of the text block. */
  textLabel: string;
  testId: string;
  copyLabel: string;
  width: number;
}) {
  return (
    <Dialog
      width={props.width}
      title={props.title}
      description={props.description}
      trigger={
        <Button variant="outline" size="sm">
          {props.buttonIcon}
          {props.buttonLabel}
        </Button>
      }
    >
      <TextBlock text={props.text} textLabel={props.textLabel} testId={props.testId} copyLabel={props.copyLabel} />
    </Dialog>
  );
}

/**
 * 'View Raw JSON' button and dialog: the original transaction and metadata (`raw.tx`, `raw.meta`
 * from rippled `tx`) as pretty JSON, with 'Copy JSON' (clipboard, 'Copied' toast).
 */
export function RawJsonDialog({ tx }: { tx: Transaction }) {
  const json = useMemo(() => () => rawJsonOf(tx), [tx]);
  return (
    <TextDialog
      width={820}
      buttonIcon={<CodeIcon />}
      buttonLabel="View Raw JSON"
      title="Raw Transaction JSON"
      description="The transaction and its metadata as the XRP Ledger node returned them."
      text={json}
      textLabel="Raw transaction JSON"
      testId="raw-json"
      copyLabel="Copy JSON"
    />
  );
}

/**
 * 'Copy Receipt' button and dialog: a plain-text receipt (hash, CTID, status, type, from, to,
 * amount, fee, ledger, time, link) with a Copy button.
 *
 * @param pageUrl public URL of this transaction page (put in the receipt).
 */
export function ReceiptDialog({ tx, pageUrl }: { tx: Transaction; pageUrl: string }) {
  const receipt = useMemo(() => () => buildReceipt(tx, pageUrl), [tx, pageUrl]);
  return (
    <TextDialog
      width={680}
      buttonIcon={<ReceiptIcon />}
      buttonLabel="Copy Receipt"
      title="Transaction Receipt"
      description="A plain-text summary of this transaction to keep or share."
      text={receipt}
      textLabel="Transaction receipt"
      testId="receipt-text"
      copyLabel="Copy to clipboard"
    />
  );
}

/**
 * Share menu (Radix dropdown): Twitter, Facebook, LinkedIn and Reddit share pages for the
 * transaction page URL (opened in a new tab, `noopener,noreferrer`), and Copy Link (clipboard,
 * 'Copied' toast or a destructive 'Unable to copy').
 */
export function ShareMenu({ pageUrl, text }: { pageUrl: string; text: string }) {
  const styles = useStyles(getStyles);
  const copy = useClipboard();
  const items = [
    ...shareTargets(pageUrl, text).map((target) => ({
      key: target.key,
      label: `Share on ${target.label}`,
      onSelect: () => {
        window.open(target.href, '_blank', 'noopener,noreferrer');
      },
    })),
    {
      key: 'copy',
      label: (
        <span css={styles.menuItem}>
          <LinkIcon />
          Copy Link
        </span>
      ),
      onSelect: () => {
        void copy(pageUrl, 'Transaction link copied to the clipboard.');
      },
    },
  ];
  return (
    <DropdownMenu
      label="Share this transaction"
      items={items}
      trigger={
        <Button variant="outline" size="sm">
          <ShareIcon />
          Share
        </Button>
      }
    />
  );
}
