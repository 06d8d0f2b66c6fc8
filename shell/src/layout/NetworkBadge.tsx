import { css } from '@emotion/react';
import { networkBadgeLabel, selectNetwork, useAppSelector, useGetNetworkQuery, useHydrated, useStyles, type LedgerLensTheme } from '@ledgerlens/shared';

const getStyles = (theme: LedgerLensTheme) => ({
  badge: css`
    display: inline-flex; align-items: center; flex-shrink: 0; padding: ${theme.spacing(0.25, 1)}; border-radius: ${theme.radius.pill};
    font-size: 12px; font-weight: 700; letter-spacing: 0.02em; white-space: nowrap;
    color: ${theme.color.warning}; background: ${theme.color.warningBg}; border: 1px solid ${theme.color.warningBorder};
  `,
});

/**
 * The header's network badge ("Devnet", "Testnet", "Network 21338") when the node behind the API is
 * not mainnet; nothing on mainnet. The network comes from the store's `getNetwork` entry: filled by
 * any API answer's `X-LedgerLens-Network-Id` header (so the server render draws it with the page's
 * data), or after hydration by `GET /api/network` when no answer named it yet (live for any node,
 * `server_info` `network_id`). Its accessible name says what it is: "Network: Devnet".
 */
export function NetworkBadge() {
  const styles = useStyles(getStyles);
  const hydrated = useHydrated();
  const network = useAppSelector(selectNetwork);
  // Never asked on the server (its render must not depend on an extra request); in the browser it
  // keeps the entry subscribed and asks only when no answer has named the network.
  useGetNetworkQuery(undefined, { skip: !hydrated });
  const label = networkBadgeLabel(network);
  if (!label) return null;
  return (
    <span role="note" aria-label={`Network: ${label}`} title={`This explorer reads the XRPL ${label}, not mainnet`} css={styles.badge} data-testid="network-badge">
      {label}
    </span>
  );
}
