/** Multipart requests as browsers send them: REST forms and GraphQL multipart requests. */

export interface UploadFile {
  bytes: Buffer;
  name: string;
  type?: string;
}

export function fileBlob(file: UploadFile): Blob {
  return new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' });
}

/** POSTs a multipart form (text fields plus, optionally, one file field). */
export async function postForm(
  url: string,
  fields: Record<string, string>,
  file?: { field: string } & UploadFile,
  headers: Record<string, string> = {},
  method = 'POST',
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file) form.set(file.field, fileBlob(file), file.name);
  const response = await fetch(url, { method, body: form, headers });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // keep text
  }
  return { status: response.status, headers: response.headers, body: body as Record<string, unknown> };
}

/**
 * A GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec) with
 * one file at `variablePath` (e.g. "variables.resume"). Sends Apollo-Require-Preflight unless told not to.
 */
export async function gqlUpload(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown>,
  variablePath: string,
  file: UploadFile | undefined,
  options: { token?: string; preflight?: boolean } = {},
) {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query, variables }));
  form.set('map', JSON.stringify(file ? { '0': [variablePath] } : {}));
  if (file) form.set('0', fileBlob(file), file.name);
  const headers: Record<string, string> = {};
  if (options.preflight !== false) headers['Apollo-Require-Preflight'] = 'true';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${baseUrl}/graphql`, { method: 'POST', body: form, headers });
  const text = await response.text();
  let body: {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  };
  try {
    body = JSON.parse(text);
  } catch {
    body = { errors: [{ message: text }] };
  }
  return { status: response.status, ...body };
}
