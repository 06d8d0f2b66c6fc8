/** mfe-learn: the one LedgerLens webpack + federation config; port from apps.config.cjs (MFE_LEARN_PORT). */
const { createConfig } = require('../webpack.federation.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_learn',
  title: 'LedgerLens · Learn and CTID tool (standalone)',
  exposes: {
    './routes': './src/routes.tsx',
    './widgets/learningGuide': './src/widgets/learningGuide.tsx',
  },
});
