import { readableName } from '@backoffice/sdk';
import { DOCUMENT_ID } from './ajv';
import { deref, isReference, type OpenApiDocument } from './document';
import type { SchemaNode } from './schema-node';

/**
 * Finds the label a field is shown with: the `title` the contract gives the property (on the
 * property itself or on the schema it refers to), else its name read aloud. The walk goes
 * through `$ref`, `allOf`/`oneOf`/`anyOf` and array `items`, so a nested field
 * (`targets.0.value`) is labelled by its own property.
 */
export class FieldLabels {
  constructor(private readonly doc: OpenApiDocument) {}

  label(root: unknown, segments: readonly string[]): string {
    let nodes: unknown[] = [root];
    let title: string | undefined;
    for (const segment of segments) {
      const next = nodes.flatMap((node) => this.children(node, segment));
      if (next.length === 0) {
        title = undefined;
        break;
      }
      nodes = next;
      title = next.map((node) => this.titleOf(node)).find((t) => t !== undefined);
    }
    if (title !== undefined) return title;
    const named = [...segments].reverse().find((s) => !/^\d+$/.test(s));
    return readableName(named ?? '');
  }

  private resolve(node: unknown): SchemaNode | null {
    if (isReference(node)) {
      const ref = node.$ref.startsWith(DOCUMENT_ID)
        ? decodeURIComponent(node.$ref.slice(DOCUMENT_ID.length))
        : node.$ref;
      return deref<SchemaNode>(this.doc, { $ref: ref }, '#').value;
    }
    return typeof node === 'object' && node !== null ? (node as SchemaNode) : null;
  }

  private titleOf(node: unknown): string | undefined {
    const own = typeof node === 'object' && node !== null ? Reflect.get(node, 'title') : undefined;
    if (typeof own === 'string') return own;
    const title = this.resolve(node)?.title;
    return typeof title === 'string' ? title : undefined;
  }

  /** The schema nodes a segment leads to, unresolved so a title beside a `$ref` counts. */
  private children(node: unknown, segment: string): unknown[] {
    const schema = this.resolve(node);
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
        for (const branch of branches) found.push(...this.children(branch, segment));
      }
    }
    return found;
  }
}
