import { QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/validation';
import { type Actor, auditActor } from '../audit/audit.service';

import { Application } from './application.entity';
import { APPLICATION_NOT_FOUND_MESSAGE } from './application.service';
import { ActivityKind } from './application-activity.entity';
import { recordActivity } from './application-activity.service';
import { ApplicationNote, NOTE_EDIT_WINDOW_MS, NOTE_MAX_LENGTH } from './application-note.entity';
import { byApplicationLoader } from './by-application-loader';

export const NOTE_NOT_FOUND_MESSAGE = 'This note does not exist.';
export const NOTE_NOT_YOURS_MESSAGE = 'Only the author of a note may edit or delete it.';
export const NOTE_LOCKED_MESSAGE = 'A note can be edited or deleted only within 15 minutes of writing it.';

function noteText(text: string): string {
  const trimmed = text.trim();
  if (!trimmed || trimmed.length > NOTE_MAX_LENGTH) {
    throw AppError.badInput('text', `text is required (at most ${NOTE_MAX_LENGTH} characters).`);
  }
  return trimmed;
}

/**
 * Staff notes on applications. Anyone on the staff may add one; its author may edit or delete it
 * within NOTE_EDIT_WINDOW_MS of writing it, and nobody can afterwards. Each change is written with
 * its line of the application's history in one flush (one transaction).
 */
export class ApplicationNoteService {
  private readonly byApplication = byApplicationLoader((ids) =>
    this.em.find(
      ApplicationNote,
      { application: { $in: ids } },
      { orderBy: { createdAt: QueryOrder.DESC, id: QueryOrder.DESC } },
    ),
  );

  constructor(private readonly em: EntityManager) {}

  /** An application's notes, newest first. */
  forApplication(applicationId: string): Promise<ApplicationNote[]> {
    return this.byApplication.load(applicationId);
  }

  async add(actor: Actor, applicationId: string, text: string): Promise<ApplicationNote> {
    const body = noteText(text);
    const application = isUuid(applicationId) ? await this.em.findOne(Application, { id: applicationId }) : null;
    if (!application) throw AppError.notFound(APPLICATION_NOT_FOUND_MESSAGE);
    const author = auditActor(actor);
    const note = this.em.create(ApplicationNote, {
      application,
      authorId: author.id,
      authorLabel: author.label.slice(0, 254),
      text: body,
    });
    recordActivity(this.em, application, ActivityKind.NOTE_ADDED, author, { noteId: note.id });
    await this.em.flush();
    return note;
  }

  async edit(actor: Actor, noteId: string, text: string): Promise<ApplicationNote> {
    const body = noteText(text);
    const note = await this.ownNoteInWindow(actor, noteId);
    note.text = body;
    note.editedAt = new Date();
    recordActivity(this.em, note.application, ActivityKind.NOTE_EDITED, auditActor(actor), { noteId: note.id });
    await this.em.flush();
    return note;
  }

  async delete(actor: Actor, noteId: string): Promise<void> {
    const note = await this.ownNoteInWindow(actor, noteId);
    recordActivity(this.em, note.application, ActivityKind.NOTE_DELETED, auditActor(actor), { noteId: note.id });
    this.em.remove(note);
    await this.em.flush();
  }

  private async ownNoteInWindow(actor: Actor, noteId: string): Promise<ApplicationNote> {
    const note = isUuid(noteId) ? await this.em.findOne(ApplicationNote, { id: noteId }) : null;
    if (!note) throw AppError.notFound(NOTE_NOT_FOUND_MESSAGE);
    const author = auditActor(actor);
    if (!author.id || note.authorId !== author.id) throw new AppError('FORBIDDEN', NOTE_NOT_YOURS_MESSAGE);
    if (Date.now() - note.createdAt.getTime() > NOTE_EDIT_WINDOW_MS)
      throw new AppError('CONFLICT', NOTE_LOCKED_MESSAGE);
    return note;
  }
}
