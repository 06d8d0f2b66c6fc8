import { useState, type FormEvent } from 'react';
import { css } from '@emotion/react';
import {
  Alert,
  Button,
  Card,
  CardTitle,
  CTID_NETWORK_OPTIONS,
  Input,
  Link,
  Mono,
  Muted,
  useStyles,
  type LedgerLensTheme,
} from '@ledgerlens/shared';
import { CtidError, decodeCtid, encodeCtid, networkName, type DecodedCtid, type EncodedCtid } from '@ledgerlens/shared/ledger';
import { useLookupCtidQuery } from '../api/ctidApi';

const getStyles = (theme: LedgerLensTheme) => ({
  grid: css`display: grid; gap: ${theme.spacing(2)}; ${theme.mq.lg} { grid-template-columns: repeat(2, minmax(0, 1fr)); align-items: start; }`,
  card: css`display: grid; gap: ${theme.spacing(1.5)}; min-width: 0;`,
  form: css`display: grid; gap: ${theme.spacing(1.25)};`,
  field: css`display: grid; gap: ${theme.spacing(0.5)}; font-size: 13px; font-weight: 600; color: ${theme.color.textMuted};`,
  select: css`height: 40px; padding: ${theme.spacing(0, 1)}; font: inherit; font-size: 14px; color: ${theme.color.text}; background: ${theme.color.surface}; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.sm};`,
  result: css`margin: 0; display: grid; gap: ${theme.spacing(0.75)}; padding: ${theme.spacing(1.5)}; border-radius: ${theme.radius.md}; background: ${theme.color.surfaceAlt};`,
  row: css`display: flex; justify-content: space-between; gap: ${theme.spacing(1)}; flex-wrap: wrap;`,
  term: css`color: ${theme.color.textMuted};`,
  value: css`margin: 0; font-weight: 600; overflow-wrap: anywhere;`,
  link: css`justify-self: start; display: inline-flex; align-items: center; padding: ${theme.spacing(1, 1.5)}; border-radius: ${theme.radius.sm}; background: ${theme.color.primary}; color: ${theme.color.onPrimary}; font-weight: 600; text-decoration: none;`,
});

/** The transaction hash of a decoded CTID (`GET /api/transaction/{ctid}`, one retry), with "View Full Transaction". */
function CtidLookup({ ctid }: { ctid: string }) {
  const styles = useStyles(getStyles);
  const { data, isFetching, isError } = useLookupCtidQuery(ctid);
  if (isFetching) return <Muted role="status">Fetching transaction hash...</Muted>;
  if (isError || !data?.hash) return <Muted role="status">No transaction with this CTID was found on this network.</Muted>;
  return (
    <>
      <div css={styles.row}>
        <span css={styles.term}>Transaction hash</span>
        <Mono data-testid="ctid-hash">{data.hash}</Mono>
      </div>
      <Link to={`/transaction/${ctid}`} css={styles.link}>
        View Full Transaction
      </Link>
    </>
  );
}

/**
 * The CTID tool's decode and encode cards (spec §2 "CTID tool", §5 "CTID decode/encode"), with the
 * shared CTID functions (`decodeCtid`/`encodeCtid`, spec rule C–F). Decoding clears the encode
 * result and earlier errors, encoding the decode result; errors show in a destructive alert
 * titled 'Error'. A successful decode looks the transaction up by CTID (one retry, spec §7).
 */
export function CtidTool() {
  const styles = useStyles(getStyles);
  const [input, setInput] = useState('');
  const [decoded, setDecoded] = useState<DecodedCtid | null>(null);
  const [ledger, setLedger] = useState('');
  const [txIndex, setTxIndex] = useState('');
  const [network, setNetwork] = useState('0');
  const [custom, setCustom] = useState('');
  const [encoded, setEncoded] = useState<EncodedCtid | null>(null);
  const [error, setError] = useState<string | null>(null);

  const decode = (e: FormEvent) => {
    e.preventDefault();
    setEncoded(null);
    setError(null);
    try {
      setDecoded(decodeCtid(input.trim().toUpperCase()));
    } catch (err) {
      setDecoded(null);
      setError(err instanceof CtidError ? err.message : String(err));
    }
  };
  const encode = (e: FormEvent) => {
    e.preventDefault();
    setDecoded(null);
    setError(null);
    try {
      const id = network === 'custom' ? custom.trim() : network;
      const fields = [ledger.trim(), txIndex.trim(), id];
      // A signed whole number is a number: "-1" gets the range message (spec §5), not "valid numbers".
      if (fields.some((f) => !/^[+-]?\d+$/.test(f))) throw new CtidError('invalidNumbers');
      setEncoded(encodeCtid(fields[0]!, fields[1]!, fields[2]!));
    } catch (err) {
      setEncoded(null);
      setError(err instanceof CtidError ? err.message : String(err));
    }
  };

  return (
    <div css={styles.grid}>
      {error ? (
        <Alert variant="destructive" title="Error" data-testid="ctid-error">
          {error}
        </Alert>
      ) : null}
      <Card css={styles.card} aria-labelledby="decode-title">
        <CardTitle id="decode-title">Decode a CTID</CardTitle>
        <form css={styles.form} onSubmit={decode}>
          <label css={styles.field}>
            CTID
            <Input value={input} onChange={(e) => setInput(e.target.value)} placeholder="e.g. C473910300100000" spellCheck={false} autoComplete="off" />
          </label>
          <Button type="submit">Decode CTID</Button>
        </form>
        {decoded ? (
          <dl css={styles.result} data-testid="ctid-decoded">
            <div css={styles.row}>
              <dt css={styles.term}>Ledger index</dt>
              <dd css={styles.value}>{decoded.ledgerIndex}</dd>
            </div>
            <div css={styles.row}>
              <dt css={styles.term}>Transaction index</dt>
              <dd css={styles.value}>{decoded.txIndex}</dd>
            </div>
            <div css={styles.row}>
              <dt css={styles.term}>Network</dt>
              <dd css={styles.value}>{networkName(decoded.networkId)}</dd>
            </div>
            <CtidLookup ctid={decoded.raw} />
          </dl>
        ) : null}
      </Card>
      <Card css={styles.card} aria-labelledby="encode-title">
        <CardTitle id="encode-title">Encode a CTID</CardTitle>
        <form css={styles.form} onSubmit={encode}>
          <label css={styles.field}>
            Ledger index
            <Input inputMode="numeric" value={ledger} onChange={(e) => setLedger(e.target.value)} placeholder="0 to 4,294,967,295" />
          </label>
          <label css={styles.field}>
            Transaction index
            <Input inputMode="numeric" value={txIndex} onChange={(e) => setTxIndex(e.target.value)} placeholder="0 to 65,535" />
          </label>
          <label css={styles.field}>
            Network ID
            <select css={styles.select} value={network} onChange={(e) => setNetwork(e.target.value)}>
              {CTID_NETWORK_OPTIONS.map((o) => (
                <option key={o.value} value={String(o.value)}>
                  {o.label} ({o.value})
                </option>
              ))}
              <option value="custom">Custom</option>
            </select>
          </label>
          {network === 'custom' ? (
            <label css={styles.field}>
              Custom network ID
              <Input inputMode="numeric" value={custom} onChange={(e) => setCustom(e.target.value)} placeholder="0 to 65,535" />
            </label>
          ) : null}
          <Button type="submit">Generate CTID</Button>
        </form>
        {encoded ? (
          <div css={styles.result} data-testid="ctid-encoded">
            <div css={styles.row}>
              <span css={styles.term}>CTID</span>
              <Mono css={styles.value}>{encoded.ctid}</Mono>
            </div>
            <Link to={`/transaction/${encoded.ctid}`} css={styles.link}>
              Search for Transaction
            </Link>
          </div>
        ) : null}
      </Card>
    </div>
  );
}
