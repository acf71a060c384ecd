import type { ContentPageSchema } from '../content-schema';

import { bold, bulletList, leadField, linked, paragraph, richText, titleField } from './page-parts';

/** The address the policy gives for privacy questions (also in its last section's text). */
const PRIVACY_EMAIL = 'privacy@talentconsultancy.example';

/** A section as the policy was first written: paragraphs, then points ("Term: text"), then paragraphs. */
function section(
  id: string,
  title: string,
  { paragraphs = [], items = [], after = [] }: { paragraphs?: string[]; items?: [string, string][]; after?: string[] },
) {
  const list = items.length > 0 ? [bulletList(items.map(([term, text]) => [bold(term), `: ${text}`]))] : [];
  return { id, title, text: richText(...paragraphs, ...list, ...after) };
}

/**
 * The Privacy Policy (/privacy-policy). Publishing it gives the policy a new version (the server's
 * privacy versions), which the page shows as its date and every form then sends. The forms' own
 * consent sentences stay with the forms in the client.
 */
export const privacyPolicyPage: ContentPageSchema = {
  key: 'privacy-policy',
  title: 'Privacy Policy',
  path: '/privacy-policy',
  fields: [
    titleField('Page title'),
    leadField,
    {
      kind: 'list',
      name: 'sections',
      label: 'Sections',
      itemLabel: 'Section',
      minItems: 1,
      maxItems: 20,
      fields: [titleField('Heading', 120), { kind: 'richText', name: 'text', label: 'Text', maxLength: 4000 }],
    },
    {
      kind: 'group',
      name: 'contact',
      label: 'How to contact us',
      help: 'The last section: where to write about privacy.',
      fields: [titleField('Heading', 120), { kind: 'richText', name: 'text', label: 'Text', maxLength: 1000 }],
    },
  ],
  seed: {
    title: 'Privacy Policy',
    lead:
      'This policy explains what personal information we collect through this website, in particular when ' +
      'you apply for a job, why we need it, how long we keep it and the choices you have.',
    sections: [
      section('who-we-are', 'Who We Are', {
        paragraphs: [
          'We are an HR and talent consultancy. We decide how and why your information is used when you use ' +
            'this website, so we are responsible for it under data protection law.',
        ],
      }),
      section('what-we-collect', 'What We Collect', {
        paragraphs: ['We collect only what you give us through our forms, and the minimum needed to run the website.'],
        items: [
          [
            'Job applications',
            'your full name, e-mail address and phone number, your resume, and, if you choose to add them, ' +
              'your LinkedIn profile, portfolio link and cover letter, together with the job you applied for and ' +
              'the stage your application has reached.',
          ],
          [
            'CVs sent to our talent pool',
            'when you send us your CV without applying for a job: your full name, e-mail address, phone number, ' +
              'your resume, and, if you add them, your LinkedIn profile and the kind of role you are looking for.',
          ],
          ['Contact messages', 'your name, e-mail address, mobile number, location and the message you write.'],
          ['Event registrations', 'your name, e-mail address and phone number, and the event you registered for.'],
          [
            'Skill development sign-ups',
            'your name, e-mail address, phone number and location, and whether you join as an individual or an organization.',
          ],
          [
            'Technical data',
            'our servers briefly record the requests they receive, including your IP address and browser type, ' +
              'to keep the service secure and working.',
          ],
        ],
      }),
      section('why-we-use-it', 'Why We Use It', {
        items: [
          [
            'To consider you for jobs',
            'we review your application, contact you about it, arrange interviews and tell you the outcome. ' +
              'This is a step you ask us to take before a possible contract of employment. A CV you send to our ' +
              'talent pool is kept, with your consent, to consider you for suitable jobs as they open.',
          ],
          ['To answer you', 'we reply to your messages and manage your event registrations and sign-ups.'],
          ['To keep the website safe', 'we detect and prevent misuse, which is in our legitimate interest and yours.'],
          ['To meet legal duties', 'for example record-keeping and responding to lawful requests from authorities.'],
        ],
        after: [
          'We do not sell your information, we do not use it for advertising, and we do not make hiring ' +
            'decisions by automated means alone: a person always reviews your application.',
        ],
      }),
      section('sharing', 'Who We Share It With', {
        items: [
          [
            'Hiring clients',
            'when we put you forward for a role, the employer receives your application for that role. We tell ' +
              'you before we share your details with a new employer.',
          ],
          [
            'Service providers',
            'companies that host our website, store files or send our e-mails, under contracts that protect your data.',
          ],
          [
            'Our own systems',
            'a copy of a new application, event registration, sign-up or message may be passed to other systems ' +
              'our team works in (such as our applicant tracking), which delete it when you ask us to. We keep the ' +
              'copy we sent for 30 days, for checking that it arrived.',
          ],
          ['Authorities', 'only where the law requires it.'],
        ],
        after: [
          'We work with clients in the USA, Europe, Asia and ANZ, so your information may be transferred to ' +
            'another country. When it is, we use safeguards such as standard contractual clauses so that it stays ' +
            'protected to the same standard.',
        ],
      }),
      section('retention', 'How Long We Keep It', {
        items: [
          [
            'Job applications',
            '12 months after the last activity on your application (when you applied, or our last decision or ' +
              'message about it), then your application and resume are deleted automatically. You can ask us to ' +
              'delete it sooner at any time. If you are hired, relevant records move to your employment file.',
          ],
          [
            'Talent pool',
            '12 months after you last sent us your CV or we last put you forward for a job from it, then it is ' +
              'deleted automatically. Sending your CV again replaces the one we hold.',
          ],
          ['Event registrations', '6 months after the event.'],
          ['Contact messages', '24 months after you sent them.'],
          ['Skill development sign-ups', '24 months after you signed up, or sooner if you ask us to remove you.'],
          ['Server logs', '30 days, unless needed to investigate a security incident.'],
        ],
      }),
      section('security', 'How We Protect It', {
        paragraphs: [
          'Information is sent over encrypted connections and stored on access-controlled systems. Only staff ' +
            'who work on your application or request can see it, and our team is trained in handling personal data.',
        ],
      }),
      section('cookies', 'Cookies and Browser Storage', {
        paragraphs: [
          'The public website does not use advertising or tracking cookies. Staff who sign in to our back office ' +
            'have a sign-in token kept in their browser until they log out. The map on our contact page loads map ' +
            'images from a public map service, which receives your IP address to send them.',
        ],
      }),
      section('rights', 'Your Rights', {
        paragraphs: ['Depending on where you live, you have the right to:'],
        items: [
          ['Access', 'get a copy of the information we hold about you.'],
          ['Correction', 'have inaccurate or incomplete information put right.'],
          ['Deletion', 'ask us to delete your information, for example to withdraw an application.'],
          ['Restriction and objection', 'ask us to limit or stop using your information.'],
          ['Portability', 'receive the information you gave us in a common electronic format.'],
          ['Complaint', 'complain to the data protection authority where you live or work.'],
        ],
      }),
      section('children', 'Young People', {
        paragraphs: [
          'Our job listings are for people of working age. If you are under 18 and want to join a skill ' +
            'development program, please do so with the help of a parent, guardian or your school.',
        ],
      }),
      section('changes', 'Changes to This Policy', {
        paragraphs: [
          'When we change this policy we update the date at the top of this page. If a change affects how we ' +
            'use information you have already given us, we will tell you first.',
        ],
      }),
    ],
    contact: {
      title: 'How to Contact Us',
      text: richText(
        paragraph(
          'To use any of your rights or ask a question about your privacy, write to ',
          linked(PRIVACY_EMAIL, `mailto:${PRIVACY_EMAIL}`),
          '. Tell us which of your rights you want to use and the e-mail address you used with us. We reply ' +
            'within 30 days and may ask you to confirm your identity first.',
        ),
      ),
    },
  },
};
