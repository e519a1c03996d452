import { readableName } from '@backoffice/sdk';
import { deref, type OpenApiDocument } from './document';
import type { SchemaNode } from './schema-node';

function resolve(doc: OpenApiDocument, node: unknown): SchemaNode | null {
  return typeof node === 'object' && node !== null
    ? deref(doc, node as SchemaNode, '#').value
    : null;
}

/** A node's `title`: beside its `$ref`, else on the schema it refers to. */
function titleOf(doc: OpenApiDocument, node: unknown): string | undefined {
  const schema = resolve(doc, node);
  const title = schema === null ? undefined : ((node as SchemaNode).title ?? schema.title);
  return typeof title === 'string' ? title : undefined;
}

/** The schema nodes a segment leads to, unresolved so a title beside a `$ref` counts. */
function children(doc: OpenApiDocument, node: unknown, segment: string): unknown[] {
  const schema = resolve(doc, node);
  if (schema === null) return [];
  const found: unknown[] = [];
  const properties = schema.properties;
  if (typeof properties === 'object' && properties !== null && segment in properties) {
    found.push(Reflect.get(properties, segment));
  }
  if (/^\d+$/.test(segment) && schema.items !== undefined) found.push(schema.items);
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    const branches = schema[key];
    if (Array.isArray(branches)) {
      for (const branch of branches) found.push(...children(doc, branch, segment));
    }
  }
  return found;
}

/**
 * The label a field is shown with: the `title` the contract gives the property (on the
 * property itself or on the schema it refers to), else its name read aloud. The walk goes
 * through `$ref`, `allOf`/`oneOf`/`anyOf` and array `items`, so a nested field
 * (`targets.0.value`) is labelled by its own property.
 */
export function fieldLabel(doc: OpenApiDocument, root: unknown, segments: readonly string[]) {
  let nodes: unknown[] = [root];
  let title: string | undefined;
  for (const segment of segments) {
    const next = nodes.flatMap((node) => children(doc, node, segment));
    if (next.length === 0) {
      title = undefined;
      break;
    }
    nodes = next;
    title = next.map((node) => titleOf(doc, node)).find((t) => t !== undefined);
  }
  if (title !== undefined) return title;
  const named = [...segments].reverse().find((s) => !/^\d+$/.test(s));
  return readableName(named ?? '');
}
