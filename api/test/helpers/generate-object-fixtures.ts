/**
 * Regenerates the remotes' fixtures of the typed object views and the identity section: real
 * answers of this API (`GET /api/objects/{index}`, `GET /api/account/{address}/identity`), built
 * in-process on the recorded devnet records (`helpers/devnet-node.ts`) and, for the mainnet
 * account of mfe-account's suite, on the replay node's recorded mainnet data. Nothing is hand-written.
 *
 *   npx tsx api/test/helpers/generate-object-fixtures.ts
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { startReplayServer } from 'replay';
import { buildApp } from '../../src/app';
import { FakeGateway } from './fake-gateway';
import { devnetNode } from './devnet-node';

const ROOT = path.resolve(__dirname, '../../..');

/** Devnet objects shown by mfe-ledger's tests (see their comments there). */
export const DEVNET_OBJECTS = [
  '7B685088D546B9E8905D26206F452BB2F44D9A33C9BD9BCF280F7BA39015A955', // Credential, deleted
  'C9B22CD799166C336E5F4EE0B85986EC354F1279F2A80C77B4A8B2EEF6EB9517', // Credential with Expiration
  'C2C071249153646820D07F5B61C737717EC55E0384706E1E52EFFBE39341E1E3', // Oracle (Band Protocol)
  '2B046E623D4DC52F8066746A94B1505EFDF553060D407EC21F205D6C6AA66D16', // Oracle whose Provider is not text (hex 0123)
  '4AD6E1C86D0D8C131C745FA9E18743DF6A05DFEF6DBAE30AA7223C6532D20AD6', // DID with hex URI
  '104BF2D8803F701D2338B0195CFC841CA6FC2EDD53EA7A095EAB10B907698F5D', // DID, deleted, ipfs URI
  '8FCD4E36E93A3138F409B30DE8B6C974C5ACBE188002334529D71C35324BB40D', // DirectoryNode
  '372827EA06584E92949DA938DB822ACF4C87BF319874D5B3220A26839E3A05D4', // Delegate
  'CEC1D76409985A70138D0134446D72B41BAEC379CD35B072C33ECBA82237CC8F', // PermissionedDomain
  '321B45D6FB1F8DB97D9E212C48B9F4719B663815FFFFFFFFFFFFFFFFFFFFFFFF', // NFTokenPage
  '616C2EF4D3CD558CD7E779E32D958E1FD88FB467B7CB152B8471E8D32E1EE08B', // MPTokenIssuance
];

/** Devnet accounts of mfe-account's identity tests. */
export const DEVNET_ACCOUNTS = ['r3rw3QY2ojL3BdLrNEYkjcS9W5MqwsaA4y', 'rPJbL7FbVmrU2kVnZeHfuuNKmUt5ech6s1', 'rVrRYMk3yr6jDeeTERvkuSw3WxfsY4pHa', 'rwYQJfUw3Gk2nE6yA7F8kqLkkgScpngn94'];

function write(file: string, body: unknown): void {
  writeFileSync(path.join(ROOT, file), `${JSON.stringify(body, null, 2)}\n`);
  console.log(file);
}

async function main() {
  const devnet = await buildApp({ xrpl: new FakeGateway(devnetNode()) });
  const objects: Record<string, unknown> = {};
  for (const index of DEVNET_OBJECTS) objects[`/api/objects/${index}`] = (await devnet.inject({ method: 'GET', url: `/api/objects/${index}` })).json();
  write('mfe-ledger/test/fixtures/objects-devnet.json', objects);
  const identities: Record<string, unknown> = {};
  for (const address of DEVNET_ACCOUNTS) identities[address] = (await devnet.inject({ method: 'GET', url: `/api/account/${address}/identity` })).json();
  write('mfe-account/test/fixtures/identity-devnet.json', identities);
  await devnet.close();

  // The mainnet account of mfe-account's page tests (fixtures/account.json), on the replay node.
  const account = (await import(path.join(ROOT, 'mfe-account/test/fixtures/account.json'))) as { address: string };
  const node = await startReplayServer({ port: 0, log: () => undefined });
  const mainnet = await buildApp({ nodeUrl: node.url });
  write('mfe-account/test/fixtures/identity.json', (await mainnet.inject({ method: 'GET', url: `/api/account/${account.address}/identity` })).json());
  await mainnet.close();
  await node.close();
}

void main();
