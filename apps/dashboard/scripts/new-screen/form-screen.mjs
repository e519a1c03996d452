/**
 * The files `pnpm new:form <operationId>` writes (docs/adding-a-screen.md), as text: a form for a
 * new record on the kit's form hook (src/lib/form), its values and request body, its mutation
 * with a success message the author must word, and a page test against the mock. Pure: the
 * command writes them.
 */
import { readableName } from '../../../../packages/sdk/scripts/contract.mjs';
import { access, constantCase, pascal, quote } from './names.mjs';

/**
 * The mark of what the generator could not know and the author must write before the screen
 * ships: `src/features/unfinished.test.ts` fails while a source file holds it.
 */
export const UNFINISHED = 'TODO(new:form)';

/**
 * How a request field is asked for: `file` (the kit's image field), `select` (an enum or a
 * boolean), `number`, `date`, `email`, `password`, `text`; null for what a form input cannot
 * hold as it is (objects, lists), left to the author.
 */
export function inputKind(field) {
  if (field.format === 'binary') return 'file';
  if (field.enum !== null || field.type === 'boolean') return 'select';
  if (field.type === 'integer' || field.type === 'number') return 'number';
  if (field.type === 'object' || field.type === 'array') return null;
  if (field.format === 'date') return 'date';
  if (field.format === 'email') return 'email';
  if (/password/i.test(field.name)) return 'password';
  return 'text';
}

/** The choices of a select: the enum's values read aloud, or Ya / Tidak. */
function choicesOf(field) {
  if (field.enum === null) {
    return [
      { value: 'true', label: 'Ya' },
      { value: 'false', label: 'Tidak' },
    ];
  }
  return field.enum.map((value) => ({ value: String(value), label: readableName(String(value)) }));
}

/** The form value's type: inputs hold text, a select its choice or nothing yet, a file or null. */
function valueType(field) {
  switch (inputKind(field)) {
    case 'file':
      return 'File | null';
    case 'select':
      return `'' | ${choicesOf(field)
        .map((choice) => quote(choice.value))
        .join(' | ')}`;
    default:
      return 'string';
  }
}

/** The body's value of one field, from the form's (`v`) once the form has checked it. */
function bodyValue(field, v, schemaName) {
  switch (inputKind(field)) {
    case 'number':
      return `Number(${v})`;
    case 'select':
      if (field.enum === null) return `${v} === 'true'`;
      return typeof field.enum[0] === 'number'
        ? `Number(${v}) as ${schemaName}[${quote(field.name)}]`
        : v;
    case 'text':
    case 'email':
      return `${v}.trim()`;
    default:
      return v;
  }
}

/**
 * One field of the body: a required one always; an optional one only when the user gave it (a
 * file chosen, a text typed, a choice made), so an empty input sends nothing.
 */
function bodyEntry(field, schemaName) {
  const v = access('values', field.name);
  const key = quoteKey(field.name);
  const kind = inputKind(field);
  if (kind === 'file') return `...(${v} === null ? {} : { ${key}: ${v} }),`;
  const value = bodyValue(field, v, schemaName);
  if (field.required) return `${key}: ${value},`;
  const given = kind === 'text' || kind === 'email' ? `${v}.trim() === ''` : `${v} === ''`;
  return `...(${given} ? {} : { ${key}: ${value} }),`;
}

/** A required choice of a string enum: the form has checked one is chosen, TypeScript learns it here. */
const choiceGuard = (field) =>
  `if (${access('values', field.name)} === '') throw new Error('The form checks that ${field.name} is chosen');`;

const isRequiredChoice = (field) =>
  field.required &&
  inputKind(field) === 'select' &&
  field.enum !== null &&
  typeof field.enum[0] === 'string';

/**
 * An input for one field, on the kit's `Field` (label, required mark and message from the
 * contract); a select of an enum the contract labels (`labels`: `enumLabels.X`) reads them.
 */
function inputSource(field, schemaName, labels) {
  const props = `{...field(${quote(field.name)})}`;
  const register = `{...register(${quote(field.name)})}`;
  switch (inputKind(field)) {
    case 'file':
      return [
        '<ImageFormField',
        'form={contractForm}',
        `name=${quote(field.name)}`,
        `rule={uploadRules.${schemaName}.${field.name}}`,
        `previewAlt=${quote(field.label)}`,
        '/>',
      ].join('\n');
    case 'select':
      return [
        `<Field ${props}>`,
        `<NativeSelect ${register}>`,
        '<option value="">Pilih…</option>',
        ...(labels
          ? [
              `{Object.entries(${labels}).map(([value, { label }]) => (`,
              '<option key={value} value={value}>{label}</option>',
              '))}',
            ]
          : choicesOf(field).map(
              (choice) => `<option value=${quote(choice.value)}>${choice.label}</option>`,
            )),
        '</NativeSelect>',
        '</Field>',
      ].join('\n');
    case 'number':
      return `<Field ${props}>\n<Input inputMode="numeric" autoComplete="off" ${register} />\n</Field>`;
    case 'date':
      // Shown and typed as 19/10/2026 whatever the browser's language (ADR 0108).
      return `<DateFormField form={contractForm} name=${quote(field.name)} />`;
    case 'email':
      return `<Field ${props}>\n<Input type="email" autoComplete="off" ${register} />\n</Field>`;
    case 'password':
      return `<Field ${props}>\n<Input type="password" autoComplete="new-password" ${register} />\n</Field>`;
    default:
      return `<Field ${props}>\n<Input autoComplete="off" ${register} />\n</Field>`;
  }
}

/**
 * What the generated form holds and leaves out: `{ files, skipped }`, where `files` maps a path
 * under the dashboard to its text and `skipped` names the body fields no input was written for.
 */
export function formScreenFiles({
  names,
  found,
  body,
  route,
  back,
  role,
  list = null,
  labelled = new Map(),
}) {
  const { schemaName } = body;
  const fields = body.fields.filter((field) => inputKind(field) !== null);
  const skipped = body.fields.filter((field) => inputKind(field) === null).map((f) => f.name);
  const hasFile = fields.some((field) => inputKind(field) === 'file');
  const labelsOf = (field) => {
    const name = [field.enumRef, `${schemaName}${pascal(field.name)}`].find(
      (candidate) => candidate && labelled.has(candidate),
    );
    return field.enum !== null && name ? `enumLabels.${name}` : null;
  };
  const contractLabels = fields.some((field) => labelsOf(field) !== null);
  const dir = `src/features/${names.feature}`;
  const Op = found.operationId[0].toUpperCase() + found.operationId.slice(1);
  const hook = `use${Op}`;
  const hookFile = found.operationId.replace(/([a-z\d])([A-Z])/g, '$1-$2').toLowerCase();
  const valuesType = `${names.Base}FormValues`;
  const empty = `EMPTY_${constantCase(names.Base)}_FORM`;
  const toBody = `to${names.Base}Body`;
  const message = `${constantCase(names.Base)}_SAVED_MESSAGE`;
  const kinds = new Set(fields.map(inputKind));
  const uiImports = [
    ...(fields.some((field) => !['file', 'date'].includes(inputKind(field)))
      ? ['Field', 'Input']
      : []),
    ...(kinds.has('select') ? ['NativeSelect'] : []),
    'PageHeader',
  ];

  const values = [
    `import type { ${schemaName} } from '@backoffice/sdk';`,
    '',
    `/** What the form holds: its inputs' text${hasFile ? ', a chosen file' : ''}, a select's choice. */`,
    `export type ${valuesType} = {`,
    ...fields.map((field) => `${quoteKey(field.name)}: ${valueType(field)};`),
    '};',
    '',
    `export const ${empty}: ${valuesType} = {`,
    ...fields.map(
      (field) => `${quoteKey(field.name)}: ${inputKind(field) === 'file' ? 'null' : "''"},`,
    ),
    '};',
    '',
    '/** The request body: numbers as numbers, text trimmed, an optional field only when given. */',
    `export function ${toBody}(values: ${valuesType}): ${schemaName} {`,
    ...fields.filter(isRequiredChoice).map(choiceGuard),
    'return {',
    ...fields.map((field) => bodyEntry(field, schemaName)),
    '};',
    '}',
    '',
  ].join('\n');

  const mutation = [
    "import { fieldRules } from '@backoffice/sdk';",
    ...(list ? ["import { useQueryClient } from '@tanstack/react-query';"] : []),
    "import { api } from '@/lib/api';",
    ...(list ? ["import { listKeyOf } from '@/lib/list/list-query';"] : []),
    "import { notify } from '@/lib/notify';",
    '',
    `/** The product's text once saved (docs/product.md#messages), exact. ${UNFINISHED}: word it. */`,
    `export const ${message} = ${quote(`${UNFINISHED}: pesan sukses`)};`,
    '',
    `/** ${found.method.toUpperCase()} ${found.path}: a field the server refuses shows under it. */`,
    `export function ${hook}() {`,
    ...(list ? ['const queryClient = useQueryClient();'] : []),
    `return api.useMutation(${quote(found.method)}, ${quote(found.path)}, {`,
    `meta: { formShowsErrors: Object.keys(fieldRules.${schemaName}) },`,
    ...(list
      ? [
          'onSuccess: () => {',
          `notify.success(${message});`,
          `// The list the new ${names.noun} joins shows it.`,
          `return queryClient.invalidateQueries({ queryKey: listKeyOf(${quote(list)}) });`,
          '},',
        ]
      : [`onSuccess: () => notify.success(${message}),`]),
    '});',
    '}',
    '',
  ].join('\n');

  const page = [
    `import { ${contractLabels ? 'enumLabels, ' : ''}fieldRules${hasFile ? ', uploadRules' : ''} } from '@backoffice/sdk';`,
    `import { ${uiImports.join(', ')} } from '@backoffice/ui';`,
    ...(kinds.has('date') ? ["import { DateFormField } from '@/lib/form/date-form-field';"] : []),
    "import { FormFooter } from '@/lib/form/form-footer';",
    ...(hasFile ? ["import { ImageFormField } from '@/lib/form/image-form-field';"] : []),
    "import { useContractForm } from '@/lib/form/use-contract-form';",
    "import { listHref } from '@/lib/list-return';",
    `import { ${hook} } from './api/${hookFile}';`,
    `import { ${empty}, type ${valuesType}, ${toBody} } from './lib/${names.base}-form-values';`,
    '',
    `/** \`${route}\`: ${found.operation.summary ?? found.operationId} (${found.operationId}). */`,
    `export function ${names.Base}FormPage() {`,
    `const save = ${hook}();`,
    `const contractForm = useContractForm<${valuesType}, unknown>({`,
    `rules: fieldRules.${schemaName},`,
    ...(hasFile ? [`uploads: uploadRules.${schemaName},`] : []),
    `defaultValues: ${empty},`,
    `send: (values) => save.mutateAsync({ body: ${toBody}(values) }),`,
    `onSaved: (_, guard) => guard.leave(listHref(${quote(back)})),`,
    '});',
    'const { form, submit, saving, field, guard } = contractForm;',
    ...(fields.some((f) => inputKind(f) !== 'file') ? ['const { register } = form;'] : []),
    'return (',
    '<div className="grid gap-6">',
    // The title is the route's, in the top bar; the form's heading names what it holds.
    `<PageHeader heading=${quote(`Data ${names.noun}`)} />`,
    '<form noValidate onSubmit={submit} className="grid gap-5 rounded-xl border bg-card p-5 sm:p-6">',
    ...fields.map((field) => inputSource(field, schemaName, labelsOf(field))),
    `<FormFooter cancelHref={listHref(${quote(back)})} saving={saving} guard={guard} />`,
    '</form>',
    '</div>',
    ');',
    '}',
    '',
  ].join('\n');

  const firstRequired = fields.find((field) => field.required && inputKind(field) !== 'file');
  const test = [
    "import { server } from '@backoffice/mock-server/node';",
    "import { fieldProblem, fieldRules } from '@backoffice/sdk';",
    "import { screen } from '@testing-library/react';",
    "import { renderPage } from '../../../test/render-page';",
    `import { ${message} } from './api/${hookFile}';`,
    `import { ${names.Base}FormPage } from './${names.base}-form-page';`,
    '',
    `describe(${quote(route)}, () => {`,
    "it('checks the contract rules before sending, and sends nothing', async () => {",
    'const sent: string[] = [];',
    "server.events.on('request:start', ({ request }) => {",
    `if (request.method === ${quote(found.method.toUpperCase())}) sent.push(new URL(request.url).pathname);`,
    '});',
    `const { user } = await renderPage(<${names.Base}FormPage />, { role: ${quote(role)}, path: ${quote(route)} });`,
    `expect(await screen.findByRole('heading', { level: 2, name: ${quote(`Data ${names.noun}`)} })).toBeInTheDocument();`,
    "await user.click(screen.getByRole('button', { name: 'Simpan' }));",
    ...(firstRequired
      ? [
          `const rule = fieldRules.${schemaName}${access('', firstRequired.name)};`,
          "expect(await screen.findByLabelText(rule.label, { exact: false })).toHaveAccessibleDescription(fieldProblem(rule, '') ?? '');",
        ]
      : []),
    `expect(sent).not.toContain(${quote(found.path)});`,
    '});',
    '',
    "it('has its success message worded', () => {",
    `expect(${message}).not.toContain(${quote(UNFINISHED)});`,
    '});',
    '});',
    '',
  ].join('\n');

  return {
    files: {
      [`${dir}/${names.base}-form-page.tsx`]: page,
      [`${dir}/lib/${names.base}-form-values.ts`]: values,
      [`${dir}/api/${hookFile}.ts`]: mutation,
      [`${dir}/${names.base}-form-page.test.tsx`]: test,
    },
    skipped,
  };
}

const quoteKey = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : quote(name));
