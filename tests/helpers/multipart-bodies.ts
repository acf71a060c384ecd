/**
 * Hand-made multipart/form-data bodies, for what browsers never send: bodies cut off mid-file,
 * malformed parts, parts in the wrong order.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';

export interface RawPart {
  name: string;
  value: string | Buffer;
  /** Makes it a file part. */
  filename?: string;
}

export const BOUNDARY = '----robustness-boundary-7MA4YWxkTrZu0gW';

export function multipartBody(parts: RawPart[], boundary = BOUNDARY): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const type = part.filename !== undefined ? 'Content-Type: application/octet-stream\r\n' : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** The body cut off `fromEnd` bytes before its end: inside the last part when that part is long enough. */
export function cutOff(body: Buffer, fromEnd: number): Buffer {
  return body.subarray(0, Math.max(0, body.length - fromEnd));
}

export const MULTIPART_HEADERS = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

/** Sends `body` as is (a complete HTTP request whose multipart content may be broken). */
export async function sendRaw(
  url: string,
  body: Buffer,
  headers: Record<string, string>,
  method = 'POST',
  timeoutMs = 10_000,
): Promise<{ status: number; text: string; json: Record<string, unknown> | undefined }> {
  const response = await fetch(url, {
    method,
    body: new Uint8Array(body),
    headers,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  let json: Record<string, unknown> | undefined;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    json = undefined;
  }
  return { status: response.status, text, json };
}

/** Every file under the storage root, as `folder/name` (temporary `.part` files included). */
export async function storedFiles(root: string): Promise<string[]> {
  const out: string[] = [];
  for (const folder of await readdir(root).catch(() => [] as string[])) {
    for (const name of await readdir(path.join(root, folder)).catch(() => [] as string[])) {
      out.push(`${folder}/${name}`);
    }
  }
  return out.sort();
}
