import { useMemo, type ReactNode } from 'react';
import { css } from '@emotion/react';
import {
  Button,
  CopyButton,
  Dialog,
  DropdownMenu,
  Skeleton,
  apiErrorMessage,
  useClipboard,
  useStyles,
  type LedgerLensTheme,
  type Transaction,
} from '@ledgerlens/shared';
import { useGetTransactionRawQuery } from '../api/transactionRawApi';
import { CodeIcon, LinkIcon, ReceiptIcon, ShareIcon } from '../../../components/icons';
import { buildReceipt, rawJsonOf, shareTargets } from './presentation';

const getStyles = (theme: LedgerLensTheme) => ({
  text: css`
    margin: ${theme.spacing(0, 0, 1.5)}; padding: ${theme.spacing(1.5)}; max-height: 60vh; overflow: auto; border-radius: ${theme.radius.md};
    background: ${theme.color.surfaceAlt}; border: 1px solid ${theme.color.border}; color: ${theme.color.text};
    font-family: ${theme.font.mono}; font-size: 12px; line-height: 1.5; white-space: pre; tab-size: 2;
  `,
  menuItem: css`display: inline-flex; align-items: center; gap: ${theme.spacing(1)};`,
  status: css`margin: ${theme.spacing(0, 0, 1.5)}; color: ${theme.color.textMuted};`,
  loading: css`display: grid; gap: ${theme.spacing(1)}; margin: ${theme.spacing(0, 0, 1.5)};`,
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
 * A dialog opened by a small outline button. Its content is rendered only while it is open, so
 * whatever the content loads or builds (megabytes for a transaction with thousands of affected
 * nodes) happens only when someone looks at it.
 */
function TextDialog(props: { buttonIcon: ReactNode; buttonLabel: string; title: string; description: string; width: number; children: ReactNode }) {
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
      {props.children}
    </Dialog>
  );
}

/**
 * The Raw JSON dialog's content: `GET /api/transaction/{hash}/raw` (requested when the dialog
 * opens), pretty-printed, with Copy JSON; a loading placeholder (`aria-busy`) meanwhile, the request
 * error's message with Retry when it fails.
 */
function RawJsonContent({ hash }: { hash: string }) {
  const styles = useStyles(getStyles);
  const { data, error, isError, isFetching, refetch } = useGetTransactionRawQuery(hash);
  const text = useMemo(() => () => rawJsonOf(data ?? { tx: null, meta: null }), [data]);
  if (data) return <TextBlock text={text} textLabel="Raw transaction JSON" testId="raw-json" copyLabel="Copy JSON" />;
  if (isError && !isFetching) {
    return (
      <>
        <p css={styles.status} role="alert">
          {apiErrorMessage(error)}
        </p>
        <Button variant="outline" size="sm" onClick={() => void refetch()}>
          Retry
        </Button>
      </>
    );
  }
  return (
    <div css={styles.loading} aria-busy="true" aria-label="Loading the raw JSON">
      <Skeleton h="14px" w="60%" />
      <Skeleton h="14px" w="80%" />
      <Skeleton h="14px" w="45%" />
    </div>
  );
}

/**
 * 'View Raw JSON' button and dialog: the original transaction and metadata from rippled `tx`
 * (`GET /api/transaction/{hash}/raw`, loaded when the dialog opens) as pretty JSON, with 'Copy
 * JSON' (clipboard, 'Copied' toast).
 */
export function RawJsonDialog({ tx }: { tx: Transaction }) {
  return (
    <TextDialog
      width={820}
      buttonIcon={<CodeIcon />}
      buttonLabel="View Raw JSON"
      title="Raw Transaction JSON"
      description="The transaction and its metadata as the XRP Ledger node returned them."
    >
      <RawJsonContent hash={tx.hash} />
    </TextDialog>
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
    >
      <TextBlock text={receipt} textLabel="Transaction receipt" testId="receipt-text" copyLabel="Copy to clipboard" />
    </TextDialog>
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
