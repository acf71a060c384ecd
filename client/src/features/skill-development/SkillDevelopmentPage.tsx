import './skill-development.css';

import { useMutation } from '@apollo/client/react';
import { useId, useRef, useState } from 'react';

import { SiteContentView } from '../../components/ui/SiteContentView';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { JoinUsCreateDocument, type JoinUsType } from '../../gql/graphql';
import { refusalMessage } from '../../lib/graphql-errors';
import { type SiteDocument, useSiteContent } from '../../lib/site-content';

import { JoinDialog, type JoinStatus, type JoinSubmission } from './components/JoinDialog';
import type { SkillDevelopmentContent } from './skill-development-content';

const DOCUMENTS = [{ key: 'skill-development' }] as const;

interface Documents {
  [key: string]: SiteDocument<unknown>;
  'skill-development': SiteDocument<SkillDevelopmentContent>;
}

/** Skill Development (/skill-development): the mission, what we do, and the two ways to join. */
export function SkillDevelopmentPage() {
  const state = useSiteContent<Documents>(DOCUMENTS.map((document) => document.key));
  useDocumentTitle(state.status === 'ready' ? state.documents['skill-development'].content.title : undefined);
  return (
    <SiteContentView state={state} documents={DOCUMENTS}>
      {(documents) => <SkillDevelopment page={documents['skill-development'].content} />}
    </SiteContentView>
  );
}

function SkillDevelopment({ page }: { page: SkillDevelopmentContent }) {
  const { mission, whatWeDo, joinUs } = page;
  const joinCards = [
    { type: 'Individual', card: joinUs.individual },
    { type: 'Organization', card: joinUs.organization },
  ] as const satisfies readonly { type: JoinUsType; card: unknown }[];
  const missionId = useId();
  const whatWeDoId = useId();
  const joinId = useId();

  const [joinAs, setJoinAs] = useState<JoinUsType | null>(null);
  const [status, setStatus] = useState<JoinStatus>('idle');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sendJoinRequest] = useMutation(JoinUsCreateDocument);
  // Answers for a dialog that has since been closed (or reopened) must not touch the current one.
  const attempt = useRef(0);

  function open(type: JoinUsType) {
    attempt.current += 1;
    setJoinAs(type);
    setStatus('idle');
  }

  function close() {
    attempt.current += 1;
    setJoinAs(null);
  }

  async function submit(input: JoinSubmission) {
    const current = ++attempt.current;
    setStatus('submitting');
    setRefusal(null);
    try {
      await sendJoinRequest({ variables: { input } });
      if (current === attempt.current) setStatus('success');
    } catch (error) {
      if (current !== attempt.current) return;
      setRefusal(refusalMessage(error) ?? null);
      setStatus('error');
    }
  }

  return (
    <div className="skill-development">
      <header className="skill-hero">
        <div className="page skill-hero__inner">
          <h1>{page.title}</h1>
          <p className="skill-hero__lead">{page.lead}</p>
        </div>
      </header>

      <section className="page skill-section" aria-labelledby={missionId}>
        <h2 id={missionId}>{mission.title}</h2>
        <p className="skill-section__text">{mission.text}</p>
        <ul className="skill-figures">
          {mission.figures.map((figure) => (
            <li key={figure.id} className="skill-figure">
              <span className="skill-figure__value">{figure.value}</span>
              <span className="skill-figure__label">{figure.label}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="skill-band" aria-labelledby={whatWeDoId}>
        <div className="page skill-section">
          <h2 id={whatWeDoId}>{whatWeDo.title}</h2>
          <p className="skill-section__text">{whatWeDo.intro}</p>
          <ul className="skill-offers">
            {whatWeDo.items.map((item) => (
              <li key={item.id} className="skill-offer">
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="page skill-section" aria-labelledby={joinId}>
        <h2 id={joinId}>{joinUs.title}</h2>
        <p className="skill-section__text">{joinUs.intro}</p>
        <div className="join-cards">
          {joinCards.map(({ type, card }) => (
            <article key={type} className="join-card">
              <h3>{card.title}</h3>
              <p>{card.text}</p>
              <button type="button" className="button button--primary" onClick={() => open(type)}>
                {card.button}
              </button>
            </article>
          ))}
        </div>
      </section>

      {joinAs && (
        <JoinDialog
          key={joinAs}
          initialType={joinAs}
          status={status}
          refusal={refusal}
          onSubmit={submit}
          onClose={close}
        />
      )}
    </div>
  );
}
