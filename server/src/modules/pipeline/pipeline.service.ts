import { QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/validation';
import { type Actor, auditActor, type AuditService } from '../audit/audit.service';
import { AuditAction } from '../audit/audit-action';

import { BUILT_IN_STAGE_IDS, PipelineStage, PipelineStageKey } from './pipeline-stage.entity';

export const STAGE_NOT_FOUND_MESSAGE = 'No such stage.';
export const STAGE_NAME_MAX = 60;
/** Enough for any consultancy's process; a board wider than this no one reads. */
export const STAGES_MAX = 20;

/** The spec's reading of a stage: Shortlisted from the Shortlisted stage on, nothing before it. */
export function readsAsShortlisted(stage: PipelineStage, stages: readonly PipelineStage[]): boolean {
  const mark = stages.find((candidate) => candidate.key === PipelineStageKey.SHORTLISTED);
  return !!mark && stage.position >= mark.position;
}

/**
 * The recruiting pipeline's stages, which ADMIN names and orders in Settings. Built-in stages (see
 * PipelineStageKey) can be renamed and moved, never retired or deleted; Applied stays first. A stage
 * that holds or held applications can be retired (no one moves into it) but not deleted. Reordering
 * re-reads the spec's status of the applications in a stage that crossed Shortlisted, in the same
 * transaction.
 */
export class PipelineService {
  private all: Promise<PipelineStage[]> | null = null;

  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  /** Every stage in order, retired ones included; read once per request. */
  stages(): Promise<PipelineStage[]> {
    this.all ??= this.em.find(PipelineStage, {}, { orderBy: { position: QueryOrder.ASC } });
    return this.all;
  }

  async stage(id: string): Promise<PipelineStage> {
    const stage = isUuid(id) ? (await this.stages()).find((candidate) => candidate.id === id) : undefined;
    if (!stage) throw AppError.notFound(STAGE_NOT_FOUND_MESSAGE);
    return stage;
  }

  async builtIn(key: PipelineStageKey): Promise<PipelineStage> {
    return this.stage(BUILT_IN_STAGE_IDS[key]);
  }

  async add(actor: Actor, rawName: string): Promise<PipelineStage> {
    const name = await this.checkedName(rawName);
    const stages = await this.stages();
    if (stages.filter((stage) => !stage.retiredAt).length >= STAGES_MAX) {
      throw AppError.badInput('name', `The pipeline holds at most ${STAGES_MAX} stages in use: retire one first.`);
    }
    const position = Math.max(0, ...stages.map((stage) => stage.position)) + 1;
    const stage = this.em.create(PipelineStage, { name, position });
    this.record(actor, 'added', stage);
    await this.em.flush();
    this.all = null;
    return stage;
  }

  async rename(actor: Actor, id: string, rawName: string): Promise<PipelineStage> {
    const stage = await this.stage(id);
    const name = await this.checkedName(rawName, stage.id);
    const from = stage.name;
    stage.name = name;
    this.record(actor, 'renamed', stage, { from });
    await this.em.flush();
    return stage;
  }

  /**
   * Puts the stages in use in the given order (every one of them, each once; retired ones keep their
   * place after them). Applied must stay first. Applications in a stage that crossed Shortlisted
   * read as their new spec status (Rejected and withdrawn ones are untouched).
   */
  async reorder(actor: Actor, ids: string[]): Promise<PipelineStage[]> {
    const stages = await this.stages();
    const active = stages.filter((stage) => !stage.retiredAt);
    const known = new Set(active.map((stage) => stage.id));
    if (ids.length !== active.length || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
      throw AppError.badInput('stageIds', 'stageIds must list every stage in use, each once.');
    }
    if (ids[0] !== BUILT_IN_STAGE_IDS.APPLIED) {
      throw AppError.badInput('stageIds', 'Applied must stay the first stage: new applications land there.');
    }
    const ordered = [
      ...ids.map((id) => active.find((stage) => stage.id === id)!),
      ...stages.filter((s) => s.retiredAt),
    ];
    const mark = ordered.findIndex((stage) => stage.key === PipelineStageKey.SHORTLISTED) + 1;
    await this.em.transactional(async (tx) => {
      for (const [index, stage] of ordered.entries()) {
        await tx.nativeUpdate(PipelineStage, { id: stage.id }, { position: index + 1 });
      }
      const changed = await tx.execute<{ count: string }[]>(
        `with changed as (
           update application a
              set status = case when s.position >= ? then 'Shortlisted'::application_status end
             from pipeline_stage s
            where s.id = a.stage_id
              and a.status is distinct from 'Rejected'
              and a.withdrawn_at is null
              and a.status is distinct from (case when s.position >= ? then 'Shortlisted'::application_status end)
           returning 1)
         select count(*) as count from changed`,
        [mark, mark],
      );
      const order = ordered.map((stage) => stage.name).join(' > ');
      this.record(actor, 'reordered', null, { order, statusesChanged: Number(changed[0]?.count ?? 0) }, tx);
    });
    // The stages read before hold their old positions: read them afresh.
    this.all = this.em.find(PipelineStage, {}, { orderBy: { position: QueryOrder.ASC }, refresh: true });
    return this.all;
  }

  async retire(actor: Actor, id: string): Promise<PipelineStage> {
    const stage = await this.stage(id);
    if (stage.key)
      throw new AppError('CONFLICT', `${stage.name} is a built-in stage: it can be renamed, not retired.`, 'id');
    if (stage.retiredAt) return stage;
    stage.retiredAt = new Date();
    this.record(actor, 'retired', stage);
    await this.em.flush();
    return stage;
  }

  async restore(actor: Actor, id: string): Promise<PipelineStage> {
    const stage = await this.stage(id);
    if (!stage.retiredAt) return stage;
    if ((await this.stages()).filter((candidate) => !candidate.retiredAt).length >= STAGES_MAX) {
      throw new AppError('CONFLICT', `The pipeline holds at most ${STAGES_MAX} stages in use: retire one first.`, 'id');
    }
    stage.retiredAt = null;
    this.record(actor, 'restored', stage);
    await this.em.flush();
    return stage;
  }

  /** Deletes a stage no application has ever been in; one in use is CONFLICT (retire it instead). */
  async remove(actor: Actor, id: string): Promise<string> {
    const stage = await this.stage(id);
    if (stage.key) throw new AppError('CONFLICT', `${stage.name} is a built-in stage: it cannot be deleted.`, 'id');
    const [{ used }] = await this.em.getConnection().execute<{ used: boolean }[]>(
      `select exists(select 1 from application where stage_id = ?)
             or exists(select 1 from application_activity where kind = 'STAGE_CHANGED' and details->>'toStageId' = ?) as used`,
      [stage.id, stage.id],
    );
    if (used) throw new AppError('CONFLICT', `${stage.name} has held applications: retire it instead.`, 'id');
    this.record(actor, 'deleted', stage);
    this.em.remove(stage);
    await this.em.flush();
    this.all = null;
    return id;
  }

  private async checkedName(raw: string, self?: string): Promise<string> {
    const name = raw.trim().replace(/\s+/g, ' ');
    if (!name) throw AppError.badInput('name', 'Give the stage a name.');
    if (name.length > STAGE_NAME_MAX)
      throw AppError.badInput('name', `name must be at most ${STAGE_NAME_MAX} characters.`);
    const clash = (await this.stages()).find(
      (stage) => stage.id !== self && stage.name.toLowerCase() === name.toLowerCase(),
    );
    if (clash) {
      const retired = clash.retiredAt ? ' (retired: restore it instead)' : '';
      throw new AppError('CONFLICT', `A stage is already called ${clash.name}${retired}.`, 'name');
    }
    return name;
  }

  private record(
    actor: Actor,
    change: string,
    stage: PipelineStage | null,
    extra: Record<string, string | number> = {},
    em: EntityManager = this.em,
  ): void {
    this.audit.record(
      {
        actor: auditActor(actor),
        action: AuditAction.PIPELINE_STAGES_CHANGED,
        subject: stage ? { type: 'pipeline-stage', id: stage.id } : undefined,
        details: { change, ...(stage ? { stage: stage.name } : {}), ...extra },
      },
      em,
    );
  }
}
