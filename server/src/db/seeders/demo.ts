import type { EntityManager } from '@mikro-orm/postgresql';

import { type DemoSeedContext, seedDemoEvents } from '../../modules/events/event.demo';
import { seedDemoJobs } from '../../modules/jobs/job.demo';

/**
 * Demo content written once on the embedded default (or SEED_DEMO=true), so a new user sees
 * a living site. Each domain adds its seeder here.
 */
export type DemoSeeder = (em: EntityManager, context: DemoSeedContext) => Promise<void>;

export const DEMO_SEEDERS: DemoSeeder[] = [seedDemoJobs, seedDemoEvents];
