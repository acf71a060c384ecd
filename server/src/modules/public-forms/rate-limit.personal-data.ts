import type { PersonalDataSource } from '../../lib/personal-data-source';
import { placeholders } from '../../lib/sql';

import type { PublicFormKind } from './form-rate-limits';
import { RateLimitCounter } from './rate-limit.entity';

const FORMS = [
  'apply',
  'register',
  'join-us',
  'contact',
  'job-alert',
  'talent-pool',
] as const satisfies readonly PublicFormKind[];

/**
 * The public forms' rate-limit counters: `form:<form>:email:<address>` keys hold an address. They
 * live one window; erasure takes the person's at once, the purge the expired ones.
 */
export const rateLimitPersonalData: PersonalDataSource = {
  name: 'public-form rate limits',
  entities: [RateLimitCounter],

  async erase(tx, key) {
    const keys = FORMS.map((form) => `form:${form}:email:${key}`);
    const rows = await tx.execute<{ key: string }[]>(
      `delete from "rate_limit" where "key" in ${placeholders(keys)} returning "key"`,
      keys,
      'all',
    );
    return { counts: { rateLimitCounters: rows.length } };
  },

  async purge(_tx, _about, { formLimits }) {
    // The library's own store, outside the purge's transaction: expired counters are nobody's business.
    return { counts: {}, afterCommit: async () => ({ rateLimitCounters: await formLimits.removeExpired() }) };
  },
};
