/**
 * The 26 tips of the home Learning Guide (spec §2 "Home", §9: 26 tips), written for LedgerLens.
 * Figures that change (reserves, fees) are given with the date they took effect.
 */

/** Tip categories, in chip order after "All" (spec §2). */
export const TIP_CATEGORIES = ['Basics', 'Transactions', 'Addresses', 'Security', 'Best Practices', 'Advanced', 'Troubleshooting', 'Network'] as const;
export type TipCategory = (typeof TIP_CATEGORIES)[number];

export interface Tip {
  id: string;
  category: TipCategory;
  title: string;
  body: string;
}

export const TIPS: readonly Tip[] = [
  { id: 'xrp-drops', category: 'Basics', title: 'XRP is counted in drops', body: 'One XRP is 1,000,000 drops. Fees and balances are stored in drops on the ledger; LedgerLens shows them in XRP with up to six decimals.' },
  { id: 'ledger-close', category: 'Basics', title: 'A new ledger closes every 3–5 seconds', body: 'Validators agree on a new ledger version every few seconds. A transaction in a validated ledger is final: it cannot be reversed or changed.' },
  { id: 'reserve', category: 'Basics', title: 'Accounts keep a reserve', body: 'On mainnet since ledger 92,508,417 (2024-12-02) the base reserve is 1 XRP and each owned object (trust line, offer, escrow…) adds 0.2 XRP. Removing an object frees its 0.2 XRP; the base reserve comes back only by deleting the account.' },
  { id: 'validated', category: 'Basics', title: 'Only validated results count', body: 'A transaction is final only when the ledger that holds it is validated. Until then its result is provisional; LedgerLens labels validated data as such.' },
  { id: 'delivered', category: 'Transactions', title: 'Check delivered_amount, not Amount', body: 'With the partial-payment flag, a payment can deliver far less than its Amount field. The amount that arrived is meta.delivered_amount; LedgerLens shows that one.' },
  { id: 'tec', category: 'Transactions', title: 'A failed transaction still costs its fee', body: 'Results starting with tec (for example tecPATH_DRY) are recorded in a ledger and the fee is burned. Otherwise only the Sequence moves on (or the Ticket used is consumed), and sometimes stale objects such as unfunded offers are cleaned up.' },
  { id: 'fee-burned', category: 'Transactions', title: 'Fees are burned, not paid to anyone', body: 'The reference cost is 10 drops (0.00001 XRP). It rises when the network is busy, and the XRP paid as fees is destroyed.' },
  { id: 'ctid', category: 'Transactions', title: 'A CTID is a short transaction ID', body: 'A CTID packs the ledger index, the position in the ledger and the network ID into 16 hex characters. Paste one into search like a hash.' },
  { id: 'classic', category: 'Addresses', title: 'Classic addresses start with r', body: 'They are 25 to 34 Base58 characters long, with a checksum: a single mistyped character makes the address invalid instead of pointing elsewhere.' },
  { id: 'x-address', category: 'Addresses', title: 'X-addresses carry a tag', body: 'An X-address (starting with X) packs a classic address and a destination tag into one string. LedgerLens converts it and shows both.' },
  { id: 'dest-tag', category: 'Addresses', title: 'Exchanges need your destination tag', body: 'Exchanges receive everyone\'s deposits on one address and tell customers apart by the destination tag. A deposit without it can be hard to credit.' },
  { id: 'seed', category: 'Security', title: 'Never share a seed', body: 'A secret key (seed) starts with s. Anyone who has it controls the account. No explorer, support agent or website ever needs it.' },
  { id: 'read-only', category: 'Security', title: 'LedgerLens never asks for keys', body: 'Everything here is public and read-only. If a page asks you to sign or paste a secret to "verify" something, it is not LedgerLens.' },
  { id: 'lookalike', category: 'Security', title: 'Watch for look-alike tokens', body: 'Anyone can issue a token called USD or even one whose code reads like XRP. A token is defined by its currency code and its issuer address together.' },
  { id: 'regular-key', category: 'Security', title: 'Use a regular key for daily signing', body: 'A regular key can sign for an account and be replaced if it leaks, while the master key stays offline. Some accounts disable the master key entirely.' },
  { id: 'verify-hash', category: 'Best Practices', title: 'Share the transaction hash', body: 'When you ask someone to check a payment, send its 64-character hash (or CTID). It identifies exactly one transaction on the ledger.' },
  { id: 'test-small', category: 'Best Practices', title: 'Send a small test first', body: 'For a first payment to a new address, send a small amount and check it on LedgerLens before sending the rest.' },
  { id: 'require-tag', category: 'Best Practices', title: 'Receivers can require tags', body: 'An account with the RequireDest flag rejects payments without a destination tag. LedgerLens shows this flag in the account\'s security settings.' },
  { id: 'trust-lines', category: 'Advanced', title: 'Tokens live on trust lines', body: 'To hold an issued token, an account sets a trust line to the issuer. Each trust line is an owned object and adds to the reserve.' },
  { id: 'dex', category: 'Advanced', title: 'The ledger has its own exchange', body: 'Offers and automated market makers (AMMs) trade tokens and XRP on the ledger itself. Payments can route through them to convert currencies.' },
  { id: 'amendments', category: 'Advanced', title: 'Amendments change the rules', body: 'New features become active only after more than 80% of trusted validators support an amendment for two weeks.' },
  { id: 'not-found', category: 'Troubleshooting', title: 'Transaction not found?', body: 'Check the hash for typos, wait for the next validated ledger, and remember that malformed transactions (tem codes) are never recorded at all.' },
  { id: 'missing-xrp', category: 'Troubleshooting', title: 'Balance lower than expected?', body: 'Part of every balance is held as reserve, and every transaction burns a fee. The account page shows total, reserved and available XRP.' },
  { id: 'unfunded', category: 'Troubleshooting', title: 'tecUNFUNDED_PAYMENT means not enough free XRP', body: 'The sender tried to spend more than its balance minus its reserve. The fee was still charged.' },
  { id: 'validators', category: 'Network', title: 'Validators agree; they do not mine', body: 'The network reaches consensus among validators on a trusted list (UNL). Their agreement rate shows how reliably they follow the network.' },
  { id: 'network-id', category: 'Network', title: 'Mainnet, testnet and devnet differ', body: 'Test networks use test XRP with no value. A CTID includes the network ID (0 for mainnet) so it cannot be mixed up.' },
];
