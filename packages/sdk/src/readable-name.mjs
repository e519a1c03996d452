// Plain JavaScript, so the generators (run by Node without a build) and the SDK's users (the
// contract's field labels) name a field with the one function.

/** `partner_code` -> `Partner code`, `bankCode` -> `Bank code`: a name read aloud. */
export function readableName(name) {
  const words = name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .toLowerCase();
  if (words === '') return 'Isian';
  return words.charAt(0).toUpperCase() + words.slice(1);
}
