// `npm run screenshots`: refreshes the pictures in docs/screenshots/ that the guides in docs/ show.
// It runs the two accessibility walks (public and back office) with E2E_SCREENSHOTS=1, which
// save a full-page PNG of every screen they judge (real data, created by the walks through the
// product's own API), then keeps the first screen's worth of the chosen ones as WebP.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shots = path.join(root, 'test-results/screenshots');
const out = path.join(root, 'docs/screenshots');

/** README picture name -> the walk's screenshot, and how much of the page's top to keep. */
const CHOSEN = {
  'home-phone': { from: 'home-narrow.png', height: 844 },
  'job-board-phone': { from: 'browse-positions-narrow.png', height: 844 },
  'job-board-wide': { from: 'browse-positions-wide.png', height: 800 },
  'job-page-phone': { from: 'job-details-narrow.png', height: 844 },
  'dashboard-wide': { from: 'admin-dashboard-wide.png', height: 800 },
  'all-candidates-wide': { from: 'admin-all-candidates-wide.png', height: 800 },
  'candidate-page-phone': { from: 'admin-candidate-page-narrow.png', height: 844 },
  'command-palette-wide': { from: 'admin-command-palette-wide.png', height: 800 },
  'manage-events-wide': { from: 'admin-manage-events-wide.png', height: 800 },
  'audit-log-wide': { from: 'admin-audit-log-wide.png', height: 800 },
};

if (!process.argv.includes('--no-run')) {
  execFileSync('npx', ['jest', '--selectProjects', 'e2e', '--testPathPatterns', '(^|/)(admin-)?a11y\\.test\\.ts$'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_SCREENSHOTS: '1' },
  });
}

mkdirSync(out, { recursive: true });
for (const [name, { from, height }] of Object.entries(CHOSEN)) {
  const source = sharp(path.join(shots, from));
  const { width, height: full } = await source.metadata();
  await source
    .extract({ left: 0, top: 0, width, height: Math.min(height, full) })
    .webp({ quality: 70 })
    .toFile(path.join(out, `${name}.webp`));
  console.log(`docs/screenshots/${name}.webp`);
}
