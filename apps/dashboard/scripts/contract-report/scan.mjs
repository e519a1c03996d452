/**
 * What a source file says about the API, read from its syntax tree (TypeScript's parser): the
 * `/v1/…` calls it makes, the modules it imports; so which files call which operation (the
 * contract report, and the test that holds the contract's `x-no-screen` marks to the code).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { operationOfCall } from './coverage.mjs';

const METHODS = new Set(['get', 'post', 'put', 'delete', 'patch']);

/** Text of a string or template literal; each `${…}` of a template becomes `{}`. */
function literalText(node) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join('');
  }
  return null;
}

/** The method a call names: `x.GET('/v1/…')`, `route.get('/v1/…')` or `f('get', '/v1/…')`. */
function methodOf(call, pathIndex) {
  const before = pathIndex > 0 ? literalText(call.arguments[pathIndex - 1]) : null;
  if (before !== null && METHODS.has(before.toLowerCase())) return before.toUpperCase();
  if (pathIndex === 0 && ts.isPropertyAccessExpression(call.expression)) {
    const name = call.expression.name.text;
    if (METHODS.has(name.toLowerCase())) return name.toUpperCase();
  }
  return null;
}

/**
 * Every call whose argument is a `/v1/…` path: `{ method, path }`. `method` is null when the
 * call does not name one (a test helper such as `get('/v1/…')` of its own); `path` keeps the
 * query string and has `{}` for a template's expressions.
 */
export function apiCallsIn(text, fileName = 'file.ts') {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const calls = [];
  const visit = (node) => {
    if (ts.isCallExpression(node)) {
      node.arguments.forEach((argument, index) => {
        const path = literalText(argument);
        if (path?.startsWith('/v1/')) {
          calls.push({ method: methodOf(node, index), path });
        }
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return calls;
}

/** The string and template literals of a file (a spec's URLs are among them), `{}` for `${…}`. */
export function literalsIn(text, fileName = 'file.ts') {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const literals = [];
  const visit = (node) => {
    const value = literalText(node);
    if (value !== null) literals.push(value);
    else ts.forEachChild(node, visit);
  };
  visit(source);
  return literals;
}

/**
 * The operations a file names by their operationId among `operationIds` (a Set): the list kit
 * calls an operation by its id (`describeList({ operation: 'listPartners' })`,
 * `listKeyOf('listVouchers')`) without spelling its path.
 */
export function operationIdsIn(text, operationIds, fileName = 'file.ts') {
  // Most files name none: parse only those whose text holds one.
  if (![...operationIds].some((id) => text.includes(id))) return [];
  return [...new Set(literalsIn(text, fileName).filter((literal) => operationIds.has(literal)))];
}

/** The module specifiers a file imports, statically or through `import()`, types included. */
export function importsOf(text) {
  return ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName);
}

/**
 * The modules a file runs before its own code: `import … from` and `export … from`, without
 * type-only ones and without `import()` (what a test reaches when it renders one page).
 */
export function staticImportsOf(text, fileName = 'file.ts') {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  return source.statements.flatMap((statement) => {
    const isImport = ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly;
    const isExport = ts.isExportDeclaration(statement) && !statement.isTypeOnly;
    if (!(isImport || isExport) || !statement.moduleSpecifier) return [];
    return ts.isStringLiteral(statement.moduleSpecifier) ? [statement.moduleSpecifier.text] : [];
  });
}

/** Files under `dir` whose name `wanted` matches, by path. */
export const filesUnder = (dir, wanted) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && wanted.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();

/** Operation id → the files of `files` that call it, by its path or by its id. */
export function callersByOperation(files, operations) {
  const callers = new Map(operations.map((operation) => [operation.operationId, new Set()]));
  const ids = new Set(callers.keys());
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    // Parsing is the cost: a file without a `/v1/` path has no path call.
    const calls = text.includes('/v1/') ? apiCallsIn(text, file) : [];
    for (const call of calls) {
      const operation = operationOfCall(call, operations);
      if (operation) callers.get(operation.operationId).add(file);
    }
    for (const id of operationIdsIn(text, ids, file)) callers.get(id).add(file);
  }
  return callers;
}
