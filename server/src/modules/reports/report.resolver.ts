import { Ctx, Query, Resolver } from 'type-graphql';

import type { RequestContext } from '../../request-context';
import { Auth } from '../auth/auth.decorators';
import { Role } from '../users/role';

import { BackOfficeReport } from './report.types';

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
}
