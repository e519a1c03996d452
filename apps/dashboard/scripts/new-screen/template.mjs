/**
 * The generators write from real, type-checked files (docs/adding-a-screen.md): `template/`,
 * whose placeholders (`template`, `Template`, `/template`, the operation) a screen's names
 * replace, and its parts, one column, filter or input per kind. This module reads them, edits
 * them by their syntax tree and gives each file the imports its code uses.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { quote } from './names.mjs';

const DIR = join(import.meta.dirname, 'template');

export const templateText = (name) => readFileSync(join(DIR, name), 'utf8');

const parsed = new Map();
/** A text's syntax tree; the templates, parsed for every file written, are parsed once. */
function parse(text) {
  if (!parsed.has(text)) {
    parsed.set(
      text,
      ts.createSourceFile('x.tsx', text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX),
    );
  }
  return parsed.get(text);
}

/** `text` with each `[from, to]` replaced everywhere, literally (no `$` patterns). */
export const substitute = (text, pairs) =>
  pairs.reduce((result, [from, to]) => result.replace(from, () => to), text);

/** The line width of biome.json, which Biome does not apply to comments. */
const WIDTH = 100;

/**
 * `text` with each run of comment lines (` * ` or `// ` after the same indent) that has a line
 * past the width flowed again: a screen's names, longer than the template's, must not leave a
 * comment line a hand-written file would not have.
 */
export function rewrapped(text) {
  const lines = text.split('\n');
  const out = [];
  for (let at = 0; at < lines.length; ) {
    const prefix = /^\s*(?:\* |\/\/ )/.exec(lines[at])?.[0];
    const run = [lines[at++]];
    while (prefix !== undefined && at < lines.length && lines[at].startsWith(prefix)) {
      run.push(lines[at++]);
    }
    if (prefix === undefined || run.every((line) => line.length <= WIDTH)) {
      out.push(...run);
      continue;
    }
    let line = '';
    for (const word of run.flatMap((each) => each.slice(prefix.length).split(/\s+/))) {
      if (word === '') continue;
      if (line !== '' && prefix.length + line.length + 1 + word.length > WIDTH) {
        out.push(prefix + line);
        line = word;
      } else line = line === '' ? word : `${line} ${word}`;
    }
    out.push(prefix + line);
  }
  return out.join('\n');
}

/**
 * `text` with the nodes `pick` answers for replaced: by the string it answers, or, for `null`,
 * removed with its line. Nodes inside a replaced one are not visited.
 */
export function edit(text, pick) {
  const source = parse(text);
  const changes = [];
  const visit = (node) => {
    const replacement = pick(node, source);
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

/** A picker for `edit`: the property `name` of an object literal, replaced by `to(property)`. */
export const property = (name, to) => (node, source) =>
  ts.isPropertyAssignment(node) && node.name.getText(source) === name ? to(node) : undefined;

/** A picker for `edit`: the test `it(name, …)`, replaced by `to(statement)`. */
export const testCase = (name, to) => (node) =>
  ts.isExpressionStatement(node) &&
  ts.isCallExpression(node.expression) &&
  node.expression.arguments[0]?.text === name
    ? to(node)
    : undefined;

/** The initializers of the object literal `name` of a template (`columns` in parts.tsx), by key. */
export function partsOf(text, name) {
  const parts = new Map();
  edit(text, (node, source) => {
    if (!ts.isVariableDeclaration(node) || node.name.getText(source) !== name) return undefined;
    for (const entry of node.initializer.properties) {
      let value = entry.initializer;
      while (ts.isSatisfiesExpression(value) || ts.isParenthesizedExpression(value)) {
        value = value.expression;
      }
      parts.set(entry.name.getText(source), value.getText(source));
    }
    return node.getText(source);
  });
  return parts;
}

/** Every name the sources import: its module, and whether it is a type. */
function importsOf(sources) {
  const names = new Map();
  for (const text of sources) {
    for (const statement of parse(text).statements) {
      if (!ts.isImportDeclaration(statement)) continue;
      const clause = statement.importClause;
      const bindings = clause?.namedBindings;
      if (bindings !== undefined && ts.isNamespaceImport(bindings)) {
        // `import * as column`: the module as one name, written back as it is.
        names.set(bindings.name.text, { module: statement.moduleSpecifier.text, namespace: true });
        continue;
      }
      for (const element of bindings?.elements ?? []) {
        names.set(element.name.text, {
          module: statement.moduleSpecifier.text,
          type: clause.isTypeOnly || element.isTypeOnly,
        });
      }
    }
  }
  return names;
}

/**
 * A file of `text` without its imports, headed by the imports its code uses, each from where
 * one of `sources` (the templates it was made of) imports it. Biome orders them after.
 */
export function withImports(text, sources) {
  const source = parse(text);
  const body = text.slice(source.statements.filter(ts.isImportDeclaration).at(-1)?.getEnd() ?? 0);
  const used = new Set();
  const visit = (node) => {
    if (ts.isIdentifier(node)) used.add(node.text);
    ts.forEachChild(node, visit);
  };
  for (const statement of source.statements)
    if (!ts.isImportDeclaration(statement)) visit(statement);
  const modules = new Map();
  const namespaces = [];
  for (const [name, { module, type, namespace }] of importsOf(sources)) {
    if (!used.has(name)) continue;
    if (namespace) namespaces.push(`import * as ${name} from '${module}';`);
    else modules.set(module, [...(modules.get(module) ?? []), { name, type }]);
  }
  const named = [...modules].map(([module, names]) => {
    const types = names.every((entry) => entry.type);
    const list = names.map((entry) => (entry.type && !types ? `type ${entry.name}` : entry.name));
    return `import ${types ? 'type ' : ''}{ ${list.join(', ')} } from '${module}';`;
  });
  return `${[...namespaces, ...named].join('\n')}\n${body.trimStart().replace(/^/, '\n')}`;
}

/**
 * What writes one screen's files from the templates: `file(name, pick)` is the template `name`
 * with `pairs` replaced, then the names every screen takes (its role, files, component and
 * noun, its operation's summary), edited by `pick`, given the imports its code uses (from the
 * template and `parts`), its comments flowed again.
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
