import { Field, Int, ObjectType } from 'type-graphql';

import { PageInfo } from '../../lib/paging';

import { TalentPoolEntry } from './talent-pool-entry.entity';

@ObjectType({ description: 'What a visitor is told once the CV is stored.' })
export class GeneralApplicationReceipt {
  @Field({ description: 'A confirmation to show the visitor.' })
  message!: string;
}

@ObjectType({ description: 'One entry in a page of the talent pool, with the cursor that points at it.' })
export class TalentPoolEdge {
  @Field({ description: 'Pass as `after` to read what follows this one.' })
  cursor!: string;

  @Field(() => TalentPoolEntry)
  node!: TalentPoolEntry;
}

@ObjectType({ description: 'A page of the talent pool, the latest CV first (entries held for review left out).' })
export class TalentPoolConnection {
  @Field(() => [TalentPoolEdge])
  edges!: TalentPoolEdge[];

  @Field(() => PageInfo)
  pageInfo!: PageInfo;

  @Field(() => Int, { description: 'How many entries match the search, across every page.' })
  totalCount!: number;
}
