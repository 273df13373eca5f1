import 'server-only';

export const MAX_BODY_BYTES = 16 * 1024;

/** A request the handler refuses before validation, with the status and text to answer. */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export type BodyFormat = 'json' | 'form';

async function readCapped(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new RequestError(413, 'Request body too large');
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new RequestError(413, 'Request body too large');
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function formToObject(entries: Iterable<[string, FormDataEntryValue]>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of entries) {
    if (typeof value !== 'string') throw new RequestError(400, 'Files are not accepted');
    Object.defineProperty(fields, key, { value, enumerable: true, configurable: true, writable: true });
  }
  return fields;
}

/**
 * Reads a JSON, URL-encoded or multipart body of at most `maxBytes`; refuses anything else with 415,
 * a larger body with 413 and malformed JSON with 400. Returns the parsed value and which kind it was.
 */
export async function readBody(request: Request, maxBytes = MAX_BODY_BYTES): Promise<{ format: BodyFormat; value: unknown }> {
  // Only the media type is case-insensitive: a multipart boundary is matched byte for byte, and browsers'
  // (----WebKitFormBoundaryAbC…) are mixed-case.
  const contentType = request.headers.get('content-type') ?? '';
  const mediaType = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  const isJson = mediaType === 'application/json';
  const isUrlEncoded = mediaType === 'application/x-www-form-urlencoded';
  const isMultipart = mediaType === 'multipart/form-data';
  if (!isJson && !isUrlEncoded && !isMultipart) throw new RequestError(415, 'Unsupported content type');
  const bytes = await readCapped(request, maxBytes);
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (isJson) {
    try {
      return { format: 'json', value: JSON.parse(text) };
    } catch {
      throw new RequestError(400, 'Malformed JSON');
    }
  }
  if (isUrlEncoded) return { format: 'form', value: formToObject(new URLSearchParams(text)) };
  try {
    const form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
    return { format: 'form', value: formToObject(form) };
  } catch (error) {
    if (error instanceof RequestError) throw error;
    throw new RequestError(400, 'Malformed form data');
  }
}
