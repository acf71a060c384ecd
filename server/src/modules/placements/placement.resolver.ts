import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';

import type { RequestContext } from '../../request-context';
import { Application } from '../applications/application.entity';
import { Auth } from '../auth/auth.decorators';
import { CurrentPrincipal } from '../auth/current-user';
import type { Principal } from '../auth/viewer';
import { Role } from '../users/role';

import { Placement } from './placement.entity';
import { PlacementInput, PlacementsArgs } from './placement.inputs';
import { PlacementConnection } from './placement.types';

/** Placements: recorded by the pipeline (the Placed stage); ADMIN sets their terms. */
@Resolver()
export class PlacementResolver {
  @Auth(Role.INTERNAL_RECRUITER)
  @Query(() => PlacementConnection, {
    description:
      'Placements (applications at the Placed stage), the latest recorded first, paged by cursor; by client (its ' +
      'jobs’) and by when they were recorded (from inclusive, to exclusive).',
  })
  async placements(@Args() args: PlacementsArgs, @Ctx() ctx: RequestContext): Promise<PlacementConnection> {
    return ctx.services.placements.list(args);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => Placement, {
    description:
      'Sets a placement’s terms (fields left out keep their value, null clears). A PERCENT fee needs feePercent and ' +
      'a salary (the fee is worked out and stored), a FIXED fee its amount; an amount needs a currency. Audited ' +
      '(the changed fields’ names). NOT_FOUND when the application has no placement.',
  })
  async updatePlacement(
    @Arg('applicationId', () => ID, { description: 'The placed application.' }) applicationId: string,
    @Arg('input', { description: 'The terms to set.' }) input: PlacementInput,
    @CurrentPrincipal() caller: Principal,
    @Ctx() ctx: RequestContext,
  ): Promise<Placement> {
    return ctx.services.placements.update(caller, applicationId, input);
  }
}

/** An application's placement, batch-loaded (no N+1). */
@Resolver(() => Application)
export class ApplicationPlacementResolver {
  @Auth(Role.INTERNAL_RECRUITER)
  @FieldResolver(() => Placement, {
    nullable: true,
    description: 'Its placement, while it is at the Placed stage (neither rejected nor withdrawn); null otherwise.',
  })
  placement(@Root() application: Application, @Ctx() ctx: RequestContext): Promise<Placement | null> {
    return ctx.services.placements.ofApplication(application.id);
  }
}
