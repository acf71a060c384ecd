import type { Download } from 'playwright-core';

/**
 * A download's bytes. The browser files share one Chromium through a connection, and a connected
 * client has no local path for a download (`download.path()` throws): the bytes come over the
 * connection instead.
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
