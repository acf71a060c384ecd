import { pngBytes } from '../../helpers/files';
import type { GraphQLAnswer, TestServer } from '../../helpers/test-server';
import { gqlUpload } from '../../helpers/uploads';

export interface JobFields {
  title: string;
  location?: string;
  description?: string[];
  responsibilities?: string[];
  qualifications?: string[];
}

/** Optional facts of a job (the JobInput's names and enum values). */
export interface JobFacts {
  employmentType?: 'FULL_TIME' | 'PART_TIME' | 'CONTRACT' | 'TEMPORARY' | 'INTERNSHIP';
  workplace?: 'ON_SITE' | 'HYBRID' | 'REMOTE';
  department?: string;
}

export interface CreatedJob extends Required<JobFields> {
  id: string;
}

export type StaffRole = 'USER' | 'INTERNAL_RECRUITER' | 'ADMIN' | 'SUPER_ADMIN';

export interface UserFields {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  role: StaffRole;
}

export interface CreatedUser {
  id: string;
  email: string;
  role: StaffRole;
}

export interface CreatedEvent {
  id: string;
  name: string;
  date: string;
  time: string;
  description: string;
  imageUrl: string;
}

function data<T>(answer: GraphQLAnswer<T> | { data?: unknown; errors?: { message: string }[] }, what: string): T {
  if (answer.errors?.length || !answer.data) {
    throw new Error(`${what} failed: ${JSON.stringify(answer.errors ?? answer)}`);
  }
  return answer.data as T;
}

/**
 * The staff side of the real API, used to arrange what a journey needs (jobs, events) and to check
 * what a journey stored (applications, registrations, join-us people, contact messages).
 */
export class StaffApi {
  private token: Promise<string> | undefined;

  constructor(
    private readonly server: TestServer,
    private readonly account: { email: string; password: string },
  ) {}

  /** A token for the first admin, signed in through the public login mutation. */
  adminToken(): Promise<string> {
    this.token ??= this.server
      .gql<{ login: { token: string } }>(
        'mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { token role } }',
        this.account,
      )
      .then((answer) => data(answer, 'signing in as the first admin').login.token);
    return this.token;
  }

  private async gql<T>(query: string, variables: Record<string, unknown>, what: string): Promise<T> {
    return data(await this.server.gql<T>(query, variables, await this.adminToken()), what);
  }

  async createJob(fields: JobFields & JobFacts): Promise<CreatedJob> {
    const input = { location: '', description: [], responsibilities: [], qualifications: [], ...fields };
    const result = await this.gql<{ createJob: CreatedJob }>(
      'mutation JobCreate($input: JobInput!) { createJob(input: $input) { id title location description responsibilities qualifications } }',
      { input },
      `creating the job "${fields.title}"`,
    );
    return result.createJob;
  }

  /** Deletes a job, which archives it (Manage Jobs' Archived view lists it). */
  async deleteJob(id: string): Promise<void> {
    await this.gql(
      'mutation JobDelete($id: ID!) { deleteJob(id: $id) { id archivedAt } }',
      { id },
      `deleting the job ${id}`,
    );
  }

  /** An account made by the first admin through the createUser mutation (as the add-user form does). */
  async createUser(input: UserFields): Promise<CreatedUser> {
    const result = await this.gql<{ createUser: CreatedUser }>(
      'mutation UserCreate($input: CreateUserInput!) { createUser(input: $input) { id email role } }',
      { input },
      `creating the ${input.role} account ${input.email}`,
    );
    return result.createUser;
  }

  async createEvent(input: {
    name: string;
    date: string;
    time: string;
    description: string;
    timeZone?: string;
    venue?: string;
    onlineUrl?: string;
    capacity?: number;
  }): Promise<CreatedEvent> {
    const answer = await gqlUpload(
      this.server.url,
      'mutation EventCreate($input: EventInput!, $image: Upload!) { createEvent(input: $input, image: $image) { id name date time description imageUrl } }',
      { input, image: null },
      'variables.image',
      { bytes: pngBytes(), name: 'event.png', type: 'image/png' },
      { token: await this.adminToken() },
    );
    return data<{ createEvent: CreatedEvent }>(answer, `creating the event "${input.name}"`).createEvent;
  }

  /** The names All candidates' search finds for `search` (its first page). */
  async candidateNames(search: string): Promise<string[]> {
    const result = await this.gql<{ candidates: { edges: { node: { fullName: string } }[] } }>(
      'query Candidates($search: String) { candidates(search: $search) { edges { node { fullName } } } }',
      { search },
      `searching candidates for "${search}"`,
    );
    return result.candidates.edges.map((edge) => edge.node.fullName);
  }

  async applications(jobId: string) {
    const result = await this.gql<{
      applications: {
        id: string;
        fullName: string;
        email: string;
        phone: string;
        resumePath: string;
        sourceKind: string | null;
        sourceDetail: string | null;
        job: { id: string };
      }[];
    }>(
      'query Applications($jobId: ID!) { applications(jobId: $jobId) { id fullName email phone resumePath sourceKind sourceDetail job { id } } }',
      { jobId },
      'listing applications',
    );
    return result.applications;
  }

  async eventRegistrations(eventId: string) {
    const result = await this.gql<{
      eventRegistrations: {
        id: string;
        name: string;
        email: string;
        phone: string;
        status: string;
        checkedInAt: string | null;
      }[];
    }>(
      'query EventRegistrations($eventId: ID!) { eventRegistrations(eventId: $eventId) { id name email phone status checkedInAt } }',
      { eventId },
      'listing event registrations',
    );
    return result.eventRegistrations;
  }

  async joinUsPeople() {
    const result = await this.gql<{
      joinUsPeople: {
        items: { id: string; name: string; email: string; phone: string; location: string; type: string }[];
      };
    }>(
      'query JoinUsPeople { joinUsPeople(limit: 100) { items { id name email phone location type } } }',
      {},
      'listing join-us people',
    );
    return result.joinUsPeople.items;
  }

  async contactMessages() {
    const result = await this.gql<{
      contactMessages: {
        items: { id: string; name: string; email: string; mobile: string; location: string; message: string }[];
      };
    }>(
      'query ContactMessages { contactMessages(limit: 100) { items { id name email mobile location message } } }',
      {},
      'listing contact messages',
    );
    return result.contactMessages.items;
  }
}
