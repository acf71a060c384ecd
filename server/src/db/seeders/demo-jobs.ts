import type { EntityManager } from '@mikro-orm/postgresql';

import { Client } from '../../modules/clients/client.entity';
import { clientNameKey } from '../../modules/clients/client-name';
import { Job } from '../../modules/jobs/job.entity';
import { EmploymentType, SalaryPeriod, Workplace } from '../../modules/jobs/job-facts';
import { JobQuestionKind } from '../../modules/jobs/job-questions';

type DemoJob = Pick<Job, 'title' | 'location' | 'description' | 'responsibilities' | 'qualifications'> &
  Partial<
    Pick<
      Job,
      | 'employmentType'
      | 'workplace'
      | 'remoteRegion'
      | 'department'
      | 'salaryMin'
      | 'salaryMax'
      | 'salaryCurrency'
      | 'salaryPeriod'
      | 'confidentialClient'
      | 'questions'
    >
  > & {
    /** Days from seeding until applications close. */
    closesInDays?: number;
    /** The client the job is filled for (a demo client, its name public). */
    clientName?: string;
  };

/** Openings of the kind the consultancy fills, across its regions; the first is the newest. */
export const DEMO_JOBS: DemoJob[] = [
  {
    title: 'Senior Talent Acquisition Partner',
    location: 'New York, USA',
    employmentType: EmploymentType.FULL_TIME,
    workplace: Workplace.HYBRID,
    department: 'Talent Acquisition',
    salaryMin: 110000,
    salaryMax: 140000,
    salaryCurrency: 'USD',
    salaryPeriod: SalaryPeriod.YEAR,
    closesInDays: 30,
    description: [
      'Lead end-to-end hiring for our financial-services clients across the East Coast.',
      'You will own a portfolio of mid- to senior-level searches and advise hiring managers on market realities.',
    ],
    responsibilities: [
      'Run intake meetings and turn vague needs into clear role profiles and scorecards.',
      'Source candidates through networks, referrals and targeted outreach.',
      'Coach hiring panels on structured, bias-aware interviewing.',
      'Report weekly on pipeline health, time to hire and offer acceptance.',
    ],
    qualifications: [
      'Five or more years of agency or in-house recruiting, ideally in financial services.',
      'A track record of closing senior hires in competitive markets.',
      'Confident with an applicant tracking system and LinkedIn Recruiter.',
    ],
  },
  {
    title: 'HR Business Partner (Contract, 12 months)',
    location: 'London, United Kingdom',
    employmentType: EmploymentType.CONTRACT,
    workplace: Workplace.HYBRID,
    department: 'HR Consulting',
    salaryMin: 550,
    salaryMax: 650,
    salaryCurrency: 'GBP',
    salaryPeriod: SalaryPeriod.DAY,
    confidentialClient: true,
    description: [
      'Partner with the leadership team of a fast-growing technology client during a period of reorganisation.',
      'Hybrid role: two days a week on site in central London.',
    ],
    responsibilities: [
      'Advise managers on organisation design, performance and employee relations cases.',
      'Lead consultation processes in line with UK employment law.',
      'Shape the people plan with the client’s Chief People Officer.',
    ],
    qualifications: [
      'CIPD Level 7 or equivalent experience.',
      'Hands-on experience of restructuring and collective consultation.',
      'Calm, pragmatic and trusted by senior stakeholders.',
    ],
    // What the apply form asks for this job (fixed ids: a reseeded demo keeps them).
    questions: [
      {
        id: '5d1c2a8e-4b7f-4e0a-9c61-2f3e8a7b6d01',
        label: 'Do you have the right to work in the United Kingdom?',
        kind: JobQuestionKind.YES_NO,
        required: true,
        options: [],
      },
      {
        id: '5d1c2a8e-4b7f-4e0a-9c61-2f3e8a7b6d02',
        label: 'When could you start?',
        kind: JobQuestionKind.SINGLE_CHOICE,
        required: false,
        options: ['Immediately', 'Within a month', 'In two to three months'],
      },
    ],
  },
  {
    title: 'Learning and Development Facilitator',
    location: 'Bengaluru, India',
    employmentType: EmploymentType.FULL_TIME,
    workplace: Workplace.ON_SITE,
    department: 'Talent Development',
    salaryMin: 1200000,
    salaryMax: 1600000,
    salaryCurrency: 'INR',
    salaryPeriod: SalaryPeriod.YEAR,
    description: [
      'Deliver our talent-development programmes to client teams across South India, in person and online.',
      'Topics include communication skills, crucial conversations and first-time manager training.',
    ],
    responsibilities: [
      'Facilitate engaging workshops for groups of 10 to 40 participants.',
      'Adapt our programme material to each client’s industry and culture.',
      'Gather feedback and measure learning outcomes after each cohort.',
      'Support our skill-development mission with volunteer sessions for young job seekers.',
    ],
    qualifications: [
      'Three or more years of corporate training or facilitation.',
      'Excellent spoken English; Kannada, Tamil or Telugu is a plus.',
      'A certification in facilitation, coaching or instructional design is welcome.',
    ],
  },
  {
    title: 'Technical Recruiter – Cloud and Data',
    location: 'Singapore',
    employmentType: EmploymentType.FULL_TIME,
    workplace: Workplace.REMOTE,
    remoteRegion: 'Singapore',
    department: 'Talent Acquisition',
    clientName: 'Northwind Cloud Pte Ltd',
    closesInDays: 21,
    description: [
      'Help our Asia-Pacific clients build cloud, data and platform engineering teams.',
      'You will work closely with engineering leaders who expect a recruiter who understands their stack.',
    ],
    responsibilities: [
      'Map talent markets for data engineers, SREs and cloud architects across the region.',
      'Screen candidates for technical fit before client interviews.',
      'Manage offers, including relocation and work-pass considerations.',
    ],
    qualifications: [
      'Three or more years of technical recruiting.',
      'Working knowledge of AWS, Azure or GCP terminology.',
      'Familiarity with Singapore Employment Pass requirements.',
    ],
  },
  {
    title: 'Payroll and HR Operations Specialist',
    location: 'Sydney, Australia',
    employmentType: EmploymentType.PART_TIME,
    workplace: Workplace.HYBRID,
    department: 'HR Operations',
    salaryMin: 45,
    salaryMax: 55,
    salaryCurrency: 'AUD',
    salaryPeriod: SalaryPeriod.HOUR,
    description: [
      'Keep payroll and HR administration running smoothly for several small and medium-sized clients.',
      'A varied role for someone who enjoys accuracy and tidy processes.',
    ],
    responsibilities: [
      'Process fortnightly and monthly payroll for multiple entities.',
      'Maintain employee records and prepare onboarding and offboarding paperwork.',
      'Answer employee questions about pay, leave and superannuation.',
      'Suggest process improvements and help automate repetitive tasks.',
    ],
    qualifications: [
      'Two or more years of Australian payroll experience.',
      'Good understanding of the Fair Work Act and modern awards.',
      'Experience with Xero, MYOB or a similar payroll system.',
    ],
  },
  {
    title: 'Executive Search Researcher',
    location: 'Berlin, Germany',
    employmentType: EmploymentType.TEMPORARY,
    workplace: Workplace.ON_SITE,
    department: 'Executive Search',
    salaryMin: 4500,
    salaryMax: 4500,
    salaryCurrency: 'EUR',
    salaryPeriod: SalaryPeriod.MONTH,
    closesInDays: 14,
    description: [
      'Support our partners on board-level and C-suite searches for European clients.',
      'Research-heavy role with plenty of contact with senior candidates.',
    ],
    responsibilities: [
      'Build target lists of companies and executives for each search.',
      'Hold first confidential conversations with potential candidates.',
      'Prepare concise candidate reports and market maps.',
    ],
    qualifications: [
      'A degree and one or two years in research, consulting or executive search.',
      'Fluent German and English.',
      'Discretion with confidential information.',
    ],
  },
  {
    title: 'HR Policy Consultant',
    location: 'Dubai, United Arab Emirates',
    employmentType: EmploymentType.CONTRACT,
    workplace: Workplace.REMOTE,
    remoteRegion: 'United Arab Emirates',
    department: 'HR Consulting',
    clientName: 'Gulf Retail Group',
    description: [
      'Help clients in the Gulf region write and roll out HR policies that are fair, compliant and easy to follow.',
    ],
    responsibilities: [
      'Review existing handbooks and identify gaps against local labour law.',
      'Draft policies on leave, conduct, POSH compliance and remote work.',
      'Train managers and HR teams on new policies.',
    ],
    qualifications: [
      'Five or more years in HR generalist or policy roles.',
      'Knowledge of UAE labour law.',
      'Clear, plain-language writing.',
    ],
  },
  {
    title: 'Campus Hiring Coordinator',
    location: 'Pune, India',
    employmentType: EmploymentType.INTERNSHIP,
    workplace: Workplace.ON_SITE,
    department: 'Talent Acquisition',
    salaryMin: 25000,
    salaryCurrency: 'INR',
    salaryPeriod: SalaryPeriod.MONTH,
    description: [
      'Coordinate graduate hiring drives with universities and colleges on behalf of our clients.',
      'A great first step into recruitment for a well-organised graduate.',
    ],
    responsibilities: [
      'Plan campus visits, assessments and interview days.',
      'Keep candidates informed from first contact to offer.',
      'Track results and prepare reports for clients.',
    ],
    qualifications: [
      'A bachelor’s degree; an MBA in HR is a plus.',
      'Strong organisation and communication skills.',
      'Willing to travel within Maharashtra.',
    ],
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Writes the demo jobs, newest first in the order above, one day apart. */
export async function seedDemoJobs(em: EntityManager): Promise<void> {
  const now = Date.now();
  const clients = new Map<string, Client>();
  const clientNamed = (name: string): Client => {
    const client =
      clients.get(name) ?? em.create(Client, { name, nameKey: clientNameKey(name), showNamePublicly: true });
    clients.set(name, client);
    return client;
  };
  DEMO_JOBS.forEach(({ closesInDays, clientName, ...job }, index) => {
    const postedAt = new Date(now - index * DAY_MS);
    const closesAt = closesInDays === undefined ? null : new Date(now + closesInDays * DAY_MS);
    const client = clientName ? clientNamed(clientName) : null;
    em.create(Job, { ...job, client, closesAt, createdAt: postedAt, updatedAt: postedAt });
  });
  await em.flush();
}
