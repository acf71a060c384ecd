// This file passes 400 lines: its cases share one server (another file would start another, and load the server again).
import { AuditAction } from '../../../server/src/modules/audit/audit-action';
import { AuditEntry } from '../../../server/src/modules/audit/audit-entry.entity';
import { NOTHING_TO_PUBLISH_MESSAGE } from '../../../server/src/modules/site-content/site-content.messages';
import { startQueryLoggedApp } from '../../helpers/query-logged-app';
import { Role, startTestServer, type TestServer } from '../../helpers/test-server';

import {
  DISCARD,
  type Doc,
  doc,
  draftOf,
  PAGE,
  PAGES,
  type PageView,
  PUBLISH,
  publish,
  published,
  type Rendered,
  RESTORE,
  REVISIONS,
  SAVE,
  saveDraft,
  SITE_CONTENT,
  textNode,
} from './site-content-fixtures';

let t: TestServer;
let admin: { token: string; userId: string };
let recruiter: string;
let user: string;
beforeAll(async () => {
  t = await startTestServer();
  const made = await t.userWithRole(Role.ADMIN);
  admin = { token: made.token, userId: made.user.id };
  recruiter = (await t.userWithRole(Role.INTERNAL_RECRUITER)).token;
  user = (await t.userWithRole(Role.USER)).token;
});
afterAll(() => t.stop());

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  t.orm.em.fork().execute<T[]>(query, params);
/** Writes a document's published content straight into the table, as an intruder with database access would. */
const writePublished = (key: string, content: unknown) =>
  sql(
    `insert into "site_content" ("key", "draft", "published", "version") values (?, ?::jsonb, ?::jsonb, 0)
     on conflict ("key") do update set "published" = excluded."published"`,
    [key, JSON.stringify(content), JSON.stringify(content)],
  );
const auditOf = (subjectId: string, action: AuditAction) =>
  t.orm.em.fork().find(AuditEntry, { subjectId, action }, { orderBy: { id: 'asc' } });
const hero = (content: Doc) => content.hero as { title: string; subline: string; link: { label: string; to: string } };
const errorOf = (answer: { errors?: { message: string; extensions?: Record<string, unknown> }[] }) => ({
  code: answer.errors?.[0]?.extensions?.code,
  field: answer.errors?.[0]?.extensions?.field,
  message: answer.errors?.[0]?.message ?? '',
});

describe('who may read and change the site’s content', () => {
  const UNKNOWN_REVISION = '00000000-0000-4000-8000-000000000000';
  const operations: [string, string, () => Record<string, unknown>][] = [
    ['siteContentPages', PAGES, () => ({})],
    ['siteContentPage', PAGE, () => ({ key: 'home' })],
    ['siteContentRevisions', REVISIONS, () => ({ key: 'home' })],
    ['saveSiteContentDraft', SAVE, () => ({ key: 'testimonials', content: { items: [] } })],
    ['publishSiteContent', PUBLISH, () => ({ key: 'testimonials' })],
    ['discardSiteContentDraft', DISCARD, () => ({ key: 'testimonials' })],
    ['restoreSiteContentRevision', RESTORE, () => ({ id: UNKNOWN_REVISION })],
  ];

  it.each(operations)('%s is refused to anonymous callers, USER and INTERNAL_RECRUITER', async (_name, query, vars) => {
    expect(errorOf(await t.gql(query, vars())).code).toBe('UNAUTHENTICATED');
    expect(errorOf(await t.gql(query, vars(), user)).code).toBe('FORBIDDEN');
    expect(errorOf(await t.gql(query, vars(), recruiter)).code).toBe('FORBIDDEN');
  });

  it.each(operations)('%s is allowed to ADMIN', async (name, query, vars) => {
    const answer = await t.gql<Record<string, unknown>>(query, vars(), admin.token);
    if (name === 'restoreSiteContentRevision') {
      // Allowed, and then told the revision does not exist.
      expect(errorOf(answer).code).toBe('NOT_FOUND');
    } else if (name === 'publishSiteContent') {
      // Allowed, and then told there is nothing to publish (the seed is the published content).
      expect(errorOf(answer)).toMatchObject({ code: 'CONFLICT', message: NOTHING_TO_PUBLISH_MESSAGE });
    } else {
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.[name]).toBeTruthy();
    }
  });

  it('gives anyone the published content; the preview only to staff', async () => {
    const open = await t.gql<{ siteContent: Rendered }>(SITE_CONTENT, { key: 'home' });
    expect(open.data!.siteContent).toMatchObject({ key: 'home', version: 0, preview: false, privacyVersion: null });
    expect(errorOf(await t.gql(SITE_CONTENT, { key: 'home', preview: true })).code).toBe('UNAUTHENTICATED');
    expect(errorOf(await t.gql(SITE_CONTENT, { key: 'home', preview: true }, user)).code).toBe('FORBIDDEN');
    const preview = await t.gql<{ siteContent: Rendered }>(SITE_CONTENT, { key: 'home', preview: true }, recruiter);
    expect(preview.data!.siteContent).toMatchObject({ key: 'home', preview: true });

    const rest = await t.rest<Rendered>('GET', '/api/site-content/home');
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({
      key: 'home',
      content: open.data!.siteContent.content,
      version: 0,
      privacyVersion: null,
    });
    expect((await t.rest('GET', '/api/site-content/home?preview=1')).status).toBe(401);
    expect((await t.rest('GET', '/api/site-content/home?preview=1', { token: user })).status).toBe(403);
    expect((await t.rest('GET', '/api/site-content/home?preview=1', { token: recruiter })).status).toBe(200);
  });

  it('answers NOT_FOUND (404) for a key that is no document', async () => {
    expect(errorOf(await t.gql(SITE_CONTENT, { key: 'nope' }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(errorOf(await t.gql(PAGE, { key: 'nope' }, admin.token))).toMatchObject({ code: 'NOT_FOUND' });
    const rest = await t.rest<{ message: string }>('GET', '/api/site-content/nope');
    expect(rest.status).toBe(404);
    expect(rest.body.message).toMatch(/nope/);
  });
});

describe('drafts', () => {
  it('accepts every document’s seed as a draft (the seeds follow their schemas)', async () => {
    const pages = await t.gql<{ siteContentPages: PageView[] }>(PAGES, {}, admin.token);
    expect(pages.data!.siteContentPages.map((page) => page.key)).toEqual(
      expect.arrayContaining(['home', 'privacy-policy', 'testimonials', 'team', 'client-logos']),
    );
    for (const page of pages.data!.siteContentPages) {
      const saved = await saveDraft(t, admin.token, page.key, page.draft);
      expect(saved.hasUnpublishedChanges).toBe(false);
    }
  });

  it('are saved for staff to preview while the public site keeps the published content', async () => {
    const before = await published(t, 'home');
    const draft = await draftOf(t, admin.token, 'home');
    const saved = await saveDraft(t, admin.token, 'home', {
      ...draft,
      hero: { ...hero(draft), title: '  A draft title  ' },
    });
    expect(hero(saved.draft).title).toBe('A draft title');
    expect(saved).toMatchObject({ hasUnpublishedChanges: true, draftUpdatedBy: { id: admin.userId } });
    expect(hero((await published(t, 'home')).content).title).toBe(hero(before.content).title);
    const preview = await t.gql<{ siteContent: Rendered }>(SITE_CONTENT, { key: 'home', preview: true }, recruiter);
    expect(hero(preview.data!.siteContent.content).title).toBe('A draft title');

    const discarded = await t.gql<{ discardSiteContentDraft: PageView }>(DISCARD, { key: 'home' }, admin.token);
    expect(discarded.data!.discardSiteContentDraft.hasUnpublishedChanges).toBe(false);
    expect(hero(discarded.data!.discardSiteContentDraft.draft).title).toBe(hero(before.content).title);
  });

  it('are refused naming the field’s path, and nothing is saved', async () => {
    const draft = await draftOf(t, admin.token, 'home');
    const stored = await sql('select "draft" from "site_content" where "key" = ?', ['home']);
    const attempts: [unknown, string][] = [
      [{ ...draft, hero: { ...hero(draft), title: 'x'.repeat(81) } }, 'hero.title'],
      [{ ...draft, hero: { ...hero(draft), title: '   ' } }, 'hero.title'],
      [{ ...draft, heroes: {} }, 'heroes'],
      [{ ...draft, hero: { ...hero(draft), colour: 'red' } }, 'hero.colour'],
      [{ ...draft, hero: { ...hero(draft), link: { label: 'Go', to: 'javascript:alert(1)' } } }, 'hero.link.to'],
      [{ ...draft, hero: { ...hero(draft), link: { label: 'Go', to: '//evil.example' } } }, 'hero.link.to'],
      [{ ...draft, hero: { ...hero(draft), link: { label: '', to: '/about' } } }, 'hero.link.label'],
    ];
    for (const [content, field] of attempts) {
      const answer = errorOf(await t.gql(SAVE, { key: 'home', content }, admin.token));
      expect({ field: answer.field, code: answer.code }).toEqual({ field, code: 'BAD_USER_INPUT' });
      expect(answer.message).toContain(field);
    }
    expect(await sql('select "draft" from "site_content" where "key" = ?', ['home'])).toEqual(stored);
  });

  it('refuses list items past their fields, rich text past its nodes, marks and links, unknown images', async () => {
    const member = (extra: Record<string, unknown> = {}) => ({
      name: 'Ada',
      role: 'Founder',
      photo: null,
      bio: doc([textNode('Hello')]),
      ...extra,
    });
    const item = (extra: Record<string, unknown> = {}) => ({
      quote: 'Great',
      name: 'Grace',
      role: '',
      company: '',
      photo: null,
      shown: true,
      ...extra,
    });
    const heading = (level: number) => ({
      type: 'doc',
      content: [{ type: 'heading', attrs: { level }, content: [textNode('H')] }],
    });
    const attempts: [string, unknown, string][] = [
      ['testimonials', { items: [item(), item({ quote: '' })] }, 'items.1.quote'],
      ['testimonials', { items: [item({ shown: 'yes' })] }, 'items.0.shown'],
      ['testimonials', { items: [item({ id: 'a' }), item({ id: 'a' })] }, 'items.1.id'],
      ['testimonials', { items: Array.from({ length: 25 }, () => item()) }, 'items'],
      ['team', { members: [member({ bio: { type: 'doc', content: [{ type: 'iframe' }] } })] }, 'members.0.bio'],
      ['team', { members: [member({ bio: heading(1) })] }, 'members.0.bio'],
      ['team', { members: [member({ bio: doc([textNode('x', [{ type: 'code' }])]) })] }, 'members.0.bio'],
      [
        'team',
        {
          members: [member({ bio: doc([textNode('x', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }])]) })],
        },
        'members.0.bio',
      ],
      ['team', { members: [member({ bio: doc([textNode('x'.repeat(1001))]) })] }, 'members.0.bio'],
      ['team', { members: [member({ photo: '00000000-0000-4000-8000-000000000001' })] }, 'members.0.photo'],
    ];
    for (const [key, content, field] of attempts) {
      const answer = errorOf(await t.gql(SAVE, { key, content }, admin.token));
      expect({ key, field: answer.field, code: answer.code }).toEqual({ key, field, code: 'BAD_USER_INPUT' });
    }
    expect(
      await sql(
        `select "key" from "site_content" where "key" in ('team', 'testimonials') and "draft"::text <> "published"::text`,
      ),
    ).toEqual([]);
  });

  it('gives list items without an id one, and keeps the ids given', async () => {
    const saved = await saveDraft(t, admin.token, 'testimonials', {
      items: [
        { id: 'kept-id', quote: 'First', name: 'A', role: '', company: '', photo: null, shown: true },
        { quote: 'Second', name: 'B', role: '', company: '', photo: null, shown: false },
      ],
    });
    const items = saved.draft.items as { id: string; quote: string }[];
    expect(items.map((one) => one.quote)).toEqual(['First', 'Second']);
    expect(items[0]!.id).toBe('kept-id');
    expect(items[1]!.id).toMatch(/^[A-Za-z0-9_-]{1,40}$/);
    await t.gql(DISCARD, { key: 'testimonials' }, admin.token);
  });
});

describe('publishing', () => {
  it('shows the draft to everyone, keeps a revision with who and when, and is audited', async () => {
    const draft = await draftOf(t, admin.token, 'home');
    const oldTitle = hero(draft).title;
    await saveDraft(t, admin.token, 'home', { ...draft, hero: { ...hero(draft), title: 'Published words' } });
    const page = await publish(t, admin.token, 'home');
    expect(page).toMatchObject({ hasUnpublishedChanges: false, version: 1, publishedBy: { id: admin.userId } });

    const open = await published(t, 'home');
    expect(open).toMatchObject({ version: 1, preview: false });
    expect(hero(open.content).title).toBe('Published words');
    const rest = await t.rest<{ content: Doc }>('GET', '/api/site-content/home');
    expect(hero(rest.body.content).title).toBe('Published words');

    const revisions = await t.gql<{
      siteContentRevisions: {
        id: string;
        number: number;
        publishedAt: string;
        publishedBy: { id: string };
        content: Doc;
      }[];
    }>(REVISIONS, { key: 'home' }, admin.token);
    const [revision] = revisions.data!.siteContentRevisions;
    expect(revision).toMatchObject({ number: 1, publishedBy: { id: admin.userId } });
    expect(Date.now() - Date.parse(revision!.publishedAt)).toBeLessThan(60_000);
    expect(hero(revision!.content).title).toBe('Published words');

    const [entry] = await auditOf('home', AuditAction.SITE_CONTENT_PUBLISHED);
    expect(entry).toMatchObject({ actorId: admin.userId, subjectType: 'site-content', details: { revision: 1 } });

    // Nothing changed since: nothing to publish, and no second revision.
    expect(errorOf(await t.gql(PUBLISH, { key: 'home' }, admin.token))).toMatchObject({
      code: 'CONFLICT',
      message: NOTHING_TO_PUBLISH_MESSAGE,
    });
    expect(await sql('select count(*)::int as "n" from "site_content_revision" where "key" = ?', ['home'])).toEqual([
      { n: 1 },
    ]);
    expect(oldTitle).not.toBe('Published words');
  });

  it('restores an earlier revision’s words into the draft (audited); publishing shows them again', async () => {
    const first = await draftOf(t, admin.token, 'home');
    await saveDraft(t, admin.token, 'home', { ...first, hero: { ...hero(first), title: 'Second words' } });
    await publish(t, admin.token, 'home');
    const revisions = await t.gql<{ siteContentRevisions: { id: string; number: number }[] }>(
      REVISIONS,
      { key: 'home' },
      admin.token,
    );
    expect(revisions.data!.siteContentRevisions.map((one) => one.number)).toEqual([2, 1]);
    const firstRevision = revisions.data!.siteContentRevisions[1]!;

    const restored = await t.gql<{ restoreSiteContentRevision: PageView }>(
      RESTORE,
      { id: firstRevision.id },
      admin.token,
    );
    const page = restored.data!.restoreSiteContentRevision;
    expect(hero(page.draft).title).toBe('Published words');
    expect(page.hasUnpublishedChanges).toBe(true);
    expect(hero((await published(t, 'home')).content).title).toBe('Second words');
    const [entry] = await auditOf('home', AuditAction.SITE_CONTENT_RESTORED);
    expect(entry).toMatchObject({ actorId: admin.userId, details: { revision: 1 } });

    await publish(t, admin.token, 'home');
    expect(hero((await published(t, 'home')).content)).toMatchObject({ title: 'Published words' });
  });

  it('checks the draft again: one the schema refuses (written by hand, or an old revision) is not published', async () => {
    const draft = await draftOf(t, admin.token, 'home');
    const before = await published(t, 'home');
    await saveDraft(t, admin.token, 'home', draft); // the document has its row
    await sql(`update "site_content" set "draft" = ?::jsonb where "key" = 'home'`, [
      JSON.stringify({ ...draft, hero: { ...hero(draft), title: 'x'.repeat(200) } }),
    ]);
    expect(errorOf(await t.gql(PUBLISH, { key: 'home' }, admin.token))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'hero.title',
    });
    expect(await published(t, 'home')).toEqual(before);
    await t.gql(DISCARD, { key: 'home' }, admin.token);
  });

  it('lists every document in three statements at most, whatever their number (no N+1)', async () => {
    const app = await startQueryLoggedApp(t);
    try {
      const read = () =>
        fetch(`${app.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
          body: JSON.stringify({ query: PAGES }),
        }).then((response) => response.json() as Promise<{ data: { siteContentPages: PageView[] } }>);
      const { result, sql: statements } = await app.counted(read);
      expect(result.data.siteContentPages.length).toBeGreaterThanOrEqual(11);
      // The viewer, the documents with their authors (one join), their images: whatever their number.
      expect(statements.length).toBeLessThanOrEqual(3);
    } finally {
      await app.stop();
    }
  });
});

describe('rich text', () => {
  const bioOf = async (preview = false) => {
    const answer = await t.gql<{ siteContent: Rendered }>(
      SITE_CONTENT,
      { key: 'team', preview },
      preview ? recruiter : undefined,
    );
    return ((answer.data!.siteContent.content.members as { bio: string }[])[0] ?? { bio: '' }).bio;
  };

  it('renders as HTML of the allowed tags only, links to the site, https and mailto kept', async () => {
    await saveDraft(t, admin.token, 'team', {
      members: [
        {
          name: 'Ada',
          role: 'Founder',
          photo: null,
          bio: {
            type: 'doc',
            content: [
              { type: 'heading', attrs: { level: 3 }, content: [textNode('About Ada')] },
              {
                type: 'paragraph',
                content: [
                  textNode('Bold', [{ type: 'bold' }]),
                  textNode(' and '),
                  textNode('us', [{ type: 'link', attrs: { href: '/about', target: '_blank', onclick: 'x()' } }]),
                  { type: 'hardBreak' },
                  textNode('mail', [{ type: 'italic' }, { type: 'link', attrs: { href: 'mailto:ada@example.com' } }]),
                  textNode(' <script>alert(1)</script>'),
                ],
              },
              {
                type: 'bulletList',
                content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [textNode('One')] }] }],
              },
            ],
          },
        },
      ],
    });
    expect(await bioOf(true)).toBe(
      '<h3>About Ada</h3><p><strong>Bold</strong> and <a href="/about">us</a><br /><a href="mailto:ada@example.com"><em>mail</em></a>' +
        ' &lt;script&gt;alert(1)&lt;/script&gt;</p><ul><li><p>One</p></li></ul>',
    );
  });

  it('is sanitized even when written into the table by hand: no script, handlers, javascript: or data: URLs, styles, iframes', async () => {
    const bad = {
      members: [
        {
          id: 'by-hand-1',
          name: 'Eve',
          role: 'Intruder',
          photo: null,
          bio:
            '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script>' +
            '<a href="javascript:alert(1)">x</a><a href="data:text/html,evil">y</a><a href="/ok" onmouseover="z()">ok</a>' +
            '<iframe src="https://evil.example"></iframe><img src="x" onerror="alert(1)"></p>',
        },
        {
          id: 'by-hand-2',
          name: 'Mallory',
          role: 'Intruder',
          photo: null,
          bio: {
            type: 'doc',
            content: [
              { type: 'heading', attrs: { level: 1, onclick: 'x()' }, content: [textNode('Big')] },
              { type: 'iframe', attrs: { src: 'https://evil.example' } },
              {
                type: 'paragraph',
                attrs: { style: 'color:red' },
                content: [
                  textNode('link', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }]),
                  textNode('img', [{ type: 'image', attrs: { src: 'data:image/png;base64,AAAA' } }]),
                ],
              },
            ],
          },
        },
      ],
    };
    await writePublished('team', bad);
    const home = await draftOf(t, admin.token, 'home');
    await writePublished('home', {
      ...home,
      hero: { ...hero(home), link: { label: 'Go', to: 'javascript:alert(1)' } },
    });
    const team = await published(t, 'team');
    const bios = (team.content.members as { bio: string }[]).map((member) => member.bio);
    expect(bios).toEqual(['<p>Hi<a>x</a><a>y</a><a href="/ok">ok</a></p>', '<p>Big</p><p>linkimg</p>']);
    for (const bio of bios)
      expect(bio).not.toMatch(/script|onclick|onmouseover|onerror|javascript:|data:|style=|iframe|<img/i);
    expect(hero((await published(t, 'home')).content).link.to).toBe('/');
  });
});
