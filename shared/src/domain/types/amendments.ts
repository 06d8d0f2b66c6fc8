/**
 * Amendments as the API answers them (`GET /api/amendments`, `/api/amendments/{name or id}`): status, votes, events and the name list they come from.
 * The answer types are the `Static` of their TypeBox schemas (`@ledgerlens/shared/schemas`, `amendments.ts`), declared once.
 */
import type { Static } from '@sinclair/typebox';
import type {
  AmendmentDetailSchema,
  AmendmentEventSchema,
  AmendmentListSourceSchema,
  AmendmentsAnswerSchema,
  AmendmentSummarySchema,
  AmendmentVoteCountSchema,
  AmendmentVoteTallySchema,
} from '../../schemas';

/**
 * One amendment of `GET /api/amendments` (source: rippled `ledger_entry` Amendments, rippled's name
 * list). `expectedAt` is `majoritySince` + the two-week majority period (ledger time): the earliest
 * time, not a prediction. `listing` is how rippled's list (features.macro at `source.commit`)
 * carries it: `retired` (XRPL_RETIRE), `unsupported` (Supported::no), `obsolete`
 * (VoteBehavior::Obsolete). `votes`: live only, on amendments not enabled.
 */
export type AmendmentSummary = Static<typeof AmendmentSummarySchema>;

/** Status of an amendment in `GET /api/amendments`: in the ledger's `Amendments`, in its `Majorities`, or only in rippled's list. */
export type AmendmentStatus = AmendmentSummary['status'];

/**
 * The validator count a vote is taken against (live only), as rippled's `AmendmentTable.cpp`
 * (`TrustedVotes`, `AmendmentSet`) and `RCLConsensus.cpp` (negative UNL filter) take it.
 */
export type AmendmentVoteTally = Static<typeof AmendmentVoteTallySchema>;

/** One amendment's votes (live only): the tally and `yes`, the trusted validators voting for it. */
export type AmendmentVoteCount = Static<typeof AmendmentVoteCountSchema>;

/** The tally of all amendments at one flag ledger (what the API counts). */
export interface AmendmentVotes extends AmendmentVoteTally {
  /** Amendment ID (upper-case hex) → trusted validators voting for it. */
  byAmendment: Record<string, number>;
}

/** Where the amendment name list comes from. */
export type AmendmentListSource = Static<typeof AmendmentListSourceSchema>;

/** `GET /api/amendments`. */
export type AmendmentsAnswer = Static<typeof AmendmentsAnswerSchema>;

/** One recorded EnableAmendment transaction about an amendment (`tfGotMajority` → gotMajority, `tfLostMajority` → lostMajority, no flag → enabled). */
export type AmendmentEvent = Static<typeof AmendmentEventSchema>;

/** `GET /api/amendments/{name or id}`: the amendment, the ledger and list read, and its history (oldest first). */
export type AmendmentDetail = Static<typeof AmendmentDetailSchema>;
