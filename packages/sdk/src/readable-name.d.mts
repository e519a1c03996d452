/** `partner_code` -> `Partner code`, `bankCode` -> `Bank code`: a name read aloud. */
export function readableName(name: string): string;
