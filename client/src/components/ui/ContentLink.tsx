import { Link } from 'react-router-dom';

import type { SiteLink } from '../../lib/site-content';

/** A link of the site's content: a site path through the router, an https address as it is. */
export function ContentLink({ link, className }: { link: SiteLink; className?: string }) {
  if (/^https?:\/\//i.test(link.to)) {
    return (
      <a className={className} href={link.to}>
        {link.label}
      </a>
    );
  }
  return (
    <Link className={className} to={link.to}>
      {link.label}
    </Link>
  );
}
