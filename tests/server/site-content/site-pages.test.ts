import { PUBLIC_PAGE_PATHS } from '../../../server/src/http/public-pages';
import { renderDocument } from '../../../server/src/modules/site-content/content-rendering';
import type { ContentField } from '../../../server/src/modules/site-content/content-schema';
import { checkDocument } from '../../../server/src/modules/site-content/content-validation';
import { SITE_PAGES, sitePage } from '../../../server/src/modules/site-content/pages';

/** The documents of the contract (docs/website.md), in the back office's order. */
const KEYS = [
  'home',
  'about',
  'services',
  'hr-consulting',
  'talent-search',
  'talent-development',
  'skill-development',
  'privacy-policy',
  'testimonials',
  'team',
  'client-logos',
];

/** Every field name of a schema, dotted through groups and lists. */
function fieldPaths(fields: readonly ContentField[], parent = ''): string[] {
  return fields.flatMap((field) => {
    const path = parent ? `${parent}.${field.name}` : field.name;
    return field.kind === 'group' || field.kind === 'list' ? [path, ...fieldPaths(field.fields, path)] : [path];
  });
}

describe('the site’s pages of content', () => {
  it('are the documents of the contract, each found by its key', () => {
    expect(SITE_PAGES.map((page) => page.key)).toEqual(KEYS);
    for (const key of KEYS) expect(sitePage(key)?.key).toBe(key);
    expect(sitePage('no-such-page')).toBeUndefined();
  });

  it('each open at a public page of the site', () => {
    for (const page of SITE_PAGES) expect(PUBLIC_PAGE_PATHS).toContain(page.path);
  });

  it.each(SITE_PAGES.map((page) => [page.key, page] as const))(
    'seeds %s with content its own schema accepts as it is (the stored form)',
    (_key, page) => {
      expect(checkDocument(page, page.seed).document).toEqual(page.seed);
    },
  );

  it.each(SITE_PAGES.map((page) => [page.key, page] as const))(
    'renders the seed of %s with every rich text as HTML holding its words',
    (_key, page) => {
      const rendered = JSON.stringify(renderDocument(page, checkDocument(page, page.seed).document, new Map()));
      expect(rendered).not.toContain('"type":"doc"');
    },
  );

  it('keeps the names the back office and the server rely on', () => {
    expect(fieldPaths(sitePage('home')!.fields)).toEqual(
      expect.arrayContaining(['hero', 'hero.title', 'hero.subline', 'hero.link']),
    );
    expect(fieldPaths(sitePage('testimonials')!.fields)).toEqual([
      'items',
      'items.quote',
      'items.name',
      'items.role',
      'items.company',
      'items.photo',
      'items.shown',
    ]);
    expect(fieldPaths(sitePage('team')!.fields)).toEqual([
      'members',
      'members.name',
      'members.role',
      'members.photo',
      'members.bio',
    ]);
    expect(fieldPaths(sitePage('client-logos')!.fields)).toEqual([
      'logos',
      'logos.name',
      'logos.image',
      'logos.link',
      'logos.shown',
    ]);
  });

  it('starts with no invented testimonials or team members, and client logos that say they are placeholders', () => {
    expect(sitePage('testimonials')!.seed).toEqual({ items: [] });
    expect(sitePage('team')!.seed).toEqual({ members: [] });
    const logos = sitePage('client-logos')!.seed.logos as { name: string; image: unknown; shown: boolean }[];
    expect(logos.length).toBeGreaterThan(0);
    logos.forEach((logo, index) =>
      expect(logo).toMatchObject({ name: `Client logo placeholder ${index + 1}`, image: null, shown: true }),
    );
  });

  it('seeds today’s figures written out, on the home page and About Us alike', () => {
    const home = sitePage('home')!.seed as { whoWeAre: { facts: { value: string }[] } };
    const about = sitePage('about')!.seed as { whoWeAre: { facts: { value: string }[] } };
    expect(home.whoWeAre.facts.map((fact) => fact.value)).toEqual(['11+', '500+', '100+', '4']);
    expect(about.whoWeAre.facts).toEqual(home.whoWeAre.facts);
  });
});
