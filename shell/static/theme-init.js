// Applies the stored theme (`ledgerlens-theme`) before the first paint, so there is no flash of the
// wrong theme. The shell's server writes it inline (one round trip less before the first paint) and
// the Content-Security-Policy allows exactly its hash (scripts/serve-policy.mjs); elsewhere (a
// remote standalone, the dev server) it is loaded from its file.
// It also keeps the cookie of the same name in step (the shell's server renders the first view in
// that theme), and makes the server-rendered markup (`#root[data-ssr-theme]`) inert until the
// client has taken it over (`bootstrap.tsx`), so an early click or key press is not swallowed by
// markup that cannot answer yet. Without JavaScript none of this runs: the markup stays usable.
// If the client cannot take over (a boot script fails to load, or the page has not been taken over
// 10 s after the load event), the markup is released: interactive again and shown even when it was
// drawn in the other theme, so its links still work as plain links.
(function () {
  try {
    var p = localStorage.getItem('ledgerlens-theme');
    var dark = p === 'dark' || ((p === null || p === 'system') && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.className = dark ? 'dark' : 'light';
    document.documentElement.style.background = dark ? '#0b1020' : '#f6f7fb';
    if ((p === 'light' || p === 'dark' || p === 'system') && document.cookie.indexOf('ledgerlens-theme=' + p) < 0) {
      document.cookie = 'ledgerlens-theme=' + p + '; Path=/; Max-Age=31536000; SameSite=Lax';
    }
  } catch (e) {}
  try {
    var mark = function () {
      var root = document.getElementById('root');
      if (!root) return false;
      if (root.hasAttribute('data-ssr-theme')) root.inert = true;
      return true;
    };
    if (!mark()) {
      var observer = new MutationObserver(function () {
        if (mark()) observer.disconnect();
      });
      observer.observe(document.documentElement, { childList: true, subtree: true });
    }
    // Also called by `bootstrap.tsx` when its start fails. A no-op once taken over (the attribute is gone).
    var release = (window.__ledgerlensReleaseSsr = function () {
      var root = document.getElementById('root');
      if (!root || !root.hasAttribute('data-ssr-theme')) return;
      root.removeAttribute('data-ssr-theme');
      root.inert = false;
    });
    window.addEventListener(
      'error',
      function (event) {
        var target = event.target;
        if (target && target.tagName === 'SCRIPT' && document.readyState !== 'complete') release();
      },
      true,
    );
    window.addEventListener('load', function () {
      setTimeout(release, 10000);
    });
  } catch (e) {}
})();
