/**
 * Serves the vendored devnet records (`devnetStore()`) on `REPLAY_PORT` (default 6006), for a
 * devnet stack before `REPLAY_NETWORK=devnet` exists: give it to the stack as its node,
 *   npx tsx replay/test/devnet-server.ts &
 *   XRPL_NODE_URL=ws://127.0.0.1:$REPLAY_PORT node scripts/start.mjs
 * (used for e2e/tests/mpt.spec.ts and the MPT fixtures of the remotes' tests).
 */
import { startReplayServer } from '../src';
import { devnetStore } from './devnet';

const port = Number(process.env.REPLAY_PORT ?? 6006);
void startReplayServer({ port, store: devnetStore(), logRequests: false }).then((s) => console.log(`[replay] devnet records on ${s.url}`));
