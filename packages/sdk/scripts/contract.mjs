// The contract's reading rules that the SDK generator and the dashboard's screen generator
// (apps/dashboard/scripts/new-screen) share: following `$ref`s, which operations are paged lists,
// how a field without a `title` is named. No dependency, so a tool that only reads the contract
// loads nothing else.

export function resolveRef(doc, node) {
  let current = node;
  const seen = new Set();
  while (current && typeof current.$ref === 'string') {
    if (seen.has(current.$ref)) throw new Error(`circular $ref ${current.$ref}`);
    seen.add(current.$ref);
    if (!current.$ref.startsWith('#/'))
      throw new Error(`external $ref not supported: ${current.$ref}`);
    current = current.$ref
      .slice(2)
      .split('/')
      .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce((target, key) => target?.[key], doc);
  }
  return current;
}

/**
 * The paged list operations: GETs that take `page` and `limit` and answer `meta` beside one array
 * of rows (under `data`, or another key such as the surveys' `survey`). `maxLimit` is the
 * largest `limit` the contract allows, the page size `paginate` asks for.
 */
export function collectPagedOperations(doc) {
  const rows = [];
  for (const [path, rawItem] of Object.entries(doc.paths ?? {})) {
    const operation = resolveRef(doc, rawItem)?.get;
    if (!operation?.operationId) continue;
    const query = new Map(
      (operation.parameters ?? [])
        .map((parameter) => resolveRef(doc, parameter))
        .filter((parameter) => parameter?.in === 'query')
        .map((parameter) => [parameter.name, parameter]),
    );
    const limit = query.get('limit');
    if (!query.has('page') || !limit) continue;
    const ok = resolveRef(doc, operation.responses?.['200']);
    const schema = resolveRef(doc, ok?.content?.['application/json']?.schema);
    const properties = schema?.properties ?? {};
    if (!properties.meta) continue;
    const arrays = Object.entries(properties).filter(
      ([name, property]) => name !== 'meta' && resolveRef(doc, property)?.type === 'array',
    );
    if (arrays.length !== 1) {
      throw new Error(`${operation.operationId} is paged but has ${arrays.length} arrays of rows`);
    }
    const maxLimit = resolveRef(doc, limit.schema)?.maximum;
    if (!Number.isInteger(maxLimit)) {
      throw new Error(`${operation.operationId}: its limit parameter declares no maximum`);
    }
    rows.push({ operationId: operation.operationId, path, rows: arrays[0][0], maxLimit });
  }
  return rows.sort((a, b) => (a.operationId < b.operationId ? -1 : 1));
}

/** `partner_code` -> `Partner code`: the mock's label for a field without a `title` (src/field-messages.ts). */
export function readableName(name) {
  const words = name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .toLowerCase();
  if (words === '') return 'Isian';
  return words.charAt(0).toUpperCase() + words.slice(1);
}
