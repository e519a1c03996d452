/** The words of a text as the palette compares them: lower case, split at spaces and signs. */
export function wordsOf(text: string): string[] {
  return text
    .toLocaleLowerCase('id')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * Whether every typed word starts a word of the label, each a different one, in any order:
 * `tam vou` and `vou tam` find "Tambah Voucher", `list tr` finds "List Transaction". No typed
 * word matches nothing.
 */
export function matchesWords(label: string, query: string): boolean {
  const typed = wordsOf(query).sort((a, b) => b.length - a.length);
  if (typed.length === 0) return false;
  const free = wordsOf(label);
  return typed.every((word) => {
    const index = free.findIndex((candidate) => candidate.startsWith(word));
    if (index === -1) return false;
    free.splice(index, 1);
    return true;
  });
}
