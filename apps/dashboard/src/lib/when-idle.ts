/**
 * Runs `run` once the page has loaded and then the browser is idle (2 s later at the latest, or
 * 200 ms where it cannot tell): work the opening page must not wait for. Answers the cancel.
 */
export function whenLoadedAndIdle(run: () => void): () => void {
  let cancel = () => window.removeEventListener('load', start);
  function start() {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: 2000 });
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(run, 200);
      cancel = () => window.clearTimeout(handle);
    }
  }
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => cancel();
}
