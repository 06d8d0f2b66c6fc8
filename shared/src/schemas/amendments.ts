/** Schemas of the amendment answers: `GET /api/amendments` and `GET /api/amendments/{name or id}`. */
import { Type } from '@sinclair/typebox';
import { Bool, Enum, Int, Nullable, Obj, Opt, Ref, Str } from './common';

/** Fields of the trusted-validator tally a vote is taken against (rippled `AmendmentTable.cpp` `TrustedVotes`, `RCLConsensus.cpp`). */
const tallyProperties = () => ({
  ledgerIndex: Int('Flag ledger the count is for (votes from validations of ledger ledgerIndex − 1).'),
  trusted: Int("Validators on the verified signed list (the validators page's UNL)."),
  counted: Int('Trusted validators (not on the negative UNL) whose validation of this voting ledger was seen.'),
  available: Int(
    'The denominator: trusted validators heard from (a voting-ledger validation) in the last 24 h and not on the negative UNL (rippled AmendmentTable.cpp TrustedVotes, RCLConsensus.cpp).',
  ),
  negativeUnl: Int("Trusted validators on the ledger's NegativeUNL entry, left out."),
  threshold: Int('Yes votes needed: more than 80 % of available, floor(available × 0.8) + 1 (1 for a single validator).'),
});

/** `AmendmentVoteTally`: the validator count the votes are taken against (live only). */
export const AmendmentVoteTallySchema = Obj(tallyProperties(), {
  $id: 'AmendmentVoteTally',
  description: "Live only: the trusted-validator tally the entries' `votes` come from. Absent offline and before the API has seen a voting ledger's validations.",
});

/** `AmendmentVoteCount`: one amendment's votes (live only). */
export const AmendmentVoteCountSchema = Obj(
  { yes: Int('Trusted validators voting for it.'), ...tallyProperties() },
  {
    $id: 'AmendmentVoteCount',
    description:
      'Live only, on amendments not enabled: trusted validators voting for it, from their validations (validations stream, `amendments` field) ' +
      "of the voting ledger before flag ledger `ledgerIndex`. Absent offline: the replay node's validations carry no votes.",
  },
);

/** `AmendmentListSource`: where rippled's amendment name list was read. */
export const AmendmentListSourceSchema = Obj({ repository: Str(), path: Str(), commit: Str() }, { $id: 'AmendmentListSource', description: "rippled's list the names come from (`features.macro` at `commit`)." });

/** Fields of one amendment (the list entry; the detail adds its history). */
const summaryProperties = () => ({
  id: Str('SHA-512Half of the name (64 hex).'),
  name: Nullable(Str(), { description: "Name in rippled's list; null when no listed name hashes to the ID." }),
  status: Enum(['enabled', 'majority', 'known'], { description: "`enabled`: in the ledger's Amendments; `majority`: in its Majorities; `known`: only in rippled's list." }),
  enabledLedger: Opt(Int('Ledger of the enabling EnableAmendment transaction, when the node has it.')),
  majoritySince: Opt(Type.String({ format: 'date-time', description: 'Majorities CloseTime, ISO-8601.' })),
  expectedAt: Opt(
    Type.String({
      format: 'date-time',
      description:
        'majoritySince + two weeks (ledger time), ISO-8601: the earliest time. The first flag ledger closing at or after it enables the amendment in flag + 1; its rules apply from flag + 2.',
    }),
  ),
  listing: Opt(
    Enum(['retired', 'unsupported', 'obsolete'], {
      description: "How rippled's list carries it: retired (XRPL_RETIRE), unsupported (Supported::no), obsolete (VoteBehavior::Obsolete); absent otherwise.",
    }),
  ),
  votes: Opt(Ref(AmendmentVoteCountSchema)),
});

/** `AmendmentSummary`: one amendment of `GET /api/amendments`. */
export const AmendmentSummarySchema = Obj(summaryProperties(), { $id: 'AmendmentSummary', description: "One amendment (rippled `ledger_entry` Amendments, rippled's name list)." });

/** `AmendmentsAnswer`: body of `GET /api/amendments`. */
export const AmendmentsAnswerSchema = Obj(
  {
    ledgerIndex: Int('Ledger of the `Amendments` entry read (offline: the newest recorded state).'),
    source: Ref(AmendmentListSourceSchema),
    offline: Bool('True on the offline replay network (no validator votes recorded).'),
    votes: Opt(Ref(AmendmentVoteTallySchema)),
    amendments: Type.Array(Ref(AmendmentSummarySchema), { description: 'Majority, then enabled, then known; by name.' }),
  },
  { $id: 'AmendmentsAnswer', description: 'Amendments: enabled, in majority, known.' },
);

/** `AmendmentEvent`: one recorded EnableAmendment transaction about an amendment. */
export const AmendmentEventSchema = Obj(
  { hash: Str(), ledgerIndex: Int(), event: Enum(['gotMajority', 'lostMajority', 'enabled'], { description: '`tfGotMajority`, `tfLostMajority`, or no flag (enabled).' }) },
  { $id: 'AmendmentEvent', description: 'One EnableAmendment transaction about the amendment.' },
);

/** `AmendmentDetail`: body of `GET /api/amendments/{name or id}`. */
export const AmendmentDetailSchema = Obj(
  {
    ...summaryProperties(),
    ledgerIndex: Int(),
    offline: Bool(),
    source: Ref(AmendmentListSourceSchema),
    history: Type.Array(Ref(AmendmentEventSchema), { description: 'Oldest first, from the EnableAmendment transactions the node has (offline: the recorded ones).' }),
  },
  { $id: 'AmendmentDetail', description: 'One amendment with its history.' },
);
