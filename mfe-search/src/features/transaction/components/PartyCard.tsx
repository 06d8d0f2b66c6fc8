import type { MouseEvent } from 'react';
import { css } from '@emotion/react';
import {
  Badge,
  CopyButton,
  Link,
  Mono,
  useNavigate,
  useStyles,
  type AddressDetails,
  type LedgerLensTheme,
} from '@ledgerlens/shared';
import { knownAddressDetails } from '@ledgerlens/shared/ledger';
import { VerifiedIcon } from '../../../components/icons';

const getStyles = (theme: LedgerLensTheme) => ({
  card: css`
    display: grid; gap: ${theme.spacing(1.25)}; align-content: start; min-width: 0; padding: ${theme.spacing(2)}; cursor: pointer;
    background: ${theme.color.surface}; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.lg};
    box-shadow: ${theme.shadow.card}; transition: border-color .15s, box-shadow .15s;
    &:hover { border-color: ${theme.color.primary}; }
  `,
  head: css`display: flex; align-items: center; gap: ${theme.spacing(1)}; flex-wrap: wrap;`,
  role: css`font-size: 12px; font-weight: 700; text-transform: uppercase; letter-spacing: .06em; color: ${theme.color.textMuted};`,
  link: css`color: ${theme.color.text}; text-decoration: none; &:hover { color: ${theme.color.primary}; text-decoration: underline; }`,
  address: css`font-size: 14px;`,
});

/** Props of {@link PartyCard}. */
export interface PartyCardProps {
  /** 'From' (the sender, `tx.from` = rippled `Account`) or 'To' (`tx.to`: `Destination` or the type's counterparty). */
  role: 'From' | 'To';
  /** Classic address. */
  address: string;
  /**
   * Identity sent by the API (`fromDetails` / `toDetails`); when absent the built-in known-address
   * directory is used (`knownAddressDetails`, spec §3 "used for badges when the data gives no identity").
   */
  details?: AddressDetails;
}

/**
 * One party of a transaction: role, full address (link to `/account/{address}`), a copy button and
 * the known-address badges (label, Verified). Clicking anywhere on the card (outside the buttons
 * and links) opens the account page.
 */
export function PartyCard({ role, address, details }: PartyCardProps) {
  const styles = useStyles(getStyles);
  const navigate = useNavigate();
  const identity = details ?? knownAddressDetails(address);
  const to = `/account/${address}`;
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('a, button')) return;
    navigate(to);
  };
  return (
    <section
      aria-label={`${role} account`}
      onClick={onClick}
      css={styles.card}
    >
      <div css={styles.head}>
        <span css={styles.role}>{role}</span>
        {identity ? (
          <>
            <Badge tone="info" title={`Known ${identity.type}`}>
              {identity.label}
            </Badge>
            {identity.verified ? (
              <Badge tone="success">
                <VerifiedIcon />
                Verified
              </Badge>
            ) : null}
          </>
        ) : null}
      </div>
      <Link
        to={to}
        aria-label={`${role} account ${address}`}
        css={styles.link}
      >
        <Mono css={styles.address}>{address}</Mono>
      </Link>
      <div>
        <CopyButton value={address} label="Copy address" subject={`of the ${role === 'From' ? 'sender' : 'recipient'}`} />
      </div>
    </section>
  );
}
