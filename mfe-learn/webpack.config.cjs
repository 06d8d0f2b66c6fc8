/**
 * mfe-learn: the one LedgerLens webpack + federation config; port from apps.config.cjs
 * (MFE_LEARN_PORT). Each article's front matter is parsed at build time (`articles.cjs`,
 * gray-matter): `articles/{section}/{slug}.json` is written next to the markdown file.
 */
const { createConfig } = require('../webpack.federation.cjs');
const path = require('node:path');
const { articleJson } = require('./articles.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_learn',
  title: 'LedgerLens · Learn and CTID tool (standalone)',
  exposes: {
    './routes': './src/routes.tsx',
    './widgets/learningGuide': './src/widgets/learningGuide.tsx',
  },
  copy: [{ from: 'public/articles/**/*.md', to: ({ absoluteFilename }) => `articles/${path.relative(path.join(__dirname, 'public', 'articles'), absoluteFilename).replace(/\.md$/, '.json')}`, transform: (content) => articleJson(content) }],
});
