import { readFile } from 'node:fs/promises';

import sharp from 'sharp';
import type { Plugin } from 'vite';

/**
 * An ICO file holding PNG images (the layout every browser since IE 9 reads): a 6-byte header, a
 * 16-byte directory entry per image, then the images.
 */
function icoOf(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2); // type 1: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0); // width and height; 0 means 256
    entry.writeUInt8(size % 256, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

/**
 * Renders the site's SVG icon (served as it is from the public folder) into the formats that cannot
 * use SVG: `/favicon.ico` (16, 32 and 48 px), which browsers and crawlers ask for unprompted, and
 * `/apple-touch-icon.png` (180 px, opaque, as iOS fills transparency with black and rounds the
 * corners itself). Made from the one source at build time, so they never drift apart.
 */
export function siteIcons(svgPath: string): Plugin {
  return {
    name: 'site-icons',
    apply: 'build',
    async generateBundle() {
      const svg = await readFile(svgPath);
      const { width = 64 } = await sharp(svg).metadata();
      // Rasterised at the target size (not scaled from a small bitmap), so every size stays sharp.
      const render = (size: number) => sharp(svg, { density: (72 * size) / width }).resize(size, size);
      const icons = await Promise.all(
        [16, 32, 48].map(async (size) => ({ size, png: await render(size).png().toBuffer() })),
      );
      this.emitFile({ type: 'asset', fileName: 'favicon.ico', source: icoOf(icons) });
      const background = '#0b5d8a';
      this.emitFile({
        type: 'asset',
        fileName: 'apple-touch-icon.png',
        source: await render(180).flatten({ background }).png().toBuffer(),
      });
    },
  };
}
