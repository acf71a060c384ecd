import { Field, Int, ObjectType } from 'type-graphql';

import { PageInfo } from '../../lib/paging';

import { Client } from './client.entity';

@ObjectType({ description: 'One client in a page of clients, with the cursor that points at it.' })
export class ClientEdge {
  @Field({ description: 'Pass as `after` to read what follows this one.' })
  cursor!: string;

  @Field(() => Client)
  node!: Client;
}

@ObjectType({ description: 'A page of clients, by name.' })
export class ClientConnection {
  @Field(() => [ClientEdge])
  edges!: ClientEdge[];

  @Field(() => PageInfo)
  pageInfo!: PageInfo;

  @Field(() => Int, { description: 'How many clients match the search, across every page.' })
  totalCount!: number;
}
