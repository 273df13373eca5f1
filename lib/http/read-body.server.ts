import 'server-only';
import { refusal, Refused } from './refusal';

export const MAX_BODY_BYTES = 16 * 1024;

export type BodyFormat = 'json' | 'form';

/**
 * Bytes of request bodies still arriving, summed over the whole server: slow uploads of big bodies are refused once
 * they would hold more than MAX_BODIES_IN_FLIGHT between them.
 */
let bytesInFlight = 0;
export const MAX_BODIES_IN_FLIGHT = 64 * 1024 * 1024;

async function readCapped(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new Refused(refusal('too-large', 'Request body too large'));
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await readChunk(reader);
      if (done) break;
      total += value.byteLength;
      bytesInFlight += value.byteLength;
      if (total > maxBytes || bytesInFlight > MAX_BODIES_IN_FLIGHT) {
        await reader.cancel().catch(() => undefined);
        throw total > maxBytes
          ? new Refused(refusal('too-large', 'Request body too large'))
          : new Refused(refusal('unavailable', 'The server is busy: please try again', { retryAfterSeconds: 5 }));
      }
      chunks.push(value);
    }
  } finally {
    bytesInFlight -= total;
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** A read from the body; a client that hangs up mid-body is a refusal like any other, not a server error to log. */
async function readChunk(
  reader: ReadableStreamDefaultReader<Uint8Array>,
): Promise<ReadableStreamReadResult<Uint8Array>> {
  try {
    return await reader.read();
  } catch {
    throw new Refused(refusal('invalid', 'The request body was cut short'));
  }
}

/**
 * Whether a JSON text has at most `limit` members and elements (counted by the commas and colons outside strings), so
 * a body of a few hundred thousand tiny keys is refused by one cheap pass instead of costing JSON.parse and the schema
 * a second of the event loop.
 */
export function fitsJsonMembers(text: string, limit: number): boolean {
  let separators = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if ((c === 0x2c || c === 0x3a) && (separators += 1) > limit) return false;
  }
  return true;
}

function formToObject(entries: Iterable<[string, FormDataEntryValue]>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of entries) {
    if (typeof value !== 'string') throw new Refused(refusal('invalid', 'Files are not accepted'));
    Object.defineProperty(fields, key, { value, enumerable: true, configurable: true, writable: true });
  }
  return fields;
}

/** The members and elements a JSON body may hold: every body the site takes has a few dozen. */
export const MAX_JSON_MEMBERS = 512;

export interface BodyOptions {
  /** The largest body read, in bytes. */
  maxBytes?: number;
  /** The formats the route takes: another is refused (415) before a byte of the body is read. */
  formats?: readonly BodyFormat[];
}

/**
 * Reads a JSON, URL-encoded or multipart body of at most `maxBytes`; refuses another format with 415 before reading,
 * a larger body with 413, malformed JSON or JSON of more than MAX_JSON_MEMBERS members with 400. Returns the parsed
 * value and which kind it was.
 */
export async function readBody(
  request: Request,
  { maxBytes = MAX_BODY_BYTES, formats = ['json', 'form'] }: BodyOptions = {},
): Promise<{ format: BodyFormat; value: unknown }> {
  // Only the media type is case-insensitive: a multipart boundary is matched byte for byte, and browsers'
  // (----WebKitFormBoundaryAbC…) are mixed-case.
  const contentType = request.headers.get('content-type') ?? '';
  const mediaType = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  const isJson = mediaType === 'application/json';
  const isUrlEncoded = mediaType === 'application/x-www-form-urlencoded';
  const isMultipart = mediaType === 'multipart/form-data';
  const format: BodyFormat | null = isJson ? 'json' : isUrlEncoded || isMultipart ? 'form' : null;
  if (!format || !formats.includes(format))
    throw new Refused(
      refusal('unsupported', formats.includes('form') ? 'Unsupported content type' : 'Send the request as JSON'),
    );
  const bytes = await readCapped(request, maxBytes);
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (isJson) {
    if (!fitsJsonMembers(text, MAX_JSON_MEMBERS))
      throw new Refused(refusal('invalid', 'Too many fields in the JSON body'));
    try {
      return { format: 'json', value: JSON.parse(text) };
    } catch {
      throw new Refused(refusal('invalid', 'Malformed JSON'));
    }
  }
  if (isUrlEncoded) return { format: 'form', value: formToObject(new URLSearchParams(text)) };
  try {
    const form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
    return { format: 'form', value: formToObject(form) };
  } catch (error) {
    if (error instanceof Refused) throw error;
    throw new Refused(refusal('invalid', 'Malformed form data'));
  }
}
