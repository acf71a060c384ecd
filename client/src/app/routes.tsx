import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

import { HomePage } from '../features/home/HomePage';

import { PublicLayout } from './layouts/PublicLayout';
import { NotFoundPage } from './NotFoundPage';
import { RootError, RouteError } from './RouteError';
import { RouteLoading } from './RouteLoading';
import { RequireSession } from './sign-in';

/**
 * A layout route that gives the back office's screens the Apollo client. It loads in parallel with
 * the first of them, so Apollo (and the generated documents) never weigh on the public pages.
 */
const withApollo = async () => ({ Component: (await import('../lib/apollo-provider')).ApolloOutlet });

/**
 * A public page whose screen talks to the API as a whole (its form or list is the page): the page's
 * chunk and the Apollo client load in parallel. The other public pages never load Apollo, and
 * /browse-positions brings it itself, after its heading has painted.
 */
function pageWithApollo(load: () => Promise<ComponentType>) {
  return async () => {
    const [Page, { WithApollo }] = await Promise.all([load(), import('../lib/apollo-provider')]);
    function PageWithApollo() {
      return (
        <WithApollo>
          <Page />
        </WithApollo>
      );
    }
    return { Component: PageWithApollo };
  };
}

/**
 * A layout's screens under a pathless route whose `errorElement` shows a screen's failure inside
 * the layout (header and menus stay usable), never react-router's developer screen.
 */
function inFrameErrors(screens: RouteObject[]): RouteObject[] {
  return [{ errorElement: <RouteError />, children: screens }];
}

/** The public pages after the home page, each its own lazy chunk. */
const publicPages: RouteObject[] = [
  { path: '/about', lazy: async () => ({ Component: (await import('../features/company/AboutPage')).AboutPage }) },
  {
    path: '/services',
    lazy: async () => ({ Component: (await import('../features/company/ServicesPage')).ServicesPage }),
  },
  {
    path: '/hr-consulting',
    lazy: async () => ({ Component: (await import('../features/company/HrConsultingPage')).HrConsultingPage }),
  },
  {
    path: '/talent-search',
    lazy: async () => ({ Component: (await import('../features/company/TalentSearchPage')).TalentSearchPage }),
  },
  {
    path: '/talent-development',
    lazy: async () => ({
      Component: (await import('../features/company/TalentDevelopmentPage')).TalentDevelopmentPage,
    }),
  },
  {
    path: '/skill-development',
    lazy: pageWithApollo(
      async () => (await import('../features/skill-development/SkillDevelopmentPage')).SkillDevelopmentPage,
    ),
  },
  {
    path: '/events',
    lazy: pageWithApollo(async () => (await import('../features/events/EventsPage')).EventsPage),
  },
  {
    path: '/events/:eventId',
    lazy: pageWithApollo(async () => (await import('../features/events/EventPage')).EventPage),
  },
  {
    path: '/events/:eventId/cancel',
    lazy: pageWithApollo(
      async () => (await import('../features/events/CancelRegistrationPage')).CancelRegistrationPage,
    ),
  },
  {
    path: '/job-alerts/confirm',
    lazy: pageWithApollo(async () => (await import('../features/job-alerts/JobAlertConfirmPage')).JobAlertConfirmPage),
  },
  {
    path: '/job-alerts/unsubscribe',
    lazy: pageWithApollo(
      async () => (await import('../features/job-alerts/JobAlertUnsubscribePage')).JobAlertUnsubscribePage,
    ),
  },
  {
    // A client's shortlist, opened from the e-mail without staff sign-in (a capability link).
    path: '/shortlists/:token',
    lazy: pageWithApollo(
      async () => (await import('../features/client-shortlists/ClientShortlistPage')).ClientShortlistPage,
    ),
  },
  {
    path: '/browse-positions/:jobId?',
    lazy: async () => ({ Component: (await import('../features/jobs/BrowsePositionsPage')).BrowsePositionsPage }),
  },
  {
    path: '/send-cv',
    lazy: pageWithApollo(async () => (await import('../features/jobs/SendCvPage')).SendCvPage),
  },
  {
    path: '/contact',
    lazy: pageWithApollo(async () => (await import('../features/contact/ContactPage')).ContactPage),
  },
  {
    path: '/privacy-policy',
    lazy: async () => ({ Component: (await import('../features/privacy/PrivacyPolicyPage')).PrivacyPolicyPage }),
  },
];

const backOffice: RouteObject[] = [
  {
    // The whole back office is lazy: public visitors never download any of it.
    path: '/admin',
    lazy: async () => ({ Component: (await import('./layouts/AdminLayout')).AdminLayout }),
    children: inFrameErrors([
      {
        index: true,
        lazy: async () => ({ Component: (await import('../features/dashboard/DashboardPage')).DashboardPage }),
      },
      {
        path: 'job-posting',
        lazy: async () => ({ Component: (await import('../features/job-admin/JobPostingPage')).JobPostingPage }),
      },
      {
        path: 'manage-jobs',
        lazy: async () => ({ Component: (await import('../features/job-admin/ManageJobsPage')).ManageJobsPage }),
      },
      {
        path: 'jobs/:jobId/pipeline',
        lazy: async () => ({
          Component: (await import('../features/pipeline/PipelineBoardPage')).PipelineBoardPage,
        }),
      },
      {
        path: 'applied-candidates',
        lazy: async () => ({
          Component: (await import('../features/candidates/AppliedCandidatesPage')).AppliedCandidatesPage,
        }),
      },
      {
        path: 'candidates',
        lazy: async () => ({
          Component: (await import('../features/candidates/AllCandidatesPage')).AllCandidatesPage,
        }),
      },
      {
        path: 'candidates/:id',
        lazy: async () => ({ Component: (await import('../features/candidates/CandidatePage')).CandidatePage }),
      },
      {
        path: 'my-interviews',
        lazy: async () => ({
          Component: (await import('../features/interviews/MyInterviewsPage')).MyInterviewsPage,
        }),
      },
      {
        path: 'talent-pool',
        lazy: async () => ({ Component: (await import('../features/talent-pool/TalentPoolPage')).TalentPoolPage }),
      },
      {
        path: 'talent-pool/:id',
        lazy: async () => ({
          Component: (await import('../features/talent-pool/TalentPoolEntryPage')).TalentPoolEntryPage,
        }),
      },
      {
        path: 'clients',
        lazy: async () => ({ Component: (await import('../features/clients/ClientsPage')).ClientsPage }),
      },
      {
        path: 'clients/:id',
        lazy: async () => ({ Component: (await import('../features/clients/ClientPage')).ClientPage }),
      },
      {
        path: 'registered-candidates',
        lazy: async () => ({
          Component: (await import('../features/event-admin/RegisteredCandidatesPage')).RegisteredCandidatesPage,
        }),
      },
      {
        path: 'add-users',
        lazy: async () => ({ Component: (await import('../features/users/AddUsersPage')).AddUsersPage }),
      },
      {
        path: 'users',
        lazy: async () => ({ Component: (await import('../features/users/StaffUsersPage')).StaffUsersPage }),
      },
      {
        path: 'audit',
        lazy: async () => ({ Component: (await import('../features/audit/AuditLogPage')).AuditLogPage }),
      },
      {
        path: 'joinus-Users',
        lazy: async () => ({
          Component: (await import('../features/join-us-admin/JoinUsUsersPage')).JoinUsUsersPage,
        }),
      },
      {
        path: 'add-events',
        lazy: async () => ({ Component: (await import('../features/event-admin/AddEventsPage')).AddEventsPage }),
      },
      {
        path: 'manage-events',
        lazy: async () => ({
          Component: (await import('../features/event-admin/ManageEventsPage')).ManageEventsPage,
        }),
      },
      {
        path: 'contact-messages',
        lazy: async () => ({
          Component: (await import('../features/contact-inbox/ContactMessagesPage')).ContactMessagesPage,
        }),
      },
      {
        path: 'inbox',
        lazy: async () => ({ Component: (await import('../features/inbox/InboxPage')).InboxPage }),
      },
      {
        path: 'integrations',
        lazy: async () => ({ Component: (await import('../features/integrations/IntegrationsPage')).IntegrationsPage }),
      },
      {
        path: 'people',
        lazy: async () => ({ Component: (await import('../features/people/PeoplePage')).PeoplePage }),
      },
      {
        path: 'reports',
        lazy: async () => ({ Component: (await import('../features/reports/ReportsPage')).ReportsPage }),
      },
      {
        path: 'site',
        lazy: async () => ({
          Component: (await import('../features/site-admin/SiteContentListPage')).SiteContentListPage,
        }),
      },
      {
        path: 'site/:key',
        lazy: async () => ({ Component: (await import('../features/site-admin/SiteDocumentPage')).SiteDocumentPage }),
      },
      {
        path: 'settings',
        lazy: async () => ({ Component: (await import('../features/settings/SettingsPage')).SettingsPage }),
      },
    ]),
  },
];

/**
 * The route table, shared by the browser router and the tests' memory router. Home is in the
 * entry chunk; every other page is its own lazy chunk, so `/` loads only what it shows.
 */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    HydrateFallback: RouteLoading,
    // The layout itself failed: the error on a page of its own.
    errorElement: <RootError />,
    children: inFrameErrors([
      { path: '/', element: <HomePage /> },
      { path: '/login', element: <HomePage /> },
      ...publicPages,
      { path: '*', element: <NotFoundPage /> },
    ]),
  },
  {
    // The back office: without a stored token the guard opens the sign-in dialog on `/` instead.
    element: <RequireSession />,
    HydrateFallback: RouteLoading,
    // The admin frame (or the Apollo client) could not load: no frame to show the error in.
    errorElement: <RootError />,
    children: [{ lazy: withApollo, children: backOffice }],
  },
];
