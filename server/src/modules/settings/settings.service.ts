import type { EntityManager } from '@mikro-orm/postgresql';

import { type Actor, auditActor } from '../audit/audit.service';

import { DEFAULT_REJECTION_TEMPLATE, type RejectionTemplate, validRejectionTemplate } from './rejection-template';
import { Setting } from './setting.entity';

const REJECTION_TEMPLATE_KEY = 'rejection-email-template';

export interface StoredRejectionTemplate extends RejectionTemplate {
  updatedAt: Date | null;
  updatedBy: string | null;
}

/** Settings staff change at run time. */
export class SettingsService {
  constructor(private readonly em: EntityManager) {}

  /** The rejection e-mail template: the one staff saved, else the default. */
  async rejectionTemplate(): Promise<StoredRejectionTemplate> {
    const row = await this.em.findOne(Setting, { key: REJECTION_TEMPLATE_KEY });
    const value = row?.value as Partial<RejectionTemplate> | undefined;
    if (!row || typeof value?.subject !== 'string' || typeof value.body !== 'string') {
      return { ...DEFAULT_REJECTION_TEMPLATE, updatedAt: null, updatedBy: null };
    }
    return { subject: value.subject, body: value.body, updatedAt: row.updatedAt, updatedBy: row.updatedBy };
  }

  async setRejectionTemplate(actor: Actor, input: RejectionTemplate): Promise<StoredRejectionTemplate> {
    const template = validRejectionTemplate(input);
    const updatedBy = auditActor(actor).label.slice(0, 254);
    await this.em.upsert(Setting, {
      key: REJECTION_TEMPLATE_KEY,
      value: { ...template },
      updatedAt: new Date(),
      updatedBy,
    });
    return this.rejectionTemplate();
  }

  /** Back to the default template. */
  async resetRejectionTemplate(): Promise<StoredRejectionTemplate> {
    await this.em.nativeDelete(Setting, { key: REJECTION_TEMPLATE_KEY });
    return this.rejectionTemplate();
  }
}
