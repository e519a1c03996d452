#!/usr/bin/env node
/** `pnpm new:form <operationId>` (docs/adding-a-screen.md): a form for a new record. */
import ts from 'typescript';
import {
  collectPagedOperations,
  key,
  pascal,
  quote,
} from '../../../../packages/sdk/scripts/contract.mjs';
import { readableName } from '../../../../packages/sdk/src/readable-name.mjs';
import { findOperation, labelledEnums, labelsNameOf, requestBodyOf } from './contract.mjs';
import { access, screenNames } from './names.mjs';
import { filled, partsOf, screenWriter, templateText } from './template.mjs';
import { operationOrRefuse, Refusal, runCommand, writeScreen } from './write-screen.mjs';

const PARTS = templateText('form-parts.tsx');
const INPUTS = partsOf(PARTS, 'inputs');

/** The input of a request field (a key of form-parts.tsx); null for an object or a list. */
function inputKind(field) {
  if (field.format === 'binary') return 'file';
  if (field.enum !== null || field.type === 'boolean') return 'select';
  if (field.type === 'integer' || field.type === 'number') return 'number';
  if (field.type === 'object' || field.type === 'array') return null;
  if (field.format === 'date') return 'date';
  if (field.format === 'email') return 'email';
  if (/password/i.test(field.name)) return 'password';
  if (/phone|telp/i.test(field.name)) return 'tel';
  return 'text';
}

/** The choices of a select: the enum's values read aloud, or Ya / Tidak. */
const choicesOf = (field) =>
  field.enum?.map((value) => ({ value: String(value), label: readableName(String(value)) })) ?? [
    { value: 'true', label: 'Ya' },
    { value: 'false', label: 'Tidak' },
  ];

/** The form value's type: inputs hold text, a select its choice or nothing yet, a file or null. */
function valueType(field) {
  const kind = inputKind(field);
  if (kind === 'file') return 'File | null';
  if (kind !== 'select') return 'string';
  return ["''", ...choicesOf(field).map((choice) => quote(choice.value))].join(' | ');
}

/**
 * One field of the body, from the form's values once checked: numbers as numbers, text trimmed;
 * a required field always, an optional one only when the user gave it.
 */
function bodyEntry(field, schemaName) {
  const v = access('values', field.name);
  const kind = inputKind(field);
  if (kind === 'file') return `...(${v} === null ? {} : { ${key(field.name)}: ${v} }),`;
  const trimmed = kind === 'text' || kind === 'email' || kind === 'tel';
  let value = trimmed ? `${v}.trim()` : v;
  if (kind === 'number') value = `Number(${v})`;
  if (kind === 'select' && field.enum === null) value = `${v} === 'true'`;
  if (kind === 'select' && typeof field.enum?.[0] === 'number') {
    value = `Number(${v}) as ${schemaName}[${quote(field.name)}]`;
  }
  if (field.required) return `${key(field.name)}: ${value},`;
  return `...(${trimmed ? `${v}.trim()` : v} === '' ? {} : { ${key(field.name)}: ${value} }),`;
}

/** The input of one field, from template/form-parts.tsx by its kind. */
function inputOf(field, labels) {
  const kind = inputKind(field);
  let part = INPUTS.get(kind === 'select' && labels ? 'labelledSelect' : kind);
  if (kind === 'select' && !labels) {
    const choices = choicesOf(field).map(
      (choice) => `{ value: ${quote(choice.value)}, label: ${quote(choice.label)} }`,
    );
    part = part.replace("{ value: 'VALUE', label: 'CHOICE' }", () => choices.join(', '));
  }
  return filled(part, { ...field, labels });
}

/** The form's `files` (path under the dashboard → text), its `test` and what it `left` out. */
export function formScreenFiles({ names, found, body, route, role, list, labelled = new Map() }) {
  const { schemaName } = body;
  const back = route.replace(/\/[^/]+$/, '') || '/';
  const fields = body.fields.filter((field) => inputKind(field) !== null);
  const labelsOf = (field) => labelsNameOf(labelled, schemaName, field);
  const hookFile = found.operationId.replace(/([a-z\d])([A-Z])/g, '$1-$2').toLowerCase();
  const file = screenWriter({ names, found, role }, PARTS, [
    [/update-kreator-profile/g, hookFile],
    [/UpdateKreatorProfile/g, pascal(found.operationId)],
    [/KreatorProfileRequest/g, schemaName],
    [/\/v1\/kreator\/update\/profile/g, found.path],
    [/'put'/g, quote(found.method)],
    [/\bPUT\b/g, found.method.toUpperCase()],
    [/'listPromos'/g, quote(list ?? '')],
    [/\/template\/add/g, route],
    [/'\/template'/g, quote(back)],
    [/TEMPLATE/g, names.base.toUpperCase().replaceAll('-', '_')],
  ]);
  const object = (entries) => `{\n${entries.join('\n')}\n}`;

  const hasFile = fields.some((field) => inputKind(field) === 'file');
  // The inputs go inside RecordForm; a form without a file field has no upload rules.
  const inputsOf = (node, source) =>
    ts.isJsxElement(node) && node.openingElement.tagName.getText(source) === 'RecordForm'
      ? [
          node.openingElement.getText(source),
          ...fields.map((field) => inputOf(field, labelsOf(field))),
          node.closingElement.getText(source),
        ].join('\n')
      : undefined;
  const page = file(
    'template-form-page.tsx',
    (node, source) =>
      inputsOf(node, source) ??
      (!hasFile && node.name?.getText(source) === 'uploads' ? null : undefined),
  );

  const values = file('lib/template-form-values.ts', (node) => {
    if (ts.isTypeLiteralNode(node)) {
      return object(fields.map((field) => `${key(field.name)}: ${valueType(field)};`));
    }
    if (ts.isObjectLiteralExpression(node) && ts.isVariableDeclaration(node.parent)) {
      const empty = (field) => (inputKind(field) === 'file' ? 'null' : "''");
      return object(fields.map((field) => `${key(field.name)}: ${empty(field)},`));
    }
    if (ts.isBlock(node) && ts.isFunctionDeclaration(node.parent)) {
      // The form has checked a required choice is made; TypeScript learns it here.
      const guards = fields
        .filter((field) => field.required && typeof field.enum?.[0] === 'string')
        .map(
          (field) =>
            `if (${access('values', field.name)} === '') throw new Error(${quote(`The form checks that ${field.name} is chosen`)});`,
        );
      const entries = fields.map((field) => bodyEntry(field, schemaName));
      return object([...guards, `return ${object(entries)};`]);
    }
    return undefined;
  });

  const mutation = file('api/update-kreator-profile.ts', (node, source) =>
    !list && node.expression?.getText(source) === 'listKeyOf' ? null : undefined,
  );

  const dir = `src/features/${names.feature}`;
  // A body that requires nothing refuses nothing: the test of an empty form has nothing to read.
  const test = fields.some((field) => field.required)
    ? `${dir}/${names.base}-form-page.test.tsx`
    : null;
  const left = body.fields
    .filter((field) => inputKind(field) === null)
    .map((field) => `the body field ${field.name} (no input for its type)`);
  if (!list) left.push('the list the record joins (no one list of its area to refresh)');
  if (test === null) {
    left.push('its page test (the body requires nothing, so an empty form is sent: test a save)');
  }
  return {
    files: {
      [`${dir}/${names.base}-form-page.tsx`]: page,
      [`${dir}/lib/${names.base}-form-values.ts`]: values,
      [`${dir}/api/${hookFile}.ts`]: mutation,
      ...(test ? { [test]: file('template-form-page.test.tsx') } : {}),
    },
    test,
    left,
  };
}

/** Generates the form of `operationId` under `root`; answers what it wrote, edited and left out. */
export function newForm(root, operationId, options = {}) {
  const { contract, found } = operationOrRefuse(root, operationId);
  const body = requestBodyOf(contract.doc, found);
  if (body === undefined || body.schemaName === null || !/Request$/.test(body.schemaName)) {
    throw new Refusal(
      `${operationId} takes no request body of a named *Request schema (whose fieldRules the SDK ` +
        'generates): new:form makes forms for create operations only.',
    );
  }
  if (/\{\w+\}/.test(found.path) || (found.operation.parameters ?? []).length > 0) {
    throw new Refusal(
      `${operationId} names a record to change (a path or query parameter): new:form writes a form ` +
        'for a new record; an edit form loads its record first (features/promos/promo-form-page.tsx).',
    );
  }
  const words = screenNames(operationId);
  const feature =
    options.feature || (words.feature.endsWith('s') ? words.feature : `${words.feature}s`);
  const names = screenNames(operationId, { ...options, feature });
  const route = options.route ?? `/${names.feature}/add`;
  const title = options.title ?? `Tambah ${names.noun}`;
  // The list the new record joins: the one paged operation of the same area (its first tag).
  const tag = found.operation.tags?.[0];
  const lists = collectPagedOperations(contract.doc).filter(
    (paged) => findOperation(contract.doc, paged.operationId).operation.tags?.[0] === tag,
  );
  const list = lists.length === 1 ? lists[0].operationId : null;
  const labelled = labelledEnums(contract.doc);
  return writeScreen(root, { contract, found, names, route, title, list: false, options }, (role) =>
    formScreenFiles({ names, found, body, route, role, list, labelled }),
  );
}

// As a command: `pnpm new:form`.
runCommand(import.meta.url, {
  command: 'new:form',
  generate: newForm,
  next:
    'Next: word the success message (TODO(new:form): src/features/unfinished.test.ts fails ' +
    'until then), add a journey that saves, then run the page test, tsc and biome ' +
    '(docs/adding-a-screen.md#5-a-form-for-a-new-record).',
});
