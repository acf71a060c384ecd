import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import type { EntityManager } from '@mikro-orm/postgresql';

import type { Config } from '../../config';
import type { Logger } from '../../lib/logger';
import { Role } from '../../modules/users/role';
import { UserService } from '../../modules/users/user.service';
import type { FileStorage } from '../../storage/file-storage';

import { DEMO_SEEDERS } from './demo';
import { SeedMarker } from './seed-marker.entity';

export const DEFAULT_ADMIN_EMAIL = 'admin@localhost';

/** JWT_SECRET, or a secret generated once into DATA_DIR/jwt-secret and reused after. */
export async function resolveJwtSecret(config: Config): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, 'jwt-secret');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  await mkdir(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' }).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  return (await readFile(file, 'utf8')).trim();
}

// One lock for first-start work, so two processes starting together do it once.
const FIRST_START_LOCK = 4_000_001;

/**
 * On an empty database, creates the first SUPER_ADMIN (ADMIN_EMAIL/ADMIN_PASSWORD, else
 * admin@localhost with a random password printed once). Then seeds demo content once when asked.
 */
export async function runFirstStart(
  em: EntityManager,
  config: Config,
  logger: Logger,
  options: { seedDemo: boolean; storage: FileStorage; print?: (line: string) => void },
): Promise<void> {
  const print = options.print ?? ((line: string) => process.stdout.write(`${line}\n`));
  await em.transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(?)', [FIRST_START_LOCK]);
    const users = new UserService(tx);
    if ((await users.count()) === 0) {
      const email = config.adminEmail ?? DEFAULT_ADMIN_EMAIL;
      const password = config.adminPassword ?? randomBytes(12).toString('base64url');
      await users.insert({ firstName: 'Site', lastName: 'Administrator', email, password, role: Role.SUPER_ADMIN });
      logger.info('Created the first SUPER_ADMIN account', { email });
      if (!config.adminPassword) {
        print('');
        print('  First start: a SUPER_ADMIN account was created. Sign in with');
        print(`    email:    ${email}`);
        print(`    password: ${password}`);
        print('  This password is shown only now. Change it under Settings after signing in.');
        print('');
      }
    }
    if (options.seedDemo && !(await tx.findOne(SeedMarker, { name: 'demo' }))) {
      for (const seed of DEMO_SEEDERS) await seed(tx, { storage: options.storage, timeZone: config.eventTimeZone });
      tx.create(SeedMarker, { name: 'demo' });
      await tx.flush();
      logger.info('Seeded demo content');
    }
  });
}
