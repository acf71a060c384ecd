import path from 'node:path';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = import.meta.dirname;

export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: path.resolve(root, '../dist/client'),
    emptyOutDir: true,
    rolldownOptions: {
      input: {
        main: path.resolve(root, 'index.html'),
        // The GraphQL explorer served at GET /graphql: its own page, never loaded by the site.
        explorer: path.resolve(root, 'explorer.html'),
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
