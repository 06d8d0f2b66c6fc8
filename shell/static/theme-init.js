// Applies the stored theme (`ledgerlens-theme`) before the first paint, so there is no flash of the
// wrong theme. The shell's server writes it inline (one round trip less before the first paint) and
// the Content-Security-Policy allows exactly its hash (server/src/policy.ts); elsewhere (a
// remote standalone, the dev server) it is loaded from its file.
// It also keeps the cookie of the same name in step (the shell's server renders the first view in
// that theme).
// Server-rendered markup (`#root[data-ssr-theme]`) is a working page from its first paint: links
// are plain links and the search forms submit with GET, so they work before the client has taken
// the page over.
// The app's code starts at the `load` event: the shell's server writes its entry as
// an inert script of type `text/x-ledgerlens-boot` (its preload hints still fetch it and the
// boot chunks at once; a preload does not hold the `load` event). So a server-rendered page has
// loaded when it has painted, not when its ~200 KiB of JavaScript has arrived over a slow link.
// A plain tap on a link to another page of the site before the takeover:
// - while the app's code is still on its way, is followed at once as a plain link, after stopping
//   the page's own downloads (`window.stop()`), so the new page's request does not queue behind
//   them on a slow link: the new page is server-rendered and shows as soon as its HTML arrives;
// - once the app hydrates (`__ledgerlensHydrating`: its code has run, the takeover is the next
//   commit), is held for up to HOLD_LINK_MS (a thin progress bar shows): when the takeover comes,
//   the tap is replayed and the app's router shows the new page at once; otherwise the link is
//   followed as a plain link. Not before: with every script here, evaluating them still takes
//   0.3–0.5 s on a slow phone, longer than the new page's HTML takes to arrive.
// A control that needs the app's code (a button that does not submit a GET form, a
// tab, a form without an action) is announced as unavailable (`aria-disabled`) until the takeover;
// a tap on it meanwhile is kept and replayed once, after the takeover (`__ledgerlensTakenOver`,
// called by the shell), instead of being lost.
// The page's content hydrates after the takeover, once its own code is here (the shell's router
// defers it): until `__ledgerlensContentHydrated` (called by the shell), a tap on it is held the
// same way (a link up to HOLD_LINK_MS, then followed as a plain link; a control replayed once).
// If the client cannot take over (a boot script fails to load, or the page has not been taken over
// 10 s after the load event), the markup is released: shown even when it was drawn in the other
// theme, its controls no longer marked.
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
    var CONTROLS = 'button:not([type=submit]):not([disabled]),[role=tab]';
    // A secret key (seed) or XLS-12 secret numbers typed into a search form are held until the app
    // refuses them: never sent (the same shapes as SECRET_KEY_SHAPE and SECRET_NUMBERS_SHAPE in
    // shared/src/domain/search.ts; a test keeps them equal).
    var SECRET_KEY_SHAPE = /^s(?:Ed)?[1-9A-HJ-NP-Za-km-z]{28}$/;
    var SECRET_NUMBERS_SHAPE = /^\d{6}(?:[\s-]*\d{6}){7}$/;
    var WAIT = 'data-ssr-wait';
    var HOLD_LINK_MS = 1000;
    // Starts the app's code this long after DOMContentLoaded if `load` has not come by then (an
    // image of the markup still loading).
    var BOOT_LATEST_MS = 1000;
    var pending = null;
    var busy = null;
    var hydrating = false;
    var leaving = false;
    var booted = false;
    // Taken over, the page's content not yet hydrated (its taps are held), and whether it has hydrated.
    var contentHeld = false;
    var contentHydrated = false;
    // A held content tap is given up this long after the takeover if the content has not hydrated.
    var CONTENT_LATEST_MS = 10000;
    // The app's entry scripts, written by the shell's server as inert `text/x-ledgerlens-boot`
    // elements, started in order.
    // The other hinted scripts are webpack chunks, which only register their modules when they run:
    // run each as soon as it has arrived (async), while the page still waits for the rest, so their
    // compiling is done and webpack finds them loaded instead of adding each one in turn. Written
    // with the absolute URL webpack looks for (`publicPath: 'auto'`), so it never adds a second
    // script for a chunk still on its way. Not the entries (`main.js`, a remote's `remoteEntry.js`),
    // which the federation runtime starts itself.
    var ENTRY_FILE = /\/(main|remoteEntry)\.js$/;
    var boot = function () {
      if (booted || leaving) return;
      booted = true;
      var held = document.querySelectorAll('script[type="text/x-ledgerlens-boot"][data-src]');
      for (var i = 0; i < held.length; i += 1) {
        var s = document.createElement('script');
        s.src = held[i].getAttribute('data-src');
        s.async = false;
        held[i].parentNode.replaceChild(s, held[i]);
      }
      if (!held.length) return;
      var hints = document.querySelectorAll('link[rel="preload"][as="script"]');
      for (var j = 0; j < hints.length; j += 1) {
        var media = hints[j].getAttribute('media');
        var url = hints[j].href;
        if ((media && window.matchMedia && !window.matchMedia(media).matches) || ENTRY_FILE.test(url.split('?')[0])) continue;
        var chunk = document.createElement('script');
        chunk.src = url;
        chunk.async = true;
        document.head.appendChild(chunk);
      }
    };
    var showBusy = function () {
      if (busy || !document.body) return;
      busy = document.createElement('div');
      busy.setAttribute('role', 'progressbar');
      busy.setAttribute('aria-label', 'Loading page');
      busy.style.cssText = 'position:fixed;top:0;left:0;width:40%;height:3px;background:#2454d6;z-index:60;pointer-events:none';
      document.body.appendChild(busy);
    };
    var hideBusy = function () {
      if (busy && busy.parentNode) busy.parentNode.removeChild(busy);
      busy = null;
    };
    // Follows a held link as a plain link (no takeover in time, or the page could not be taken over).
    var follow = function (tap) {
      hideBusy();
      if (tap && tap.href) window.location.assign(tap.href);
    };
    // Whether this page is being left for a tapped link (its downloads stopped): the app's code
    // failing to load then is expected, not an error to report (`startFailure.ts`, `RemoteRouteError`).
    window.__ledgerlensLeaving = function () {
      return leaving;
    };
    // Leaves for a link's page at once: this page's downloads stopped first, so the new page's
    // request has the link to itself.
    var leave = function (href) {
      leaving = true;
      pending = null;
      try {
        window.stop();
      } catch (e) {}
      window.location.assign(href);
    };
    // A plain activation (tap, click, Enter) of a same-origin link to another page, opened here.
    var holdsLink = function (event, link) {
      if (event.defaultPrevented || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
      if ((link.target && link.target !== '_self') || link.hasAttribute('download') || link.origin !== window.location.origin) return false;
      return link.pathname !== window.location.pathname || link.search !== window.location.search;
    };
    // The markup whose taps are held: the whole page before the takeover, then its content until it hydrates.
    var waiting = function () {
      var root = document.getElementById('root');
      if (root && root.hasAttribute('data-ssr-theme')) return root;
      return contentHeld ? document.getElementById('main') : null;
    };
    var inContent = function (el) {
      var main = document.getElementById('main');
      return !!(main && el && main.contains(el));
    };
    var unmark = function () {
      var marked = document.querySelectorAll('[' + WAIT + ']');
      for (var i = 0; i < marked.length; i += 1) {
        marked[i].removeAttribute(WAIT);
        marked[i].removeAttribute('aria-disabled');
      }
    };
    // Once the markup is parsed (before the deferred boot scripts run).
    var mark = function () {
      var root = waiting();
      if (!root) return;
      var controls = root.querySelectorAll(CONTROLS);
      for (var i = 0; i < controls.length; i += 1) {
        if (controls[i].hasAttribute('aria-disabled')) continue;
        controls[i].setAttribute('aria-disabled', 'true');
        controls[i].setAttribute(WAIT, '');
      }
    };
    document.addEventListener('readystatechange', function () {
      if (document.readyState === 'interactive') mark();
    });
    document.addEventListener(
      'click',
      function (event) {
        var root = waiting();
        var target = event.target;
        if (!root || !target || !target.closest || !root.contains(target)) return;
        var control = target.closest(CONTROLS);
        if (!control || !root.contains(control)) {
          var link = target.closest('a[href]');
          if (!link || !root.contains(link) || !holdsLink(event, link)) return;
          event.preventDefault();
          event.stopPropagation();
          // Before the app hydrates: left at once (see above). Taken over, the page's content not
          // hydrated yet: the app's router is a moment away.
          if (!hydrating) {
            leave(link.href);
            return;
          }
          var tap = (pending = { el: link, href: link.href, pointerType: event.pointerType || 'mouse' });
          showBusy();
          setTimeout(function () {
            if (pending !== tap) return;
            pending = null;
            follow(tap);
          }, HOLD_LINK_MS);
          return;
        }
        event.preventDefault();
        event.stopPropagation();
        pending = { el: control, pointerType: event.pointerType || 'mouse' };
      },
      true,
    );
    document.addEventListener(
      'submit',
      function (event) {
        var root = waiting();
        var form = event.target;
        // A form with an action works without the app (the search forms: GET /search?q=…).
        if (!root || !form || !root.contains(form)) return;
        if (form.hasAttribute('action')) {
          var q = form.elements && form.elements.namedItem('q');
          var typed = q ? String(q.value || '').trim() : '';
          if (!SECRET_KEY_SHAPE.test(typed) && !SECRET_NUMBERS_SHAPE.test(typed)) return;
        }
        event.preventDefault();
        pending = { form: form };
      },
      true,
    );
    var fire = function (el, type, pointerType) {
      var init = { bubbles: true, cancelable: true, composed: true, button: 0, buttons: type === 'pointerdown' || type === 'mousedown' ? 1 : 0, view: window };
      if (type.indexOf('pointer') === 0 && typeof PointerEvent === 'function') {
        init.pointerType = pointerType;
        init.isPrimary = true;
        el.dispatchEvent(new PointerEvent(type, init));
      } else el.dispatchEvent(new MouseEvent(type, init));
    };
    // Replays a held tap on the app's markup.
    var replay = function (tap) {
      hideBusy();
      if (!tap) return;
      if (tap.href && !tap.el.isConnected) {
        follow(tap);
        return;
      }
      if (tap.form) {
        if (tap.form.isConnected && tap.form.requestSubmit) tap.form.requestSubmit();
        return;
      }
      if (!tap.el.isConnected) return;
      // The sequence of a real tap: Radix parts open on pointerdown (mouse) or click (touch), tabs on mousedown.
      fire(tap.el, 'pointerdown', tap.pointerType);
      fire(tap.el, 'mousedown', tap.pointerType);
      fire(tap.el, 'pointerup', tap.pointerType);
      fire(tap.el, 'mouseup', tap.pointerType);
      tap.el.click();
    };
    // Called by the shell after its first commit over the server's markup. A tap held on the content
    // stays held while the content has not hydrated.
    window.__ledgerlensTakenOver = function () {
      unmark();
      if (!contentHydrated) {
        contentHeld = true;
        setTimeout(contentDone, CONTENT_LATEST_MS);
        if (pending && inContent(pending.el || pending.form)) return;
      }
      var tap = pending;
      pending = null;
      replay(tap);
    };
    // Called by the shell once the page's content is the app's (see above).
    var contentDone = (window.__ledgerlensContentHydrated = function () {
      contentHydrated = true;
      if (!contentHeld) return;
      contentHeld = false;
      var tap = pending;
      pending = null;
      replay(tap);
    });
    // Called by the shell just before it hydrates: React meets the markup as the server wrote it (the
    // marks are not its own); a tap is still held until the takeover.
    window.__ledgerlensHydrating = function () {
      hydrating = true;
      unmark();
    };
    // Also called by `bootstrap.tsx` when its start fails. A no-op once taken over (the attribute is gone).
    var release = (window.__ledgerlensReleaseSsr = function () {
      var root = document.getElementById('root');
      if (!root || !root.hasAttribute('data-ssr-theme')) return;
      root.removeAttribute('data-ssr-theme');
      var tap = pending;
      pending = null;
      unmark();
      if (tap && tap.href) follow(tap);
    });
    // A boot script that fails to load before the app hydrates: the app will not take over.
    window.addEventListener(
      'error',
      function (event) {
        var target = event.target;
        if (target && target.tagName === 'SCRIPT' && !hydrating && !leaving) release();
      },
      true,
    );
    // The first use of Intl loads the browser's locale data (tens of ms on a slow phone). The app
    // formats with it as it starts (time zone and locale check, numbers, dates, relative times):
    // done here while the page waits for the app's code to arrive, it is off that path.
    var warmIntl = function () {
      try {
        Intl.DateTimeFormat().resolvedOptions();
        (0).toLocaleString('en-US');
        new Intl.RelativeTimeFormat('en', { style: 'narrow' }).format(-1, 'second');
      } catch (e) {}
    };
    window.addEventListener('load', function () {
      boot();
      if (waiting()) {
        if (window.requestIdleCallback) window.requestIdleCallback(warmIntl, { timeout: 1000 });
        else setTimeout(warmIntl, 0);
      }
      setTimeout(release, 10000);
    });
    document.addEventListener('DOMContentLoaded', function () {
      setTimeout(boot, BOOT_LATEST_MS);
    });
    // Back to this page from the back/forward cache after leaving it before the takeover (its
    // downloads were stopped): load it again.
    window.addEventListener('pageshow', function (event) {
      if (event.persisted && leaving && waiting()) window.location.reload();
    });
  } catch (e) {}
})();
