import { useEffect, useState } from 'react';
import { css } from '@emotion/react';
import { Mono, useStyles, type LedgerLensTheme } from '@ledgerlens/shared';
import { getRemotesConfig, getRemotesConfigUrl, remoteStatus, type RemoteStatus } from '../remotes/registry';

/** What the About dialog shows of one front end. */
export interface AboutRow {
  /** Federation name, e.g. `mfe_search` (`shell` for the shell). */
  name: string;
  label: string;
  /** Version of the package.json it was built from (`metaData.buildInfo.buildVersion` of its mf-manifest.json). */
  version: string;
  /** Where it was loaded from (absolute URL of its manifest or entry). */
  url: string;
  status: RemoteStatus | 'shell';
}

const SHELL_VERSION = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'development';

/**
 * Reads each remote's `mf-manifest.json` for its package version. Remotes whose entry is a
 * `remoteEntry.js` (no manifest) or unreachable show "unknown".
 */
export async function aboutRows(): Promise<AboutRow[]> {
  const rows: AboutRow[] = [
    { name: 'shell', label: 'Shell (layout, router, theme)', version: SHELL_VERSION, url: new URL('/', window.location.href).toString(), status: 'shell' },
  ];
  const remotes = Object.entries(getRemotesConfig());
  const found = await Promise.all(
    remotes.map(async ([name, d]) => {
      const url = d.entry ? new URL(d.entry, window.location.href).toString() : '';
      let version = 'unknown';
      if (url.endsWith('.json')) {
        try {
          const res = await fetch(url, { cache: 'no-cache' });
          const manifest = (await res.json()) as { metaData?: { buildInfo?: { buildVersion?: string } } };
          version = manifest.metaData?.buildInfo?.buildVersion ?? 'unknown';
        } catch {
          version = 'unknown';
        }
      }
      return { name, label: d.label, version, url: url || 'not deployed', status: remoteStatus(name) } satisfies AboutRow;
    }),
  );
  return rows.concat(found);
}

const STATUS_TEXT: Record<AboutRow['status'], string> = {
  shell: 'running',
  idle: 'not loaded yet',
  loading: 'loading',
  ready: 'loaded',
  error: 'unavailable',
};

const getStyles = (theme: LedgerLensTheme) => ({
  intro: css`margin: 0 0 ${theme.spacing(1.5)}; color: ${theme.color.textMuted}; font-size: 14px;`,
  table: css`
    width: 100%; border-collapse: collapse; font-size: 14px;
    th, td { text-align: left; padding: ${theme.spacing(0.75, 1)}; border-bottom: 1px solid ${theme.color.border}; vertical-align: top; }
    th { color: ${theme.color.textMuted}; font-weight: 600; }
  `,
  url: css`word-break: break-all; font-size: 12px;`,
});

/**
 * The About dialog's body: the remotes.json URL and one row per front end, read when it opens.
 * Its own chunk, loaded by {@link AboutDialog} only when the dialog opens (every page's weight).
 */
export default function AboutContent() {
  const styles = useStyles(getStyles);
  const [rows, setRows] = useState<AboutRow[] | null>(null);
  useEffect(() => {
    let live = true;
    void aboutRows().then((r) => live && setRows(r));
    return () => {
      live = false;
    };
  }, []);
  return (
    <>
      <p css={styles.intro}>
        Remotes are listed in <Mono>{getRemotesConfigUrl()}</Mono>.
      </p>
      {rows ? (
        <table css={styles.table}>
          <thead>
            <tr>
              <th scope="col">Part</th>
              <th scope="col">Version</th>
              <th scope="col">Loaded from</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.name} data-testid={`about-${r.name}`}>
                <td>
                  {r.label}
                  <br />
                  <Mono>{r.name}</Mono> · {STATUS_TEXT[r.status]}
                </td>
                <td>
                  <Mono>{r.version}</Mono>
                </td>
                <td>
                  <Mono css={styles.url}>{r.url}</Mono>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p aria-busy="true">Loading…</p>
      )}
    </>
  );
}
