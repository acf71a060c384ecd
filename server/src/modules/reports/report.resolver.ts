import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';

import type { RequestContext } from '../../request-context';
import { Auth } from '../auth/auth.decorators';
import { Role } from '../users/role';

import {
  BackOfficeReport,
  ClientPlacementReport,
  PlacementMonthReport,
  REPORT_MONTHS_MAX,
  StageConversionReport,
  TimeToFillReport,
} from './report.types';

/**
 * The back office's reports: readable by recruiters, like the headline figures; the fees inside
 * them are ADMIN only (their fields carry `@auth(requires: ADMIN)`), as the placement terms are
 * edited by ADMIN alone.
 */
@Resolver()
export class ReportResolver {
  @Auth(Role.INTERNAL_RECRUITER)
  @Query(() => BackOfficeReport, {
    description:
      'Headline figures for the back office dashboard: open jobs, applications by decision, and the upcoming ' +
      'events with their registrations.',
  })
  async backOfficeReport(@Ctx() ctx: RequestContext): Promise<BackOfficeReport> {
    return ctx.services.reports.backOfficeReport();
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Query(() => [PlacementMonthReport], {
    description:
      'Placements and their fees in each of the last `months` calendar months (UTC), this month included, oldest ' +
      'first; months without placements read as zero.',
  })
  async placementsByMonthReport(
    @Ctx() ctx: RequestContext,
    @Arg('months', () => Int, { defaultValue: 12, description: `How many months, 1 to ${REPORT_MONTHS_MAX}.` })
    months: number,
  ): Promise<PlacementMonthReport[]> {
    return ctx.services.reports.placementsByMonth(months);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Query(() => [ClientPlacementReport], {
    description: 'Placements and their fees per client (and for the consultancy’s own jobs), most placements first.',
  })
  async placementsByClientReport(@Ctx() ctx: RequestContext): Promise<ClientPlacementReport[]> {
    return ctx.services.reports.placementsByClient();
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Query(() => TimeToFillReport, {
    description: 'Days from each job’s posting to its first placement, and the median over the filled jobs.',
  })
  async timeToFillReport(@Ctx() ctx: RequestContext): Promise<TimeToFillReport> {
    return ctx.services.reports.timeToFill();
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Query(() => [StageConversionReport], {
    description:
      'For each pipeline stage in use, in board order: how many applications reached it and the percentage that ' +
      'went on to the next stage.',
  })
  async pipelineConversionReport(@Ctx() ctx: RequestContext): Promise<StageConversionReport[]> {
    return ctx.services.reports.pipelineConversion();
  }
}
