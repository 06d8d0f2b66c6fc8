// Applies the stored theme (`ledgerlens-theme`) before the first paint, so there is no flash of the
// wrong theme. An external file, not an inline script: the Content-Security-Policy allows none.
(function () {
  try {
    var p = localStorage.getItem('ledgerlens-theme');
    var dark = p === 'dark' || ((p === null || p === 'system') && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.className = dark ? 'dark' : 'light';
    document.documentElement.style.background = dark ? '#0b1020' : '#f6f7fb';
  } catch (e) {}
})();
