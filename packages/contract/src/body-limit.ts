import { mediaTypeOf } from './answer';
import type { OpenApiDocument } from './document';

const MB = 1024 * 1024;

function declaredBytes(limits: Readonly<Record<string, unknown>>, mediaType: string): number {
  const bytes = limits[mediaType];
  if (typeof bytes !== 'number' || !Number.isInteger(bytes) || bytes <= 0) {
    throw new Error(`api/openapi.yaml: info.x-body-limits declares no byte count for ${mediaType}`);
  }
  return bytes;
}

/**
 * The largest request body the API accepts, by media type (ADR 0036): declared in
 * api/openapi.yaml's `info.x-body-limits`, with the `PayloadTooLarge` answer. Multipart forms
 * carry the uploads; everything else is JSON. A contract without them stops the mock at start-up.
 */
export function bodyLimitsOf(document: OpenApiDocument) {
  const limits = document.info?.['x-body-limits'] ?? {};
  return {
    multipart: declaredBytes(limits, 'multipart/form-data'),
    json: declaredBytes(limits, 'application/json'),
  };
}

export type BodyLimits = ReturnType<typeof bodyLimitsOf>;

/** The limit for a body of this Content-Type. */
export function bodyLimit(limits: BodyLimits, contentType: string | null): number {
  return mediaTypeOf(contentType) === 'multipart/form-data' ? limits.multipart : limits.json;
}

export class BodyTooLarge extends Error {
  constructor(limit: number) {
    const size = limit >= MB ? `${limit / MB} MB` : `${limit / 1024} KB`;
    super(`Ukuran permintaan melebihi batas ${size}.`);
  }
}

/** A declared Content-Length over the limit: the body need not be read to refuse it. */
export function declaresTooLarge(limits: BodyLimits, headers: Headers): BodyTooLarge | null {
  const limit = bodyLimit(limits, headers.get('content-type'));
  const declared = Number(headers.get('content-length') ?? '');
  return Number.isFinite(declared) && declared > limit ? new BodyTooLarge(limit) : null;
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
  return new Uint8Array(await new Blob(chunks as BlobPart[]).arrayBuffer());
}
