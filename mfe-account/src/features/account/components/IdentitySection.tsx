import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { Badge, Button, Card, CardTitle, Link, Mono, Muted, Skeleton, describeRequestError, shortenAddress, useStyles, type IdentityEntry, type LedgerLensTheme, type ObjectValue } from '@ledgerlens/shared';
import { useGetAccountIdentityQuery } from '../api/identityApi';

const getStyles = (theme: LedgerLensTheme) => ({
  group: css`margin: ${theme.spacing(2, 0, 0.5)}; font-size: 16px;`,
  scroll: css`overflow-x: auto; &:focus-visible { outline: 2px solid ${theme.color.focus}; outline-offset: 2px; }`,
  table: css`width: 100%; border-collapse: collapse; font-size: 14px; th, td { text-align: left; padding: ${theme.spacing(0.75, 1)}; border-bottom: 1px solid ${theme.color.border}; vertical-align: top; } th { font-size: 12px; text-transform: uppercase; letter-spacing: .04em; color: ${theme.color.textMuted}; } td { overflow-wrap: anywhere; }`,
  link: css`color: ${theme.color.primary}; text-decoration: underline; text-underline-offset: 2px; display: inline-block; min-height: 24px; &:focus-visible { outline: 2px solid ${theme.color.focus}; outline-offset: 2px; }`,
  text: css`overflow-wrap: anywhere; white-space: pre-wrap;`,
  mono: css`font-size: 13px; overflow-wrap: anywhere;`,
  cell: css`display: flex; flex-wrap: wrap; gap: ${theme.spacing(0.5)}; align-items: baseline;`,
  empty: css`margin: ${theme.spacing(1, 0, 0)};`,
});

/** One value of an entry's typed view, compact: accounts shortened and linked, https links only, hex as hex. */
function Value({ value }: { value: ObjectValue }) {
  const styles = useStyles(getStyles);
  if (value.kind === 'account') {
    return (
      <Link to={`/account/${value.text}`} css={styles.link} title={value.text}>
        {shortenAddress(value.text)}
      </Link>
    );
  }
  if (value.kind === 'url' && value.ref?.startsWith('https://')) {
    return (
      <a href={value.ref} css={styles.link} rel="noopener noreferrer nofollow" target="_blank">
        {value.text}
      </a>
    );
  }
  if (value.kind === 'status') return <Badge tone={value.tone ?? 'neutral'}>{value.text}</Badge>;
  if (value.kind === 'time') return <time dateTime={value.text}>{value.text.replace('T', ' ').replace('Z', ' UTC')}</time>;
  if (value.kind === 'hex') return <Mono css={styles.mono} title="hex: not printable UTF-8">{value.text}</Mono>;
  return <span css={styles.text}>{value.text}</span>;
}

/** The values of the view row labelled `label` (the API's field terms). */
function pick(entry: IdentityEntry, label: string): ObjectValue[] {
  return entry.view.fields.find((f) => f.label === label)?.values ?? [{ kind: 'text', text: '—' }];
}

function Values({ values }: { values: ObjectValue[] }) {
  const styles = useStyles(getStyles);
  return (
    <span css={styles.cell}>
      {values.map((v, i) => (
        <Value key={i} value={v} />
      ))}
    </span>
  );
}

/** The permissions of a Delegate entry's view, by name. */
function permissions(entry: IdentityEntry): string {
  return entry.view.tables.find((t) => t.caption === 'Permissions')?.rows.map((r) => r[0]?.text ?? '?').join(', ') || '—';
}

/** The signers of a SignerList view: "rAbc…(2), rDef…(1)". */
function signers(entry: IdentityEntry): string {
  return entry.view.tables.find((t) => t.caption === 'SignerEntries')?.rows.map((r) => `${shortenAddress(r[0]?.text ?? '?')} (weight ${r[1]?.text ?? '?'})`).join(', ') || '—';
}

interface Column {
  title: string;
  cell: (e: IdentityEntry) => ReactNode;
}

/** One group as a table, each row linked to its ledger object. */
function Group({ title, entries, columns, testId }: { title: string; entries: IdentityEntry[]; columns: Column[]; testId: string }) {
  const styles = useStyles(getStyles);
  if (entries.length === 0) return null;
  return (
    <section aria-label={title} data-testid={testId}>
      <h3 css={styles.group}>
        {title} ({entries.length})
      </h3>
      <div css={styles.scroll} tabIndex={0} role="region" aria-label={`${title} (scrollable)`}>
        <table css={styles.table}>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.title} scope="col">
                  {c.title}
                </th>
              ))}
              <th scope="col">Ledger object</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.index}>
                {columns.map((c) => (
                  <td key={c.title}>{c.cell(e)}</td>
                ))}
                <td>
                  <Link to={`/object/${e.index}`} css={styles.link} title={e.index} aria-label={`${e.view.type} ${e.index}`}>
                    <Mono css={styles.mono}>{`${e.index.slice(0, 8)}…`}</Mono>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

const col = (title: string, label: string): Column => ({ title, cell: (e) => <Values values={pick(e, label)} /> });
const state: Column = { title: 'State', cell: (e) => <Values values={e.view.status} /> };

/**
 * Account page section "Identity & permissions" (`GET /api/account/{address}/identity`, rippled
 * `account_objects` by type): credentials held and issued (type decoded, counterparty, accepted,
 * expiry against the ledger's close time), the DID (URI, document, data as text), delegations given
 * (delegate and permissions), the signer list (quorum and signers) and deposit preauthorizations
 * (account- or credential-based), permissioned domains owned; each linked to its object page.
 */
export function IdentitySection({ address }: { address: string }) {
  const styles = useStyles(getStyles);
  const { data, error, isError, refetch, isFetching } = useGetAccountIdentityQuery(address);
  let body: ReactNode;
  if (isError) {
    body = (
      <>
        <Muted css={styles.empty}>{describeRequestError(error) ?? 'Unable to load the identity and permission objects.'}</Muted>
        <Button variant="outline" size="sm" onClick={() => void refetch()} disabled={isFetching}>
          Retry
        </Button>
      </>
    );
  } else if (!data) {
    body = <Skeleton h="96px" aria-busy="true" />;
  } else {
    const did = data.did ? [data.did] : [];
    const signerList = data.signerList ? [data.signerList] : [];
    const count = data.credentialsHeld.length + data.credentialsIssued.length + did.length + data.delegations.length + signerList.length + data.depositPreauth.length + data.domains.length;
    body =
      count === 0 ? (
        <Muted css={styles.empty}>No credentials, DID, delegations, signer list, deposit preauthorizations or permissioned domains.</Muted>
      ) : (
        <>
          <Group title="Credentials held" testId="credentials-held" entries={data.credentialsHeld} columns={[col('CredentialType', 'CredentialType'), col('Issuer', 'Issuer'), state, col('Expiration', 'Expiration')]} />
          <Group title="Credentials issued" testId="credentials-issued" entries={data.credentialsIssued} columns={[col('CredentialType', 'CredentialType'), col('Subject', 'Subject'), state, col('Expiration', 'Expiration')]} />
          <Group title="DID" testId="did" entries={did} columns={[col('URI', 'URI'), col('DIDDocument', 'DIDDocument'), col('Data', 'Data')]} />
          <Group title="Delegations given" testId="delegations" entries={data.delegations} columns={[col('Delegate (Authorize)', 'Authorize (delegate)'), { title: 'Permissions', cell: (e) => permissions(e) }]} />
          <Group title="Signer list" testId="signer-list" entries={signerList} columns={[col('SignerQuorum', 'SignerQuorum'), { title: 'Signers', cell: (e) => signers(e) }]} />
          <Group
            title="Deposit preauthorizations"
            testId="deposit-preauth"
            entries={data.depositPreauth}
            columns={[state, { title: 'Authorised', cell: (e) => <Values values={e.view.fields.find((f) => f.label === 'Authorize' || f.label === 'AuthorizeCredentials')?.values ?? []} /> }]}
          />
          <Group title="Permissioned domains" testId="domains" entries={data.domains} columns={[col('AcceptedCredentials', 'AcceptedCredentials')]} />
          {data.truncated ? <Muted css={styles.empty}>Only the first 400 objects of each type are listed.</Muted> : null}
        </>
      );
  }
  return (
    <Card aria-labelledby="identity-permissions-title" data-testid="identity-permissions">
      <CardTitle id="identity-permissions-title">Identity &amp; permissions</CardTitle>
      {body}
    </Card>
  );
}
