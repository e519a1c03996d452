// Runs before the first paint, from a file (the Content-Security-Policy allows no inline script).
// 1. A dark-mode user never sees a light flash. Key and values: src/app/theme/theme-toggle.tsx.
try {
  if (localStorage.getItem('theme') === 'dark') document.documentElement.classList.add('dark');
} catch (_) {}

// 2. The app's script or stylesheet fails to load (a network cut, a deploy that removed it):
// show the message index.html holds instead of a white page. Once the app has drawn, it has
// replaced that message and handles its own failures.
window.addEventListener(
  'error',
  (event) => {
    const failed = event.target;
    const isCode =
      failed instanceof HTMLScriptElement ||
      (failed instanceof HTMLLinkElement && failed.rel !== 'icon');
    if (!isCode) return;
    const message = document.getElementById('boot-failure');
    if (!message) return;
    // Reload this very address (the HTML can only name a fixed one).
    const reload = message.querySelector('a');
    if (reload) reload.href = window.location.href;
    message.hidden = false;
  },
  true,
);

// 3. The locale's ICU data (50–90 ms, 4× that on a phone's CPU) loads while the app's files are
// still on their way, not when the first rows format their dates and amounts: the locale and time
// zone of packages/ui/src/lib/format.ts (docs/performance.md#the-locales-data-loaded-while-the-code-downloads).
setTimeout(() => {
  try {
    new Intl.DateTimeFormat('id-ID', { timeZone: 'Asia/Jakarta' }).format(0);
    new Intl.NumberFormat('id-ID').format(0);
  } catch (_) {}
}, 0);

// 4. A list route's document names the API calls its page makes first (build/route-documents-
// plugin.ts): asked for now, the answer is on its way while the code downloads, and the app's
// client takes it instead of asking again (src/lib/first-call.ts). Only for the address the
// document was built for (no query string) and a signed-in session; the app asks as before
// for anything else.
try {
  const token = /(?:^|;\s*)token=([^;]+)/.exec(document.cookie);
  const calls = document.querySelectorAll('meta[name="first-call"]');
  if (token && calls.length > 0 && window.location.search === '') {
    const headers = { Authorization: `Bearer ${decodeURIComponent(token[1])}` };
    window.firstCalls = Array.from(calls, (meta) => {
      const answer = fetch(meta.content, { headers });
      // A failure is the app's to show when it takes the answer, not an error of this script.
      answer.catch(() => {});
      return { url: meta.content, answer };
    });
  }
} catch (_) {}
