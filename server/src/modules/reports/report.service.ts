import { QueryOrder, raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

import { AppError } from '../../lib/app-error';
import { Application } from '../applications/application.entity';
import { ActivityKind } from '../applications/application-activity.entity';
import { ApplicationStatus } from '../applications/application-status';
import { Event } from '../events/event.entity';
import type { JobSearchService } from '../jobs/job-search.service';
import { BUILT_IN_STAGE_IDS } from '../pipeline/pipeline-stage.entity';
import { NOT_HELD_WHERE } from '../public-forms/held';
import { Registration } from '../registrations/registration.entity';

import {
  type ApplicationCounts,
  type ApplicationSourceCount,
  type BackOfficeReport,
  type ClientPlacementReport,
  type PlacementMonthReport,
  REPORT_CLIENTS_LIMIT,
  REPORT_FILLED_JOBS_LIMIT,
  REPORT_MONTHS_MAX,
  REPORT_SOURCES_LIMIT,
  type StageConversionReport,
  type TimeToFillReport,
  type UpcomingEventReport,
} from './report.types';

/**
 * The placements counted by the reports, with the month each falls in (its start date, else when it
 * was recorded, in UTC), its job's client and its fee; held applications are left out. An SQL
 * fragment for a `with` clause.
 */
const PLACED_SQL =
  `placed as (select p."recorded_at", a."job_id", j."client_id", p."currency", p."fee_amount", ` +
  `to_char(coalesce(p."start_date"::timestamp, p."recorded_at" at time zone 'UTC'), 'YYYY-MM') as "month" ` +
  `from "placement" p join "application" a on a."id" = p."application_id" join "job" j on j."id" = a."job_id" ` +
  `where a."held_at" is null)`;

/** Fees per `key` and currency, as a JSON list of {currency, amount} per key, currencies in order. */
function feesByKeySql(key: string): string {
  return (
    `select "${key}", json_agg(json_build_object('currency', "currency", 'amount', "amount") order by "currency") as "fees" ` +
    `from (select "${key}", "currency", sum("fee_amount") as "amount" from placed ` +
    `where "fee_amount" is not null and "currency" is not null group by 1, 2) f group by 1`
  );
}

/** How many upcoming events the report lists. */
export const REPORT_UPCOMING_EVENTS_LIMIT = 20;

/**
 * The back office's headline figures. Every number comes from PostgreSQL (the open jobs from the
 * jobs' own kept count, the rest by count / group by); no rows are loaded to be counted, and the
 * upcoming events' registrations take one query.
 */
export class ReportService {
  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobSearchService,
  ) {}

  async backOfficeReport(now = new Date()): Promise<BackOfficeReport> {
    // One after the other: the request's EntityManager is not meant for concurrent queries.
    const openJobs = await this.jobs.countAll(false);
    const applications = await this.applicationCounts(now);
    const applicationsBySource = await this.applicationsBySource();
    const upcomingEvents = await this.upcomingEvents(now);
    const [{ count: upcomingRegistrations }] = await this.em.execute<{ count: number }[]>(
      'select count(*)::int as "count" from "registration" r join "event" e on e."id" = r."event_id" ' +
        `where e."date" >= ? and r."status" in ('CONFIRMED', 'WAITING') and r."held_at" is null`,
      [now.toISOString().slice(0, 10)],
      'all',
    );
    return { openJobs, applications, applicationsBySource, upcomingEvents, upcomingRegistrations, generatedAt: now };
  }

  private async applicationCounts(now: Date): Promise<ApplicationCounts> {
    const rows = await this.em
      .createQueryBuilder(Application, 'a')
      .select(['a.status', raw('(a.withdrawn_at is not null) as withdrawn'), raw('count(*)::int as count')])
      .where(NOT_HELD_WHERE)
      .groupBy(['a.status', raw('(a.withdrawn_at is not null)')])
      .execute<{ status: ApplicationStatus | null; withdrawn: boolean; count: number }[]>('all', false);
    // A withdrawn candidate reads as no status but awaits no decision.
    const byStatus = (status: ApplicationStatus | null) =>
      rows.filter((row) => row.status === status && !row.withdrawn).reduce((sum, row) => sum + row.count, 0);
    const [{ count: shortlistedThisWeek }] = await this.em.execute<{ count: number }[]>(
      'select count(distinct act."application_id")::int as "count" from "application_activity" act ' +
        'join "application" a on a."id" = act."application_id" ' +
        `where act."kind" = 'STATUS_SET' and act."details"->>'to' = ? and act."at" >= ? ` +
        'and a."status" = ?',
      [ApplicationStatus.Shortlisted, new Date(now.getTime() - 7 * 86_400_000), ApplicationStatus.Shortlisted],
      'all',
    );
    return {
      total: rows.reduce((sum, row) => sum + row.count, 0),
      shortlisted: byStatus(ApplicationStatus.Shortlisted),
      rejected: byStatus(ApplicationStatus.Rejected),
      awaitingDecision: byStatus(null),
      shortlistedThisWeek,
    };
  }

  /**
   * Links grouped by their source (letter case ignored); referrals as one line, naming nobody. A
   * placement is an application at the built-in Placed stage (neither rejected nor withdrawn).
   */
  private async applicationsBySource(): Promise<ApplicationSourceCount[]> {
    return this.em.execute<ApplicationSourceCount[]>(
      `select a."source_kind" as "kind", case when a."source_kind" = 'LINK' then lower(a."source_detail") end as "source", ` +
        `count(*)::int as "count", count(*) filter (where a."stage_id" = '${BUILT_IN_STAGE_IDS.PLACED}' ` +
        `and a."status" is distinct from 'Rejected' and a."withdrawn_at" is null)::int as "placements" ` +
        `from "application" a where a."held_at" is null group by 1, 2 ` +
        `order by 3 desc, 1 nulls last, 2 limit ${REPORT_SOURCES_LIMIT}`,
      [],
      'all',
    );
  }

  /**
   * Placements and fees in each of the last `months` calendar months (UTC), this month included,
   * oldest first; a month without placements reads as zero, so a chart has no gaps. One statement.
   */
  async placementsByMonth(months = 12, now = new Date()): Promise<PlacementMonthReport[]> {
    if (!Number.isInteger(months) || months < 1 || months > REPORT_MONTHS_MAX) {
      throw AppError.badInput('months', `months must be a whole number from 1 to ${REPORT_MONTHS_MAX}.`);
    }
    const thisMonth = `${now.toISOString().slice(0, 7)}-01`;
    return this.em.execute<PlacementMonthReport[]>(
      `with ${PLACED_SQL}, ` +
        `months as (select to_char(m, 'YYYY-MM') as "month" from generate_series(?::date - (? - 1) * interval '1 month', ` +
        `?::date, interval '1 month') m), ` +
        `counts as (select "month", count(*)::int as "placements" from placed group by 1), ` +
        `fees as (${feesByKeySql('month')}) ` +
        `select m."month", coalesce(c."placements", 0) as "placements", coalesce(f."fees", '[]'::json) as "fees" ` +
        `from months m left join counts c on c."month" = m."month" left join fees f on f."month" = m."month" ` +
        `order by m."month"`,
      [thisMonth, months, thisMonth],
      'all',
    );
  }

  /**
   * Placements and fees per client (null: the consultancy's own jobs), most placements first, at
   * most REPORT_CLIENTS_LIMIT. One statement.
   */
  async placementsByClient(): Promise<ClientPlacementReport[]> {
    return this.em.execute<ClientPlacementReport[]>(
      `with ${PLACED_SQL}, ` +
        `counts as (select "client_id", count(*)::int as "placements" from placed group by 1), ` +
        `fees as (${feesByKeySql('client_id')}) ` +
        `select t."client_id" as "clientId", c."name" as "clientName", t."placements", ` +
        `coalesce(f."fees", '[]'::json) as "fees" from counts t ` +
        `left join "client" c on c."id" = t."client_id" ` +
        `left join fees f on f."client_id" is not distinct from t."client_id" ` +
        `order by t."placements" desc, lower(c."name") nulls last limit ${REPORT_CLIENTS_LIMIT}`,
      [],
      'all',
    );
  }

  /**
   * Days from each job's posting to its first placement, for every job with one: the latest filled
   * listed (at most REPORT_FILLED_JOBS_LIMIT), the count and the median over them all. One statement.
   */
  async timeToFill(): Promise<TimeToFillReport> {
    const rows = await this.em.execute<
      {
        jobId: string | null;
        title: string | null;
        clientName: string | null;
        firstPlacedAt: Date | null;
        days: number | null;
        filledJobs: number;
        medianDays: number | null;
      }[]
    >(
      `with ${PLACED_SQL}, ` +
        `filled as (select j."id", j."title", c."name", f."first", ` +
        `greatest(0, floor(extract(epoch from f."first" - j."created_at") / 86400))::int as "days" ` +
        `from (select "job_id", min("recorded_at") as "first" from placed group by 1) f ` +
        `join "job" j on j."id" = f."job_id" left join "client" c on c."id" = j."client_id"), ` +
        `summary as (select count(*)::int as "filledJobs", ` +
        `percentile_cont(0.5) within group (order by "days") as "medianDays" from filled), ` +
        `latest as (select * from filled order by "first" desc, "id" limit ${REPORT_FILLED_JOBS_LIMIT}) ` +
        `select l."id" as "jobId", l."title", l."name" as "clientName", l."first" as "firstPlacedAt", l."days", ` +
        `s."filledJobs", s."medianDays" from summary s left join latest l on true ` +
        `order by l."first" desc, l."id"`,
      [],
      'all',
    );
    const [first] = rows;
    return {
      jobs: rows
        .filter((row) => row.jobId !== null)
        .map((row) => ({
          jobId: row.jobId!,
          title: row.title!,
          clientName: row.clientName,
          firstPlacedAt: new Date(row.firstPlacedAt!),
          days: row.days!,
        })),
      filledJobs: first?.filledJobs ?? 0,
      medianDays: first?.medianDays ?? null,
    };
  }

  /**
   * For each stage in use, in board order: how many applications reached it (the furthest stage an
   * application was ever at, by its current stage and its history of moves, is at or after it:
   * rejected and withdrawn ones count for the stages they reached first) and the percentage of those
   * that reached the next stage in use. Held applications are left out. One statement.
   */
  async pipelineConversion(): Promise<StageConversionReport[]> {
    return this.em.execute<StageConversionReport[]>(
      `with furthest as (select a."id", greatest(cur."position", max(hist."position")) as "position" ` +
        `from "application" a join "pipeline_stage" cur on cur."id" = a."stage_id" ` +
        `left join "application_activity" act on act."application_id" = a."id" and act."kind" = ? ` +
        `left join "pipeline_stage" hist on hist."id"::text = act."details"->>'toStageId' ` +
        `where a."held_at" is null group by a."id", cur."position"), ` +
        `stages as (select s."id", s."name", s."position", ` +
        `(select count(*)::int from furthest f where f."position" >= s."position") as "reached" ` +
        `from "pipeline_stage" s where s."retired_at" is null) ` +
        `select "id" as "stageId", "name", "reached", ` +
        `round(100.0 * lead("reached") over (order by "position") / nullif("reached", 0), 1)::float8 as "nextPercent" ` +
        `from stages order by "position"`,
      [ActivityKind.STAGE_CHANGED],
      'all',
    );
  }

  /** "Today" is the UTC date, as in the public event list. */
  private async upcomingEvents(now: Date): Promise<UpcomingEventReport[]> {
    const today = now.toISOString().slice(0, 10);
    const events = await this.em.find(
      Event,
      { date: { $gte: today } },
      {
        orderBy: { date: QueryOrder.ASC, timeOfDay: QueryOrder.ASC, createdAt: QueryOrder.ASC },
        limit: REPORT_UPCOMING_EVENTS_LIMIT,
      },
    );
    if (events.length === 0) return [];
    const rows = await this.em
      .createQueryBuilder(Registration, 'r')
      .select(['r.event_id', raw('count(*)::int as count')])
      .where({ event: { $in: events.map((event) => event.id) }, ...NOT_HELD_WHERE })
      .groupBy('r.event_id')
      .execute<{ event_id: string; count: number }[]>('all', false);
    const counts = new Map(rows.map((row) => [row.event_id, row.count]));
    return events.map((event) => ({ event, registrationCount: counts.get(event.id) ?? 0 }));
  }
}
