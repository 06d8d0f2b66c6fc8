/**
 * @jest-environment jest-fixed-jsdom
 */
/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SECRET_KEY_SHAPE } from '@ledgerlens/shared/domain';

/**
 * Before the app takes the server's page over, the search forms submit with GET to `/search?q=…`.
 * A secret key typed there must not leave the browser: the inline `theme-init.js` holds that
 * submit (the app then refuses the key with its warning). These tests run the real script.
 */
const SOURCE = readFileSync(join(__dirname, '../../shell/static/theme-init.js'), 'utf8');
// The genesis account's well-known seed (passphrase 'masterpassphrase'); a public test secret.
const SEED = 'snoPBrXtMeMyMHUVTgbuqAfg1SUTb';

function serverPage(value: string): HTMLFormElement {
  document.body.innerHTML = `<div id="root" data-ssr-theme="light"><form action="/search" method="get"><input name="q" value="${value}"><button type="submit">Search</button></form></div>`;
  window.eval(SOURCE);
  return document.querySelector('form')!;
}

function submit(form: HTMLFormElement): boolean {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('theme-init.js: a secret key is never submitted before the takeover', () => {
  it('uses the same secret-key shape as the shared search rules', () => {
    expect(SOURCE).toContain(`/${SECRET_KEY_SHAPE.source}/`);
    expect(SECRET_KEY_SHAPE.test(SEED)).toBe(true);
  });

  it('holds a GET search form whose q is a secret key, and lets any other query go to the server', () => {
    expect(submit(serverPage(` ${SEED} `))).toBe(true);
    expect(submit(serverPage('rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh'))).toBe(false);
  });
});
