import { useQuery } from '@apollo/client/react';

import { greeting } from '../../../content/home';
import { MeDocument } from '../../../gql/graphql';

/** "Hello, <first name>" for a signed-in visitor, from the Me query. */
export function HomeGreeting() {
  const { data } = useQuery(MeDocument);
  return data?.me ? <p className="home-hero__greeting">{greeting(data.me.firstName)}</p> : null;
}
