const { createConfig } = require('../webpack.federation.cjs');

module.exports = createConfig({ dir: __dirname, name: 'shell', title: 'LedgerLens · XRP Ledger Explorer' });
