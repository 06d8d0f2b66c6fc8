const { createConfig } = require('../webpack.federation.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_search',
  port: 8081,
  title: 'LedgerLens · Search (standalone)',
  exposes: { './routes': './src/routes.tsx' },
});
