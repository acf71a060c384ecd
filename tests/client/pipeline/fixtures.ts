import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';

import { CARDS_PAGE_SIZE, FIRST_PAGE_SIZE } from '../../../client/src/features/pipeline/board-cache';
import {
  type ApplicationOutcome,
  JobPipelineDocument,
  PipelineBoardOpenDocument,
  type PipelineCardFieldsFragment,
  PipelineCardMoveDocument,
  PipelineCardRejectDocument,
  PipelineCardsDocument,
  PipelineClientShortlistsDocument,
  PipelineRejectionReasonsDocument,
} from '../../../client/src/gql/graphql';
import { withDefaultMocks } from '../../helpers/default-mocks';
import type { Calls } from '../candidates/recorded-mock';

export const JOB = { id: 'job-1', title: 'Payroll Specialist' };
export const BOARD_PATH = `/admin/jobs/${JOB.id}/pipeline`;

interface StageSpec {
  id: string;
  name: string;
  position: number;
  retiredAt?: string;
}

export const APPLIED: StageSpec = { id: 'stage-applied', name: 'Applied', position: 0 };
export const SCREENING: StageSpec = { id: 'stage-screening', name: 'Screening', position: 1 };
export const OLD_STAGE: StageSpec = {
  id: 'stage-old',
  name: 'Phone call',
  position: 2,
  retiredAt: '2026-01-01T00:00:00.000Z',
};
export const INTERVIEW: StageSpec = { id: 'stage-interview', name: 'Interview', position: 3 };

type Card = PipelineCardFieldsFragment & { __typename: 'Application' };

/** A moment `days` days before now. */
export function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000 - 60_000).toISOString();
}

export function card(
  id: string,
  fullName: string,
  stage: StageSpec,
  changes: Partial<PipelineCardFieldsFragment> = {},
): Card {
  return {
    __typename: 'Application',
    id,
    fullName,
    createdAt: daysAgo(10),
    stageEnteredAt: daysAgo(4),
    sourceKind: 'CAREERS_SITE',
    sourceDetail: null,
    status: null,
    outcome: null,
    withdrawnAt: null,
    rejectionReason: null,
    rejectionEmailDueAt: null,
    stage: { __typename: 'PipelineStage', id: stage.id, name: stage.name } as Card['stage'],
    clientFeedback: [],
    ...changes,
  };
}

export const ADA = card('app-ada', 'Ada Lovelace', APPLIED, { stageEnteredAt: daysAgo(3) });
export const GRACE = card('app-grace', 'Grace Hopper', APPLIED, {
  sourceKind: 'REFERRAL',
  sourceDetail: 'Joan Clarke',
});
export const ALAN = card('app-alan', 'Alan Turing', OLD_STAGE);

type Column = { key: string; count: number; stage?: StageSpec; outcome?: ApplicationOutcome };

export const COLUMNS: Column[] = [
  { key: APPLIED.id, stage: APPLIED, count: 2 },
  { key: SCREENING.id, stage: SCREENING, count: 0 },
  { key: OLD_STAGE.id, stage: OLD_STAGE, count: 1 },
  { key: INTERVIEW.id, stage: INTERVIEW, count: 0 },
  { key: 'REJECTED', outcome: 'REJECTED', count: 0 },
  { key: 'WITHDRAWN', outcome: 'WITHDRAWN', count: 0 },
];

/** The cards each column's first page holds (none unless named). */
export const CARDS: Record<string, Card[]> = { [APPLIED.id]: [ADA, GRACE], [OLD_STAGE.id]: [ALAN] };

function boardData(columns: Column[]) {
  return {
    __typename: 'PipelineBoard',
    job: { __typename: 'Job', ...JOB },
    columns: columns.map((column) => ({
      __typename: 'PipelineColumn',
      key: column.key,
      count: column.count,
      outcome: column.outcome ?? null,
      stage: column.stage ? { __typename: 'PipelineStage', retiredAt: null, ...column.stage } : null,
    })),
  };
}

/** The board's counts read again (after a move). */
export function boardMock(columns: Column[] = COLUMNS): MockLink.MockedResponse {
  return {
    request: { query: JobPipelineDocument, variables: { jobId: JOB.id } },
    result: { data: { jobPipeline: boardData(columns) } },
  };
}

/** A card page as the API answers it; more follow with `hasNextPage`. */
function cardPage(cards: Card[], hasNextPage: boolean) {
  return {
    __typename: 'PipelineCardPage',
    items: cards,
    hasNextPage,
    endCursor: cards.length ? `cursor-${cards.at(-1)!.id}` : null,
  };
}

/** The board as it opens: its columns with counts and each column's first page, in one request. */
export function boardOpenMock(
  columns: Column[] = COLUMNS,
  cards = CARDS,
  more: Record<string, boolean> = {},
): MockLink.MockedResponse {
  return {
    request: { query: PipelineBoardOpenDocument, variables: { jobId: JOB.id, first: FIRST_PAGE_SIZE } },
    result: {
      data: {
        jobPipeline: boardData(columns),
        pipelineFirstPages: columns.map((column) => ({
          __typename: 'PipelineColumnPage',
          key: column.key,
          page: cardPage(cards[column.key] ?? [], more[column.key] ?? false),
        })),
      },
    },
  };
}

export function boardErrorMock(): MockLink.MockedResponse {
  return {
    request: { query: PipelineBoardOpenDocument, variables: { jobId: JOB.id, first: FIRST_PAGE_SIZE } },
    error: new TypeError('Failed to fetch'),
  };
}

/** A page of a column's cards: the first unless `after` is given; more follow with `hasNextPage`. */
export function cardsMock(
  column: string,
  cards: Card[] = [],
  { after, hasNextPage = false }: { after?: string; hasNextPage?: boolean } = {},
): MockLink.MockedResponse {
  const variables = { jobId: JOB.id, column, first: CARDS_PAGE_SIZE, ...(after ? { after } : {}) };
  return {
    request: { query: PipelineCardsDocument, variables },
    result: { data: { pipelineCards: cardPage(cards, hasNextPage) } },
  };
}

/**
 * A test's mocks for the board, with its "Sent to clients" list answered empty (as often as the
 * board asks) unless the test mocks it: a test about the cards would otherwise leave the list
 * failing with a "No more mocked responses" warning.
 */
export function withNoShortlists(mocks: MockLink.MockedResponse[]): MockLink.MockedResponse[] {
  return withDefaultMocks(mocks, [
    {
      request: { query: PipelineClientShortlistsDocument, variables: { jobId: JOB.id } },
      result: { data: { clientShortlists: [] } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
  ]);
}

/** The board and the first page of each of its columns, read in the one request that opens it. */
export function boardMocks(columns: Column[] = COLUMNS, cards = CARDS): MockLink.MockedResponse[] {
  return [boardOpenMock(columns, cards)];
}

/** A move to a stage, answered with the card as it is then (or refused with a GraphQL error). */
export function moveMock(
  calls: Calls,
  id: string,
  stageId: string,
  answer: Card | GraphQLError,
): MockLink.MockedResponse {
  return {
    request: { query: PipelineCardMoveDocument, variables: { id, stageId } },
    result: (variables: Record<string, unknown>) => {
      calls.variables.push(variables);
      return answer instanceof GraphQLError ? { errors: [answer] } : { data: { moveApplicationsToStage: [answer] } };
    },
  } as MockLink.MockedResponse;
}

export function rejectMock(calls: Calls, id: string, reason: string, answer: Card): MockLink.MockedResponse {
  return {
    request: { query: PipelineCardRejectDocument, variables: { id, reason } },
    result: (variables: Record<string, unknown>) => {
      calls.variables.push(variables);
      return { data: { rejectApplications: [answer] } };
    },
  } as MockLink.MockedResponse;
}

export const REASONS = ['Not enough experience', 'Salary expectations', 'Position filled'];

export function reasonsMock(): MockLink.MockedResponse {
  return {
    request: { query: PipelineRejectionReasonsDocument },
    result: { data: { rejectionReasons: { __typename: 'RejectionReasons', reasons: REASONS } } },
  };
}

export function conflict(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'CONFLICT', field: 'ids' } });
}

/** How high a card reads in the fake layout below. */
export const CARD_PX = 120;

/**
 * jsdom lays nothing out (every element is 0 px high), so a virtualised list would draw no card:
 * here every element's box reads 600 × 800 px (a card's 120 px high, a scrolling box as high as its
 * first child), and scrolling an element
 * sets its scrollTop and fires `scroll`, as a browser does.
 */
export function fakeLayout() {
  const names = ['clientHeight', 'clientWidth', 'offsetHeight', 'scrollHeight', 'scrollTo', 'scrollTop'] as const;
  const saved = names.map((name) => [name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name)] as const);
  const scrolled = new WeakMap<HTMLElement, number>();
  beforeAll(() => {
    Object.defineProperties(HTMLElement.prototype, {
      clientHeight: { configurable: true, get: () => 800 },
      clientWidth: { configurable: true, get: () => 600 },
      offsetHeight: { configurable: true, get: () => CARD_PX },
      // A scrolling box holds its first child (a virtualised list sets its height).
      scrollHeight: {
        configurable: true,
        get(this: HTMLElement) {
          const child = this.firstElementChild as HTMLElement | null;
          return Math.max(Number.parseFloat(child?.style.height ?? '') || 0, 800);
        },
      },
      scrollTop: {
        configurable: true,
        get(this: HTMLElement) {
          return scrolled.get(this) ?? 0;
        },
        set(this: HTMLElement, top: number) {
          scrolled.set(this, top);
        },
      },
      scrollTo: {
        configurable: true,
        writable: true,
        value(this: HTMLElement, options: ScrollToOptions) {
          scrolled.set(this, options.top ?? 0);
          this.dispatchEvent(new Event('scroll'));
        },
      },
    });
  });
  afterAll(() => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
      else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
    }
  });
}
