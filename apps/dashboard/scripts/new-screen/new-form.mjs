#!/usr/bin/env node
/**
 * `pnpm new:form <operationId> [--route /path] [--title Title] [--feature folder] [--noun noun]`
 * (docs/adding-a-screen.md): writes a form for a new record, for an operation of the contract
 * that takes a request body (`*Request`, whose `fieldRules` the SDK generates), as a new feature
 * folder: the page on the kit's form hook, its values and body, its mutation, a page test, and
 * the route. The success message is left as `TODO(new:form)`, which src/features/unfinished.test.ts
 * fails on until the author words it. Not written: an edit form (it loads its record first), a browser journey,
 * inputs for object or list fields, the list the new record joins.
 */
import { pathToFileURL } from 'node:url';
import { collectPagedOperations } from '../../../../packages/sdk/scripts/contract.mjs';
import { findOperation, labelledEnums, requestBodyOf } from './contract.mjs';
import { formScreenFiles } from './form-screen.mjs';
import { screenNames } from './names.mjs';
import {
  operationOrRefuse,
  placeOrRefuse,
  Refusal,
  runCommand,
  writeScreen,
} from './write-screen.mjs';

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
  const ids = [/\{\w+\}/.test(found.path), (found.operation.parameters ?? []).length > 0];
  if (ids.some(Boolean)) {
    throw new Refusal(
      `${operationId} names a record to change (a path or query parameter): new:form writes a form ` +
        'for a new record; an edit form loads its record first (features/promos/promo-form-page.tsx).',
    );
  }
  const words = screenNames(operationId);
  const feature =
    options.feature ?? (words.feature.endsWith('s') ? words.feature : `${words.feature}s`);
  const names = {
    ...screenNames(operationId, { feature }),
    ...(options.noun ? { noun: options.noun } : {}),
  };
  const route = options.route ?? `/${names.feature}/add`;
  const { access, role } = placeOrRefuse(root, found, names.feature, route);
  const back = route.replace(/\/[^/]+$/, '') || '/';
  const title = options.title ?? `Tambah ${names.noun}`;

  // The list the new record joins: the one paged operation of the same area (its first tag).
  const tag = found.operation.tags?.[0];
  const lists = collectPagedOperations(contract.doc).filter(
    (paged) => findOperation(contract.doc, paged.operationId).operation.tags?.[0] === tag,
  );
  const list = lists.length === 1 ? lists[0].operationId : null;
  const screen = formScreenFiles({
    names,
    found,
    body,
    route,
    back,
    role,
    list,
    labelled: labelledEnums(contract.doc),
  });
  const done = writeScreen(root, {
    files: screen.files,
    route: {
      route,
      title,
      access,
      feature: names.feature,
      page: { module: `${names.base}-form-page`, name: `${names.Base}FormPage` },
    },
    found,
    contract,
    format: options.format !== false,
    test: screen.test,
  });
  const left = screen.skipped.map((name) => `the body field ${name} (no input for its type)`);
  if (list === null) left.push('the list the record joins (no one list of its area to refresh)');
  if (screen.test === null) {
    left.push('its page test (the body requires nothing, so an empty form is sent: test a save)');
  }
  return { ...done, route, access, left };
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  runCommand({
    command: 'new:form',
    generate: newForm,
    next:
      'Next: word the success message (TODO(new:form): src/features/unfinished.test.ts fails ' +
      'until then), add a journey that saves, then run the page test, tsc and biome ' +
      '(docs/adding-a-screen.md#5-a-form-for-a-new-record).',
  });
}
