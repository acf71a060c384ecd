import type { EntityManager } from '@mikro-orm/postgresql';

import type { Config } from './config';
import type { Logger } from './lib/logger';
import { MailService } from './mail/mail.service';
import { AuthService } from './modules/auth/auth.service';
import { ApplicationService } from './modules/applications/application.service';
import { AuditService } from './modules/audit/audit.service';
import { EventService } from './modules/events/event.service';
import { RegistrationService } from './modules/registrations/registration.service';
import { ReportService } from './modules/reports/report.service';
import { ContactService } from './modules/contact/contact.service';
import { JobService } from './modules/jobs/job.service';
import { JoinUsService } from './modules/join-us/join-us.service';
import { LoginThrottleService } from './modules/auth/login-throttle.service';
import type { TokenSigner } from './modules/auth/token';
import type { FormRateLimits } from './modules/public-forms/form-rate-limits';
import { PublicFormService } from './modules/public-forms/public-form.service';
import { PersonService } from './modules/people/person.service';
import type { FileStorage } from './storage/file-storage';
import { UserService } from './modules/users/user.service';

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
}

/** The business services of one request, all sharing that request's EntityManager. */
export function createServices(em: EntityManager, deps: ServerDeps) {
  const throttle = new LoginThrottleService(em, {
    maxFailuresPerEmail: deps.config.loginMaxFailuresPerEmail,
    maxFailuresPerIp: deps.config.loginMaxFailuresPerIp,
    windowSeconds: deps.config.loginWindowSeconds,
  });
  const audit = new AuditService(em, deps.auditKey);
  const mail = new MailService(em);
  const jobs = new JobService(em);
  const events = new EventService(em, deps.storage, deps.config.eventImageMaxBytes);
  const forms = new PublicFormService(deps.formLimits, deps.config.formMinFillSeconds * 1000, deps.logger);
  return {
    audit,
    auth: new AuthService(em, deps.tokens, throttle, audit),
    users: new UserService(em, audit),
    mail,
    jobs,
    joinUs: new JoinUsService(em, forms),
    contact: new ContactService(em, forms),
    applications: new ApplicationService(em, deps.storage, mail, jobs, deps.config.resumeMaxBytes, forms, audit),
    events,
    registrations: new RegistrationService(em, events, mail, forms),
    reports: new ReportService(em, jobs),
    people: new PersonService(em, deps.storage, audit, deps.logger),
  };
}

export type Services = ReturnType<typeof createServices>;
