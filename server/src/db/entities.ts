import { OutboxMessage } from '../mail/outbox-message.entity';
import { ApiKey } from '../modules/api-keys/api-key.entity';
import { Application } from '../modules/applications/application.entity';
import { ApplicationActivity } from '../modules/applications/application-activity.entity';
import { ApplicationNote } from '../modules/applications/application-note.entity';
import { JobApplicationCount } from '../modules/applications/job-application-count.entity';
import { ResumeText } from '../modules/applications/resume-text.entity';
import { AuditEntry } from '../modules/audit/audit-entry.entity';
import { LoginThrottle } from '../modules/auth/login-throttle.entity';
import { RecoveryCode } from '../modules/auth/recovery-code.entity';
import { ClientShortlist } from '../modules/client-shortlists/client-shortlist.entity';
import { ClientShortlistBrowser } from '../modules/client-shortlists/client-shortlist-browser.entity';
import { ClientShortlistCode } from '../modules/client-shortlists/client-shortlist-code.entity';
import { ClientShortlistEntry } from '../modules/client-shortlists/client-shortlist-entry.entity';
import { Client } from '../modules/clients/client.entity';
import { ClientContact } from '../modules/clients/client-contact.entity';
import { ContactMessage } from '../modules/contact/contact-message.entity';
import { Event } from '../modules/events/event.entity';
import { Interview, InterviewInterviewer } from '../modules/interviews/interview.entity';
import { Scorecard } from '../modules/interviews/scorecard.entity';
import { JobAlert } from '../modules/job-alerts/job-alert.entity';
import { Job } from '../modules/jobs/job.entity';
import { JobCount } from '../modules/jobs/job-count.entity';
import { JoinUsPerson } from '../modules/join-us/join-us-person.entity';
import { PipelineStage } from '../modules/pipeline/pipeline-stage.entity';
import { Placement } from '../modules/placements/placement.entity';
import { RateLimitCounter } from '../modules/public-forms/rate-limit.entity';
import { Registration } from '../modules/registrations/registration.entity';
import { Setting } from '../modules/settings/setting.entity';
import { SiteDocument } from '../modules/site-content/site-document.entity';
import { SiteDocumentRevision } from '../modules/site-content/site-document-revision.entity';
import { SiteImage } from '../modules/site-content/site-image.entity';
import { TalentPoolAddition } from '../modules/talent-pool/talent-pool-addition.entity';
import { TalentPoolEntry } from '../modules/talent-pool/talent-pool-entry.entity';
import { User } from '../modules/users/user.entity';
import { WebhookAttempt } from '../modules/webhooks/webhook-attempt.entity';
import { WebhookDelivery } from '../modules/webhooks/webhook-delivery.entity';
import { WebhookEndpoint } from '../modules/webhooks/webhook-endpoint.entity';

import { SeedMarker } from './seeders/seed-marker.entity';

/** Every MikroORM entity of the product; a new domain adds its entities here. */
export const ENTITIES = [
  User,
  LoginThrottle,
  RecoveryCode,
  SeedMarker,
  OutboxMessage,
  Job,
  JobCount,
  JobApplicationCount,
  JoinUsPerson,
  ContactMessage,
  Application,
  Event,
  Registration,
  ApiKey,
  WebhookEndpoint,
  WebhookDelivery,
  WebhookAttempt,
  RateLimitCounter,
  AuditEntry,
  JobAlert,
  ApplicationActivity,
  ResumeText,
  Interview,
  InterviewInterviewer,
  Scorecard,
  ApplicationNote,
  Setting,
  PipelineStage,
  TalentPoolEntry,
  TalentPoolAddition,
  Client,
  ClientContact,
  Placement,
  ClientShortlist,
  ClientShortlistEntry,
  ClientShortlistBrowser,
  ClientShortlistCode,
  SiteDocument,
  SiteDocumentRevision,
  SiteImage,
];
