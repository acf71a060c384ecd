import { QueryOrder, raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

import { Application } from '../applications/application.entity';
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
  REPORT_SOURCES_LIMIT,
  type UpcomingEventReport,
} from './report.types';

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
