import { readableName } from '@backoffice/sdk';
import type { OpenApiDocument } from './document';
import { type SchemaNode, schemaObject } from './schema-node';

/** A node's `title`: beside its `$ref`, else on the schema it refers to. */
function titleOf(doc: OpenApiDocument, node: SchemaNode): string | undefined {
  const title = node.title ?? schemaObject(doc, node).title;
  return typeof title === 'string' ? title : undefined;
}

/** The schema nodes a segment leads to, unresolved so a title beside a `$ref` counts. */
function children(doc: OpenApiDocument, node: SchemaNode, segment: string): SchemaNode[] {
  const schema = schemaObject(doc, node);
  const found: SchemaNode[] = [];
  const properties = schema.properties as Record<string, SchemaNode> | undefined;
  if (typeof properties === 'object' && segment in properties) {
    found.push(properties[segment] as SchemaNode);
  }
  if (/^\d+$/.test(segment) && schema.items !== undefined) found.push(schema.items as SchemaNode);
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
  let nodes = [root as SchemaNode];
  let title: string | undefined;
  for (const segment of segments) {
    // A segment no schema knows leaves no node: the name is read aloud.
    nodes = nodes.flatMap((node) => children(doc, node, segment));
    title = nodes.map((node) => titleOf(doc, node)).find((t) => t !== undefined);
  }
  const named = [...segments].reverse().find((s) => !/^\d+$/.test(s));
  return title ?? readableName(named ?? '');
}
