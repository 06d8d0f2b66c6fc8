/**
 * Building blocks of the answer schemas: closed objects, nullable values, and the two named raw
 * passthroughs (the only open objects of the API's answers). TypeBox (`@sinclair/typebox`): one
 * declaration is the JSON Schema Fastify validates and serialises with, the OpenAPI component, and
 * (through `Static<typeof X>`) the TypeScript type the front ends import with `import type`.
 */
import { Type, type ObjectOptions, type Static, type TProperties, type TSchema } from '@sinclair/typebox';

/** A closed object: every field the API sends is listed; anything else would be dropped by the serialiser. */
export const Obj = <T extends TProperties>(properties: T, options: ObjectOptions = {}) => Type.Object(properties, { additionalProperties: false, ...options });

/** `T | null`. */
export const Nullable = <T extends TSchema>(schema: T, options: { description?: string } = {}) => Type.Union([schema, Type.Null()], options);

/** A string with one of the listed values (`enum` in the document, the union of literals in the type). */
export const Enum = <const T extends readonly string[]>(values: T, options: { description?: string } = {}) => Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });

/** An object keyed by any string (e.g. a `LedgerEntryType`), every value of `schema`: closed, its values typed. */
export const Dict = <T extends TSchema>(schema: T, options: { description?: string } = {}) =>
  Type.Unsafe<Record<string, Static<T>>>({ type: 'object', additionalProperties: schema, ...options });

/** An optional field. */
export const Opt = Type.Optional;

/** A string field with a description. */
export const Str = (description?: string) => Type.String(description ? { description } : {});
/** An integer field with a description. */
export const Int = (description?: string) => Type.Integer(description ? { description } : {});
/** A number field with a description. */
export const Num = (description?: string) => Type.Number(description ? { description } : {});
/** A boolean field with a description. */
export const Bool = (description?: string) => Type.Boolean(description ? { description } : {});

/**
 * Raw passthrough: JSON taken from the ledger as recorded — a ledger entry's fields as rippled
 * returned them (`ledger_entry` / `account_info` `account_data`, an affected node's `NewFields`,
 * `FinalFields`, `PreviousFields`), or a JSON object decoded from ledger bytes (`MPTokenMetadata`).
 * Its keys are the ledger's own field names, which differ per `LedgerEntryType`: it is passed on
 * as the node sent it, never rendered as HTML.
 */
export const RawLedgerJsonSchema = Type.Unsafe<Record<string, unknown>>({
  $id: 'RawLedgerJson',
  type: 'object',
  additionalProperties: true,
  description: 'Raw passthrough: ledger JSON as recorded (an entry\'s fields by their rippled names, or a JSON object decoded from ledger bytes).',
});

/**
 * Raw passthrough: the node's transaction JSON as sent — rippled `tx` (api_version 2) `tx_json`
 * (with `hash`) and `meta`, for the Raw JSON dialog. Fields differ per `TransactionType`.
 */
export const RawTransactionJsonSchema = Type.Unsafe<Record<string, unknown>>({
  $id: 'RawTransactionJson',
  type: 'object',
  additionalProperties: true,
  description: 'Raw passthrough: rippled `tx` `tx_json` (with `hash`) or `meta`, as the node sent it.',
});

/** The `$id`s of the only open objects an answer may carry (see the API test `answer-schemas`). */
export const RAW_PASSTHROUGH_IDS = ['RawLedgerJson', 'RawTransactionJson'] as const;

/** `$ref` to a schema registered with Fastify by `$id`, typed as that schema's `Static`. */
export const Ref = <T extends TSchema>(schema: T & { $id?: string }) => Type.Unsafe<Static<T>>({ $ref: `${schema.$id}#` });
