import { type ReactNode, useId } from 'react';

import { ContentLink } from '../../../components/ui/ContentLink';
import { type PageDocument, SiteContentView } from '../../../components/ui/SiteContentView';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { type ListItem, type SiteDocument, useSiteContent } from '../../../lib/site-content';
import type { Cards, CompanyPageContent, Item, Prompt, StepList } from '../company-content';

/** Decorative corner pattern for the page banner (hidden from screen readers). */
function BannerPattern() {
  return (
    <svg className="company-hero__pattern" aria-hidden="true" focusable="false" viewBox="0 0 160 120">
      <g fill="none" stroke="#9cc7e0" strokeWidth="2.5">
        <circle cx="110" cy="60" r="44" />
        <circle cx="110" cy="60" r="26" strokeDasharray="3 7" />
        <path d="M20 100 66 60l30 18 44-48" strokeLinecap="round" strokeLinejoin="round" />
      </g>
      <circle cx="140" cy="30" r="6" fill="#f0a500" />
    </svg>
  );
}

/**
 * The frame of a static company page: sets the document title, shows the banner with the page's
 * only h1 and its lead, then the page's sections.
 */
export function CompanyPage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="company">
      <div className="company-hero">
        <div className="page company-hero__inner">
          <div>
            <h1>{title}</h1>
            <p className="company-hero__lead">{lead}</p>
          </div>
          <BannerPattern />
        </div>
      </div>
      {children}
    </div>
  );
}

/**
 * A company page drawn from its documents of site content (the main one first): "Loading…" and
 * an error with Try again until they are there.
 */
export function CompanyContentPage<T extends { [key: string]: SiteDocument<unknown> }>({
  documents,
  children,
}: {
  documents: readonly PageDocument[];
  children: (documents: T) => ReactNode;
}) {
  const state = useSiteContent<T>(documents.map((document) => document.key));
  return (
    <SiteContentView state={state} documents={documents}>
      {children}
    </SiteContentView>
  );
}

type SectionTone = 'plain' | 'band' | 'prompt';

/** A page section: a region named by its h2. `tone` picks its background. */
export function CompanySection({
  title,
  tone = 'plain',
  children,
}: {
  title: string;
  tone?: SectionTone;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className={`company-section company-section--${tone}`} aria-labelledby={headingId}>
      <div className="page">
        <h2 id={headingId}>{title}</h2>
        {children}
      </div>
    </section>
  );
}

/** Cards with an h3 title and a short text each. */
export function ItemCards({ items }: { items: readonly ListItem<Item>[] }) {
  return (
    <ul className="company-cards">
      {items.map((item) => (
        <li key={item.id} className="company-card">
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** Numbered steps of a process. */
export function Steps({ steps }: { steps: readonly ListItem<Item>[] }) {
  return (
    <ol className="company-steps">
      {steps.map((step) => (
        <li key={step.id} className="company-step">
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** The closing band: a short invitation and links onwards; the first link is the main action. */
export function PagePrompt({ prompt }: { prompt: Prompt }) {
  return (
    <CompanySection title={prompt.title} tone="prompt">
      <p className="company-text">{prompt.text}</p>
      <div className="company-actions">
        {prompt.links.map(({ id, link }, position) => (
          <ContentLink key={id} className={position === 0 ? 'button button--primary' : 'button'} link={link} />
        ))}
      </div>
    </CompanySection>
  );
}

/** A service page (HR Consulting, Talent Search): its cards under a heading, then how the work runs in steps, then the prompt. */
export function CardsThenStepsPage({
  page,
  cards,
  steps,
}: {
  page: CompanyPageContent;
  cards: Cards;
  steps: StepList;
}) {
  return (
    <CompanyPage title={page.title} lead={page.lead}>
      <CompanySection title={cards.title}>
        <ItemCards items={cards.items} />
      </CompanySection>
      <CompanySection title={steps.title}>
        <Steps steps={steps.steps} />
      </CompanySection>
      <PagePrompt prompt={page.prompt} />
    </CompanyPage>
  );
}
