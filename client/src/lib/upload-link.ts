import { ApolloLink, HttpLink } from '@apollo/client';
import {
  type BaseHttpLink,
  fallbackHttpConfig,
  parseAndCheckHttpResponse,
  selectHttpOptionsAndBody,
  selectURI,
} from '@apollo/client/link/http';
import { filterOperationVariables } from '@apollo/client/link/utils';
import { Observable } from 'rxjs';

/** Told how many bytes of the request body have been sent so far (`total` is 0 when unknown). */
export type UploadProgressHandler = (loaded: number, total: number) => void;

declare module '@apollo/client' {
  interface DefaultContext {
    /** Called while an operation with files is uploading (only the multipart path reports it). */
    onUploadProgress?: UploadProgressHandler;
  }
}

type UploadPath = string;

/**
 * Copies `value`, putting `null` where each File or Blob was, and collects every file with the
 * object paths it was found at (one file may sit at several paths: it is sent once).
 */
export function extractFiles(value: unknown, path: UploadPath = 'variables') {
  const files = new Map<Blob, UploadPath[]>();

  function walk(node: unknown, at: UploadPath): unknown {
    if (typeof Blob !== 'undefined' && node instanceof Blob) {
      const paths = files.get(node);
      if (paths) paths.push(at);
      else files.set(node, [at]);
      return null;
    }
    if (Array.isArray(node)) return node.map((item, index) => walk(item, `${at}.${index}`));
    if (node !== null && typeof node === 'object') {
      const prototype = Object.getPrototypeOf(node) as unknown;
      // Only plain objects are walked: dates and class instances serialize as they are.
      if (prototype !== Object.prototype && prototype !== null) return node;
      return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, walk(item, `${at}.${key}`)]));
    }
    return node;
  }

  const clone = walk(value, path);
  return { clone, files };
}

/**
 * The parts of a GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec):
 * `operations` (the usual JSON body with null where the files were), `map` (which part fills which
 * variable path) and one part per file, in that order, as the spec requires.
 */
export function buildMultipartBody(body: BaseHttpLink.Body): FormData {
  const { clone, files } = extractFiles(body.variables ?? {});
  const form = new FormData();
  form.append('operations', JSON.stringify({ ...body, variables: clone }));
  const map: Record<string, UploadPath[]> = {};
  const parts: Blob[] = [];
  files.forEach((paths, file) => {
    map[String(parts.length)] = paths;
    parts.push(file);
  });
  form.append('map', JSON.stringify(map));
  parts.forEach((file, index) => {
    if (file instanceof File) form.append(String(index), file, file.name);
    else form.append(String(index), file);
  });
  return form;
}

function hasFiles(variables: Record<string, unknown>): boolean {
  return extractFiles(variables).files.size > 0;
}

/**
 * Just enough of a fetch `Response` for Apollo's own response checks, built from a finished
 * XMLHttpRequest, so a multipart answer is judged exactly like HttpLink judges one (a GraphQL
 * body gives GraphQL errors, another non-2xx answer a ServerError).
 */
function responseOf(xhr: XMLHttpRequest): Response {
  return {
    ok: xhr.status >= 200 && xhr.status < 300,
    status: xhr.status,
    statusText: xhr.statusText,
    url: xhr.responseURL,
    headers: { get: (name: string) => xhr.getResponseHeader(name) },
    text: () => Promise.resolve(xhr.responseText),
  } as unknown as Response;
}

/**
 * A terminating link. An operation whose variables hold a File or Blob goes out as a GraphQL
 * multipart request through XMLHttpRequest (fetch cannot report upload progress), with the
 * `Apollo-Require-Preflight` header Apollo Server's CSRF prevention asks of multipart requests, and
 * reports progress to `context.onUploadProgress`. Every other operation goes through HttpLink.
 */
export class UploadLink extends ApolloLink {
  constructor(options: HttpLink.Options = {}) {
    const http = new HttpLink(options);
    const { uri = '/graphql', includeExtensions, preserveHeaderCase, includeUnusedVariables = false } = options;
    const linkConfig = {
      http: { includeExtensions, preserveHeaderCase },
      options: options.fetchOptions,
      credentials: options.credentials,
      headers: options.headers,
    };

    super((operation, forward) => {
      if (!hasFiles(operation.variables)) return http.request(operation, forward);

      const context = operation.getContext();
      const { options: request, body } = selectHttpOptionsAndBody(operation, fallbackHttpConfig, linkConfig, {
        http: context.http,
        options: context.fetchOptions,
        credentials: context.credentials,
        headers: context.headers,
      });
      if (body.variables && !includeUnusedVariables) {
        body.variables = filterOperationVariables(body.variables, operation.query);
      }
      const form = buildMultipartBody(body);
      // The browser writes the multipart content type with its boundary itself.
      const headers = Object.fromEntries(
        Object.entries(request.headers ?? {}).filter(([name]) => name.toLowerCase() !== 'content-type'),
      );
      headers['Apollo-Require-Preflight'] = 'true';
      const uriOfOperation = selectURI(operation, uri) as string;
      const signal = (request as { signal?: AbortSignal }).signal;

      return new Observable<ApolloLink.Result>((observer) => {
        const xhr = new XMLHttpRequest();
        let settled = false;
        const fail = (error: unknown) => {
          if (settled) return;
          settled = true;
          observer.error(error);
        };
        const onAbort = () => {
          xhr.abort();
          fail(signal?.reason ?? new DOMException('The operation was aborted.', 'AbortError'));
        };

        xhr.open('POST', uriOfOperation);
        xhr.withCredentials = request.credentials === 'include';
        for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, String(value));
        const { onUploadProgress } = context;
        if (onUploadProgress) {
          xhr.upload.onprogress = (event) => onUploadProgress(event.loaded, event.lengthComputable ? event.total : 0);
        }
        xhr.onload = () => {
          const response = responseOf(xhr);
          operation.setContext({ response });
          parseAndCheckHttpResponse(operation)(response).then((result: ApolloLink.Result) => {
            if (settled) return;
            settled = true;
            observer.next(result);
            observer.complete();
          }, fail);
        };
        // Like fetch, a request that got no answer at all fails with a TypeError.
        xhr.onerror = () => fail(new TypeError('Network request failed'));
        xhr.ontimeout = () => fail(new TypeError('Network request timed out'));
        signal?.addEventListener('abort', onAbort, { once: true });
        xhr.send(form);

        return () => {
          signal?.removeEventListener('abort', onAbort);
          if (!settled) {
            settled = true;
            xhr.abort();
          }
        };
      });
    });
  }
}
