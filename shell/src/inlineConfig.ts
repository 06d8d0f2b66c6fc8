/**
 * The parsed content of a JSON data block of the page (`<script type="application/json" id="…">`),
 * as the shell's server writes `remotes.json` and `config.json` into `index.html`; `undefined` when
 * there is no such block or it is not JSON (the caller then fetches the file).
 */
export function readInlineJson(id: string, doc: Document = document): unknown {
  const el = doc.getElementById(id);
  if (!el || el.tagName !== 'SCRIPT' || (el as HTMLScriptElement).type !== 'application/json') return undefined;
  try {
    return JSON.parse(el.textContent ?? '');
  } catch {
    return undefined;
  }
}
