/**
 * A search's facet counts read the newest FACET_WINDOW open jobs when a quarter of them say that
 * the term matches well over FACET_SAMPLE_SIZE jobs in all (lower bounds). Otherwise they read at most
 * FACET_SAMPLE_SIZE + 1 matches: exact up to that many, lower bounds beyond (countIsExact false).
 * Without a search, every open job is counted.
 */
import { FACET_SAMPLE_SIZE, FACET_WINDOW } from '../../../server/src/modules/jobs/job-facets';
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
/** Newer than all of the above: a word in each, half in Tromsø and half in Bodø. */
const FREQUENT = 2400;
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
  await t.orm.em.fork().execute(
    `insert into job (id, title, location, description, responsibilities, qualifications, created_at, updated_at)
     select gen_random_uuid(), 'Frequent role ' || i, case when i % 2 = 0 then 'Tromsø' else 'Bodø' end,
            array['Frequentword here'], array['Task ' || i], array['None'],
            now() - (i * 10 || ' milliseconds')::interval, now()
       from generate_series(1, ${FREQUENT}) as i`,
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

  it("are the newest jobs' lower bounds when those say the search matches far more jobs than the sample reads", async () => {
    // Every one of the newest FACET_WINDOW jobs matches (the quarter of them that is read first
    // says that some 3,450 of the open jobs would): their counts are the answer.
    expect(FREQUENT).toBeGreaterThan(FACET_WINDOW);
    const answer = await t.gql<FacetAnswer>(FACETS, { search: 'frequentword' });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.jobFacets.location).toEqual([
      { value: 'Bodø', count: FACET_WINDOW / 2, countIsExact: false },
      { value: 'Tromsø', count: FACET_WINDOW / 2, countIsExact: false },
    ]);
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
      { value: 'Bodø', count: FREQUENT / 2, countIsExact: true },
      { value: 'Tromsø', count: FREQUENT / 2, countIsExact: true },
      { value: 'Oslo', count: OSLO, countIsExact: true },
      { value: 'Bergen', count: BERGEN, countIsExact: true },
    ]);
  });
});
