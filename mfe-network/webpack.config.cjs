/** mfe-network: the one LedgerLens webpack + federation config; port from apps.config.cjs (MFE_NETWORK_PORT). */
const { createConfig } = require('../webpack.federation.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_network',
  title: 'LedgerLens · Network, validators, tokens and rich list (standalone)',
  exposes: {
    './routes': './src/routes.tsx',
    './widgets/networkStats': './src/widgets/networkStats.tsx',
    './widgets/market': './src/widgets/market.tsx',
    './widgets/validators': './src/widgets/validators.tsx',
  },
});
