import { requiredMessage } from './missing-check';

/**
 * The sentences a user reads when a field breaks a rule of the contract. One wording for the
 * mock's validator (after sending) and the dashboard's form check (before sending): both import
 * it from here, as they do `uploadProblem`.
 */

const TYPE_NAMES: Readonly<Record<string, string>> = {
  integer: 'angka bulat',
  number: 'angka',
  string: 'teks',
  boolean: 'ya atau tidak',
  array: 'daftar',
  object: 'objek',
  null: 'kosong',
};

/** The formats the contract uses; another one gets the sentence without its name. */
const FORMAT_NAMES: Readonly<Record<string, string>> = {
  date: 'tanggal (YYYY-MM-DD)',
  'date-time': 'tanggal dan waktu',
  uri: 'URL',
};

/** The allowed values of an enum as a list: `accept, reject`. */
function formatAllowed(values: readonly unknown[]): string {
  return values
    .map((v) => (typeof v === 'string' && /^[\w.-]+$/.test(v) ? v : JSON.stringify(v)))
    .join(', ');
}

function format(value: unknown): string {
  return typeof value === 'number' ? value.toLocaleString('id-ID') : String(value);
}

/**
 * The sentence for one failed JSON Schema keyword, naming the field by its label. Keywords
 * the contract does not use fall back to a sentence that still names the field.
 */
export function keywordMessage(
  keyword: string,
  params: Readonly<Record<string, unknown>>,
  label: string,
): string {
  switch (keyword) {
    case 'required':
      return requiredMessage(label);
    case 'type': {
      const types = String(params.type ?? '').split(',');
      if (types.length === 1 && types[0] === 'boolean') return `${label} harus ya atau tidak.`;
      return `${label} harus berupa ${types.map((t) => TYPE_NAMES[t] ?? t).join(' atau ')}.`;
    }
    case 'format': {
      if (params.format === 'email') return 'Format email tidak valid.';
      const name = FORMAT_NAMES[String(params.format)];
      return name === undefined ? `Format ${label} tidak valid.` : `${label} harus berupa ${name}.`;
    }
    case 'minLength':
      return `${label} minimal ${format(params.limit)} karakter.`;
    case 'maxLength':
      return `${label} maksimal ${format(params.limit)} karakter.`;
    case 'minimum':
      return `${label} minimal ${format(params.limit)}.`;
    case 'maximum':
      return `${label} maksimal ${format(params.limit)}.`;
    case 'minItems':
      return `${label} minimal berisi ${format(params.limit)} item.`;
    case 'maxItems':
      return `${label} maksimal berisi ${format(params.limit)} item.`;
    case 'uniqueItems':
      return `${label} tidak boleh berisi item yang sama.`;
    case 'pattern':
      return `Format ${label} tidak valid.`;
    case 'enum':
      return `${label} harus salah satu dari: ${formatAllowed((params.allowedValues as unknown[]) ?? [])}.`;
    case 'const':
      return `${label} harus ${formatAllowed([params.allowedValue])}.`;
    case 'additionalProperties':
      return `Isian "${String(params.additionalProperty)}" tidak dikenal.`;
    default:
      return `${label} tidak valid.`;
  }
}
