/**
 * The templates (docs/adding-a-screen.md): real, type-checked files under `template/`, whose
 * placeholders a screen's names replace, edited by their syntax tree.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { quote } from '../../../../packages/sdk/scripts/contract.mjs';
import { access } from './names.mjs';

const DIR = join(import.meta.dirname, 'template');

export const templateText = (name) => readFileSync(join(DIR, name), 'utf8');

const parse = (text) =>
  ts.createSourceFile('x.tsx', text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);

/** `text` with each `[from, to]` replaced everywhere, literally (no `$` patterns). */
export const substitute = (text, pairs) =>
  pairs.reduce((result, [from, to]) => result.replace(from, () => to), text);

/** A part of parts.tsx or form-parts.tsx for one field: its labels, a date range's `other` end. */
export const filled = (part, { name, label, labels, other = '' }) =>
  substitute(part, [
    [/<Row<[^>]*>>/g, '<Row>'],
    [/\brow\.FIELD\b/g, access('row', name)],
    [/'FIELD'|"FIELD"/g, quote(name)],
    [/'LABEL'|"LABEL"/g, quote(label)],
    [/WithdrawalStatus/g, labels ?? ''],
    [/'OTHER'/g, quote(other)],
  ]);

/** The line width of biome.json, which Biome does not apply to comments. */
const WIDTH = 100;

/**
 * `text` with each run of comment lines (` * ` or `// `) that has a line past the width flowed
 * again: a screen's names, longer than the template's, must not leave one Biome would not wrap.
 */
function rewrapped(text) {
  return text.replace(/^([ \t]*(?:\* |\/\/ )).*(?:\n\1.*)*/gm, (run, prefix) => {
    if (run.split('\n').every((line) => line.length <= WIDTH)) return run;
    const words = run.split(`\n${prefix}`).join(' ').slice(prefix.length);
    // Each line the most words that fit, or one longer word alone.
    const fits = new RegExp(`\\S.{0,${WIDTH - prefix.length - 1}}(?=\\s|$)|\\S+`, 'g');
    const lines = words.trim().replace(/\s+/g, ' ').match(fits);
    return lines.map((line) => prefix + line).join('\n');
  });
}

/**
 * `text` with the nodes `pick` answers for replaced: by the string it answers, or, for `null`,
 * removed with its line. An object `pick` replaces the properties named by its keys.
 */
export function edit(text, pick) {
  const source = parse(text);
  const named = (node) => ts.isPropertyAssignment(node) && node.name.getText(source);
  const picker = typeof pick === 'function' ? pick : (node) => pick[named(node)];
  const changes = [];
  const visit = (node) => {
    const replacement = picker(node, source);
    if (replacement === undefined) return ts.forEachChild(node, visit);
    let [start, end] = [node.getStart(source), node.getEnd()];
    if (replacement === null) {
      // Its lines go with it: the comments above it, its indent, its comma (after it, or before
      // it when it is the last of a call's arguments), its line break.
      start = node.getFullStart();
      if (text[end] === ',') end += 1;
      else start = text.slice(0, start).replace(/,\s*$/, '').length;
    }
    changes.push([start, end, replacement ?? '']);
  };
  visit(source);
  return changes
    .sort((a, b) => b[0] - a[0])
    .reduce((result, [start, end, to]) => result.slice(0, start) + to + result.slice(end), text);
}

/** The entries of the object literal `name` of a template (`columns` in parts.tsx), by key. */
export function partsOf(text, name) {
  const source = parse(text);
  const find = (node) =>
    ts.isVariableDeclaration(node) && node.name.getText(source) === name
      ? node
      : ts.forEachChild(node, find);
  const declaration = find(source);
  const parts = new Map();
  for (const entry of declaration.initializer.properties) {
    let value = entry.initializer;
    while (ts.isParenthesizedExpression(value)) value = value.expression;
    parts.set(entry.name.getText(source), value.getText(source));
  }
  return parts;
}

/**
 * A file of `text` headed by the imports its code uses, each from where one of `sources` (the
 * templates it was made of) imports it. Biome orders them after.
 */
function withImports(text, sources) {
  const imports = parse(text).statements.filter(ts.isImportDeclaration);
  const body = text.slice(imports.at(-1)?.getEnd() ?? 0).trimStart();
  const used = new Set();
  const visit = (node) => {
    if (ts.isIdentifier(node)) used.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(parse(body));
  const namespaces = new Set();
  const modules = new Map(); // module → name → whether it is a type
  for (const statement of sources.flatMap((each) => parse(each).statements)) {
    if (!ts.isImportDeclaration(statement)) continue;
    const { isTypeOnly, namedBindings } = statement.importClause;
    if (ts.isNamespaceImport(namedBindings)) {
      if (used.has(namedBindings.name.text)) namespaces.add(statement.getText());
      continue;
    }
    for (const element of namedBindings.elements) {
      if (!used.has(element.name.text)) continue;
      const names = modules.get(statement.moduleSpecifier.text) ?? new Map();
      names.set(element.name.text, isTypeOnly || element.isTypeOnly);
      modules.set(statement.moduleSpecifier.text, names);
    }
  }
  const named = [...modules].map(([module, names]) => {
    const types = [...names.values()].every(Boolean);
    const list = [...names].map(([name, type]) => (type && !types ? `type ${name}` : name));
    return `import ${types ? 'type ' : ''}{ ${list.join(', ')} } from '${module}';`;
  });
  return `${[...namespaces, ...named].join('\n')}\n\n${body}`;
}

/**
 * `file(name, pick)`: the template `name` with `pairs`, then every screen's names, replaced,
 * edited by `pick`, with the imports its code uses (from it and `parts`).
 */
export function screenWriter({ names, found, role }, parts, pairs) {
  const named = (text) =>
    substitute(text, [
      ...pairs,
      [/role: 'A'/g, `role: ${quote(role)}`],
      [/template-/g, `${names.base}-`],
      [/Template/g, names.Base],
      [/\btemplate\b/g, quote(names.noun).slice(1, -1)],
      [/SUMMARY/g, `${found.operation.summary ?? found.operationId} (${found.operationId})`],
    ]);
  return (name, pick = () => undefined) => {
    const text = named(templateText(name));
    return rewrapped(withImports(edit(text, pick), [text, parts]));
  };
}
