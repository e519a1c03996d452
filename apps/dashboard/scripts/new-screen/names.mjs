/**
 * The names a generated screen takes from its operationId (docs/adding-a-screen.md):
 * `listKreatorTransactions` gives the feature folder `kreator-transactions`, the files
 * `kreator-transaction-*`, the page `KreatorTransactionPage` and the route `/kreator-transactions`.
 */
import { pascal, readableName } from '../../../../packages/sdk/scripts/contract.mjs';

const VERBS = /^(list|get|create|add|update|edit|save|submit)(?=[A-Z])/;

/** `transactions` → `transaction`, `categories` → `category`, `address` stays. */
export function singular(word) {
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ss|us)$/.test(word)) return word;
  if (/(x|ch|sh|ses)$/.test(word) && /es$/.test(word)) return word.slice(0, -2);
  return word.replace(/s$/, '');
}

/**
 * Every name of one screen. `feature` is the folder (and the route table's `feature`); `base` the
 * files' prefix (one record: `kreator-transaction`); `Base` and `base` in code.
 */
export function screenNames(operationId, { feature, noun } = {}) {
  /** The operationId after its verb, read aloud, for a title: `Kreator transactions`. */
  const title = readableName(operationId.replace(VERBS, ''));
  const words = title.toLowerCase().split(' ');
  const one = [...words.slice(0, -1), singular(words.at(-1))];
  const Base = pascal(one.join('_'));
  return {
    feature: feature || words.join('-'),
    base: one.join('-'),
    Base,
    camelBase: Base[0].toLowerCase() + Base.slice(1),
    /** The record in lower case, for texts: `kreator transaction` (`--noun` words it). */
    noun: noun || one.join(' '),
    title,
  };
}

/** `status` → `STATUS`, `discount_type` → `DISCOUNT_TYPE`, `createdAt` → `CREATED_AT`. */
export const constantCase = (name) => readableName(name).toUpperCase().replaceAll(' ', '_');

/** A property name as code writes it: `row.status`, or `row['x-y']` for one that is no identifier. */
export const access = (object, name) =>
  /^[A-Za-z_$][\w$]*$/.test(name) ? `${object}.${name}` : `${object}[${JSON.stringify(name)}]`;

/** A string as TypeScript source, in the repository's single quotes. */
export const quote = (text) =>
  `'${String(text).replaceAll('\\', '\\\\').replaceAll("'", "\\'").replaceAll('\n', '\\n')}'`;
