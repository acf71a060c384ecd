import type { EntityManager } from '@mikro-orm/postgresql';

import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/validation';
import { Job } from '../jobs/job.entity';
import type { PipelineService } from '../pipeline/pipeline.service';

import { Application, ApplicationOutcome } from './application.entity';
import type { PipelineBoard, PipelineCardPage, PipelineColumn, PipelineColumnPage } from './application-board.types';

/** The most cards one page of a column holds. */
export const BOARD_PAGE_MAX = 200;

const OUTCOME_FILTERS: Record<ApplicationOutcome, string> = {
  [ApplicationOutcome.REJECTED]: `a.status = 'Rejected'`,
  [ApplicationOutcome.WITHDRAWN]: `a.withdrawn_at is not null and a.status is distinct from 'Rejected'`,
};
/** In a stage's column: neither rejected nor withdrawn (those have their own columns). */
const IN_PIPELINE = `a.status is distinct from 'Rejected' and a.withdrawn_at is null`;

interface Cursor {
  at: Date;
  id: string;
}

function encodeCursor(application: Application): string {
  return Buffer.from(`${application.stageEnteredAt.toISOString()}|${application.id}`).toString('base64url');
}

function decodeCursor(raw: string): Cursor {
  const [at, id] = Buffer.from(raw, 'base64url').toString().split('|');
  const date = new Date(at ?? '');
  if (!id || !isUuid(id) || Number.isNaN(date.getTime())) throw AppError.badInput('after', 'after is not a cursor.');
  return { at: date, id };
}

/**
 * A job's board: a column per stage in use (and per retired stage that still holds some of the
 * job's applications), then Rejected and Withdrawn, each with its count; and a column's cards a page
 * at a time, longest in the stage last (the index `application_job_stage_idx` serves both). Held
 * applications are not on the board until released.
 */
export class ApplicationBoardService {
  constructor(
    private readonly em: EntityManager,
    private readonly pipeline: PipelineService,
  ) {}

  async board(jobId: string): Promise<PipelineBoard> {
    const job = isUuid(jobId) ? await this.em.findOne(Job, { id: jobId }) : null;
    if (!job) throw AppError.notFound('No such job.');
    const rows = await this.em
      .getConnection()
      .execute<{ stage_id: string; active: string; rejected: string; withdrawn: string }[]>(
        `select a.stage_id,
              count(*) filter (where ${IN_PIPELINE}) as active,
              count(*) filter (where ${OUTCOME_FILTERS.REJECTED}) as rejected,
              count(*) filter (where ${OUTCOME_FILTERS.WITHDRAWN}) as withdrawn
         from application a
        where a.job_id = ? and a.held_at is null
        group by a.stage_id`,
        [job.id],
      );
    const active = new Map(rows.map((row) => [row.stage_id, Number(row.active)]));
    const sum = (key: 'rejected' | 'withdrawn'): number => rows.reduce((total, row) => total + Number(row[key]), 0);
    const columns: PipelineColumn[] = (await this.pipeline.stages())
      .filter((stage) => !stage.retiredAt || (active.get(stage.id) ?? 0) > 0)
      .map((stage) => ({ key: stage.id, stage, outcome: null, count: active.get(stage.id) ?? 0 }));
    columns.push(
      { key: ApplicationOutcome.REJECTED, stage: null, outcome: ApplicationOutcome.REJECTED, count: sum('rejected') },
      {
        key: ApplicationOutcome.WITHDRAWN,
        stage: null,
        outcome: ApplicationOutcome.WITHDRAWN,
        count: sum('withdrawn'),
      },
    );
    return { job, columns };
  }

  /**
   * The first page of every column a board can show (each stage, retired ones too, then Rejected
   * and Withdrawn) in one statement: the board opens with one request, not one per column.
   */
  async firstPages(jobId: string, first: number): Promise<PipelineColumnPage[]> {
    if (!isUuid(jobId)) throw AppError.notFound('No such job.');
    this.checkFirst(first);
    const keys = [...(await this.pipeline.stages()).map((stage) => stage.id), ...Object.values(ApplicationOutcome)];
    const arms: string[] = [];
    const params: unknown[] = [];
    for (const key of keys) {
      const where = this.columnWhere(key);
      arms.push(
        `(select ?::text as "column_key", a.* from application a where ${where.sql}
           order by a.stage_entered_at desc, a.id desc limit ?)`,
      );
      params.push(key, jobId, ...where.params, first + 1);
    }
    const rows = await this.em.getConnection().execute<Record<string, unknown>[]>(arms.join(' union all '), params);
    return keys.map((key) => {
      const own = rows.filter((row) => row.column_key === key).map(({ column_key: _key, ...row }) => row);
      return { key, page: this.page(own, first) };
    });
  }

  /** One page of a column: `column` is a stage's id, REJECTED or WITHDRAWN. */
  async cards(jobId: string, column: string, first: number, after: string | null): Promise<PipelineCardPage> {
    if (!isUuid(jobId)) throw AppError.notFound('No such job.');
    this.checkFirst(first);
    if (
      !(column in OUTCOME_FILTERS) &&
      !(isUuid(column) && (await this.pipeline.stages()).some((s) => s.id === column))
    ) {
      throw AppError.badInput('column', 'column must be a stage id, REJECTED or WITHDRAWN.');
    }
    const where = this.columnWhere(column);
    const filters = [where.sql];
    const params: unknown[] = [jobId, ...where.params];
    if (after) {
      const cursor = decodeCursor(after);
      filters.push('(a.stage_entered_at, a.id) < (?, ?)');
      params.push(cursor.at, cursor.id);
    }
    const rows = await this.em.getConnection().execute<Record<string, unknown>[]>(
      `select a.* from application a where ${filters.join(' and ')}
          order by a.stage_entered_at desc, a.id desc limit ?`,
      [...params, first + 1],
    );
    return this.page(rows, first);
  }

  private checkFirst(first: number): void {
    if (!Number.isInteger(first) || first < 1 || first > BOARD_PAGE_MAX) {
      throw AppError.badInput('first', `first must be 1 to ${BOARD_PAGE_MAX}.`);
    }
  }

  /** A column's rows (the job's first, as `a.job_id = ?`, then the column's own parameters). */
  private columnWhere(column: string): { sql: string; params: unknown[] } {
    const base = 'a.job_id = ? and a.held_at is null';
    if (column in OUTCOME_FILTERS)
      return { sql: `${base} and ${OUTCOME_FILTERS[column as ApplicationOutcome]}`, params: [] };
    return { sql: `${base} and a.stage_id = ? and ${IN_PIPELINE}`, params: [column] };
  }

  /** Up to `first` of the rows (one more was read, to know whether more follow). */
  private page(rows: Record<string, unknown>[], first: number): PipelineCardPage {
    const applications = rows.slice(0, first).map((row) => this.em.map(Application, row));
    const last = applications.at(-1);
    return { cards: applications, hasNextPage: rows.length > first, endCursor: last ? encodeCursor(last) : null };
  }
}
