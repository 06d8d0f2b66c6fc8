const { createConfig } = require('../webpack.federation.cjs');

module.exports = createConfig({ dir: __dirname, name: 'shell', port: 8080, title: 'LedgerLens · XRP Ledger Explorer' });
