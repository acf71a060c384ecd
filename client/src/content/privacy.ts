/** Copy for the Privacy Policy page (/privacy-policy). */
import { regionsInWords } from './figures';

export const PRIVACY_EMAIL = 'privacy@talentconsultancy.example';

/**
 * The version id of the privacy policy below. Every form that collects personal data sends it, and
 * the server stores it with the record; the server refuses versions it does not know. When the
 * policy text changes, change this id, and add it to KNOWN_PRIVACY_VERSIONS in
 * server/src/modules/public-forms/privacy-versions.ts (a test keeps the two in step).
 */
export const PRIVACY_VERSION = '2026-11-28';

export const PRIVACY_POLICY_PATH = '/privacy-policy';

/**
 * What each public form says about its use of personal data. Applying and joining the mission rest
 * on consent (a box to tick); registering for an event and writing to us only use the details to
 * do what the visitor asked, so a notice is enough there.
 */
export const formPrivacy = {
  apply: {
    consent:
      'I agree that you keep my application and resume to consider me for this job and similar ones, and share ' +
      'them with the employer when you put me forward.',
  },
  /** "Send us your CV" (/send-cv): the talent pool, for jobs to come rather than one job. */
  talentPool: {
    consent:
      'I agree that you keep my details and resume in your talent pool to consider me for suitable jobs, and share ' +
      'them with an employer when you put me forward.',
  },
  joinUs: {
    consent: 'I agree that you keep my details to contact me about the skill-development mission.',
  },
  register: {
    notice: 'We use your details to manage your place at this event and keep them for 6 months after it.',
  },
  contact: {
    notice: 'We use your details only to answer your message and keep them for 24 months.',
  },
  jobAlert: {
    consent:
      'I agree that you e-mail me new jobs matching this search and keep my e-mail address and search until I ' +
      'unsubscribe (every e-mail has a link to do so).',
  },
  /** Shown under an unticked consent box when the form is sent (the server's words too). */
  consentRequired: 'Please tick the box to agree to how we use your details.',
  /** Ends every statement: "… See our Privacy Policy." with the policy linked. */
  linkBefore: 'See our',
  linkText: 'Privacy Policy',
  /** Opens in a new tab, so a form in progress keeps what was typed. */
  linkHint: '(opens in a new tab)',
} as const;

export interface PolicySection {
  id: string;
  title: string;
  paragraphs?: readonly string[];
  /** Points shown as a bulleted list after the paragraphs. */
  items?: readonly { term: string; text: string }[];
  /** Paragraphs after the list. */
  after?: readonly string[];
}

export const privacyPolicy = {
  title: 'Privacy Policy',
  updated: { label: 'Last updated', dateTime: '2026-11-28', text: '28 November 2026' },
  lead:
    'This policy explains what personal information we collect through this website, in particular ' +
    'when you apply for a job, why we need it, how long we keep it and the choices you have.',
  sections: [
    {
      id: 'who-we-are',
      title: 'Who We Are',
      paragraphs: [
        'We are an HR and talent consultancy. We decide how and why your information is used when you ' +
          'use this website, so we are responsible for it under data protection law.',
      ],
    },
    {
      id: 'what-we-collect',
      title: 'What We Collect',
      paragraphs: ['We collect only what you give us through our forms, and the minimum needed to run the website.'],
      items: [
        {
          term: 'Job applications',
          text:
            'your full name, e-mail address and phone number, your resume, and, if you choose to add ' +
            'them, your LinkedIn profile, portfolio link and cover letter, together with the job you applied ' +
            'for and the stage your application has reached.',
        },
        {
          term: 'CVs sent to our talent pool',
          text:
            'when you send us your CV without applying for a job: your full name, e-mail address, phone ' +
            'number, your resume, and, if you add them, your LinkedIn profile and the kind of role you are looking for.',
        },
        {
          term: 'Contact messages',
          text: 'your name, e-mail address, mobile number, location and the message you write.',
        },
        {
          term: 'Event registrations',
          text: 'your name, e-mail address and phone number, and the event you registered for.',
        },
        {
          term: 'Skill development sign-ups',
          text: 'your name, e-mail address, phone number and location, and whether you join as an individual or an organization.',
        },
        {
          term: 'Technical data',
          text:
            'our servers briefly record the requests they receive, including your IP address and browser ' +
            'type, to keep the service secure and working.',
        },
      ],
    },
    {
      id: 'why-we-use-it',
      title: 'Why We Use It',
      items: [
        {
          term: 'To consider you for jobs',
          text:
            'we review your application, contact you about it, arrange interviews and tell you the outcome. ' +
            'This is a step you ask us to take before a possible contract of employment. A CV you send to our ' +
            'talent pool is kept, with your consent, to consider you for suitable jobs as they open.',
        },
        {
          term: 'To answer you',
          text: 'we reply to your messages and manage your event registrations and sign-ups.',
        },
        {
          term: 'To keep the website safe',
          text: 'we detect and prevent misuse, which is in our legitimate interest and yours.',
        },
        {
          term: 'To meet legal duties',
          text: 'for example record-keeping and responding to lawful requests from authorities.',
        },
      ],
      after: [
        'We do not sell your information, we do not use it for advertising, and we do not make hiring ' +
          'decisions by automated means alone: a person always reviews your application.',
      ],
    },
    {
      id: 'sharing',
      title: 'Who We Share It With',
      items: [
        {
          term: 'Hiring clients',
          text:
            'when we put you forward for a role, the employer receives your application for that role. ' +
            'We tell you before we share your details with a new employer.',
        },
        {
          term: 'Service providers',
          text: 'companies that host our website, store files or send our e-mails, under contracts that protect your data.',
        },
        {
          term: 'Our own systems',
          text:
            'a copy of a new application, event registration, sign-up or message may be passed to other systems ' +
            'our team works in (such as our applicant tracking), which delete it when you ask us to. We keep the ' +
            'copy we sent for 30 days, for checking that it arrived.',
        },
        {
          term: 'Authorities',
          text: 'only where the law requires it.',
        },
      ],
      after: [
        `We work with clients in the ${regionsInWords}, so your information may be transferred ` +
          'to another country. When it is, we use safeguards such as standard contractual clauses so that ' +
          'it stays protected to the same standard.',
      ],
    },
    {
      id: 'retention',
      title: 'How Long We Keep It',
      items: [
        {
          term: 'Job applications',
          text:
            '12 months after the last activity on your application (when you applied, or our last decision or ' +
            'message about it), then your application and resume are deleted automatically. You can ask us to ' +
            'delete it sooner at any time. If you are hired, relevant records move to your employment file.',
        },
        {
          term: 'Talent pool',
          text:
            '12 months after you last sent us your CV or we last put you forward for a job from it, then it is ' +
            'deleted automatically. Sending your CV again replaces the one we hold.',
        },
        { term: 'Event registrations', text: '6 months after the event.' },
        { term: 'Contact messages', text: '24 months after you sent them.' },
        {
          term: 'Skill development sign-ups',
          text: '24 months after you signed up, or sooner if you ask us to remove you.',
        },
        { term: 'Server logs', text: '30 days, unless needed to investigate a security incident.' },
      ],
    },
    {
      id: 'security',
      title: 'How We Protect It',
      paragraphs: [
        'Information is sent over encrypted connections and stored on access-controlled systems. Only ' +
          'staff who work on your application or request can see it, and our team is trained in handling ' +
          'personal data.',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies and Browser Storage',
      paragraphs: [
        'The public website does not use advertising or tracking cookies. Staff who sign in to our back ' +
          'office have a sign-in token kept in their browser until they log out. The map on our contact ' +
          'page loads map images from a public map service, which receives your IP address to send them.',
      ],
    },
    {
      id: 'rights',
      title: 'Your Rights',
      paragraphs: ['Depending on where you live, you have the right to:'],
      items: [
        { term: 'Access', text: 'get a copy of the information we hold about you.' },
        { term: 'Correction', text: 'have inaccurate or incomplete information put right.' },
        { term: 'Deletion', text: 'ask us to delete your information, for example to withdraw an application.' },
        { term: 'Restriction and objection', text: 'ask us to limit or stop using your information.' },
        { term: 'Portability', text: 'receive the information you gave us in a common electronic format.' },
        { term: 'Complaint', text: 'complain to the data protection authority where you live or work.' },
      ],
    },
    {
      id: 'children',
      title: 'Young People',
      paragraphs: [
        'Our job listings are for people of working age. If you are under 18 and want to join a skill ' +
          'development program, please do so with the help of a parent, guardian or your school.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to This Policy',
      paragraphs: [
        'When we change this policy we update the date at the top of this page. If a change affects how ' +
          'we use information you have already given us, we will tell you first.',
      ],
    },
  ] satisfies PolicySection[],
  contact: {
    title: 'How to Contact Us',
    before: 'To use any of your rights or ask a question about your privacy, write to',
    after:
      '. Tell us which of your rights you want to use and the e-mail address you used with us. We reply ' +
      'within 30 days and may ask you to confirm your identity first.',
  },
} as const;
