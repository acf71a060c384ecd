import type { MikroORM } from '@mikro-orm/postgresql';

import { Job } from '../../../server/src/modules/jobs/job.entity';

export const JOB_FIELDS =
  'id title location description responsibilities qualifications createdAt updatedAt archivedAt';

export const JOBS = `query Jobs($search: String, $offset: Int, $limit: Int, $includeArchived: Boolean) {
  jobs(search: $search, offset: $offset, limit: $limit, includeArchived: $includeArchived) {
    total totalIsExact offset limit items { ${JOB_FIELDS} }
  }
}`;
export const JOB = `query Job($id: ID!) { job(id: $id) { ${JOB_FIELDS} } }`;
export const CREATE_JOB = `mutation CreateJob($input: JobInput!) { createJob(input: $input) { ${JOB_FIELDS} } }`;
export const UPDATE_JOB = `mutation UpdateJob($id: ID!, $input: JobInput!) { updateJob(id: $id, input: $input) { ${JOB_FIELDS} } }`;
export const DELETE_JOB = `mutation DeleteJob($id: ID!) { deleteJob(id: $id) { ${JOB_FIELDS} } }`;

export interface JobView {
  id: string;
  title: string;
  location: string;
  description: string[];
  responsibilities: string[];
  qualifications: string[];
  createdAt: string;
  updatedAt: string;
  archivedAt: string | null;
}

export interface JobPageView {
  total: number;
  totalIsExact: boolean;
  offset: number;
  limit: number;
  items: JobView[];
}

let seq = 0;
/** A complete, valid job body (REST) / input (GraphQL). */
export function jobBody(overrides: Partial<Record<keyof JobView, unknown>> = {}) {
  seq += 1;
  return {
    title: `Recruitment Consultant ${seq}`,
    location: 'Lisbon, Portugal',
    description: ['Join a friendly team.', 'Hybrid working.'],
    responsibilities: ['Source candidates.', 'Run interviews.'],
    qualifications: ['Two years in recruiting.'],
    ...overrides,
  };
}

/** Writes a job straight into the database, with a chosen posting time. */
export async function insertJob(
  orm: MikroORM,
  fields: Partial<Omit<Job, 'id' | 'updatedAt' | 'searchText'>> = {},
): Promise<Job> {
  const em = orm.em.fork();
  const job = em.create(Job, { title: 'Inserted job', ...fields, updatedAt: fields.createdAt ?? new Date() });
  await em.flush();
  return job;
}

export async function countJobs(orm: MikroORM): Promise<number> {
  return orm.em.fork().count(Job, {});
}
