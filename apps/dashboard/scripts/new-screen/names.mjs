/** The names a generated screen takes from its operationId (docs/adding-a-screen.md). */
import { pascal, quote } from '../../../../packages/sdk/scripts/contract.mjs';
import { readableName } from '../../../../packages/sdk/src/readable-name.mjs';

const VERBS = /^(list|get|create|add|update|edit|save|submit)(?=[A-Z])/;

/** `transactions` → `transaction`, `categories` → `category`, `address` stays. */
export function singular(word) {
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ss|us)$/.test(word)) return word;
  if (/ses$/.test(word)) return word.slice(0, -2);
  return word.replace(/s$/, '');
}

/**
 * `listKreatorTransactions`: the folder `kreator-transactions`, the files `kreator-transaction-*`,
 * the page `KreatorTransactionPage`, the title `Kreator transactions`.
 */
export function screenNames(operationId, { feature, noun } = {}) {
  const title = readableName(operationId.replace(VERBS, ''));
  const words = title.toLowerCase().split(' ');
  const one = [...words.slice(0, -1), singular(words.at(-1))];
  const Base = pascal(one.join('_'));
  return {
    feature: feature || words.join('-'),
    base: one.join('-'),
    Base,
    camelBase: Base[0].toLowerCase() + Base.slice(1),
    noun: noun || one.join(' '),
    title,
  };
}

/** A property name as code reads it: `row.status`, or `row['x-y']`. */
export const access = (object, name) =>
  /^[A-Za-z_$][\w$]*$/.test(name) ? `${object}.${name}` : `${object}[${quote(name)}]`;
