// An answer as the checks read it; browser-safe, as the dashboard's drift warnings use it too.

export interface Answer {
  readonly status: number;
  /** The media type without parameters, lower case (`application/json`), or null. */
  readonly mediaType: string | null;
  /** The parsed JSON body; undefined when the body is empty or not JSON. */
  readonly body: unknown;
  /** The body was meant to be JSON (its media type says so) but did not parse. */
  readonly unparsable: boolean;
  readonly ms: number;
}

/** The media type of a Content-Type header, without parameters, lower case; null for none. */
export function mediaTypeOf(header: string | null): string | null {
  const type = header?.split(';')[0]?.trim().toLowerCase();
  return type === undefined || type === '' ? null : type;
}

export function isJson(mediaType: string | null): boolean {
  return mediaType !== null && (mediaType === 'application/json' || mediaType.endsWith('+json'));
}

/** Reads a response whole: its status, media type and (for JSON) parsed body. */
export async function readAnswer(response: Response, ms: number): Promise<Answer> {
  const mediaType = mediaTypeOf(response.headers.get('content-type'));
  const text = await response.text();
  const answer = { status: response.status, mediaType, body: undefined, unparsable: false, ms };
  if (!isJson(mediaType) || text === '') return answer;
  try {
    return { ...answer, body: JSON.parse(text) };
  } catch {
    return { ...answer, unparsable: true };
  }
}
