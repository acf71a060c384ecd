// This file passes 400 lines: it is the one place that wires every business service of a request, a getter each.
import type { EntityManager } from '@mikro-orm/postgresql';

import type { Config } from './config';
import type { Logger } from './lib/logger';
import type { StatementPool } from './lib/sql';
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

/**
 * The business services of one request, all sharing that request's EntityManager. Each is made
 * when first asked for, then kept for the rest of the request: a request uses a handful of them,
 * and making all of them at every request cost about 2% of the CPU of an uncached page of jobs.
 */
export class Services {
  constructor(
    /** The request's EntityManager, forked when the first service that needs one is made. */
    private readonly emOf: () => EntityManager,
    private readonly deps: ServerDeps,
    /** Where the public job list's prepared statements run; the request's EntityManager when not given. */
    private readonly statements?: StatementPool,
  ) {}

  /** Keeps `service` as this request's `name`: an own property, which hides the getter from then on. */
  private keep<T>(name: keyof Services, service: T): T {
    Object.defineProperty(this, name, { value: service, enumerable: true });
    return service;
  }

  get throttle() {
    const { config, clock } = this.deps;
    return this.keep(
      'throttle',
      new LoginThrottleService(
        this.emOf(),
        {
          freeFailuresPerEmail: config.loginFreeFailuresPerEmail,
          freeFailuresPerIp: config.loginFreeFailuresPerIp,
          maxDelaySeconds: config.loginMaxDelaySeconds,
          windowSeconds: config.loginWindowSeconds,
        },
        clock,
      ),
    );
  }

  get audit() {
    return this.keep('audit', new AuditService(this.emOf(), this.deps.auditKey));
  }

  get mail() {
    return this.keep('mail', new MailService(this.emOf()));
  }

  get wrongCodes() {
    const { config, clock } = this.deps;
    return this.keep(
      'wrongCodes',
      new WrongCodeLimit(
        this.emOf(),
        this.mail,
        { maxPerDay: config.twoFactorMaxWrongCodesPerDay, alertAfter: config.twoFactorAlertAfterWrongCodes },
        clock,
      ),
    );
  }

  get twoFactor() {
    const { deps } = this;
    return this.keep(
      'twoFactor',
      new TwoFactorService(
        this.emOf(),
        this.throttle,
        this.audit,
        deps.clock,
        deps.config.requireTwoFactorFor,
        deps.totpSecrets,
        this.mail,
        this.wrongCodes,
      ),
    );
  }

  get reauthentication() {
    return this.keep('reauthentication', new Reauthentication(this.emOf(), this.throttle, this.twoFactor));
  }

  get webhooks() {
    const { config } = this.deps;
    return this.keep(
      'webhooks',
      new WebhookService(
        this.emOf(),
        {
          allowPrivateNetworks: config.webhookAllowPrivateNetworks,
          secretOverlapHours: config.webhookSecretOverlapHours,
        },
        { audit: this.audit, mail: this.mail, reauthentication: this.reauthentication, publicUrl: config.publicUrl },
      ),
    );
  }

  get privacyVersions() {
    return this.keep('privacyVersions', new PrivacyVersions(this.emOf()));
  }

  get siteImages() {
    const { storage, config } = this.deps;
    return this.keep(
      'siteImages',
      new SiteImageService(this.emOf(), this.audit, storage, { imageMaxBytes: config.eventImageMaxBytes }),
    );
  }

  get forms() {
    const { deps } = this;
    return this.keep(
      'forms',
      new PublicFormService(deps.formLimits, deps.config.formMinFillSeconds * 1000, deps.logger, this.privacyVersions),
    );
  }

  get jobs() {
    return this.keep('jobs', new JobService(this.emOf(), this.webhooks, this.deps.jobReads));
  }

  get jobSearch() {
    return this.keep('jobSearch', new JobSearchService(this.emOf, this.statements ?? this.emOf(), this.deps.jobReads));
  }

  get settings() {
    return this.keep('settings', new SettingsService(this.emOf(), this.audit));
  }

  get pipeline() {
    return this.keep('pipeline', new PipelineService(this.emOf(), this.audit));
  }

  get placements() {
    return this.keep('placements', new PlacementService(this.emOf(), this.audit));
  }

  get applicationStages() {
    return this.keep(
      'applicationStages',
      new ApplicationStagesService(this.emOf(), this.pipeline, this.audit, this.webhooks, this.placements),
    );
  }

  get applicationIntake() {
    const { storage, config } = this.deps;
    return this.keep(
      'applicationIntake',
      new ApplicationIntakeService(
        this.emOf(),
        storage,
        this.mail,
        this.jobs,
        config.resumeMaxBytes,
        this.forms,
        this.audit,
        this.webhooks,
      ),
    );
  }

  get rejectionMail() {
    return this.keep(
      'rejectionMail',
      new RejectionMailComposer(this.settings, this.deps.config.rejectionEmailDelayMinutes * 60_000),
    );
  }

  get registrationMailer() {
    const { tokens, config } = this.deps;
    return this.keep(
      'registrationMailer',
      new RegistrationMailer(this.mail, tokens, { origin: config.publicUrl, organizer: mailboxParts(config.mailFrom) }),
    );
  }

  get registrationSeats() {
    return this.keep(
      'registrationSeats',
      new RegistrationSeatsService(
        this.emOf(),
        this.webhooks,
        this.registrationMailer,
        this.deps.config.eventReminderHours,
      ),
    );
  }

  get events() {
    const { storage, config } = this.deps;
    return this.keep(
      'events',
      new EventService(this.emOf(), storage, config.eventImageMaxBytes, config.eventTimeZone, this.registrationSeats),
    );
  }

  get auth() {
    const { tokens, clock } = this.deps;
    return this.keep(
      'auth',
      new AuthService(
        this.emOf(),
        tokens,
        this.throttle,
        this.audit,
        this.twoFactor,
        new SignInChallenges(tokens, clock),
        this.mail,
      ),
    );
  }

  get users() {
    return this.keep('users', new UserService(this.emOf(), this.audit, this.deps.tokens));
  }

  get apiKeys() {
    const { config } = this.deps;
    return this.keep(
      'apiKeys',
      new ApiKeyService(
        this.emOf(),
        this.audit,
        this.mail,
        this.reauthentication,
        { defaultDays: config.apiKeyDefaultDays, maxDays: config.apiKeyMaxDays },
        config.publicUrl,
      ),
    );
  }

  get clients() {
    const { storage, config, jobReads } = this.deps;
    return this.keep(
      'clients',
      new ClientService(this.emOf(), this.audit, storage, config.eventImageMaxBytes, jobReads),
    );
  }

  get joinUs() {
    return this.keep('joinUs', new JoinUsService(this.emOf(), this.forms, this.webhooks, this.audit));
  }

  get contact() {
    return this.keep('contact', new ContactService(this.emOf(), this.forms, this.webhooks, this.audit));
  }

  get applications() {
    return this.keep('applications', new ApplicationService(this.emOf(), this.deps.storage, this.audit));
  }

  get applicationDecisions() {
    return this.keep(
      'applicationDecisions',
      new ApplicationDecisionsService(
        this.emOf(),
        this.mail,
        this.audit,
        this.webhooks,
        this.rejectionMail,
        this.pipeline,
        this.applicationStages,
        this.settings,
      ),
    );
  }

  get applicationBoard() {
    return this.keep('applicationBoard', new ApplicationBoardService(this.emOf(), this.pipeline));
  }

  get applicationActivity() {
    return this.keep('applicationActivity', new ApplicationActivityService(this.emOf()));
  }

  get applicationNotes() {
    return this.keep('applicationNotes', new ApplicationNoteService(this.emOf()));
  }

  get scorecards() {
    return this.keep('scorecards', new ScorecardService(this.emOf()));
  }

  get interviews() {
    const { config } = this.deps;
    return this.keep(
      'interviews',
      new InterviewService(
        this.emOf(),
        this.mail,
        { origin: config.publicUrl, organizer: mailboxParts(config.mailFrom) },
        config.interviewReminderHours,
      ),
    );
  }

  get applicationSearch() {
    return this.keep('applicationSearch', new ApplicationSearchService(this.emOf()));
  }

  get talentPool() {
    return this.keep(
      'talentPool',
      new TalentPoolService(this.emOf(), this.deps.storage, this.mail, this.applicationIntake, this.forms, this.audit),
    );
  }

  get clientShortlists() {
    return this.keep(
      'clientShortlists',
      new ClientShortlistService(this.emOf(), this.mail, this.audit, { publicUrl: this.deps.config.publicUrl }),
    );
  }

  get clientShortlistLinks() {
    const { storage, config } = this.deps;
    return this.keep(
      'clientShortlistLinks',
      new ClientShortlistLinkService(this.emOf(), this.mail, this.audit, storage, {
        publicUrl: config.publicUrl,
        resumeMaxBytes: config.resumeMaxBytes,
        // An https site (even behind a proxy that TRUST_PROXY does not name) gets Secure cookies.
        secureCookies: config.publicUrl.startsWith('https://'),
      }),
    );
  }

  get resumeTexts() {
    return this.keep('resumeTexts', new ResumeTextService(this.emOf(), this.deps.storage, this.deps.logger));
  }

  get siteContent() {
    return this.keep(
      'siteContent',
      new SiteContentService(
        this.emOf(),
        this.audit,
        this.siteImages,
        this.privacyVersions,
        {},
        this.deps.siteContentRenders,
      ),
    );
  }

  get registrations() {
    return this.keep('registrations', new RegistrationService(this.emOf(), this.events, this.registrationSeats));
  }

  get registrationIntake() {
    return this.keep(
      'registrationIntake',
      new RegistrationIntakeService(
        this.emOf(),
        this.events,
        this.forms,
        this.audit,
        this.registrationSeats,
        this.registrationMailer,
      ),
    );
  }

  get registrationReminders() {
    return this.keep(
      'registrationReminders',
      new RegistrationRemindersService(this.emOf(), this.registrationMailer, this.deps.config.eventReminderHours),
    );
  }

  get reports() {
    return this.keep('reports', new ReportService(this.emOf(), this.jobSearch));
  }

  get jobAlerts() {
    const { tokens, config } = this.deps;
    return this.keep(
      'jobAlerts',
      new JobAlertService(this.emOf(), this.forms, tokens, this.jobSearch, this.mail, {
        origin: config.publicUrl,
        unconfirmedDays: config.jobAlertConfirmDays,
        settleMs: JOB_ALERT_SETTLE_MS,
      }),
    );
  }

  get people() {
    const { storage, logger, config } = this.deps;
    return this.keep(
      'people',
      new PersonService(this.emOf(), this.audit, { storage, logger, mailFolder: emlFolder(config) }),
    );
  }

  get retention() {
    const { storage, formLimits, config, logger } = this.deps;
    return this.keep(
      'retention',
      new RetentionService(
        this.emOf(),
        storage,
        this.audit,
        formLimits,
        {
          applicationMonths: config.retentionApplicationMonths,
          registrationMonths: config.retentionRegistrationMonths,
          contactMonths: config.retentionContactMonths,
          joinUsMonths: config.retentionJoinUsMonths,
          eventMonths: config.retentionEventMonths,
          talentPoolMonths: config.retentionTalentPoolMonths,
          clientContactMonths: config.retentionClientContactMonths,
          jobAlertUnconfirmedDays: config.jobAlertConfirmDays,
          webhookBodyDays: config.webhookBodyRetentionDays,
          signInThrottleSeconds: config.loginWindowSeconds,
        },
        logger,
        { mailFolder: emlFolder(config) },
      ),
    );
  }
}

/** The services of one request (see Services). */
/**
 * A request's (or a worker's) services over `em`: an EntityManager, or a function that forks one
 * when a service first needs it. `statements`, when given, runs the public job list's prepared
 * statements (the ORM's root EntityManager: they need no fork).
 */
export function createServices(
  em: EntityManager | (() => EntityManager),
  deps: ServerDeps,
  statements?: StatementPool,
): Services {
  return new Services(typeof em === 'function' ? em : () => em, deps, statements);
}
