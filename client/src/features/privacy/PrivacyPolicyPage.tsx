import './privacy.css';

import { useId } from 'react';

import { useDocumentTitle } from '../../components/ui/use-document-title';
import { type PolicySection, PRIVACY_EMAIL, privacyPolicy } from '../../content/privacy';

function Section({ section }: { section: PolicySection }) {
  const headingId = useId();
  return (
    <section className="privacy-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{section.title}</h2>
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.items && (
        <ul>
          {section.items.map((item) => (
            <li key={item.term}>
              <strong>{item.term}</strong>: {item.text}
            </li>
          ))}
        </ul>
      )}
      {section.after?.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </section>
  );
}

/** Privacy Policy (/privacy-policy): what applicants' data we keep, why, for how long, and their rights. */
export function PrivacyPolicyPage() {
  const { title, updated, lead, sections, contact } = privacyPolicy;
  useDocumentTitle(title);
  const contactId = useId();

  return (
    <article className="page privacy">
      <h1>{title}</h1>
      <p className="privacy__updated">
        {updated.label}: <time dateTime={updated.dateTime}>{updated.text}</time>
      </p>
      <p className="privacy__lead">{lead}</p>

      {sections.map((section) => (
        <Section key={section.id} section={section} />
      ))}

      <section className="privacy-section privacy-contact" aria-labelledby={contactId}>
        <h2 id={contactId}>{contact.title}</h2>
        <p>
          {contact.before} <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>
          {contact.after}
        </p>
      </section>
    </article>
  );
}
