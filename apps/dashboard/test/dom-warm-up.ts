/**
 * jsdom parses its default stylesheet on the first getComputedStyle, which every role query and
 * user-event click calls: about a second on a loaded machine. Done once per file before its
 * tests, so the first test's time is its own.
 */
beforeAll(() => {
  window.getComputedStyle(document.body);
});
