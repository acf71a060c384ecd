import './company.css';

import { RichText } from '../../components/ui/RichText';
import { SitePicture } from '../../components/ui/SitePicture';

import type { AboutDocuments } from './company-content';
import { CompanyContentPage, CompanyPage, CompanySection, ItemCards, PagePrompt } from './components/CompanyPage';

const DOCUMENTS = [{ key: 'about' }, { key: 'team', editLabel: 'Edit the team' }] as const;

/** About Us (/about): our story, who we are, what we stand for and, when it has members, the team. */
export function AboutPage() {
  return (
    <CompanyContentPage<AboutDocuments> documents={DOCUMENTS}>
      {({ about: { content: about }, team }) => (
        <CompanyPage title={about.title} lead={about.lead}>
          <CompanySection title={about.story.title}>
            <RichText className="company-rich" html={about.story.text} />
          </CompanySection>

          <CompanySection title={about.whoWeAre.title} tone="band">
            <RichText className="company-rich" html={about.whoWeAre.text} />
            <ul className="company-facts">
              {about.whoWeAre.facts.map((fact) => (
                <li key={fact.id} className="company-fact">
                  <span className="company-fact__value">{fact.value}</span> <span>{fact.label}</span>
                </li>
              ))}
            </ul>
          </CompanySection>

          <CompanySection title={about.values.title}>
            <ItemCards items={about.values.items} />
          </CompanySection>

          {team.content.members.length > 0 && (
            <CompanySection title={about.team.title}>
              {about.team.intro && <p className="company-text">{about.team.intro}</p>}
              <ul className="team-members">
                {team.content.members.map((member) => (
                  <li key={member.id} className="team-member">
                    {member.photo && <SitePicture className="team-member__photo" image={member.photo} sizes="8rem" />}
                    <h3>{member.name}</h3>
                    <p className="team-member__role">{member.role}</p>
                    <RichText className="team-member__bio" html={member.bio} />
                  </li>
                ))}
              </ul>
            </CompanySection>
          )}

          <PagePrompt prompt={about.prompt} />
        </CompanyPage>
      )}
    </CompanyContentPage>
  );
}
