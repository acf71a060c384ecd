import type { EntityManager } from '@mikro-orm/postgresql';

import { AppError } from '../../lib/app-error';
import { type Actor, auditActor, type AuditService } from '../audit/audit.service';
import { AuditAction } from '../audit/audit-action';

import { DEFAULT_REJECTION_TEMPLATE, type RejectionTemplate, validRejectionTemplate } from './rejection-template';
import { Setting } from './setting.entity';

const REJECTION_TEMPLATE_KEY = 'rejection-email-template';
const REJECTION_REASONS_KEY = 'rejection-reasons';

/** The reasons a rejection may give until ADMIN edits the list. */
export const DEFAULT_REJECTION_REASONS: readonly string[] = [
  'Not enough experience',
  'Skills do not match the role',
  'Salary expectations',
  'Location or right to work',
  'Another candidate was chosen',
  'Position closed or filled',
];
export const REJECTION_REASONS_MAX = 30;
export const REJECTION_REASON_MAX_LENGTH = 100;

export interface StoredRejectionReasons {
  reasons: string[];
  updatedAt: Date | null;
  updatedBy: string | null;
}

export interface StoredRejectionTemplate extends RejectionTemplate {
  updatedAt: Date | null;
  updatedBy: string | null;
}

/** Settings staff change at run time. */
export class SettingsService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

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

  /** The reasons a rejection may give: the list ADMIN saved, else the default. */
  async rejectionReasons(): Promise<StoredRejectionReasons> {
    const row = await this.em.findOne(Setting, { key: REJECTION_REASONS_KEY });
    const reasons = row?.value.reasons;
    if (!row || !Array.isArray(reasons) || !reasons.every((reason) => typeof reason === 'string')) {
      return { reasons: [...DEFAULT_REJECTION_REASONS], updatedAt: null, updatedBy: null };
    }
    return { reasons: reasons as string[], updatedAt: row.updatedAt, updatedBy: row.updatedBy };
  }

  /**
   * Saves the list (1 to 30 reasons, each up to 100 characters, no two alike): a rejection already
   * given keeps the words it was given with.
   */
  async setRejectionReasons(actor: Actor, input: string[]): Promise<StoredRejectionReasons> {
    const reasons = input.map((reason) => reason.trim().replace(/\s+/g, ' '));
    if (reasons.length === 0 || reasons.length > REJECTION_REASONS_MAX) {
      throw AppError.badInput('reasons', `reasons must hold 1 to ${REJECTION_REASONS_MAX} reasons.`);
    }
    reasons.forEach((reason, index) => {
      if (!reason) throw AppError.badInput('reasons', `Reason ${index + 1} is empty.`);
      if (reason.length > REJECTION_REASON_MAX_LENGTH) {
        throw AppError.badInput(
          'reasons',
          `Reason ${index + 1} is longer than ${REJECTION_REASON_MAX_LENGTH} characters.`,
        );
      }
      if (reasons.findIndex((other) => other.toLowerCase() === reason.toLowerCase()) !== index) {
        throw AppError.badInput('reasons', `Reason ${index + 1} repeats "${reason}".`);
      }
    });
    const author = auditActor(actor);
    await this.em.upsert(Setting, {
      key: REJECTION_REASONS_KEY,
      value: { reasons },
      updatedAt: new Date(),
      updatedBy: author.label.slice(0, 254),
    });
    this.audit.record({
      actor: author,
      action: AuditAction.REJECTION_REASONS_CHANGED,
      subject: null,
      details: { reasons: reasons.join(' | ') },
    });
    await this.em.flush();
    return this.rejectionReasons();
  }
}
