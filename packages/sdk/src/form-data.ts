/**
 * A Blob of any realm: the fetch of a test runner (Node's) makes Blobs that are not the page's
 * (jsdom's) `Blob`, so `instanceof` alone would refuse a good file.
 */
export function isBlob(value: unknown): value is Blob {
  return value instanceof Blob || Object.prototype.toString.call(value) === '[object Blob]';
}

/**
 * Turns a typed multipart body into FormData: arrays become repeated fields, numbers and
 * booleans their string form, Blob/File values file parts. Nested objects are not part of any
 * multipart body in the contract and are rejected rather than sent as "[object Object]".
 */
export function toFormData(body: unknown): FormData {
  if (body instanceof FormData) return body;
  const form = new FormData();
  if (typeof body !== 'object' || body === null) {
    throw new TypeError('A multipart body must be an object of fields');
  }
  for (const [name, value] of Object.entries(body)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (typeof item === 'object' && item !== null && !(item instanceof Blob)) {
        throw new TypeError(`Multipart field "${name}" must be a string, number, boolean or file`);
      }
      // Optional fields left undefined are not sent; null is sent as an empty field, so a caller
      // can clear a value the server keeps.
      if (item === undefined) continue;
      form.append(name, item instanceof Blob ? item : item === null ? '' : String(item));
    }
  }
  return form;
}
