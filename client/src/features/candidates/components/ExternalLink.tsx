/** What the candidate views show for an optional field the applicant left empty. */
export const NOT_PROVIDED = 'Not provided';

/** A web address the applicant gave, as a link opening in a new tab (only http and https). */
export function ExternalLink({ href }: { href: string }) {
  if (!href) return <>{NOT_PROVIDED}</>;
  if (!/^https?:\/\//i.test(href)) return <>{href}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {href}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
