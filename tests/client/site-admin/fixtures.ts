import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';

import {
  SiteContentDraftSaveDocument,
  type SiteContentEditorFieldsFragment,
  SiteContentPageDetailsDocument,
  SiteContentPagesListDocument,
  type SiteContentRevisionFieldsFragment,
  SiteContentRevisionsListDocument,
} from '../../../client/src/gql/graphql';

export type EditorPage = SiteContentEditorFieldsFragment & { __typename: 'SiteContentPage' };

const author = (name: string) => ({ __typename: 'SiteContentAuthor' as const, id: `u-${name}`, name });

export const homeFields = [
  {
    kind: 'group',
    name: 'hero',
    label: 'Hero',
    fields: [
      { kind: 'text', name: 'title', label: 'Title', maxLength: 80 },
      { kind: 'text', name: 'subline', label: 'Subline', maxLength: 300, multiline: true },
      { kind: 'link', name: 'link', label: 'Button' },
    ],
  },
];

export const homeDraft = {
  hero: {
    title: 'MATCHING MISSION WITH PASSION',
    subline: 'Purpose-driven HR and talent solutions.',
    link: { label: 'Learn More About Us', to: '/about' },
  },
};

export function homePage(overrides: Partial<EditorPage> = {}): EditorPage {
  return {
    __typename: 'SiteContentPage',
    key: 'home',
    title: 'Home page',
    path: '/',
    hasUnpublishedChanges: false,
    version: 1,
    publishedAt: '2026-11-20T10:00:00.000Z',
    publishedBy: author('Ada Admin'),
    fields: homeFields,
    draft: homeDraft,
    draftUpdatedAt: '2026-11-20T09:00:00.000Z',
    draftUpdatedBy: author('Ada Admin'),
    images: [],
    ...overrides,
  };
}

export const richDoc = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

/** A document with every kind the home page lacks: a list with a picture, rich text, a text list. */
export const teamFields = [
  { kind: 'richText', name: 'intro', label: 'Introduction', maxLength: 2000 },
  {
    kind: 'list',
    name: 'members',
    label: 'Team members',
    itemLabel: 'Team member',
    maxItems: 12,
    fields: [
      { kind: 'text', name: 'name', label: 'Name', maxLength: 80 },
      { kind: 'image', name: 'photo', label: 'Photo', optional: true },
      { kind: 'boolean', name: 'shown', label: 'Shown on the site' },
    ],
  },
  { kind: 'textList', name: 'values', label: 'Values', itemLabel: 'Value', maxLength: 60, maxItems: 5 },
];

export const photo = {
  __typename: 'SiteImage' as const,
  id: '7b0d0a5e-6f0e-4c1b-9d55-3f1f4cc0a001',
  alt: 'Grace at her desk',
  width: 480,
  height: 320,
  src: '/api/site-images/7b0d0a5e-6f0e-4c1b-9d55-3f1f4cc0a001/480.webp',
};

export const teamDraft = {
  intro: richDoc('The people behind the consultancy.'),
  members: [
    { id: 'm1', name: 'Grace', photo: photo.id, shown: true },
    { id: 'm2', name: 'Ada', photo: null, shown: false },
    { id: 'm3', name: 'Katherine', photo: null, shown: true },
  ],
  values: ['Honesty', 'Care'],
};

export function teamPage(overrides: Partial<EditorPage> = {}): EditorPage {
  return homePage({
    key: 'team',
    title: 'Team',
    path: '/about',
    version: 0,
    publishedAt: null,
    publishedBy: null,
    draftUpdatedAt: null,
    draftUpdatedBy: null,
    fields: teamFields,
    draft: teamDraft,
    images: [photo],
    ...overrides,
  });
}

export function row(page: EditorPage) {
  const { key, title, path, hasUnpublishedChanges, version, publishedAt, publishedBy } = page;
  return {
    __typename: 'SiteContentPage' as const,
    key,
    title,
    path,
    hasUnpublishedChanges,
    version,
    publishedAt,
    publishedBy,
  };
}

export function listMock(pages: EditorPage[], extra: Partial<MockLink.MockedResponse> = {}): MockLink.MockedResponse {
  return {
    request: { query: SiteContentPagesListDocument },
    result: { data: { siteContentPages: pages.map(row) } },
    ...extra,
  };
}

export function listErrorMock(): MockLink.MockedResponse {
  return { request: { query: SiteContentPagesListDocument }, error: new TypeError('Failed to fetch') };
}

export function pageMock(page: EditorPage, extra: Partial<MockLink.MockedResponse> = {}): MockLink.MockedResponse {
  return {
    request: { query: SiteContentPageDetailsDocument, variables: { key: page.key } },
    result: { data: { siteContentPage: page } },
    ...extra,
  };
}

export function revision(n: number, overrides: Partial<SiteContentRevisionFieldsFragment> = {}) {
  return {
    __typename: 'SiteContentRevision' as const,
    id: `r${n}`,
    key: 'home',
    number: n,
    publishedAt: `2026-11-2${n}T10:00:00.000Z`,
    publishedBy: author('Ada Admin'),
    privacyVersion: null,
    ...overrides,
  };
}

export function revisionsMock(key: string, revisions: ReturnType<typeof revision>[]): MockLink.MockedResponse {
  return {
    request: { query: SiteContentRevisionsListDocument, variables: { key } },
    result: { data: { siteContentRevisions: revisions } },
  };
}

/** The server's answer to saving exactly `content`. */
export function saveMock(
  key: string,
  content: unknown,
  answer: EditorPage,
  extra: Partial<MockLink.MockedResponse> = {},
): MockLink.MockedResponse {
  return {
    request: { query: SiteContentDraftSaveDocument, variables: { key, content } },
    result: { data: { saveSiteContentDraft: answer } },
    ...extra,
  };
}

/** The server refusing a draft at one field (`extensions.field` is the value's path). */
export function saveRefusedMock(key: string, field: string, message: string): MockLink.MockedResponse {
  return {
    request: { query: SiteContentDraftSaveDocument, variables: () => true },
    result: { errors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field } })] },
  };
}
