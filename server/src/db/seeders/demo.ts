import type { EntityManager } from '@mikro-orm/postgresql';

import { type DemoSeedContext, seedDemoEvents } from './demo-events';
import { seedDemoJobs } from './demo-jobs';

/**
 * Demo content written once on the embedded default (or SEED_DEMO=true), so a new user sees
 * a living site. Each domain adds its seeder here.
 */
export type DemoSeeder = (em: EntityManager, context: DemoSeedContext) => Promise<void>;

export const DEMO_SEEDERS: DemoSeeder[] = [seedDemoJobs, seedDemoEvents];
