import './privacy.css';

import { useId } from 'react';

import { RichText } from '../../components/ui/RichText';
import { SiteContentView } from '../../components/ui/SiteContentView';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { type ListItem, type RichHtml, type SiteDocument, useSiteContent } from '../../lib/site-content';

/** What the page shows: its document of site content (server: site-content/pages/privacy-policy.ts). */
interface PrivacyPolicyContent {
  title: string;
  lead: string;
  sections: ListItem<{ title: string; text: RichHtml }>[];
  contact: { title: string; text: RichHtml };
}

interface Documents {
  [key: string]: SiteDocument<unknown>;
  'privacy-policy': SiteDocument<PrivacyPolicyContent>;
}

const DOCUMENTS = [{ key: 'privacy-policy' }] as const;

const UPDATED_LABEL = 'Last updated';

/**
 * The day a privacy version ("2026-11-28", or "2026-11-28.2" for the day's second) was published,
 * in words: "28 November 2026". The server's rendition writes the same (content-renditions.ts).
 */
function versionDate(version: string): { dateTime: string; text: string } | undefined {
  const day = /^(\d{4}-\d{2}-\d{2})/.exec(version)?.[1];
  if (!day) return undefined;
  const text = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return { dateTime: day, text: text.format(new Date(`${day}T00:00:00Z`)) };
}

function Section({
  title,
  text,
  className = 'privacy-section',
}: {
  title: string;
  text: RichHtml;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <RichText html={text} />
    </section>
  );
}

function PrivacyPolicy({ policy, version }: { policy: PrivacyPolicyContent; version: string | null | undefined }) {
  const updated = version ? versionDate(version) : undefined;
  return (
    <article className="page privacy">
      <h1>{policy.title}</h1>
      {updated && (
        <p className="privacy__updated">
          {UPDATED_LABEL}: <time dateTime={updated.dateTime}>{updated.text}</time>
        </p>
      )}
      <p className="privacy__lead">{policy.lead}</p>

      {policy.sections.map((section) => (
        <Section key={section.id} title={section.title} text={section.text} />
      ))}

      <Section className="privacy-section privacy-contact" title={policy.contact.title} text={policy.contact.text} />
    </article>
  );
}

/** Privacy Policy (/privacy-policy): what applicants' data we keep, why, for how long, and their rights. */
export function PrivacyPolicyPage() {
  const state = useSiteContent<Documents>(DOCUMENTS.map((document) => document.key));
  const document = state.status === 'ready' ? state.documents['privacy-policy'] : undefined;
  useDocumentTitle(document?.content.title);
  return (
    <SiteContentView state={state} documents={DOCUMENTS}>
      {(documents) => (
        <PrivacyPolicy
          policy={documents['privacy-policy'].content}
          version={documents['privacy-policy'].privacyVersion}
        />
      )}
    </SiteContentView>
  );
}
