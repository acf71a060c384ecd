/**
 * A search's facet counts read at most FACET_SAMPLE_SIZE + 1 matches: exact up to that many,
 * lower bounds beyond (countIsExact false); without a search, every open job is counted.
 */
import { FACET_SAMPLE_SIZE } from '../../../server/src/modules/jobs/job-search.service';
import { startTestServer, type TestServer } from '../../helpers/test-server';

const FACETS = `query ($search: String, $location: String) {
  jobFacets(search: $search, location: $location) { location { value count countIsExact } }
}`;

interface FacetAnswer {
  jobFacets: { location: { value: string; count: number; countIsExact: boolean }[] };
}

let t: TestServer;
const OSLO = 700;
const BERGEN = 350;
beforeAll(async () => {
  t = await startTestServer();
  // More matches of one word than the sample reads, in two places; a handful of another word.
  await t.orm.em.fork().execute(
    `insert into job (id, title, location, description, responsibilities, qualifications, created_at, updated_at)
     select gen_random_uuid(), 'Sampled role ' || i, case when i <= ${OSLO} then 'Oslo' else 'Bergen' end,
            array['Commonword in every one of these'], array['Duty ' || i],
            array[case when i % 350 = 0 then 'Rareword too' else 'Nothing more' end],
            now() - (i || ' minutes')::interval, now()
       from generate_series(1, ${OSLO + BERGEN}) as i`,
  );
});
afterAll(() => t.stop());

describe('facet counts of a search', () => {
  it('are lower bounds from a sample when the search matches more jobs than the sample reads', async () => {
    expect(OSLO + BERGEN).toBeGreaterThan(FACET_SAMPLE_SIZE);
    const answer = await t.gql<FacetAnswer>(FACETS, { search: 'commonword' });
    expect(answer.errors).toBeUndefined();
    const location = answer.data!.jobFacets.location;
    expect(location.map((item) => item.countIsExact)).toEqual([false, false]);
    const counts = Object.fromEntries(location.map((item) => [item.value, item.count]));
    // Each count is at most the true one, and together they are the sample (every job has a location).
    expect(counts.Oslo).toBeLessThanOrEqual(OSLO);
    expect(counts.Bergen).toBeLessThanOrEqual(BERGEN);
    expect(counts.Oslo! + counts.Bergen!).toBe(FACET_SAMPLE_SIZE + 1);
  });

  it('are exact when the search matches no more jobs than the sample reads', async () => {
    const rare = await t.gql<FacetAnswer>(FACETS, { search: 'rareword' });
    expect(rare.data!.jobFacets.location).toEqual([
      { value: 'Oslo', count: 2, countIsExact: true },
      { value: 'Bergen', count: 1, countIsExact: true },
    ]);
  });

  it('are exact without a search, every open job counted', async () => {
    const all = await t.gql<FacetAnswer>(FACETS, {});
    expect(all.data!.jobFacets.location).toEqual([
      { value: 'Oslo', count: OSLO, countIsExact: true },
      { value: 'Bergen', count: BERGEN, countIsExact: true },
    ]);
  });
});
