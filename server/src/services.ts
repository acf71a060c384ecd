import type { EntityManager } from '@mikro-orm/postgresql';

import type { Config } from './config';
import type { Logger } from './lib/logger';
import { MailService } from './mail/mail.service';
import { emlFolder } from './mail/mail-transport';
import type { Metrics } from './metrics/metrics';
import { ApiKeyService } from './modules/api-keys/api-key.service';
import { ApplicationService } from './modules/applications/application.service';
import { ApplicationActivityService } from './modules/applications/application-activity.service';
import { ApplicationBoardService } from './modules/applications/application-board.service';
import { ApplicationDecisionsService } from './modules/applications/application-decisions.service';
import { ApplicationIntakeService } from './modules/applications/application-intake.service';
import { ApplicationNoteService } from './modules/applications/application-note.service';
import { ApplicationSearchService } from './modules/applications/application-search.service';
import { ApplicationStagesService } from './modules/applications/application-stages.service';
import { RejectionMailComposer } from './modules/applications/rejection-mail';
import { ResumeTextService } from './modules/applications/resume-text.service';
import { AuditService } from './modules/audit/audit.service';
import { AuthService } from './modules/auth/auth.service';
import { LoginThrottleService } from './modules/auth/login-throttle.service';
import { Reauthentication } from './modules/auth/reauthentication';
import { SignInChallenges } from './modules/auth/sign-in-challenge';
import type { TokenSigner } from './modules/auth/token';
import type { TotpSecretBox } from './modules/auth/totp-secret-box';
import { TwoFactorService } from './modules/auth/two-factor.service';
import { WrongCodeLimit } from './modules/auth/wrong-code-limit';
import { ClientShortlistService } from './modules/client-shortlists/client-shortlist.service';
import { ClientShortlistLinkService } from './modules/client-shortlists/client-shortlist-link.service';
import { ClientService } from './modules/clients/client.service';
import { ContactService } from './modules/contact/contact.service';
import { EventService } from './modules/events/event.service';
import { mailboxParts } from './modules/events/event-calendar';
import { InterviewService } from './modules/interviews/interview.service';
import { ScorecardService } from './modules/interviews/scorecard.service';
import { JobAlertService } from './modules/job-alerts/job-alert.service';
import { JobService } from './modules/jobs/job.service';
import type { JobReadCache } from './modules/jobs/job-read-cache';
import { JobSearchService } from './modules/jobs/job-search.service';
import { JoinUsService } from './modules/join-us/join-us.service';
import { PersonService } from './modules/personal-data/person.service';
import { RetentionService } from './modules/personal-data/retention.service';
import { PipelineService } from './modules/pipeline/pipeline.service';
import { PlacementService } from './modules/placements/placement.service';
import type { FormRateLimits } from './modules/public-forms/form-rate-limits';
import { PrivacyVersions } from './modules/public-forms/privacy-versions';
import { PublicFormService } from './modules/public-forms/public-form.service';
import { RegistrationService } from './modules/registrations/registration.service';
import { RegistrationIntakeService } from './modules/registrations/registration-intake.service';
import { RegistrationMailer } from './modules/registrations/registration-mailer';
import { RegistrationRemindersService } from './modules/registrations/registration-reminders.service';
import { RegistrationSeatsService } from './modules/registrations/registration-seats.service';
import { ReportService } from './modules/reports/report.service';
import { SettingsService } from './modules/settings/settings.service';
import { SiteContentService } from './modules/site-content/site-content.service';
import type { SiteContentRenderCache } from './modules/site-content/site-content-render-cache';
import { SiteImageService } from './modules/site-content/site-image.service';
import { TalentPoolService } from './modules/talent-pool/talent-pool.service';
import { UserService } from './modules/users/user.service';
import { WebhookService } from './modules/webhooks/webhook.service';
import type { FileStorage } from './storage/file-storage';

/** Jobs posted this recently wait for the next digest (see JobAlertOptions.settleMs). */
const JOB_ALERT_SETTLE_MS = 60_000;

/** What the services need from the process: built once at start. */
export interface ServerDeps {
  config: Config;
  logger: Logger;
  tokens: TokenSigner;
  storage: FileStorage;
  /** The public forms' rate limits (counters in PostgreSQL, shared by every process). */
  formLimits: FormRateLimits;
  /** Key of the audit log's salted e-mail hashes, derived from the JWT secret at start. */
  auditKey: Buffer;
  /** Encrypts TOTP secrets at rest (a key derived for that purpose). */
  totpSecrets: TotpSecretBox;
  /** Milliseconds since the epoch: Date.now, or a fixed clock in tests (two-factor codes are time-based). */
  clock: () => number;
  /** The public job list's answers, kept between requests until a job changes or closes. */
  jobReads: JobReadCache;
  /** `/sitemap.xml` and the job share images' reads: anonymous, so kept longer; dropped with jobReads. */
  crawlerReads: JobReadCache;
  /**
   * This process's Prometheus metrics (GET /metrics), when METRICS_TOKEN or METRICS_PORT is set;
   * undefined otherwise, and recording one is then a no-op (`deps.metrics?.…`).
   */
  metrics?: Metrics;
  /** The public site's published documents as last rendered (rich text as sanitized HTML). */
  siteContentRenders: SiteContentRenderCache;
}

/** The business services of one request, all sharing that request's EntityManager. */
export function createServices(em: EntityManager, deps: ServerDeps) {
  const throttle = new LoginThrottleService(
    em,
    {
      freeFailuresPerEmail: deps.config.loginFreeFailuresPerEmail,
      freeFailuresPerIp: deps.config.loginFreeFailuresPerIp,
      maxDelaySeconds: deps.config.loginMaxDelaySeconds,
      windowSeconds: deps.config.loginWindowSeconds,
    },
    deps.clock,
  );
  const audit = new AuditService(em, deps.auditKey);
  const mail = new MailService(em);
  const wrongCodes = new WrongCodeLimit(
    em,
    mail,
    {
      maxPerDay: deps.config.twoFactorMaxWrongCodesPerDay,
      alertAfter: deps.config.twoFactorAlertAfterWrongCodes,
    },
    deps.clock,
  );
  const twoFactor = new TwoFactorService(
    em,
    throttle,
    audit,
    deps.clock,
    deps.config.requireTwoFactorFor,
    deps.totpSecrets,
    mail,
    wrongCodes,
  );
  const reauthentication = new Reauthentication(em, throttle, twoFactor);
  const webhooks = new WebhookService(
    em,
    {
      allowPrivateNetworks: deps.config.webhookAllowPrivateNetworks,
      secretOverlapHours: deps.config.webhookSecretOverlapHours,
    },
    { audit, mail, reauthentication, publicUrl: deps.config.publicUrl },
  );
  const privacyVersions = new PrivacyVersions(em);
  const siteImages = new SiteImageService(em, audit, deps.storage, { imageMaxBytes: deps.config.eventImageMaxBytes });
  const forms = new PublicFormService(
    deps.formLimits,
    deps.config.formMinFillSeconds * 1000,
    deps.logger,
    privacyVersions,
  );
  const jobs = new JobService(em, webhooks, deps.jobReads);
  const jobSearch = new JobSearchService(em, deps.jobReads);
  const settings = new SettingsService(em, audit);
  const pipeline = new PipelineService(em, audit);
  const placements = new PlacementService(em, audit);
  const applicationStages = new ApplicationStagesService(em, pipeline, audit, webhooks, placements);
  const applicationIntake = new ApplicationIntakeService(
    em,
    deps.storage,
    mail,
    jobs,
    deps.config.resumeMaxBytes,
    forms,
    audit,
    webhooks,
  );
  const rejectionMail = new RejectionMailComposer(settings, deps.config.rejectionEmailDelayMinutes * 60_000);
  const registrationMailer = new RegistrationMailer(mail, deps.tokens, {
    origin: deps.config.publicUrl,
    organizer: mailboxParts(deps.config.mailFrom),
  });
  const registrationSeats = new RegistrationSeatsService(
    em,
    webhooks,
    registrationMailer,
    deps.config.eventReminderHours,
  );
  const events = new EventService(
    em,
    deps.storage,
    deps.config.eventImageMaxBytes,
    deps.config.eventTimeZone,
    registrationSeats,
  );
  return {
    audit,
    auth: new AuthService(
      em,
      deps.tokens,
      throttle,
      audit,
      twoFactor,
      new SignInChallenges(deps.tokens, deps.clock),
      mail,
    ),
    twoFactor,
    users: new UserService(em, audit, deps.tokens),
    apiKeys: new ApiKeyService(
      em,
      audit,
      mail,
      reauthentication,
      { defaultDays: deps.config.apiKeyDefaultDays, maxDays: deps.config.apiKeyMaxDays },
      deps.config.publicUrl,
    ),
    webhooks,
    mail,
    jobs,
    jobSearch,
    clients: new ClientService(em, audit, deps.storage, deps.config.eventImageMaxBytes, deps.jobReads),
    forms,
    joinUs: new JoinUsService(em, forms, webhooks, audit),
    contact: new ContactService(em, forms, webhooks, audit),
    applications: new ApplicationService(em, deps.storage, audit),
    applicationIntake,
    applicationDecisions: new ApplicationDecisionsService(
      em,
      mail,
      audit,
      webhooks,
      rejectionMail,
      pipeline,
      applicationStages,
      settings,
    ),
    applicationStages,
    placements,
    applicationBoard: new ApplicationBoardService(em, pipeline),
    pipeline,
    rejectionMail,
    applicationActivity: new ApplicationActivityService(em),
    applicationNotes: new ApplicationNoteService(em),
    scorecards: new ScorecardService(em),
    interviews: new InterviewService(
      em,
      mail,
      { origin: deps.config.publicUrl, organizer: mailboxParts(deps.config.mailFrom) },
      deps.config.interviewReminderHours,
    ),
    applicationSearch: new ApplicationSearchService(em),
    talentPool: new TalentPoolService(em, deps.storage, mail, applicationIntake, forms, audit),
    clientShortlists: new ClientShortlistService(em, mail, audit, { publicUrl: deps.config.publicUrl }),
    clientShortlistLinks: new ClientShortlistLinkService(em, mail, audit, deps.storage, {
      publicUrl: deps.config.publicUrl,
      resumeMaxBytes: deps.config.resumeMaxBytes,
      // An https site (even behind a proxy that TRUST_PROXY does not name) gets Secure cookies.
      secureCookies: deps.config.publicUrl.startsWith('https://'),
    }),
    resumeTexts: new ResumeTextService(em, deps.storage, deps.logger),
    settings,
    siteContent: new SiteContentService(em, audit, siteImages, privacyVersions, {}, deps.siteContentRenders),
    siteImages,
    events,
    registrations: new RegistrationService(em, events, registrationSeats),
    registrationIntake: new RegistrationIntakeService(em, events, forms, audit, registrationSeats, registrationMailer),
    registrationSeats,
    registrationReminders: new RegistrationRemindersService(em, registrationMailer, deps.config.eventReminderHours),
    reports: new ReportService(em, jobSearch),
    jobAlerts: new JobAlertService(em, forms, deps.tokens, jobSearch, mail, {
      origin: deps.config.publicUrl,
      unconfirmedDays: deps.config.jobAlertConfirmDays,
      settleMs: JOB_ALERT_SETTLE_MS,
    }),
    people: new PersonService(em, audit, {
      storage: deps.storage,
      logger: deps.logger,
      mailFolder: emlFolder(deps.config),
    }),
    retention: new RetentionService(
      em,
      deps.storage,
      audit,
      deps.formLimits,
      {
        applicationMonths: deps.config.retentionApplicationMonths,
        registrationMonths: deps.config.retentionRegistrationMonths,
        contactMonths: deps.config.retentionContactMonths,
        joinUsMonths: deps.config.retentionJoinUsMonths,
        eventMonths: deps.config.retentionEventMonths,
        talentPoolMonths: deps.config.retentionTalentPoolMonths,
        clientContactMonths: deps.config.retentionClientContactMonths,
        jobAlertUnconfirmedDays: deps.config.jobAlertConfirmDays,
        webhookBodyDays: deps.config.webhookBodyRetentionDays,
        signInThrottleSeconds: deps.config.loginWindowSeconds,
      },
      deps.logger,
      { mailFolder: emlFolder(deps.config) },
    ),
  };
}

export type Services = ReturnType<typeof createServices>;
