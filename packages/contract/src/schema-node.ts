import { deref, type JsonSchema, type OpenApiDocument } from './document';

export type SchemaNode = Record<string, unknown>;

/** The schema a node designates, `$ref`s followed; `{}` for a missing or boolean schema. */
export function schemaObject(doc: OpenApiDocument, schema: JsonSchema | undefined): SchemaNode {
  if (schema === undefined || typeof schema === 'boolean') return {};
  return deref<SchemaNode>(doc, schema, '#').value;
}

/** The types a schema declares (`type: integer` or `type: [string, 'null']`), in order. */
export function declaredTypes(schema: SchemaNode): readonly string[] {
  const declared = schema.type;
  if (typeof declared === 'string') return [declared];
  return Array.isArray(declared) ? declared.filter((t): t is string => typeof t === 'string') : [];
}

/** The properties of an object schema, including those its `allOf` branches add. */
export function propertiesOf(doc: OpenApiDocument, schema: SchemaNode): Map<string, SchemaNode> {
  const found = new Map<string, SchemaNode>();
  const visit = (node: SchemaNode) => {
    const properties = node.properties;
    if (typeof properties === 'object' && properties !== null) {
      for (const [name, value] of Object.entries(properties)) {
        if (!found.has(name)) found.set(name, schemaObject(doc, value as JsonSchema));
      }
    }
    const allOf = node.allOf;
    if (Array.isArray(allOf))
      for (const branch of allOf) visit(schemaObject(doc, branch as JsonSchema));
  };
  visit(schema);
  return found;
}
