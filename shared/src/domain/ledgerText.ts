/**
 * Which ledger text (an NFT URI, a Domain) may become a link: exactly one safe absolute https URL,
 * or an `ipfs://` URI linked through a named public gateway; anything else stays text.
 */

/**
 * How ledger text (an NFT URI, a Domain) may be shown: `https` when it is exactly one absolute
 * https URL without credentials (link it); `ipfs` for `ipfs://CID[/path]` with the public gateway
 * URL to link, labelled as a gateway; otherwise `text` (never a link, never HTML).
 */
export type LedgerTextLink = { kind: 'https'; href: string } | { kind: 'ipfs'; href: string; gateway: string } | { kind: 'text' };

/** The public IPFS gateway an `ipfs://` URI is linked through. */
export const IPFS_GATEWAY = 'https://ipfs.io';

/** The `href` of text that is exactly one absolute `https:` URL (no spaces, no credentials), else `null`. */
export function safeHttpsUrl(text: string | null | undefined): string | null {
  if (typeof text !== 'string') return null;
  const value = text.trim();
  // eslint-disable-next-line no-control-regex
  if (!/^https:\/\//i.test(value) || /[\s\u0000-\u001f\u007f<>"'`\\]/.test(value) || value.length > 2048) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' || url.username || url.password || !url.hostname.includes('.')) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** How to show ledger text that may be a URI ({@link LedgerTextLink}). */
export function ledgerTextLink(text: string | null | undefined): LedgerTextLink {
  const https = safeHttpsUrl(text);
  if (https) return { kind: 'https', href: https };
  const ipfs = typeof text === 'string' ? /^ipfs:\/\/(?:ipfs\/)?([A-Za-z0-9]{46,100})((?:\/[A-Za-z0-9._~!$&'()*+,;=:@%-]*)*)$/.exec(text.trim()) : null;
  if (ipfs) return { kind: 'ipfs', href: `${IPFS_GATEWAY}/ipfs/${ipfs[1]}${ipfs[2]}`, gateway: IPFS_GATEWAY };
  return { kind: 'text' };
}
