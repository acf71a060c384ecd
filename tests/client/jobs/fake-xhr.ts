/**
 * Stands in for XMLHttpRequest (the upload link's transport): records what is sent and lets a
 * test report upload progress, answer, or fail the request.
 */
export class FakeXhr {
  static requests: FakeXhr[] = [];

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  withCredentials = false;
  aborted = false;
  upload: { onprogress: ((event: Pick<ProgressEvent, 'loaded' | 'total' | 'lengthComputable'>) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  responseURL = '';
  private responseHeaders: Record<string, string> = {};

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }

  send(body: FormData) {
    this.body = body;
    FakeXhr.requests.push(this);
  }

  abort() {
    this.aborted = true;
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true });
  }

  respond(status: number, body: string, contentType = 'application/graphql-response+json; charset=utf-8') {
    this.status = status;
    this.responseText = body;
    this.responseURL = this.url;
    this.responseHeaders = { 'content-type': contentType };
    this.onload?.();
  }

  failWithoutAnswer() {
    this.onerror?.();
  }
}

/** Puts FakeXhr in place of XMLHttpRequest for the tests of one file. */
export function useFakeXhr() {
  const original = globalThis.XMLHttpRequest;
  beforeEach(() => {
    FakeXhr.requests = [];
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    globalThis.XMLHttpRequest = original;
  });
}

/** Waits for the link to send its request (the link chain runs asynchronously). */
export async function nextRequest(): Promise<FakeXhr> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const request = FakeXhr.requests.shift();
    if (request) return request;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  throw new Error('No request was sent');
}
