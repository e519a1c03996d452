/**
 * Converts a multipart text field to the first type its schema declares that the text can be,
 * with ajv's own rules (`"12"` -> 12, `"true"` -> true, `""` -> null). Done before validation
 * because ajv coerces a value only when it reaches that property's `type`: keywords evaluated
 * earlier (`allOf`, `if/then`, `oneOf`) would otherwise see the string and skip numeric rules
 * such as `maximum`. Text that fits no declared type stays text, for ajv to report.
 */
export function coerceText(text: string, types: readonly string[]): unknown {
  if (types.length === 0 || types.includes('string')) return text;
  for (const type of types) {
    const value = convert(text, type);
    if (value !== undefined) return value;
  }
  return text;
}

function convert(text: string, type: string): unknown {
  switch (type) {
    case 'number':
    case 'integer': {
      if (text.trim() === '') return undefined;
      const number = Number(text);
      if (Number.isNaN(number)) return undefined;
      return type === 'integer' && !Number.isInteger(number) ? undefined : number;
    }
    case 'boolean':
      return text === 'true' ? true : text === 'false' ? false : undefined;
    case 'null':
      return text === '' ? null : undefined;
    default:
      return undefined;
  }
}
