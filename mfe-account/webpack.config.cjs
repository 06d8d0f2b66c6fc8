/** mfe-account: the one LedgerLens webpack + federation config; port from apps.config.cjs (MFE_ACCOUNT_PORT). */
const { createConfig } = require('../webpack.federation.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_account',
  title: 'LedgerLens · Accounts (standalone)',
  exposes: {
    './routes': './src/routes.tsx',
    './widgets/walletOverview': './src/widgets/walletOverview.tsx',
    './widgets/transactionHistory': './src/widgets/transactionHistory.tsx',
  },
});
