/**
 * Rich text of the site's content: HTML the server rendered from the editor's document and
 * sanitized (no scripts, event handlers, `javascript:` links or styles get through). The one place
 * the public pages draw HTML they did not build themselves; nothing else may be passed here.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
