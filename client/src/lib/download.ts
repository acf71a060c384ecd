import { getToken } from './auth';

/** Hands `blob` to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Offers `csv` (see lib/csv.ts) as a UTF-8 `.csv` download; the BOM makes Excel read UTF-8. */
export function saveCsv(csv: string, fileName: string): void {
  saveBlob(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), fileName);
}

/**
 * Downloads a staff-only file (a resume) with the stored Bearer token, under the name the server
 * sets in Content-Disposition. A link cannot carry the token, hence fetch + blob. Throws on any
 * non-2xx answer, with the server's `{message}` when it sent one.
 */
export async function downloadWithToken(url: string, fallbackName = 'download'): Promise<void> {
  const { blob, fileName } = await fetchFileWithToken(url);
  saveBlob(blob, fileName ?? fallbackName);
}

/**
 * A staff-only file's bytes (typed by the server's Content-Type) and the name the server gives it,
 * fetched with the stored Bearer token. Throws like `downloadWithToken`; `signal` aborts it.
 */
export async function fetchFileWithToken(
  url: string,
  signal?: AbortSignal,
): Promise<{ blob: Blob; fileName: string | null }> {
  const token = getToken();
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new Error(typeof body?.message === 'string' ? body.message : `Download failed (${response.status})`);
  }
  const blob = await response.blob();
  return { blob, fileName: fileNameFromDisposition(response.headers.get('content-disposition')) };
}

/** The file name of a Content-Disposition header (RFC 6266: filename* wins over filename). */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim());
    } catch {
      // fall through to the plain parameter
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  return plain ? (plain[2] ?? plain[1]!).trim() : null;
}
