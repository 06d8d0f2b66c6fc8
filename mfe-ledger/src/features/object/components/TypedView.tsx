import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { Badge, DetailGrid, Link, Mono, Muted, VisuallyHidden, ammRoute, useStyles, type LedgerLensTheme } from '@ledgerlens/shared';
import { amountNumber, amountText, conditionType, escrowTimePassed, expiryReached, fieldText, rippleTimeText, tradingFeeText, type LedgerClock } from './objectText';

const getStyles = (theme: LedgerLensTheme) => ({
  link: css`color: ${theme.color.primary}; text-decoration: underline; text-underline-offset: 2px; overflow-wrap: anywhere; &:focus-visible { outline: 2px solid ${theme.color.focus}; outline-offset: 2px; }`,
  mono: css`overflow-wrap: anywhere; font-size: 13px;`,
  bar: css`display: grid; gap: 4px; max-width: 420px;`,
  track: css`height: 10px; border-radius: ${theme.radius.pill}; background: ${theme.color.surfaceAlt}; overflow: hidden; border: 1px solid ${theme.color.border};`,
  fill: (pct: number) => css`height: 100%; width: ${Math.max(0, Math.min(100, pct))}%; background: ${theme.color.primary};`,
  table: css`width: 100%; border-collapse: collapse; font-size: 14px; th, td { text-align: left; padding: ${theme.spacing(0.75, 1)}; border-bottom: 1px solid ${theme.color.border}; vertical-align: top; } th { color: ${theme.color.textMuted}; font-weight: 600; width: 30%; } td { overflow-wrap: anywhere; }`,
});

type Fields = Record<string, unknown>;

function AccountRef({ address }: { address: unknown }) {
  const styles = useStyles(getStyles);
  if (typeof address !== 'string') return <>—</>;
  return (
    <Link to={`/account/${address}`} css={styles.link}>
      <Mono css={styles.mono}>{address}</Mono>
    </Link>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/**
 * A time field with whether it has passed as of the ledger the state is read from (`clock`, see
 * {@link LedgerClock}), by rippled's rule for the field (`rule`); without a clock (the ledger's close
 * time unknown, or a deleted object) the time alone.
 */
function TimeWithState({ seconds, clock, rule, passed, pending }: { seconds: unknown; clock: LedgerClock | null; rule: (mark: number, clock: LedgerClock) => boolean; passed: string; pending: string }) {
  if (typeof seconds !== 'number') return <>—</>;
  if (!clock) return <>{rippleTimeText(seconds)}</>;
  const done = rule(seconds, clock);
  return (
    <>
      {rippleTimeText(seconds)}{' '}
      <Badge tone={done ? 'success' : 'neutral'} title={`Compared with the close time of ledger ${clock.ledgerIndex.toLocaleString('en-US')} (${rippleTimeText(clock.closeTime)})`}>
        {done ? passed : pending}
      </Badge>
    </>
  );
}

/** Which clock the badges use, in words, under the typed view of an object with time fields. */
function ClockNote({ clock, strict }: { clock: LedgerClock | null; strict: boolean }) {
  if (!clock) return null;
  return (
    <Muted data-testid="ledger-clock">
      Compared with the close time of ledger {clock.ledgerIndex.toLocaleString('en-US')} ({rippleTimeText(clock.closeTime)}), the parent-ledger close time a transaction in
      the next ledger is judged by{strict ? ': FinishAfter and CancelAfter count as passed only when that close time is strictly later (rippled Escrow.cpp).' : ': an expiration is reached at that close time or later (rippled View.cpp, PayChan.cpp).'}
    </Muted>
  );
}

function EscrowView({ f, clock }: { f: Fields; clock: LedgerClock | null }) {
  return (
    <>
    <DetailGrid>
      <Row label="Amount">{amountText(f.Amount)}</Row>
      <Row label="Owner (Account)"><AccountRef address={f.Account} /></Row>
      <Row label="Destination"><AccountRef address={f.Destination} /></Row>
      <Row label="Crypto-condition">{f.Condition ? conditionType(f.Condition) : 'None (time-based only)'}</Row>
      <Row label="Can be finished after (FinishAfter)">{f.FinishAfter !== undefined ? <TimeWithState seconds={f.FinishAfter} clock={clock} rule={escrowTimePassed} passed="time has passed" pending="not yet" /> : 'No time limit'}</Row>
      <Row label="Can be cancelled after (CancelAfter)">{f.CancelAfter !== undefined ? <TimeWithState seconds={f.CancelAfter} clock={clock} rule={escrowTimePassed} passed="time has passed" pending="not yet" /> : 'Cannot be cancelled'}</Row>
      {f.DestinationTag !== undefined ? <Row label="DestinationTag">{String(f.DestinationTag)}</Row> : null}
      {f.SourceTag !== undefined ? <Row label="SourceTag">{String(f.SourceTag)}</Row> : null}
    </DetailGrid>
    {f.FinishAfter !== undefined || f.CancelAfter !== undefined ? <ClockNote clock={clock} strict /> : null}
    </>
  );
}

function CheckView({ f, clock }: { f: Fields; clock: LedgerClock | null }) {
  return (
    <>
    <DetailGrid>
      <Row label="SendMax">{amountText(f.SendMax)}</Row>
      <Row label="Sender (Account)"><AccountRef address={f.Account} /></Row>
      <Row label="Destination"><AccountRef address={f.Destination} /></Row>
      <Row label="Expiration">{f.Expiration !== undefined ? <TimeWithState seconds={f.Expiration} clock={clock} rule={expiryReached} passed="expired" pending="not expired" /> : 'Does not expire'}</Row>
      {f.InvoiceID ? <Row label="InvoiceID"><Mono>{String(f.InvoiceID)}</Mono></Row> : null}
    </DetailGrid>
    {f.Expiration !== undefined ? <ClockNote clock={clock} strict={false} /> : null}
    </>
  );
}

function ChannelView({ f, clock }: { f: Fields; clock: LedgerClock | null }) {
  const styles = useStyles(getStyles);
  const amount = amountNumber(f.Amount) ?? 0;
  const claimed = amountNumber(f.Balance ?? '0') ?? 0;
  const pct = amount > 0 ? (claimed / amount) * 100 : 0;
  return (
    <>
    <DetailGrid>
      <Row label="Amount (funded)">{amountText(f.Amount)}</Row>
      <Row label="Balance (claimed)">
        <div css={styles.bar}>
          <span>
            {amountText(f.Balance ?? '0')} of {amountText(f.Amount)} claimed ({pct.toFixed(pct > 0 && pct < 1 ? 2 : 0)}%)
          </span>
          <div css={styles.track} role="meter" aria-label="Claimed share of the channel" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(pct)}>
            <div css={styles.fill(pct)} />
          </div>
        </div>
      </Row>
      <Row label="Source (Account)"><AccountRef address={f.Account} /></Row>
      <Row label="Destination"><AccountRef address={f.Destination} /></Row>
      <Row label="SettleDelay">{typeof f.SettleDelay === 'number' ? `${f.SettleDelay.toLocaleString('en-US')} s (${(f.SettleDelay / 3600).toFixed(1)} h)` : '—'}</Row>
      <Row label="Expiration">{f.Expiration !== undefined ? <TimeWithState seconds={f.Expiration} clock={clock} rule={expiryReached} passed="expired" pending="not expired" /> : 'Not set'}</Row>
      {f.CancelAfter !== undefined ? <Row label="CancelAfter"><TimeWithState seconds={f.CancelAfter} clock={clock} rule={expiryReached} passed="time has passed" pending="not yet" /></Row> : null}
      <Row label="PublicKey"><Mono css={styles.mono}>{fieldText(f.PublicKey)}</Mono></Row>
    </DetailGrid>
    {f.Expiration !== undefined || f.CancelAfter !== undefined ? <ClockNote clock={clock} strict={false} /> : null}
    </>
  );
}

function OfferView({ f, deleted }: { f: Fields; deleted: boolean }) {
  const pays = amountNumber(f.TakerPays);
  const gets = amountNumber(f.TakerGets);
  return (
    <DetailGrid>
      <Row label="Owner (Account)"><AccountRef address={f.Account} /></Row>
      <Row label="Sequence">{fieldText(f.Sequence)}</Row>
      <Row label="TakerPays (the owner receives)">{amountText(f.TakerPays)}</Row>
      <Row label="TakerGets (the owner gives)">{amountText(f.TakerGets)}</Row>
      <Row label="Rate (TakerPays ÷ TakerGets)">{pays !== undefined && gets ? String(Number((pays / gets).toPrecision(8))) : '—'}</Row>
      <Row label="On the books">{deleted ? 'No: the offer was removed' : 'Yes, as of this state'}</Row>
    </DetailGrid>
  );
}

const LSF_STATE: Array<[number, string]> = [
  [0x0001_0000, 'lsfLowReserve'], [0x0002_0000, 'lsfHighReserve'], [0x0004_0000, 'lsfLowAuth'], [0x0008_0000, 'lsfHighAuth'],
  [0x0010_0000, 'lsfLowNoRipple'], [0x0020_0000, 'lsfHighNoRipple'], [0x0040_0000, 'lsfLowFreeze'], [0x0080_0000, 'lsfHighFreeze'],
  [0x0200_0000, 'lsfLowDeepFreeze'], [0x0400_0000, 'lsfHighDeepFreeze'],
];

function TrustLineView({ f }: { f: Fields }) {
  const low = f.LowLimit as { issuer?: string; value?: string; currency?: string } | undefined;
  const high = f.HighLimit as { issuer?: string; value?: string; currency?: string } | undefined;
  const balance = f.Balance as { value?: string; currency?: string } | undefined;
  const raw = balance?.value ?? '0';
  const negated = raw.startsWith('-') ? raw.slice(1) : raw === '0' ? '0' : `-${raw}`;
  const flags = typeof f.Flags === 'number' ? LSF_STATE.filter(([bit]) => (f.Flags as number) & bit).map(([, name]) => name) : [];
  return (
    <DetailGrid>
      <Row label="Low account"><AccountRef address={low?.issuer} /></Row>
      <Row label="Low account's balance">{amountText({ ...balance, value: raw, issuer: undefined })}</Row>
      <Row label="Low account's limit">{amountText({ ...low, issuer: undefined })}</Row>
      <Row label="High account"><AccountRef address={high?.issuer} /></Row>
      <Row label="High account's balance">{amountText({ ...balance, value: negated, issuer: undefined })}</Row>
      <Row label="High account's limit">{amountText({ ...high, issuer: undefined })}</Row>
      <Row label="Flags">{flags.length > 0 ? flags.join(', ') : 'None'}</Row>
    </DetailGrid>
  );
}

function AmmView({ f }: { f: Fields }) {
  const styles = useStyles(getStyles);
  return (
    <DetailGrid>
      <Row label="Pool (AMM account)"><AccountRef address={f.Account} /></Row>
      {typeof f.Account === 'string' ? (
        <Row label="Pool page">
          <Link to={ammRoute(f.Account)} css={styles.link}>Reserves, LP holders and history of this pool</Link>
        </Row>
      ) : null}
      <Row label="Asset">{amountText(f.Asset)}</Row>
      <Row label="Asset2">{amountText(f.Asset2)}</Row>
      <Row label="LPTokenBalance">{amountText(f.LPTokenBalance)}</Row>
      <Row label="TradingFee">{tradingFeeText(f.TradingFee)}</Row>
      {f.AuctionSlot ? <Row label="Auction slot holder"><AccountRef address={(f.AuctionSlot as { Account?: string }).Account} /></Row> : null}
      {Array.isArray(f.VoteSlots) ? <Row label="Vote slots">{f.VoteSlots.length}</Row> : null}
    </DetailGrid>
  );
}

function AccountRootView({ f }: { f: Fields }) {
  return (
    <DetailGrid>
      <Row label="Account"><AccountRef address={f.Account} /></Row>
      <Row label="Balance">{amountText(f.Balance)}</Row>
      <Row label="Sequence">{fieldText(f.Sequence)}</Row>
      <Row label="OwnerCount">{fieldText(f.OwnerCount ?? 0)}</Row>
    </DetailGrid>
  );
}

/** Every field of the entry as a table (any type; also shown under the typed views). */
export function FieldTable({ fields, caption }: { fields: Fields; caption: string }) {
  const styles = useStyles(getStyles);
  return (
    <table css={styles.table}>
      <caption>
        <VisuallyHidden>{caption}</VisuallyHidden>
      </caption>
      <tbody>
        {Object.entries(fields).map(([name, value]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td>
              <Mono css={styles.mono}>{fieldText(value)}</Mono>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** True when {@link TypedView} has a view of its own for `type` (otherwise only the field table is shown). */
export function hasTypedView(type: string): boolean {
  return ['Escrow', 'Check', 'PayChannel', 'Offer', 'RippleState', 'AMM', 'AccountRoot'].includes(type);
}

/**
 * The typed view of a ledger object, each field in its own words and units: Escrow (amount, owner →
 * destination, crypto-condition type, finish/cancel times and whether they passed), Check (SendMax,
 * expiration), PayChannel (claimed share as a bar, settle delay, expiration, public key), Offer
 * (pays/gets, rate, on the books), RippleState (both sides' balances and limits, flags), AMM (pool
 * account, assets, LP tokens, fee) and AccountRoot (link to the account page). `clock`: the ledger
 * the state is read from and its close time, which the time badges compare with (null: no badges).
 */
export function TypedView({ type, fields, deleted, clock }: { type: string; fields: Fields; deleted: boolean; clock: LedgerClock | null }) {
  switch (type) {
    case 'Escrow':
      return <EscrowView f={fields} clock={clock} />;
    case 'Check':
      return <CheckView f={fields} clock={clock} />;
    case 'PayChannel':
      return <ChannelView f={fields} clock={clock} />;
    case 'Offer':
      return <OfferView f={fields} deleted={deleted} />;
    case 'RippleState':
      return <TrustLineView f={fields} />;
    case 'AMM':
      return <AmmView f={fields} />;
    case 'AccountRoot':
      return <AccountRootView f={fields} />;
    default:
      return null;
  }
}
