import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';

import { MeDocument } from '../../gql/graphql';
import { getToken } from '../../lib/auth';

/** Home landing screen (routes / and /login). */
export function HomePage() {
  const signedIn = Boolean(getToken());
  const { data } = useQuery(MeDocument, { skip: !signedIn });

  useEffect(() => {
    document.title = 'Talent Consultancy · Matching mission with passion';
  }, []);

  return (
    <section className="page home-hero">
      <h1>MATCHING MISSION WITH PASSION</h1>
      <p>Purpose-driven HR and talent solutions for organisations and the people who power them.</p>
      {data?.me && <p className="home-hero__greeting">Welcome back, {data.me.firstName}.</p>}
    </section>
  );
}
