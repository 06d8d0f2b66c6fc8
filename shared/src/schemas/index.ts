/**
 * `@ledgerlens/shared/schemas`: the API's answers declared once with TypeBox. The API registers
 * them with Fastify (validation, serialisation, the OpenAPI document); `@ledgerlens/shared/domain`
 * derives the answer types from them (`Static<typeof XSchema>`), so front ends import the types
 * with `import type` only and no TypeBox code reaches a browser bundle.
 */
export * from './common';
export * from './transaction';
export * from './account';
export * from './assets';
export * from './nft';
export * from './mpt';
export * from './objects';
export * from './ledger';
export * from './network';
export * from './amendments';
export * from './indexer';
