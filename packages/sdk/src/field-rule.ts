/** What the contract says of one request field; the mock checks the same (src/field-check.ts). */
export interface FieldRule {
  /** The `title` a user knows the field by. */
  readonly label: string;
  /** `file` for a `format: binary` field, whose rule is in `uploadRules`. */
  readonly type: 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object' | 'file';
  readonly required: boolean;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly format?: string;
  readonly pattern?: string;
  readonly enum?: readonly (string | number | boolean)[];
  readonly minItems?: number;
  readonly maxItems?: number;
}
