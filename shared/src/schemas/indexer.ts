/** Schemas of the ledger-state index answers: `GET /api/tokens`, `GET /api/rich-list` and `GET /api/index/status`. */
import { Type } from '@sinclair/typebox';
import { Bool, Enum, Int, Nullable, Num, Obj, Opt, Ref, Str } from './common';
import { FigureWindowSchema, IndexedLedgerSchema } from './network';

/** `Token`: one issued token of `GET /api/tokens`. */
export const TokenSchema = Obj(
  {
    currency: Str('Currency code as recorded (3 letters, or 40 hex).'),
    issuer: Str(),
    name: Str('Display name (known issuer name, else the currency).'),
    priceUsd: Nullable(Num(), { description: '(XRP paid ÷ tokens) × XRP/USD, volume-weighted over `window`; null without trades or an XRP price.' }),
    priceChange24h: Nullable(Num(), { description: 'Percent, from the stored closes; null without a price 24 h earlier.' }),
    volume24h: Nullable(Num(), { description: 'XRP volume × XRP/USD over `window`, USD.' }),
    marketCapUsd: Nullable(Num(), { description: '`priceUsd` × `totalSupply`.' }),
    trustlines: Int('Trust lines to this issuer in this currency.'),
    holders: Int('Lines with a non-zero balance.'),
    totalSupply: Str('Obligations (issued amount), exact decimal.'),
    domain: Opt(Str("Issuer's AccountRoot Domain, decoded text (never HTML).")),
  },
  { $id: 'Token', description: 'An issued token of the indexed ledger state, with its DEX market figures.' },
);

/** `TokensResponse`: body of `GET /api/tokens`. */
export const TokensResponseSchema = Obj(
  {
    tokens: Type.Array(Ref(TokenSchema)),
    total: Int('Tokens matching `search` (before `offset` / `limit`).'),
    ledger: Nullable(Ref(IndexedLedgerSchema)),
    window: Opt(Nullable(Ref(FigureWindowSchema), { description: 'The ledgers `priceUsd` and `volume24h` were counted over; null when none is known.' })),
    unattributedZeroLines: Opt(Nullable(Int(), { description: 'Zero-balance trust lines credited to no token (issuer unclear); null for an index built before they were counted.' })),
  },
  { $id: 'TokensResponse', description: 'Issued tokens of the ledger-state index, sorted and paged.' },
);

/** One row of the rich list. */
export const RichListAccountSchema = Obj(
  {
    rank: Int(),
    account: Str(),
    verified: Bool('A verified entry of the known-address directory.'),
    balanceXrp: Str('XRP decimal text.'),
    escrowXrp: Nullable(Str(), { description: 'XRP held in escrows it owns; null when none.' }),
    supplyXrp: Str('Balance + escrow, XRP decimal text.'),
    shareOfCirculating: Num('Percent of the circulating supply.'),
    domain: Opt(Str('AccountRoot Domain, decoded text (never HTML).')),
    label: Opt(Str('Known-address directory label.')),
    displayName: Opt(Str('The label, else the domain.')),
    username: Opt(Str()),
  },
  { $id: 'RichListAccount', description: 'One account of the rich list.' },
);

/** `RichList`: body of `GET /api/rich-list`. */
export const RichListSchema = Obj(
  {
    summary: Obj({
      circulatingSupply: Str('`total_coins` − escrowed XRP, XRP decimal text.'),
      escrowedSupply: Str(),
      burnedSupply: Str('100,000,000,000 XRP − `total_coins`.'),
      totalSupply: Str('`total_coins`, XRP.'),
      topAccounts: Int('Rows of the list.'),
      lastUpdatedISO: Str('Close time of the indexed ledger, ISO 8601.'),
      accounts: Opt(Int('AccountRoot entries of the indexed ledger.')),
      unattributedZeroLines: Opt(Int('Zero-balance trust lines whose issuer the line does not tell: counted in no token\'s `trustlines`.')),
      ledger: Ref(IndexedLedgerSchema),
    }),
    accounts: Type.Array(Ref(RichListAccountSchema), { description: 'By XRP held (balance + escrow), `offset` / `limit` applied.' }),
    distribution: Type.Array(Obj({ label: Str(), totalXrp: Str(), percentageOfCirculating: Num(), accountCount: Int() }), { description: 'Balance cohorts, largest first.' }),
  },
  { $id: 'RichList', description: 'The XRP rich list of the ledger-state index. XRP amounts are decimal strings.' },
);

/** `IndexStatus`: body of `GET /api/index/status`. */
export const IndexStatusSchema = Obj(
  {
    state: Enum(['idle', 'running', 'failed']),
    ledger: Nullable(Ref(IndexedLedgerSchema)),
    objectsPerSecond: Nullable(Num(), { description: 'Objects per second of the current or last run.' }),
    percent: Nullable(Num(), { description: 'Percent of `ledger_data` pages done (estimate), 0–100; null when unknown.' }),
    objects: Int('Ledger objects read by the current or last run.'),
    lastError: Opt(Nullable(Str())),
    lastCompleted: Opt(Nullable(Str(), { description: 'ISO 8601.' })),
    runId: Opt(Nullable(Str(), { description: 'Id of the current or last run (the same on every API instance).' })),
    instance: Opt(Nullable(Str(), { description: 'The API instance that runs or ran it (the index lease holder).' })),
    startedAt: Opt(Nullable(Str(), { description: 'When that run started, ISO 8601.' })),
  },
  { $id: 'IndexStatus', description: "The ledger-state indexer's progress (the shared run state in the API database)." },
);
