/**
 * The shell reads remotes.json and config.json from the page when its server inlined them (JSON
 * data blocks, server/src/boot.ts), and falls back to fetching them otherwise.
 */
import { readInlineJson } from '../src/inlineConfig';

afterEach(() => {
  document.head.innerHTML = '';
});

it('reads a JSON data block by id, written as the server writes it (< escaped)', () => {
  document.head.innerHTML =
    '<script type="application/json" id="ledgerlens-remotes">{"mfe_search":{"label":"a \\u003c/script> b","entry":"/m.json","routes":["/search"]}}</script>';
  expect(readInlineJson('ledgerlens-remotes')).toEqual({ mfe_search: { label: 'a </script> b', entry: '/m.json', routes: ['/search'] } });
});

it('gives undefined (so the file is fetched) when the block is missing, broken or not a data block', () => {
  expect(readInlineJson('ledgerlens-config')).toBeUndefined();
  document.head.innerHTML = '<script type="application/json" id="ledgerlens-config">{ not json</script><div id="other">{}</div>';
  expect(readInlineJson('ledgerlens-config')).toBeUndefined();
  expect(readInlineJson('other')).toBeUndefined();
});
