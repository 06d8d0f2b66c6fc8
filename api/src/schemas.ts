/**
 * JSON schemas of the API's responses, registered as shared schemas (`$id`) so they appear as
 * named components in the OpenAPI document and drive Fastify's response serialisation.
 * The answers are declared with TypeBox in `@ledgerlens/shared/schemas` (one declaration: schema
 * and the `Static` type the front ends import); the error, health and network bodies, which only the
 * API reads, are declared here with TypeBox too.
 */
import fastJson, { type Schema } from 'fast-json-stringify';
import {
  AccountLinesSchema,
  AccountMptsSchema,
  AccountNftsSchema,
  AccountObjectsSchema,
  AccountSchema,
  AccountTransactionsPageSchema,
  AddressDetailsSchema,
  AgreementWindowSchema,
  AmendmentDetailSchema,
  AmendmentEventSchema,
  AmendmentListSourceSchema,
  AmendmentsAnswerSchema,
  AmendmentSummarySchema,
  AmendmentVoteCountSchema,
  AmendmentVoteTallySchema,
  AmmPoolListSchema,
  AmmPoolSchema,
  Bool,
  DomainVerificationSchema,
  Enum,
  FigureWindowSchema,
  IndexedLedgerSchema,
  IndexStatusSchema,
  InstanceViewSchema,
  Int,
  LedgerSchema,
  LedgerTransactionSchema,
  MarketDataSchema,
  MptIssuanceDetailSchema,
  NetworkPulseSchema,
  NetworkStatsSchema,
  NftDetailSchema,
  NftUnknownSchema,
  Obj,
  Opt,
  PopularAddressSchema,
  PriceSampleSchema,
  RawLedgerJsonSchema,
  RawTransactionJsonSchema,
  ResolveAnswerSchema,
  RichListAccountSchema,
  RichListSchema,
  Str,
  TokenDetailSchema,
  TokenSchema,
  TokensResponseSchema,
  TransactionListPageSchema,
  TransactionMemoSchema,
  TransactionRawSchema,
  TransactionSchema,
  ValidatorSchema,
  ValidatorsResponseSchema,
} from '@ledgerlens/shared/schemas';

/** `ApiErrorBody`: body of every failure. */
export const errorSchema = Obj(
  {
    error: Str('Human-readable message (spec §5/§8 text where it has one).'),
    code: Opt(Str("Machine-readable code, e.g. rippled's `txnNotFound`.")),
  },
  { $id: 'ApiError' },
);

/** Body of `GET /api/health`. */
export const healthSchema = Obj(
  {
    status: Enum(['ok', 'degraded']),
    node: Obj({
      url: Str('Upstream rippled/Clio WebSocket URL.'),
      connected: Bool('True when the node answered `server_info`.'),
      networkId: Opt(Int('`server_info` `network_id` (mainnet 0).')),
      validatedLedger: Opt(Int('`server_info` `validated_ledger.seq`.')),
    }),
  },
  { $id: 'Health' },
);

/** Body of `GET /api/network`. */
export const networkSchema = Obj(
  {
    id: Int('`server_info` `network_id` of the node (0 mainnet, 1 testnet, 2 devnet; 0 when the node reports none).'),
    name: Str('`mainnet`, `testnet`, `devnet`, or `Network <id>` for any other id.'),
  },
  { $id: 'Network' },
);

/** Every shared schema, in registration order. */
export const sharedSchemas = [
  RawLedgerJsonSchema,
  RawTransactionJsonSchema,
  AddressDetailsSchema,
  TransactionMemoSchema,
  TransactionSchema,
  TransactionListPageSchema,
  TransactionRawSchema,
  LedgerTransactionSchema,
  LedgerSchema,
  DomainVerificationSchema,
  AccountSchema,
  AccountTransactionsPageSchema,
  AccountLinesSchema,
  AccountObjectsSchema,
  AccountNftsSchema,
  AccountMptsSchema,
  AmmPoolListSchema,
  AmmPoolSchema,
  TokenDetailSchema,
  NftDetailSchema,
  NftUnknownSchema,
  MptIssuanceDetailSchema,
  ResolveAnswerSchema,
  IndexedLedgerSchema,
  NetworkStatsSchema,
  AgreementWindowSchema,
  ValidatorSchema,
  ValidatorsResponseSchema,
  AmendmentVoteTallySchema,
  AmendmentVoteCountSchema,
  AmendmentListSourceSchema,
  AmendmentSummarySchema,
  AmendmentsAnswerSchema,
  AmendmentEventSchema,
  AmendmentDetailSchema,
  FigureWindowSchema,
  MarketDataSchema,
  PriceSampleSchema,
  InstanceViewSchema,
  NetworkPulseSchema,
  PopularAddressSchema,
  TokenSchema,
  TokensResponseSchema,
  RichListAccountSchema,
  RichListSchema,
  IndexStatusSchema,
  errorSchema,
  healthSchema,
  networkSchema,
] as const;

/** `$id` of every shared schema. */
export type SharedSchemaId = NonNullable<(typeof sharedSchemas)[number]['$id']>;

/** `$ref` to a shared schema by `$id` (the TypeBox ones: `Ref(XSchema)` of `@ledgerlens/shared/schemas`, typed). */
export const ref = (id: SharedSchemaId) => ({ $ref: `${id}#` });

/** Serialisers compiled so far, by response schema (its JSON text): the same schema compiles once per process. */
const serializers = new Map<string, (data: unknown) => string>();

/**
 * Fastify serializer compiler (fast-json-stringify, as Fastify's default) that compiles each distinct response
 * schema once: every route's error answers (`errorResponses`) and the `Ref(...)`s several routes share reuse one
 * serialiser, instead of one per route and status code, each re-reading every shared schema. The shared schemas
 * are module constants, so a serialiser is valid for every app built in the process (tests build many).
 */
export function cachedSerializerCompiler(external: readonly { $id?: string }[]) {
  const schemas = Object.fromEntries(external.map((s) => [String(s.$id), s]));
  return ({ schema }: { schema: unknown }) => {
    const key = JSON.stringify(schema);
    let serialize = serializers.get(key);
    if (!serialize) {
      serialize = fastJson(schema as Schema, { schema: schemas as Record<string, Schema> });
      serializers.set(key, serialize);
    }
    return serialize;
  };
}
