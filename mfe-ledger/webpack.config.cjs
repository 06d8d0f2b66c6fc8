/** mfe-ledger: the one LedgerLens webpack + federation config; port from apps.config.cjs (MFE_LEDGER_PORT). */
const { createConfig } = require('../webpack.federation.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_ledger',
  title: 'LedgerLens · Ledgers (standalone)',
  exposes: {
    './routes': './src/routes.tsx',
  },
});
