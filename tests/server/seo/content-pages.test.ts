import { decodeEntities } from '../../helpers/html-text';
import { startTestSite } from '../../helpers/stand-in-client';
import { Role, type TestServer } from '../../helpers/test-server';
import { draftOf, publish, saveDraft } from '../site-content/site-content-fixtures';

let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await startTestSite();
  admin = (await t.userWithRole(Role.ADMIN)).token;
});
afterAll(() => t.stop());

/** The page as a crawler gets it: no JavaScript, no session. */
async function page(route: string): Promise<{ status: number; head: string; root: string }> {
  const response = await fetch(`${t.url}${route}`);
  const text = await response.text();
  const head = text.slice(0, text.indexOf('</head>'));
  const start = text.indexOf('<div id="root">') + '<div id="root">'.length;
  return { status: response.status, head, root: text.slice(start, text.lastIndexOf('</div></body>')) };
}

/** The `#site-content` block of a page, parsed. */
function contentBlock(
  head: string,
): Record<string, { key: string; content: Record<string, unknown>; version: number }> {
  const match = /<script type="application\/json" id="site-content">(.*?)<\/script>/s.exec(head);
  if (!match) throw new Error('The page has no #site-content block');
  return JSON.parse(match[1]!) as never;
}

function privacyMeta(head: string): string | undefined {
  return /<meta name="privacy-version" content="([^"]*)"/.exec(head)?.[1];
}

/** The text a reader sees in a piece of HTML: tags dropped, entities decoded, spaces joined. */
function words(html: string): string {
  return decodeEntities(html.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

type Doc = Record<string, Record<string, unknown>>;

describe('the content pages as the server sends them', () => {
  it('writes the home page’s published words and links into #root, and its three documents into the block', async () => {
    const { status, head, root } = await page('/');
    expect(status).toBe(200);
    expect(root).toMatch(/^<main id="main" class="site-main" tabindex="-1" data-server-rendition>/);
    expect(root).toContain('<h1 id="home-hero">MATCHING MISSION WITH PASSION</h1>');
    expect(root).toContain('<a class="button home-hero__link" href="/about">Learn More About Us</a>');
    expect(words(root)).toContain('11+ years of expertise in hiring and HR');
    expect(words(root)).toContain('Client logo placeholder 8');
    expect(root).toContain('<a class="button" href="/privacy-policy">View Privacy Policy</a>');
    // No testimonial is shown yet: no section for them.
    expect(root).not.toContain('testimonial');

    const block = contentBlock(head);
    expect(Object.keys(block)).toEqual(['home', 'testimonials', 'client-logos']);
    expect(block.home).toMatchObject({
      key: 'home',
      version: 0,
      content: { hero: { title: 'MATCHING MISSION WITH PASSION' } },
    });
    expect(block.testimonials!.content).toEqual({ items: [] });
  });

  it('writes About Us with its rich text as HTML (sanitized by the renderer), and no team section while the team is empty', async () => {
    const { head, root } = await page('/about');
    expect(root).toContain('<h1>About Us</h1>');
    expect(root).toContain('<div class="company-rich"><p>We started more than 11 years ago');
    expect(words(root)).toContain('regions served globally: USA, Europe, Asia and ANZ');
    expect(root).toContain('<a class="button button--primary" href="/services">Explore Our Services</a>');
    expect(root).not.toContain('team-members');
    expect(Object.keys(contentBlock(head))).toEqual(['about', 'team']);
  });

  it('writes the Privacy Policy with its sections, its mail link, and the date of its version', async () => {
    const { head, root } = await page('/privacy-policy');
    const version = privacyMeta(head)!;
    expect(version).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(root).toContain(`<time datetime="${version.slice(0, 10)}">`);
    expect(words(root)).toContain('Your Rights Depending on where you live, you have the right to:');
    expect(root).toContain('<strong>Access</strong>: get a copy of the information we hold about you.');
    expect(root).toContain('href="mailto:privacy@talentconsultancy.example"');
    expect(contentBlock(head)['privacy-policy']).toMatchObject({ privacyVersion: version });
  });

  it.each([
    ['/services', 'Our Services', 'Industries We Serve'],
    ['/hr-consulting', 'HR Consulting', 'HR health check'],
    ['/talent-search', 'Talent Search', 'Executive search'],
    ['/talent-development', 'Talent Development', 'POSH Compliance'],
    ['/skill-development', 'Skill Development', 'Join as an Organization'],
  ])('writes %s with its heading and words', async (route, heading, phrase) => {
    const { root } = await page(route);
    expect(root).toContain(`<h1>${heading}</h1>`);
    expect(words(root)).toContain(phrase);
  });

  it('puts the current privacy version into the head of every page, content or not', async () => {
    const versions = new Set<string | undefined>();
    for (const route of ['/', '/contact', '/browse-positions', '/admin', '/no-such-page', '/login']) {
      versions.add(privacyMeta((await page(route)).head));
    }
    expect(versions.size).toBe(1);
    expect([...versions][0]).toMatch(/^\d{4}-\d{2}-\d{2}/);
    // A page that is not content has no block and an empty #root.
    const contact = await page('/contact');
    expect(contact.head).not.toContain('id="site-content"');
    expect(contact.root).toBe('');
  });

  it('changes with a publish, never shows a draft (not even with ?preview=1), and escapes what staff typed', async () => {
    const draft = (await draftOf(t, admin, 'home')) as Doc;
    const title = 'Hiring <script>alert(1)</script> & "growing"';
    await saveDraft(t, admin, 'home', { ...draft, hero: { ...draft.hero, title } });
    for (const route of ['/', '/?preview=1']) {
      const before = await page(route);
      expect(before.root).toContain('MATCHING MISSION WITH PASSION');
      expect(before.head).not.toContain('alert(1)');
    }

    await publish(t, admin, 'home');
    const { head, root } = await page('/');
    expect(root).toContain(
      '<h1 id="home-hero">Hiring &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;growing&quot;</h1>',
    );
    expect(root).not.toContain('MATCHING MISSION WITH PASSION');
    expect(head).not.toContain('<script>alert');
    expect(contentBlock(head).home).toMatchObject({ version: 1, content: { hero: { title } } });
  });

  it('shows the shown testimonials and the team once published', async () => {
    await saveDraft(t, admin, 'testimonials', {
      items: [
        {
          quote: 'They found us <great> people.',
          name: 'Asha Rao',
          role: 'COO',
          company: 'Acme',
          photo: null,
          shown: true,
        },
        { quote: 'Not shown.', name: 'Hidden Person', role: '', company: '', photo: null, shown: false },
      ],
    });
    await publish(t, admin, 'testimonials');
    await saveDraft(t, admin, 'team', {
      members: [
        {
          name: 'Meera Iyer',
          role: 'Founder',
          photo: null,
          bio: {
            type: 'doc',
            content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Twenty years in HR.' }] }],
          },
        },
      ],
    });
    await publish(t, admin, 'team');

    const home = await page('/');
    expect(home.root).toContain('<h2 id="home-testimonials">What Our Clients Say</h2>');
    expect(home.root).toContain('<p>They found us &lt;great&gt; people.</p>');
    expect(words(home.root)).toContain('Asha Rao COO, Acme');
    expect(home.root).not.toContain('Hidden Person');

    const about = await page('/about');
    expect(about.root).toContain('<h2 id="company-section-4">Our Team</h2>');
    expect(about.root).toContain('<h3>Meera Iyer</h3><p class="team-member__role">Founder</p>');
    expect(about.root).toContain('<div class="team-member__bio"><p>Twenty years in HR.</p></div>');
  });

  it('moves the privacy version in every head and the policy’s date when the policy is published', async () => {
    const before = privacyMeta((await page('/contact')).head);
    const draft = (await draftOf(t, admin, 'privacy-policy')) as Doc;
    await saveDraft(t, admin, 'privacy-policy', { ...draft, lead: 'We changed how we explain things.' });
    await publish(t, admin, 'privacy-policy');

    const today = new Date().toISOString().slice(0, 10);
    const after = privacyMeta((await page('/contact')).head)!;
    expect(after).not.toBe(before);
    expect(after.startsWith(today)).toBe(true);
    const policy = await page('/privacy-policy');
    expect(privacyMeta(policy.head)).toBe(after);
    expect(policy.root).toContain(`<time datetime="${today}">`);
    expect(policy.root).toContain('<p class="privacy__lead">We changed how we explain things.</p>');
  });
});
