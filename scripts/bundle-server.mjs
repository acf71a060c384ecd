// `npm run build:server`'s second step: bundles tsc's output for production (scripts/lib/server-bundle.mjs says why and how).
import { BUNDLE_DIR, bundleServer } from './lib/server-bundle.mjs';

await bundleServer();
console.log(`Bundled the server into ${BUNDLE_DIR}`);
