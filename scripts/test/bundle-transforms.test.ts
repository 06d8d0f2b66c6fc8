/**
 * Build-time transforms of the browser bundles (`scripts/webpack/`, for page weight): what
 * they change in the code a page runs.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { forwardRef, memo, type ComponentType } from 'react';
import hoistStatics from '../webpack/hoist-statics.mjs';
const pureReactFactories: (source: string) => string = require('../webpack/pure-react-factories.cjs');
const realHoist: <T>(target: T, source: unknown) => T = require('hoist-non-react-statics');

describe('pure-react-factories (react-router)', () => {
  const routerBuild = readFileSync(path.join(path.dirname(require.resolve('react-router')), '../production/chunk-7RTFRKQW.mjs'), 'utf8');

  test('marks top-level forwardRef/createContext/memo calls pure and drops top-level displayName statements', () => {
    const out = pureReactFactories(
      ['var NavLink = React10.forwardRef(', '  function NavLinkWithRef() {}', ');', 'NavLink.displayName = "NavLink";', 'var Ctx = React.createContext(null);', 'var M = React3.memo(X);', '  var inner = React.forwardRef(f);'].join('\n'),
    );
    expect(out).toContain('var NavLink = /* @__PURE__ */ React10.forwardRef(');
    expect(out).toContain('var Ctx = /* @__PURE__ */ React.createContext(null);');
    expect(out).toContain('var M = /* @__PURE__ */ React3.memo(X);');
    expect(out).not.toContain('NavLink.displayName');
    // Only top-level declarations: nested code is left alone.
    expect(out).toContain('  var inner = React.forwardRef(f);');
  });

  test("react-router's build has the shapes it rewrites (NavLink, Form, contexts)", () => {
    const out = pureReactFactories(routerBuild);
    for (const name of ['NavLink', 'Form', 'DataRouterContext']) {
      expect(routerBuild).toMatch(new RegExp(`^${name}\\.displayName = `, 'm'));
      expect(out).not.toMatch(new RegExp(`^${name}\\.displayName = `, 'm'));
      expect(out).toMatch(new RegExp(`^var ${name} = /\\* @__PURE__ \\*/ React\\d*\\.`, 'm'));
    }
  });
});

describe('hoist-statics (stands in for hoist-non-react-statics)', () => {
  const keys = (o: object) => [...Object.getOwnPropertyNames(o), ...Object.getOwnPropertySymbols(o).map(String)].sort();
  const tag = Symbol('tag');

  function source() {
    class Base {
      static inherited = 'from base';
    }
    class Widget extends Base {
      static displayName = 'Widget';
      static defaultProps = { a: 1 };
      static helper = () => 'help';
      static [tag] = 'symbol static';
    }
    return Widget;
  }

  // The library also walks into Function.prototype (copying apply, bind, call, ...), which the
  // stand-in does not: these are left out of the comparison.
  const functionBuiltins = new Set([...Object.getOwnPropertyNames(Function.prototype), ...Object.getOwnPropertySymbols(Function.prototype).map(String)]);
  const statics = (o: object) => keys(o).filter((k) => !functionBuiltins.has(k));

  test.each([
    ['a function component', () => function Target() { return null; }],
    ['a forwardRef type', () => forwardRef(function Target() { return null; })],
    ['a memo type', () => memo(function Target() { return null; })],
  ])('copies the same statics as the library onto %s', (_label, make) => {
    const expected = realHoist(make() as ComponentType, source());
    const actual = hoistStatics(make(), source());
    expect(statics(actual)).toEqual(statics(expected));
    expect((actual as unknown as { helper: () => string }).helper()).toBe('help');
    expect((actual as unknown as { inherited: string }).inherited).toBe('from base');
    expect((actual as unknown as { displayName?: string }).displayName).not.toBe('Widget');
  });

  test('honours the exclude list and ignores string (host) types', () => {
    const target = function Target() { return null; };
    expect(keys(hoistStatics(target, source(), { helper: true }))).not.toContain('helper');
    const plain = function Plain() { return null; };
    expect(keys(hoistStatics(plain, 'div'))).toEqual(keys(function Plain() { return null; }));
  });
});
