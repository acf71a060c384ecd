import { act, screen, waitFor, within } from '@testing-library/react';

import { currentPrivacyVersion } from '../../../client/src/components/ui/FormPrivacy';
import { PRIVACY_VERSION } from '../../../client/src/content/privacy';
import { renderApp } from '../../helpers/render-app';
import {
  seededContent,
  seededSite,
  serveSiteContent,
  type SiteContentAnswer,
  writeSiteContentBlock,
} from '../../helpers/site-content-answers';
import { setupUser } from '../../helpers/user-events';

const PREVIEW_BANNER = 'Preview: this is the draft, not yet published';

/** The seeded document `key` with its content changed by `change`. */
function changed(key: string, change: (content: Record<string, any>) => void): SiteContentAnswer {
  const answer = JSON.parse(JSON.stringify(seededContent(key))) as SiteContentAnswer;
  change(answer.content);
  return answer;
}

/** A fetch whose answers the test gives, one request at a time. */
function heldFetch() {
  const waiting: { url: string; answer: (response: Response) => void; fail: (error: Error) => void }[] = [];
  globalThis.fetch = (input: RequestInfo | URL) =>
    new Promise<Response>((answer, fail) => waiting.push({ url: String(input), answer, fail }));
  return waiting;
}

describe('a content page’s words', () => {
  it('are drawn at once from the block the server wrote into the page, without asking the API', () => {
    const site = seededSite();
    const home = changed('home', (content) => {
      content.hero.title = 'Words Written Into The Page';
    });
    writeSiteContentBlock({ home, testimonials: site.testimonials!, 'client-logos': site['client-logos']! });
    const server = serveSiteContent();

    renderApp('/');

    // No waiting: the first render already has them.
    expect(screen.getByRole('heading', { level: 1, name: 'Words Written Into The Page' })).toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });

  it('are drawn at once on coming back to a page, and asked for again so that a publish shows', async () => {
    const site = seededSite();
    writeSiteContentBlock({
      home: site.home!,
      testimonials: site.testimonials!,
      'client-logos': site['client-logos']!,
    });
    const republished = changed('home', (content) => {
      content.hero.title = 'Published Since The Page Loaded';
    });
    const server = serveSiteContent({ ...site, home: republished });
    const { router } = renderApp('/');
    expect(screen.getByRole('heading', { level: 1, name: 'MATCHING MISSION WITH PASSION' })).toBeInTheDocument();

    await act(() => router.navigate('/about'));
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(server.requests.sort()).toEqual(['about', 'team']);

    await act(() => router.navigate('/'));
    // What the tab holds first, then what the server answers now.
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Published Since The Page Loaded' }),
    ).toBeInTheDocument();
    expect(server.requests.slice(2)).toEqual(['home', 'testimonials', 'client-logos']);
  });

  it('are asked for when the page has no block, with "Loading…" until the API answers', async () => {
    const waiting = heldFetch();
    renderApp('/');

    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await waitFor(() => expect(waiting).toHaveLength(3));
    expect(waiting.map((request) => request.url)).toEqual([
      '/api/site-content/home',
      '/api/site-content/testimonials',
      '/api/site-content/client-logos',
    ]);
    for (const request of waiting) {
      request.answer(Response.json(seededContent(decodeURIComponent(request.url.split('/').pop()!))));
    }
    expect(await screen.findByRole('heading', { level: 1, name: 'MATCHING MISSION WITH PASSION' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('are replaced by an error with Try again when the API fails, and drawn once it answers', async () => {
    const user = setupUser();
    let failing = true;
    const served = serveSiteContent();
    const answer = globalThis.fetch;
    globalThis.fetch = async (input, init) =>
      failing ? Response.json({ message: 'Something went wrong' }, { status: 500 }) : answer(input, init);

    renderApp('/services');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This page could not be loaded. Check your connection and try again.',
    );
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Services' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(served.requests).toEqual(['services']);
  });

  it('are an error too when the network fails', async () => {
    globalThis.fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    renderApp('/privacy-policy');
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be loaded/);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('the staff preview at ?preview=1', () => {
  const draftAbout = () =>
    changed('about', (content) => {
      content.title = 'About Us (draft)';
    });

  it('shows a signed-in staff member the drafts, under a banner leading back to the editor', async () => {
    const server = serveSiteContent(seededSite(), { about: draftAbout() });
    // The block holds the published page: a preview never draws from it.
    writeSiteContentBlock({ about: seededContent('about'), team: seededContent('team') });

    renderApp('/about?preview=1', { role: 'ADMIN' });

    expect(await screen.findByRole('heading', { level: 1, name: 'About Us (draft)' })).toBeInTheDocument();
    const banner = screen.getByText(PREVIEW_BANNER).closest('.preview-banner') as HTMLElement;
    expect(banner).toHaveAttribute('role', 'status');
    expect(within(banner).getByRole('link', { name: 'Back to the editor' })).toHaveAttribute(
      'href',
      '/admin/site/about',
    );
    expect(within(banner).getByRole('link', { name: 'Edit the team' })).toHaveAttribute('href', '/admin/site/team');
    expect(server.requests.sort()).toEqual(['about?preview=1 (bearer)', 'team?preview=1 (bearer)']);
  });

  it('shows an anonymous visitor the published page, without a banner and without asking for the draft', async () => {
    const server = serveSiteContent(seededSite(), { about: draftAbout() });

    renderApp('/about?preview=1');

    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(screen.queryByText(PREVIEW_BANNER)).not.toBeInTheDocument();
    expect(server.requests.sort()).toEqual(['about', 'team']);
  });

  it('shows a USER account (no back office) the published page too', async () => {
    const server = serveSiteContent(seededSite(), { about: draftAbout() });

    renderApp('/about?preview=1', { role: 'USER' });

    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(screen.queryByText(PREVIEW_BANNER)).not.toBeInTheDocument();
    expect(server.requests.every((request) => !request.includes('preview'))).toBe(true);
  });

  it('falls back to the published page when the server refuses the session', async () => {
    const served = serveSiteContent();
    const answer = globalThis.fetch;
    globalThis.fetch = async (input, init) =>
      String(input).includes('preview=1')
        ? Response.json({ message: 'Your session has expired.' }, { status: 401 })
        : answer(input, init);

    renderApp('/services?preview=1', { role: 'ADMIN' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Our Services' })).toBeInTheDocument();
    expect(screen.queryByText(PREVIEW_BANNER)).not.toBeInTheDocument();
    expect(served.requests).toEqual(['services']);
  });
});

describe('what the home page and About Us draw from their documents', () => {
  const photo = {
    id: '7a1c2d3e-0000-4000-8000-000000000001',
    alt: 'Asha smiling in the office',
    width: 640,
    height: 640,
    webp: '/api/site-images/7a1c/480.webp 480w, /api/site-images/7a1c/640.webp 640w',
    avif: '/api/site-images/7a1c/480.avif 480w, /api/site-images/7a1c/640.avif 640w',
    src: '/api/site-images/7a1c/480.webp',
  };

  it('shows the shown testimonials under their heading, and no section when none is shown', async () => {
    serveSiteContent({
      ...seededSite(),
      testimonials: changed('testimonials', (content) => {
        content.items = [
          {
            id: 't1',
            quote: 'They found us people who care.',
            name: 'Asha Rao',
            role: 'COO',
            company: 'Acme',
            photo,
            shown: true,
          },
          { id: 't2', quote: 'Hidden words.', name: 'Hidden Person', role: '', company: '', photo: null, shown: false },
        ];
      }),
    });
    renderApp('/');
    const section = await screen.findByRole('region', { name: 'What Our Clients Say' });
    expect(within(section).getByText('They found us people who care.').closest('blockquote')).not.toBeNull();
    expect(section).toHaveTextContent('Asha RaoCOO, Acme');
    expect(within(section).getByRole('img', { name: 'Asha smiling in the office' })).toHaveAttribute('src', photo.src);
    expect(section).not.toHaveTextContent('Hidden');
  });

  it('has no testimonials section with the seeded (empty) testimonials', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'What Our Clients Say' })).not.toBeInTheDocument();
  });

  it('draws a client logo with a picture as AVIF and WebP at the needed width, with its alt text and link', async () => {
    serveSiteContent({
      ...seededSite(),
      'client-logos': changed('client-logos', (content) => {
        content.logos = [
          { id: 'a', name: 'Acme', image: { ...photo, alt: 'Acme logo' }, link: 'https://acme.example', shown: true },
          { id: 'b', name: 'Beta Works', image: null, link: '', shown: true },
          { id: 'c', name: 'Gone', image: null, link: '', shown: false },
        ];
      }),
    });
    renderApp('/');
    const section = await screen.findByRole('region', { name: 'Experience with Clients' });
    const logo = within(section).getByRole('img', { name: 'Acme logo' });
    const picture = logo.closest('picture')!;
    expect(picture.querySelector('source[type="image/avif"]')).toHaveAttribute('srcset', photo.avif);
    expect(picture.querySelector('source[type="image/webp"]')).toHaveAttribute('srcset', photo.webp);
    expect(logo).toHaveAttribute('width', '640');
    expect(within(section).getByRole('link', { name: 'Acme logo' })).toHaveAttribute('href', 'https://acme.example');
    // Without a picture: the monogram of the name, named by it.
    expect(within(section).getByRole('img', { name: 'Beta Works' })).toHaveTextContent('BW');
    expect(within(section).queryByRole('img', { name: 'Gone' })).not.toBeInTheDocument();
  });

  it('shows the team on About Us, in order, with photo, role and bio, when it has members', async () => {
    serveSiteContent({
      ...seededSite(),
      team: changed('team', (content) => {
        content.members = [
          { id: 'm1', name: 'Meera Iyer', role: 'Founder', photo, bio: '<p>Twenty years in <strong>HR</strong>.</p>' },
          { id: 'm2', name: 'Tom Reid', role: 'Recruiter', photo: null, bio: '<p>Hires engineers.</p>' },
        ];
      }),
    });
    renderApp('/about');
    const team = await screen.findByRole('region', { name: 'Our Team' });
    expect(
      within(team)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Meera Iyer', 'Tom Reid']);
    expect(within(team).getByText('HR').tagName).toBe('STRONG');
    expect(within(team).getByRole('img', { name: 'Asha smiling in the office' })).toBeInTheDocument();
  });

  it('shows no team section on About Us while the team is empty', async () => {
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    expect(screen.queryByRole('region', { name: 'Our Team' })).not.toBeInTheDocument();
  });
});

describe('the privacy version the forms send', () => {
  afterEach(() => document.head.querySelector('meta[name="privacy-version"]')?.remove());

  it('is the one in the page’s head, else the one bundled with the build', () => {
    expect(currentPrivacyVersion()).toBe(PRIVACY_VERSION);
    const meta = document.createElement('meta');
    meta.name = 'privacy-version';
    meta.content = '2027-01-15.2';
    document.head.append(meta);
    expect(currentPrivacyVersion()).toBe('2027-01-15.2');
  });
});
