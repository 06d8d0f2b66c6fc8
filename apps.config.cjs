/**
 * Ports and folders of every LedgerLens process, in one place: the start script, the static
 * servers, the dev servers and the tests read them from here.
 */
const API_PORT = Number(process.env.API_PORT || 8787);
const REPLAY_PORT = Number(process.env.REPLAY_PORT || 6006);

/** Front ends: the shell and each remote (federation name, folder, port). */
const FRONTENDS = [
  // devPort: the shell's webpack dev server under `npm run dev`, behind the web server on `port`.
  { name: 'shell', dir: 'shell', port: Number(process.env.SHELL_PORT || 8080), devPort: Number(process.env.SHELL_DEV_PORT || 8090) },
  { name: 'mfe_search', dir: 'mfe-search', port: Number(process.env.MFE_SEARCH_PORT || 8081) },
  { name: 'mfe_account', dir: 'mfe-account', port: Number(process.env.MFE_ACCOUNT_PORT || 8082) },
  { name: 'mfe_ledger', dir: 'mfe-ledger', port: Number(process.env.MFE_LEDGER_PORT || 8083) },
  { name: 'mfe_network', dir: 'mfe-network', port: Number(process.env.MFE_NETWORK_PORT || 8084) },
  { name: 'mfe_learn', dir: 'mfe-learn', port: Number(process.env.MFE_LEARN_PORT || 8085) },
];

const REMOTES = FRONTENDS.filter((f) => f.name !== 'shell');

module.exports = { API_PORT, REPLAY_PORT, FRONTENDS, REMOTES };
