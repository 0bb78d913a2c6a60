// Runs before first paint: the saved theme, else the system's (see pwa/lib/theme.tsx).
(function () {
  try {
    var saved = localStorage.getItem('giftorbit-theme');
    var dark = saved ? saved === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
    document.documentElement.classList.toggle('dark', dark);
  } catch {
    // Storage blocked (private mode, policy): the page keeps the default theme.
  }
})();
