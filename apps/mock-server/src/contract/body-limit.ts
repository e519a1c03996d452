/**
 * The largest request body the API accepts (ADR 0036, declared in api/openapi.yaml's
 * `info.description` and its `PayloadTooLarge` response): multipart forms carry the uploads,
 * the largest of which is 4 MB, with room for a second file; everything else is JSON, whose
 * biggest real body is a few kilobytes.
 */
const MB = 1024 * 1024;
export const MULTIPART_LIMIT_BYTES = 10 * MB;
export const JSON_LIMIT_BYTES = 1 * MB;

/** The limit for a body of this Content-Type. */
export function bodyLimit(contentType: string | null): number {
  const mediaType = (contentType ?? '').split(';')[0]?.trim().toLowerCase();
  return mediaType === 'multipart/form-data' ? MULTIPART_LIMIT_BYTES : JSON_LIMIT_BYTES;
}

export function bodyLimitMessage(limit: number): string {
  return `Ukuran permintaan melebihi batas ${limit / MB} MB.`;
}

/** A declared Content-Length over the limit: the body need not be read to refuse it. */
export function declaresTooLarge(headers: Headers): number | null {
  const limit = bodyLimit(headers.get('content-type'));
  const declared = Number(headers.get('content-length') ?? '');
  return Number.isFinite(declared) && declared > limit ? limit : null;
}

export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(bodyLimitMessage(limit));
  }
}

/**
 * Reads a body stream and stops at the first byte past `limit`, so a body sent without
 * Content-Length (chunked) is refused after `limit` bytes rather than after all of them.
 */
export async function readLimited(
  stream: ReadableStream<Uint8Array> | null,
  limit: number,
): Promise<Uint8Array<ArrayBuffer>> {
  if (stream === null) return new Uint8Array(new ArrayBuffer(0));
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Not awaited: cancelling one branch of a cloned (tee'd) body settles only once the other
      // branch is cancelled too, and the handler's copy is never read.
      reader.cancel().catch(() => undefined);
      throw new BodyTooLarge(limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
