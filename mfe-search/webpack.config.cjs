const { createConfig } = require('../webpack.federation.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_search',
  title: 'LedgerLens · Search (standalone)',
  exposes: {
    './routes': './src/routes.tsx',
    './widgets/headerSearch': './src/widgets/headerSearch.tsx',
    './widgets/homeSearchPanel': './src/widgets/homeSearchPanel.tsx',
    './widgets/transactionSummary': './src/widgets/transactionSummary.tsx',
  },
});
