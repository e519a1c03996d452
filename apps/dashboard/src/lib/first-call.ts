declare global {
  interface Window {
    /**
     * The API calls `public/boot.js` asked for before the app's code had come, and their answers,
     * from the route document's `<meta name="first-call">`s.
     */
    firstCalls?: { url: string; answer: Promise<Response> }[];
  }
}

/**
 * The answer `public/boot.js` already asked for to this very request (a GET of the same URL),
 * once; null for any other request (docs/performance.md#the-first-call-asked-for-by-bootjs).
 */
export function takeFirstCall(request: Request): Promise<Response> | null {
  const calls = window.firstCalls ?? [];
  const call = calls.find(({ url }) => url === request.url);
  if (!call || request.method !== 'GET') return null;
  window.firstCalls = calls.filter((other) => other !== call);
  return call.answer;
}

/** Whether the page's first answers are on their way from `public/boot.js`. */
export function hasFirstCalls(): boolean {
  return (window.firstCalls?.length ?? 0) > 0;
}
