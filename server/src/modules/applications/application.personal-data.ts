import { QueryOrder } from '@mikro-orm/core';

import {
  type ExportFile,
  type PersonalDataSource,
  purgeInactiveWithResumes,
  removeErasedFiles,
} from '../../lib/personal-data-source';
import { recordRef } from '../../lib/record-ref';

import { Application } from './application.entity';
import { ApplicationActivity } from './application-activity.entity';
import { ApplicationNote } from './application-note.entity';
import { ResumeText } from './resume-text.entity';

/**
 * Applications with their resume files, the text read from them, staff notes and history (the
 * text, notes and history go with the application).
 */
export const applicationPersonalData: PersonalDataSource<{ applications: Application[] }> = {
  name: 'applications',
  entities: [Application, ApplicationNote, ApplicationActivity, ResumeText],

  async find(em, key) {
    const applications = await em.find(
      Application,
      { emailKey: key },
      { orderBy: { createdAt: QueryOrder.DESC, id: QueryOrder.DESC }, populate: ['job'], strategy: 'joined' },
    );
    return { records: { applications }, about: applications.map((row) => recordRef('application', row.id)) };
  },

  async export(em, { applications }, { storage, logger }) {
    const ids = applications.map((application) => application.id);
    const [notes, activity, texts] = await Promise.all([
      em.find(
        ApplicationNote,
        { application: { $in: ids } },
        { orderBy: { createdAt: QueryOrder.DESC, id: QueryOrder.DESC } },
      ),
      em.find(ApplicationActivity, { application: { $in: ids } }, { orderBy: { id: QueryOrder.DESC } }),
      em.find(ResumeText, { application: { $in: ids } }, { populate: ['text'] }),
    ]);
    const textOf = new Map(texts.map((row) => [row.application.id, row]));
    const files: ExportFile[] = [];
    const resumeFileOf = new Map<string, string>();
    for (const application of applications) {
      const name = `resumes/${application.id}.${application.resumeKind}`;
      const resumeKey = application.resumeKey;
      if (await storage.exists(resumeKey)) {
        files.push({ name, open: async () => (await storage.open(resumeKey)).stream });
        resumeFileOf.set(application.id, name);
      } else {
        logger.error('A resume to export is missing from storage', { applicationId: application.id });
      }
    }
    return {
      files,
      sections: {
        applications: applications.map((application) => ({
          id: application.id,
          job: { id: application.job.id, title: application.job.title, location: application.job.location },
          fullName: application.fullName,
          email: application.email,
          phone: application.phone,
          linkedIn: application.linkedIn,
          portfolio: application.portfolio,
          coverLetter: application.coverLetter,
          // The job's questions as asked, and the candidate's answers.
          answers: application.answers.map(({ question, answer }) => ({ question, answer })),
          status: application.status ?? null,
          sourceKind: application.sourceKind ?? null,
          // A link's source, or the name of who referred the candidate (as the candidate gave it).
          sourceDetail: application.sourceDetail ?? null,
          createdAt: application.createdAt,
          lastActivityAt: application.lastActivityAt,
          consent: application.consent,
          resumeFile: resumeFileOf.get(application.id) ?? null,
          // What was read from the resume for staff's search (a copy of the file's words).
          resumeText: textOf.get(application.id)?.text ?? null,
          notes: notes
            .filter((note) => note.application.id === application.id)
            .map(({ id, authorLabel, text, createdAt, editedAt }) => ({ id, authorLabel, text, createdAt, editedAt })),
          activity: activity
            .filter((line) => line.application.id === application.id)
            .map(({ kind, actorLabel, at, details }) => ({ kind, actorLabel, at, details })),
        })),
      },
    };
  },

  async erase(tx, key, _about, { storage, logger }) {
    // Notes and history would go with their applications by the foreign keys' cascade; deleted
    // first here so the report can count them.
    const ofApplications =
      'where "application_id" in (select "id" from "application" where "email_key" = ?) returning "id"';
    const notes = await tx.execute<{ id: string }[]>(`delete from "application_note" ${ofApplications}`, [key], 'all');
    const activity = await tx.execute<{ id: string }[]>(
      `delete from "application_activity" ${ofApplications}`,
      [key],
      'all',
    );
    const texts = await tx.execute<{ id: string }[]>(
      `delete from "application_resume_text" where "application_id" in (select "id" from "application" where "email_key" = ?) ` +
        `returning "application_id" as "id"`,
      [key],
      'all',
    );
    const applications = await tx.execute<{ id: string; resume_key: string }[]>(
      'delete from "application" where "email_key" = ? returning "id", "resume_key"',
      [key],
      'all',
    );
    return {
      counts: {
        applications: applications.length,
        resumes: applications.length,
        resumeTexts: texts.length,
        notes: notes.length,
        activity: activity.length,
      },
      about: applications.map((row) => recordRef('application', row.id)),
      afterCommit: removeErasedFiles(
        storage,
        logger,
        applications.map((row) => row.resume_key),
        'resume',
      ),
    };
  },

  purge(tx, _about, { at, periods, storage }) {
    const rows = { table: 'application', field: 'applications', kind: 'application' } as const;
    return purgeInactiveWithResumes(tx, rows, { at, months: periods.applicationMonths, storage });
  },
};
