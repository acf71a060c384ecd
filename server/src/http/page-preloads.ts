import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { type Html, html, styleText } from './html';
import { PAGE_MODULES, type PublicPagePath } from './public-pages';

/** One chunk of Vite's build manifest (`dist/client/.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** The manifest key of the script every page of the site starts with (client/index.html's). */
const SITE_ENTRY = 'index.html';

/** The `<link>`s that fetch what a page's screen needs, by page. */
export type PagePreloads = ReadonlyMap<PublicPagePath, Html>;

/** Vite's manifest and, for every public page, the manifest keys of its screen's chunks the entry does not load. */
function screenChunks(clientDir: string): { manifest: Manifest; chunks: Map<PublicPagePath, string[]> } | undefined {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return undefined;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const bySource = new Map(
    Object.entries(manifest).flatMap(([key, chunk]) => (chunk.src ? [[chunk.src.replace(/\.[jt]sx?$/, ''), key]] : [])),
  );

  const reach = (keys: string[], into = new Set<string>()): Set<string> => {
    for (const key of keys) {
      if (into.has(key) || !manifest[key]) continue;
      into.add(key);
      reach(manifest[key].imports ?? [], into);
    }
    return into;
  };
  // What the site's entry loads (index.html's script), not every entry of the build: the GraphQL
  // explorer (explorer.html, its own page) shares Apollo's chunk, which no public page then preloaded.
  const loadedByEntry = reach([SITE_ENTRY]);

  const chunks = new Map<PublicPagePath, string[]>();
  for (const [page, modules] of Object.entries(PAGE_MODULES) as [PublicPagePath, readonly string[]][]) {
    const roots = modules.map((module) => bySource.get(`src/${module}`)).filter((key) => key !== undefined);
    chunks.set(
      page,
      [...reach(roots)].filter((key) => !loadedByEntry.has(key)),
    );
  }
  return { manifest, chunks };
}

/**
 * For every public page, `<link rel="modulepreload">` for the chunks of its screen (a lazy route),
 * read from Vite's manifest. Without them a
 * phone learns of those files only once the entry script has run and the router has asked for
 * the screen: one more round trip before the page can draw. What the entry loads anyway is left
 * out. Empty when the build has no manifest.
 */
export function pagePreloads(clientDir: string): PagePreloads {
  const preloads = new Map<PublicPagePath, Html>();
  const screens = screenChunks(clientDir);
  if (!screens) return preloads;
  for (const [page, chunks] of screens.chunks) {
    // Scripts only. The CSS of those chunks is left to Vite's loader, which adds it as a CORS
    // stylesheet and waits for it: a preload of it in another mode went unused (a console warning
    // and a second download). With a matching preload the screen now and then never rendered,
    // put down then to the loader; the cause was react-router's (client/src/app/mount-app.tsx).
    const links = chunks.map(
      (key) => html`<link rel="modulepreload" crossorigin href="/${screens.manifest[key]!.file}">`,
    );
    if (links.length > 0) preloads.set(page, html`${links}`);
  }
  return preloads;
}

/** The CSS of a page's screen, inline, by page. */
export type PageStyles = ReadonlyMap<PublicPagePath, Html>;

/**
 * For every public page, the CSS of its screen's chunks as one `<style>` element, for the pages the
 * server draws as static HTML before the app starts (a rendition in `#root`): the rendition is then
 * drawn in its final look from the first paint, instead of changing (and moving) when Vite's loader
 * adds the same CSS as the screen's chunk loads. Inline rather than a link of ours: nothing to wait
 * for, and Vite's loader still adds and awaits its own stylesheets as on every other page (see
 * above); the rules are the same, so applying them twice changes nothing. Empty without a manifest.
 */
export function pageStyles(clientDir: string): PageStyles {
  const styles = new Map<PublicPagePath, Html>();
  const screens = screenChunks(clientDir);
  if (!screens) return styles;
  for (const [page, chunks] of screens.chunks) {
    const files = [...new Set(chunks.flatMap((key) => screens.manifest[key]!.css ?? []))];
    const css = files.map((file) => readFileSync(path.join(clientDir, file), 'utf8')).join('\n');
    if (css) styles.set(page, html`<style>${styleText(css)}</style>`);
  }
  return styles;
}
