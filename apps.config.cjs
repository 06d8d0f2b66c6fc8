/**
 * Ports and folders of every LedgerLens process, in one place: the start script, the static
 * servers, the dev servers and the tests read them from here.
 */
const API_PORT = Number(process.env.API_PORT || 8787);
const REPLAY_PORT = Number(process.env.REPLAY_PORT || 6006);

/** Front ends: the shell and each remote (federation name, folder, port). */
const FRONTENDS = [
  { name: 'shell', dir: 'shell', port: Number(process.env.SHELL_PORT || 8080) },
  { name: 'mfe_search', dir: 'mfe-search', port: Number(process.env.MFE_SEARCH_PORT || 8081) },
];

const REMOTES = FRONTENDS.filter((f) => f.name !== 'shell');

module.exports = { API_PORT, REPLAY_PORT, FRONTENDS, REMOTES };
