/**
 * The architecture rules of eslint.config.mjs (eslint-plugin-boundaries) and the styling rules,
 * checked by linting small sources as if they were files of the repo (ESLint's --stdin-filename).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const eslintBin = path.join(root, 'node_modules', '.bin', 'eslint');

/** Lints `source` as the repo file `file`; returns ESLint's messages. */
function lint(file: string, source: string): { ruleId: string | null; message: string }[] {
  const run = spawnSync(eslintBin, ['--format', 'json', '--stdin', '--stdin-filename', path.join(root, file)], {
    cwd: root,
    input: source,
    encoding: 'utf8',
  });
  const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string | null; message: string }[] }[];
  return result.messages;
}

const rules = (messages: { ruleId: string | null }[]) => messages.map((m) => m.ruleId);

describe('architecture boundaries (npm run lint)', () => {
  it('fails a feature importing another feature of the same remote', () => {
    const messages = lint(
      'mfe-search/src/features/search/components/Cross.tsx',
      "import { TransactionPage } from '../../transaction/routes/TransactionPage';\nexport const X = TransactionPage;\n",
    );
    expect(rules(messages)).toContain('boundaries/element-types');
  });

  it('lets a feature use its own files, its remote\'s src/components and @ledgerlens/shared', () => {
    const messages = lint(
      'mfe-search/src/features/search/components/Ok.tsx',
      "import { SearchIcon } from '../../../components/icons';\nimport { useSubmitSearch } from '../hooks/useSubmitSearch';\nimport { Button } from '@ledgerlens/shared';\nexport const X = [SearchIcon, useSubmitSearch, Button];\n",
    );
    expect(messages).toEqual([]);
  });

  it('fails a remote importing another remote, and the shell importing a remote', () => {
    expect(rules(lint('mfe-zz/src/routes.tsx', "import routes from '../../mfe-search/src/routes';\nexport default routes;\n"))).toContain(
      'boundaries/element-types',
    );
    expect(rules(lint('shell/src/Cross.tsx', "import routes from '../../mfe-search/src/routes';\nexport default routes;\n"))).toContain(
      'boundaries/element-types',
    );
  });

  it('lets the remote\'s routes module compose its features', () => {
    const messages = lint(
      'mfe-search/src/routesCheck.tsx',
      "import { SearchPage } from './features/search/routes/SearchPage';\nimport { TransactionPage } from './features/transaction/routes/TransactionPage';\nexport const pages = [SearchPage, TransactionPage];\n",
    );
    expect(messages).toEqual([]);
  });
});

describe('API architecture boundaries (npm run lint)', () => {
  it('fails a feature importing another feature\'s inner file instead of its index.ts', () => {
    const messages = lint('api/src/features/indexer/Cross.ts', "import { TradeStore } from '../network/closes';\nexport const X = TradeStore;\n");
    expect(rules(messages)).toContain('boundaries/entry-point');
  });

  it('lets a feature use its own files, core modules, the HTTP layer and another feature\'s index.ts', () => {
    const messages = lint(
      'api/src/features/indexer/Ok.ts',
      "import { MarketService } from '../network';\nimport { ApiError } from '../../errors';\nimport { cached } from '../../http';\nimport { mapTransaction } from '../../mapping/transaction';\nimport { IndexerJob } from './job';\nexport const X = [MarketService, ApiError, cached, mapTransaction, IndexerJob];\n",
    );
    expect(messages).toEqual([]);
  });

  it('fails a core module importing a feature, and transaction-types/ importing mapping/', () => {
    expect(rules(lint('api/src/http/Cross.ts', "import { MarketService } from '../features/network';\nexport const X = MarketService;\n"))).toContain('boundaries/element-types');
    expect(rules(lint('api/src/Cross.ts', "import { registerLedgerRoute } from './features/ledgers';\nexport const X = registerLedgerRoute;\n"))).toContain('boundaries/element-types');
    expect(rules(lint('api/src/transaction-types/Cross.ts', "import { mapTransaction } from '../mapping/transaction';\nexport const X = mapTransaction;\n"))).toContain(
      'boundaries/element-types',
    );
  });

  it('lets app.ts compose the features through their index.ts', () => {
    expect(lint('api/src/app.ts', "import { registerLedgerRoute } from './features/ledgers';\nexport const X = registerLedgerRoute;\n")).toEqual([]);
  });
});

describe('styling rules', () => {
  it('fails inline theme styles, colour literals and glued alpha in components', () => {
    const source = [
      "import { css } from '@emotion/react';",
      'export const A = () => <div css={(t) => css`color: ${t.color.text};`} />;',
      "export const B = () => <div style={{ color: '#fff' }} />;",
      'export const c = (fg: string) => css`border: 1px solid ${fg}44;`;',
      '',
    ].join('\n');
    const messages = lint('shell/src/layout/Bad.tsx', source).filter((m) => m.ruleId === 'no-restricted-syntax');
    expect(messages.map((m) => m.message)).toEqual([
      expect.stringContaining('getStyles'),
      expect.stringContaining('Colour literal'),
      expect.stringContaining('Alpha suffix'),
    ]);
  });
});
