import { Field, Int, ObjectType } from 'type-graphql';

import { PageInfo } from '../../lib/paging';

import { Placement } from './placement.entity';

@ObjectType({ description: 'One placement in a page, with the cursor that points at it.' })
export class PlacementEdge {
  @Field({ description: 'Pass as `after` to read what follows this one.' })
  cursor!: string;

  @Field(() => Placement)
  node!: Placement;
}

@ObjectType({ description: 'A page of placements, the latest recorded first.' })
export class PlacementConnection {
  @Field(() => [PlacementEdge])
  edges!: PlacementEdge[];

  @Field(() => PageInfo)
  pageInfo!: PageInfo;

  @Field(() => Int, { description: 'How many placements match, across every page.' })
  totalCount!: number;
}
