import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { css } from '@emotion/react';
import { Badge, CopyButton, Mono, knownAddressDetails, type AddressDetails } from '@ledgerlens/shared';
import { VerifiedIcon } from '../../../components/icons';

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
      css={(t) => css`
        display: grid; gap: 10px; align-content: start; min-width: 0; padding: 16px; cursor: pointer;
        background: ${t.color.surface}; border: 1px solid ${t.color.border}; border-radius: ${t.radius.lg};
        box-shadow: ${t.shadow.card}; transition: border-color .15s, box-shadow .15s;
        &:hover { border-color: ${t.color.primary}; }
      `}
    >
      <div css={css`display: flex; align-items: center; gap: 8px; flex-wrap: wrap;`}>
        <span css={(t) => css`font-size: 12px; font-weight: 700; text-transform: uppercase; letter-spacing: .06em; color: ${t.color.textMuted};`}>
          {role}
        </span>
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
        css={(t) => css`color: ${t.color.text}; text-decoration: none; &:hover { color: ${t.color.primary}; text-decoration: underline; }`}
      >
        <Mono css={css`font-size: 14px;`}>{address}</Mono>
      </Link>
      <div>
        <CopyButton value={address} label="Copy address" aria-label={`Copy ${role === 'From' ? 'sender' : 'recipient'} address`} />
      </div>
    </section>
  );
}
