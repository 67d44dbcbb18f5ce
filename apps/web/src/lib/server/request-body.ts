// Reading a route handler's request body with a limit: the bytes are counted as they arrive
// (Content-Length is only a hint: a chunked body has none) and reading stops at the limit, before
// anything is parsed. Every route handler that reads a body goes through here; Server Actions are
// held to Next's own 1 MB (counted the same way) and the production server refuses any body past
// WEB_MAX_BODY_MB before it reaches Next (admission.mjs).
import 'server-only';

export const KB = 1024;

export class BodyTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super(`The request body is larger than ${limitBytes} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/** The body could not be read or parsed as what was asked. */
export class UnreadableBodyError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'UnreadableBodyError';
  }
}

/** The body's bytes, at most `limitBytes` of them; throws BodyTooLargeError as soon as there are more. */
export async function readBodyBytes(request: Request, limitBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > limitBytes) {
    await request.body?.cancel().catch(() => {});
    throw new BodyTooLargeError(limitBytes);
  }
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limitBytes) {
        await reader.cancel().catch(() => {});
        throw new BodyTooLargeError(limitBytes);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw error;
    throw new UnreadableBodyError('The request body could not be read', error);
  } finally {
    reader.releaseLock();
  }
  const bytes = new Uint8Array(new ArrayBuffer(size));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The body as JSON (any value), read within the limit. */
export async function readJsonBody(request: Request, limitBytes: number): Promise<unknown> {
  const bytes = await readBodyBytes(request, limitBytes);
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown;
  } catch (error) {
    throw new UnreadableBodyError('The body is not valid JSON', error);
  }
}

/** The body as form data (url-encoded or multipart, as its Content-Type says), read within the limit. */
export async function readFormBody(request: Request, limitBytes: number): Promise<FormData> {
  const bytes = await readBodyBytes(request, limitBytes);
  try {
    return await new Response(bytes, { headers: { 'Content-Type': request.headers.get('content-type') ?? '' } }).formData();
  } catch (error) {
    throw new UnreadableBodyError('The form body cannot be read', error);
  }
}

/** The usual answer to a body past the limit. */
export function bodyTooLarge(error: BodyTooLargeError, headers?: HeadersInit): Response {
  return Response.json(
    { error: 'The request body is too large', limitBytes: error.limitBytes },
    { status: 413, headers: { 'Cache-Control': 'no-store', Connection: 'close', ...headers } },
  );
}
