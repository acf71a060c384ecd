import path from 'node:path';
import { constants } from 'node:zlib';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

import { siteIcons } from './vite-plugin-site-icons';

const root = import.meta.dirname;

export default defineConfig({
  root,
  plugins: [
    react(),
    siteIcons(path.resolve(root, 'public/favicon.svg')),
    // A `.br` and a `.gz` beside every text asset, at the highest levels (paid once, at build time);
    // the server sends the one the browser accepts. HTML is left out: the server rewrites index.html.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      include: /\.(?:js|mjs|css|svg|json|txt|webmanifest|xml)$/,
      exclude: [/\.html$/, /(?:^|\/)\.vite\//],
      // As the server's own compression: below 1 KB a compressed copy saves next to nothing.
      threshold: 1024,
      logLevel: 'silent',
    }),
  ],
  build: {
    outDir: path.resolve(root, '../dist/client'),
    emptyOutDir: true,
    // dist/client/.vite/manifest.json: the entry's chunks, for the bundle budget (never served).
    manifest: true,
    rolldownOptions: {
      input: {
        main: path.resolve(root, 'index.html'),
        // The GraphQL explorer served at GET /graphql: its own page, never loaded by the site.
        explorer: path.resolve(root, 'explorer.html'),
      },
      output: {
        codeSplitting: {
          groups: [
            // React first, or the Apollo group below would take it along as one of its dependencies.
            { name: 'react', test: /node_modules[\\/](?:react|react-dom|scheduler)[\\/]/, priority: 2 },
            // Apollo and what it runs on, as one chunk: split by use, it came as a dozen 1-2 KB
            // files that a phone fetched in turns before any screen with data could render.
            {
              name: 'apollo',
              test: /node_modules[\\/](?:@apollo|rxjs|graphql|optimism|@wry|tslib)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/graphql': 'http://localhost:4000',
      '/api': 'http://localhost:4000',
    },
  },
});
