import { useMemo, useState } from 'react';
import { css } from '@emotion/react';
import {
  Badge,
  Button,
  Card,
  CardTitle,
  Input,
  Link,
  MESSAGES,
  Mono,
  Muted,
  PRODUCT_NAME,
  Page,
  Select,
  Skeleton,
  TOP_PERFORMERS_COUNT,
  groupThousands,
  VALIDATORS_STALE_MS,
  useStyles,
  type LedgerLensTheme,
  type Validator,
} from '@ledgerlens/shared';
import { validatorScoreLabel, validatorSetHealth } from '@ledgerlens/shared/ledger';
import { agreementWindowShort, agreementWindowText, DAY_SECONDS, HOUR_SECONDS } from '../../../components/format';
import { byAgreement, displayName, useGetValidatorsQuery } from '../api/validatorsApi';
import { percentText } from '../components/ValidatorsCard';

/** Status filter of the registry. */
export type StatusFilter = 'all' | 'active' | 'inactive';
/** Sort keys of the registry (spec §2 "Validators page"). */
export type SortKey = 'agreement' | 'domain' | 'key';

/**
 * The registry rows for a search text (case-insensitive substring of the domain or the public key,
 * spec §5), a status filter and a sort key: agreement from highest (no data last), domain name A–Z
 * (validators without a domain last, by key), or public key.
 */
export function filterValidators(validators: readonly Validator[], search: string, status: StatusFilter, sort: SortKey): Validator[] {
  const q = search.trim().toLowerCase();
  const rows = validators.filter(
    (v) => (status === 'all' || v.status === status) && (q === '' || v.pubkey.toLowerCase().includes(q) || (v.domain ?? '').toLowerCase().includes(q)),
  );
  const compare: Record<SortKey, (a: Validator, b: Validator) => number> = {
    agreement: byAgreement,
    domain: (a, b) => (a.domain && b.domain ? a.domain.localeCompare(b.domain) : a.domain ? -1 : b.domain ? 1 : a.pubkey.localeCompare(b.pubkey)),
    key: (a, b) => a.pubkey.localeCompare(b.pubkey),
  };
  return [...rows].sort(compare[sort]);
}

const getStyles = (theme: LedgerLensTheme) => ({
  stack: css`display: grid; gap: ${theme.spacing(2)};`,
  hero: css`display: grid; gap: ${theme.spacing(1)};`,
  title: css`margin: 0; font-size: 28px; line-height: 1.2;`,
  inlineLink: css`color: ${theme.color.primary}; text-decoration: underline;`,
  heroBadges: css`display: flex; gap: ${theme.spacing(0.75)}; flex-wrap: wrap;`,
  stats: css`list-style: none; margin: 0; padding: 0; display: grid; gap: ${theme.spacing(1.5)}; grid-template-columns: repeat(2, minmax(0, 1fr)); ${theme.mq.md} { grid-template-columns: repeat(4, minmax(0, 1fr)); }`,
  stat: css`display: grid; gap: ${theme.spacing(0.5)};`,
  statLabel: css`font-size: 12px; font-weight: 600; text-transform: uppercase; letter-spacing: .04em; color: ${theme.color.textMuted};`,
  statValue: css`font-size: 24px; font-weight: 800; font-variant-numeric: tabular-nums;`,
  statHelper: css`font-size: 12px;`,
  top: css`list-style: none; margin: 0; padding: 0; display: grid; gap: ${theme.spacing(1.5)}; ${theme.mq.md} { grid-template-columns: repeat(3, minmax(0, 1fr)); }`,
  topItem: css`display: grid; gap: ${theme.spacing(0.5)}; min-width: 0;`,
  rank: css`font-size: 13px; color: ${theme.color.textMuted}; font-weight: 700;`,
  name: css`font-weight: 700; overflow-wrap: anywhere;`,
  filters: css`display: grid; gap: ${theme.spacing(1)}; ${theme.mq.md} { grid-template-columns: minmax(0, 1fr) 200px 220px; align-items: center; }`,
  tableWrap: css`${theme.mq.md} { overflow-x: auto; }`,
  /** A table from medium screens up; on phones each validator is a block: identity and status, then the bar, then the tags. */
  table: css`
    width: 100%; border-collapse: collapse; font-size: 14px;
    th, td { text-align: left; vertical-align: middle; }
    th { color: ${theme.color.textMuted}; font-weight: 600; white-space: nowrap; }
    thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
    tbody tr {
      display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: ${theme.spacing(0.75, 1)};
      padding: ${theme.spacing(1.25, 0)}; border-bottom: 1px solid ${theme.color.border};
    }
    td:nth-of-type(1) { grid-column: 2; grid-row: 1; }
    td:nth-of-type(2) { grid-column: 1; grid-row: 1; min-width: 0; }
    td:nth-of-type(3), td:nth-of-type(4) { grid-column: 1 / -1; }
    ${theme.mq.md} {
      thead { position: static; width: auto; height: auto; overflow: visible; clip: auto; }
      tbody tr { display: table-row; padding: 0; }
      th, td { padding: ${theme.spacing(1, 1.25)}; border-bottom: 1px solid ${theme.color.border}; }
    }
  `,
  identity: css`display: grid; gap: 2px; min-width: 0; ${theme.mq.md} { min-width: 180px; }`,
  key: css`font-size: 12px; color: ${theme.color.textMuted}; overflow-wrap: anywhere;`,
  bar: css`display: grid; gap: 4px; min-width: 140px;`,
  track: css`height: 8px; border-radius: ${theme.radius.pill}; background: ${theme.color.surfaceAlt}; overflow: hidden;`,
  fill: (pct: number | null) => {
    const tone = pct === null ? theme.color.border : pct >= 97 ? theme.color.success : pct >= 90 ? theme.color.warning : theme.color.danger;
    return css`height: 100%; width: ${Math.max(0, Math.min(100, pct ?? 0))}%; background: ${tone};`;
  },
  tags: css`display: flex; gap: ${theme.spacing(0.5)}; flex-wrap: wrap;`,
  count: css`font-size: 13px;`,
  note: css`font-size: 13px;`,
});

const LABEL_TONE = { 'Top performer': 'success', Reliable: 'info', Average: 'warning', 'Below average': 'danger' } as const;

/**
 * The identity badge of a validator's domain: "Verified" only when the API read the
 * domain's xrp-ledger.toml and it lists this validator's master key; otherwise "Domain (declared)"
 * (declared in its signed manifest), with the reason (e.g. not checked on the offline network).
 */
export function DomainBadge({ validator }: { validator: Validator }) {
  const v = validator.domainVerification;
  if (v?.status === 'verified') {
    return (
      <Badge tone="success" title={v.reason} data-testid="domain-badge">
        ✓ Verified
      </Badge>
    );
  }
  const why = v?.reason ?? "Domain declared in the validator's signed manifest; not verified";
  return (
    <Badge tone="outline" title={why} data-testid="domain-badge">
      Domain (declared)
    </Badge>
  );
}

/**
 * Pooled agreement of the set over the window: the share of (validator, ledger) pairs in which the
 * validator validated the ledger's validated hash (Σ `validated24h` ÷ Σ (`validated24h` +
 * `missed24h`)), with both counts; null when nothing was counted. Not uptime: a validator that sent
 * a validation for another hash (it was up, but disagreed) counts as missed here, as in
 * `api/src/features/validators/agreement.ts`.
 */
export function pooledAgreement(validators: readonly Validator[]): { percent: number; validated: number; counted: number } | null {
  let validated = 0;
  let counted = 0;
  for (const v of validators) {
    validated += v.validated24h ?? 0;
    counted += (v.validated24h ?? 0) + (v.missed24h ?? 0);
  }
  return counted === 0 ? null : { percent: Math.round((validated / counted) * 10_000) / 100, validated, counted };
}

/**
 * The page's meta description: it names the span the figures cover, never "the last day" before
 * the API has followed ledgers for 24 h (`window.seconds`).
 */
export function validatorsDescription(window: { seconds: number } | undefined): string {
  const head = "The validators of the XRP Ledger's recommended list, with how often each agreed with the validated ledgers";
  if (!window) return `${head} the API followed, up to the last 24 hours.`;
  return window.seconds >= DAY_SECONDS ? `${head} of the last 24 hours.` : `${head} the API followed so far (less than a day).`;
}

function AgreementBar({ score, span }: { score: number | null; span: string }) {
  const styles = useStyles(getStyles);
  return (
    <div css={styles.bar}>
      <span>{percentText(score)}</span>
      <div css={styles.track} role="meter" aria-valuemin={0} aria-valuemax={100} aria-valuenow={score ?? 0} aria-label={`Agreement, ${span}`}>
        <div css={styles.fill(score)} />
      </div>
    </div>
  );
}

/**
 * `/validators` (spec §2 "Validators page", §4 tiers): summary hero with the set's health tier,
 * four stat cards (pooled agreement over the window, {@link pooledAgreement}: not uptime), every figure naming
 * the span it covers (`window` of the answer: "over the last 3 h 12 min (2,870 ledgers)" until it
 * reaches 24 h), the top three performers, filters (search by domain or key, status,
 * sort) and the registry table (status, identity with "Verified" only for a domain whose
 * xrp-ledger.toml lists the validator, else "Domain (declared)",
 * agreement bar, performance tags). One `GET /api/validators` snapshot, refreshed every 60 s.
 */
export function ValidatorsPage() {
  const styles = useStyles(getStyles);
  const { data, isLoading, isError, refetch, isFetching } = useGetValidatorsQuery(undefined, { pollingInterval: VALIDATORS_STALE_MS });
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [sort, setSort] = useState<SortKey>('agreement');
  const rows = useMemo(() => (data ? filterValidators(data.validators, search, status, sort) : []), [data, search, status, sort]);
  const top = useMemo(() => (data ? [...data.validators].filter((v) => v.agreementScore !== null).sort(byAgreement).slice(0, TOP_PERFORMERS_COUNT) : []), [data]);
  const health = useMemo(
    () => (data ? validatorSetHealth(data.validators.map((v) => ({ status: v.status, agreementScore: v.agreementScore ?? 0 }))) : null),
    [data],
  );

  const pooled = useMemo(() => (data ? pooledAgreement(data.validators) : null), [data]);
  // The span the figures cover: "over 24 h" only once the API has followed ledgers for a day.
  const span = agreementWindowText(data?.window, DAY_SECONDS);
  const spanShort = agreementWindowShort(data?.window, DAY_SECONDS);

  let body;
  if (isLoading) {
    body = (
      <div aria-busy="true" css={styles.stack}>
        <Skeleton h="96px" />
        <Skeleton h="120px" />
        <Skeleton h="320px" />
      </div>
    );
  } else if (isError || !data) {
    body = (
      <Card role="alert">
        <CardTitle>Validators</CardTitle>
        <Muted>{MESSAGES.validatorDataError}</Muted>
        <Button onClick={() => void refetch()} disabled={isFetching}>
          Retry
        </Button>
      </Card>
    );
  } else {
    body = (
      <>
        <ul css={styles.stats} aria-label="Validator statistics">
          <li>
            <Card css={styles.stat}>
            <span css={styles.statLabel}>Validators</span>
            <span css={styles.statValue} data-testid="stat-total">{data.total}</span>
            </Card>
          </li>
          <li>
            <Card css={styles.stat}>
            <span css={styles.statLabel}>Active</span>
            <span css={styles.statValue} data-testid="stat-active">{data.active}</span>
            </Card>
          </li>
          <li>
            <Card css={styles.stat}>
            <span css={styles.statLabel}>Average agreement</span>
            <span css={styles.statValue} data-testid="stat-average">{percentText(data.averageAgreement)}</span>
            </Card>
          </li>
          <li>
            <Card css={styles.stat}>
            <span css={styles.statLabel}>Pooled agreement</span>
            <span css={styles.statValue} data-testid="stat-pooled">{pooled ? `${pooled.percent.toFixed(2)}%` : '—'}</span>
            <Muted css={styles.statHelper}>
              {pooled
                ? `${groupThousands(String(pooled.validated))} of ${groupThousands(String(pooled.counted))} validator-ledgers validated with the network's hash ${span}; a validation of another hash counts as missed`
                : 'No ledgers counted yet'}
            </Muted>
            </Card>
          </li>
        </ul>

        {top.length > 0 ? (
          <section aria-labelledby="top-title">
            <h2 id="top-title">Top performers</h2>
            <ol css={styles.top}>
              {top.map((v, i) => (
                <li key={v.pubkey}>
                <Card css={styles.topItem}>
                  <span css={styles.rank}>#{i + 1}</span>
                  <span css={styles.name}>{displayName(v)}</span>
                  <AgreementBar score={v.agreementScore} span={spanShort} />
                  <span>
                    <Badge tone={LABEL_TONE[validatorScoreLabel(v.agreementScore ?? 0)]}>{validatorScoreLabel(v.agreementScore ?? 0)}</Badge>
                  </span>
                </Card>
                </li>
              ))}
            </ol>
          </section>
        ) : null}

        <Card aria-labelledby="registry-title">
          <CardTitle id="registry-title">Validator registry</CardTitle>
          <div css={styles.filters}>
            <Input type="search" aria-label="Search by domain or public key" placeholder="Search by domain or public key" value={search} onChange={(e) => setSearch(e.target.value)} />
            <Select
              label="Status"
              value={status}
              onValueChange={(v) => setStatus(v as StatusFilter)}
              options={[
                { value: 'all', label: 'All' },
                { value: 'active', label: 'Active only' },
                { value: 'inactive', label: 'Inactive only' },
              ]}
            />
            <Select
              label="Sort"
              value={sort}
              onValueChange={(v) => setSort(v as SortKey)}
              options={[
                { value: 'agreement', label: 'Agreement score' },
                { value: 'domain', label: 'Domain name' },
                { value: 'key', label: 'Public key' },
              ]}
            />
          </div>
          {data.validators.some((v) => v.domainVerification?.status === 'not-checked' && !v.domainVerification.pending) ? (
            <Muted css={styles.note} data-testid="domains-note">
              Domains are shown as declared in each validator&apos;s signed manifest. {data.validators.find((v) => v.domainVerification?.status === 'not-checked')?.domainVerification?.reason}.
            </Muted>
          ) : null}
          <Muted css={styles.count} aria-live="polite">
            {rows.length} of {data.total} validators
          </Muted>
          {rows.length === 0 ? (
            <Muted>{MESSAGES.noValidators}</Muted>
          ) : (
            <div css={styles.tableWrap}>
              <table css={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">Status</th>
                    <th scope="col">Validator</th>
                    <th scope="col">Agreement ({spanShort})</th>
                    <th scope="col">Performance</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((v) => (
                    <tr key={v.pubkey} data-testid="validator-row">
                      <td>
                        <Badge tone={v.status === 'active' ? 'success' : 'neutral'}>{v.status === 'active' ? 'Active' : 'Inactive'}</Badge>
                      </td>
                      <td>
                        <span css={styles.identity}>
                          <span>
                            {v.domain ?? 'No domain'} {v.domain ? <DomainBadge validator={v} /> : null}
                          </span>
                          <Mono css={styles.key}>{v.pubkey}</Mono>
                        </span>
                      </td>
                      <td>
                        <AgreementBar score={v.agreementScore} span={spanShort} />
                      </td>
                      <td>
                        <span css={styles.tags}>
                          {v.agreementScore !== null ? (
                            <Badge tone={LABEL_TONE[validatorScoreLabel(v.agreementScore)]}>{validatorScoreLabel(v.agreementScore)}</Badge>
                          ) : (
                            <Badge tone="neutral">No data yet</Badge>
                          )}
                          <Badge tone="outline">{agreementWindowShort(data.window1h, HOUR_SECONDS)} {percentText(v.agreement1h)}</Badge>
                          {v.validated24h !== undefined ? (
                            <Badge tone="outline">
                              {v.validated24h} validated · {v.missed24h ?? 0} missed
                            </Badge>
                          ) : null}
                          {v.unl ? <Badge tone="outline">UNL</Badge> : null}
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Card>
      </>
    );
  }

  return (
    <Page>
      <title>{`Validators · ${PRODUCT_NAME}`}</title>
      <meta name="description" content={validatorsDescription(data?.window)} />
      <div css={styles.stack}>
        <header css={styles.hero}>
          <h1 css={styles.title}>Validators</h1>
          <Muted>
            The validators of the publisher&apos;s signed list, verified by {PRODUCT_NAME}, ranked by how often they agree with the network: validated ÷ (validated +
            missed) ledgers {data ? span : 'over the ledgers the API followed, up to 24 h'}. What they vote on:{' '}
            <Link to="/amendments" css={styles.inlineLink}>
              amendments
            </Link>
            .
          </Muted>
          {data ? (
            <div css={styles.heroBadges}>
              {health ? <Badge tone={health.tier === 'excellent' || health.tier === 'good' ? 'success' : health.tier === 'fair' ? 'warning' : 'danger'}>Network health: {health.tier}</Badge> : null}
              {data.list ? (
                <Badge tone="outline" title={data.list.source}>
                  List {data.list.publisherKey.slice(0, 8)}… · sequence {data.list.sequence}
                </Badge>
              ) : (
                <Badge tone="danger">No verified validator list</Badge>
              )}
              {data.simulated ? <Badge tone="warning">Agreement simulated on the offline network</Badge> : null}
            </div>
          ) : null}
          {data?.list ? (
            <Muted css={styles.note}>
              Source: {data.list.source}; list expiration {data.list.expiration ? new Date(data.list.expiration).toUTCString() : 'unknown'}.
            </Muted>
          ) : null}
        </header>
        {body}
      </div>
    </Page>
  );
}
