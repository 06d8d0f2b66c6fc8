/**
 * JSON schemas of the API's responses, registered as shared schemas (`$id`) so they appear as
 * named components in the OpenAPI document and drive Fastify's response serialisation.
 * The answers are declared with TypeBox in `@ledgerlens/shared/schemas` (one declaration: schema
 * and the `Static` type the front ends import); the error, health and network bodies are here.
 */
import {
  AccountLinesSchema,
  AccountMptsSchema,
  AccountNftsSchema,
  AccountObjectsSchema,
  AccountSchema,
  AccountTransactionsPageSchema,
  AddressDetailsSchema,
  AmmPoolListSchema,
  AmmPoolSchema,
  DomainVerificationSchema,
  LedgerSchema,
  LedgerTransactionSchema,
  MptIssuanceDetailSchema,
  NftDetailSchema,
  NftUnknownSchema,
  RawLedgerJsonSchema,
  RawTransactionJsonSchema,
  TokenDetailSchema,
  TransactionListPageSchema,
  TransactionMemoSchema,
  TransactionRawSchema,
  TransactionSchema,
} from '@ledgerlens/shared/schemas';

/** `ApiErrorBody`: body of every failure. */
export const errorSchema = {
  $id: 'ApiError',
  type: 'object',
  required: ['error'],
  properties: {
    error: { type: 'string', description: 'Human-readable message (spec §5/§8 text where it has one).' },
    code: { type: 'string', description: 'Machine-readable code, e.g. rippled\'s `txnNotFound`.' },
  },
} as const;

/** Body of `GET /api/health`. */
export const healthSchema = {
  $id: 'Health',
  type: 'object',
  required: ['status', 'node'],
  properties: {
    status: { type: 'string', enum: ['ok', 'degraded'] },
    node: {
      type: 'object',
      required: ['url', 'connected'],
      properties: {
        url: { type: 'string', description: 'Upstream rippled/Clio WebSocket URL.' },
        connected: { type: 'boolean', description: 'True when the node answered `server_info`.' },
        networkId: { type: 'integer', description: '`server_info` `network_id` (mainnet 0).' },
        validatedLedger: { type: 'integer', description: '`server_info` `validated_ledger.seq`.' },
      },
    },
  },
} as const;

/** Body of `GET /api/network`. */
export const networkSchema = {
  $id: 'Network',
  type: 'object',
  required: ['id', 'name'],
  properties: {
    id: { type: 'integer', description: '`server_info` `network_id` of the node (0 mainnet, 1 testnet, 2 devnet; 0 when the node reports none).' },
    name: { type: 'string', description: '`mainnet`, `testnet`, `devnet`, or `Network <id>` for any other id.' },
  },
} as const;

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
  errorSchema,
  healthSchema,
  networkSchema,
] as const;

/** `$id` of every shared schema. */
export type SharedSchemaId = NonNullable<(typeof sharedSchemas)[number]['$id']>;

/** `$ref` to a shared schema by `$id` (the TypeBox ones: `Ref(XSchema)` of `@ledgerlens/shared/schemas`, typed). */
export const ref = (id: SharedSchemaId) => ({ $ref: `${id}#` });
