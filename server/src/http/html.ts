import { html as honoHtml, raw } from 'hono/html';

/**
 * The one way the server writes markup: the HTML of pages (heads, renditions, data blocks), the
 * SVG of share images and the XML of the sitemap. Every value put into an `html` template is
 * escaped (`&`, `<`, `>`, `"`, `'`), a template put into another is kept as it is, an array is
 * joined, and null, undefined and booleans write nothing. Markup that must go in unescaped is
 * wrapped in `raw()`, on purpose and in sight: only `scriptJson`, `cdata`, `styleText` and
 * `sanitizedHtml` do so.
 *
 * Why hono's `html` helper (zero dependencies, kept up by a busy project) rather than React's
 * renderToStaticMarkup: one tag covers HTML, SVG and XML alike, whereas React writes no XML
 * declaration or sitemap elements, renames SVG's attributes, would move React and react-dom from
 * the client's build tools into the production image, and needs JSX in the server. What it
 * removes: five hand-written escape functions, each with its own idea of which characters to
 * escape, and the duty to remember to call one at every interpolation.
 */
export type Html = ReturnType<typeof raw>;

/** An auto-escaping template (see above). Values are escaped; nested templates are not escaped twice. */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  const written = honoHtml(strings, ...values);
  // hono returns a promise only when a value is one; nothing here writes one.
  if (written instanceof Promise) throw new TypeError('html: a value in the template is a promise');
  return written;
}

/**
 * `value` as JSON to put inside a `<script>` element (JSON-LD, data blocks): `<`, `>` and `&`
 * become `\u` escapes, so no text in it can end the element or open a comment, and so do U+2028
 * and U+2029, which old JavaScript parsers took for line ends. The one function that does this.
 */
export function scriptJson(value: unknown): Html {
  return raw(
    JSON.stringify(value).replace(
      /[<>&\u2028\u2029]/g,
      (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
    ),
  );
}

/**
 * `text` as an XML CDATA section, for the job feed Indeed reads (it asks for every job value in
 * one). A `]]>` in the text, which would end the section, is split across two sections; the text
 * must hold only characters XML allows (job-feeds.ts's xmlSafe). The one function that does this.
 */
export function cdata(text: string): Html {
  return raw(`<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`);
}

/**
 * CSS of our own build to put inside a `<style>` element (a page's screen CSS, page-preloads.ts). A
 * `</style` in it (in a string or a comment) becomes `<\/style`, which CSS reads the same and which
 * cannot end the element. The one function that does this.
 */
export function styleText(css: string): Html {
  return raw(css.replace(/<\/style/gi, '<\\/style'));
}

/**
 * Rich text of the site's content as its renderer wrote it: Tiptap's HTML, always passed through
 * sanitize-html (modules/site-content/rich-text.ts renderRichText), so no script, event handler,
 * style or `javascript:` address is left in it. Put in as it is; give it nothing else. The one
 * function that does this.
 */
export function sanitizedHtml(renderedRichText: string): Html {
  return raw(renderedRichText);
}
