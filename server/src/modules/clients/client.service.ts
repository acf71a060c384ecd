import type { Readable } from 'node:stream';

import { type FilterQuery, LockMode, QueryOrder, raw, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';

import { AppError } from '../../lib/app-error';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { containsPattern } from '../../lib/sql';
import { isUuid } from '../../lib/validation';
import { webAddress } from '../../lib/web-address';
import type { FileStorage, OpenedFile, StoredFile } from '../../storage/file-storage';
import { ApplicationStatus } from '../applications/application-status';
import { type Actor, auditActor, type AuditService } from '../audit/audit.service';
import { AuditAction } from '../audit/audit-action';
import { Job } from '../jobs/job.entity';
import type { JobReadCache } from '../jobs/job-read-cache';
import { BUILT_IN_STAGE_IDS } from '../pipeline/pipeline-stage.entity';

import { Client } from './client.entity';
import { CLIENT_LOGO_ALT_MAX, type ClientContactInput, type ClientInput, type ClientsArgs } from './client.inputs';
import {
  CLIENT_HAS_JOBS_MESSAGE,
  CLIENT_NAME_TAKEN_MESSAGE,
  CLIENT_NOT_FOUND_MESSAGE,
  CONTACT_NOT_FOUND_MESSAGE,
  INVALID_LOGO_MESSAGE,
  LOGO_ALT_REQUIRED_MESSAGE,
  NO_LOGO_MESSAGE,
} from './client.messages';
import type { ClientConnection } from './client.types';
import { ClientContact } from './client-contact.entity';
import { LOGO_CONTENT_TYPES, logoFileKey, logoVersion, removeClientLogo, renderClientLogo } from './client-logo';
import { clientNameKey } from './client-name';

/** A client's figures, counted over all its jobs. */
export interface ClientFigures {
  /** Jobs neither archived nor past their closing date. */
  openJobs: number;
  /** Applications not rejected, not withdrawn, not held for review and not at the Placed stage. */
  inProcess: number;
  /** Applications at the built-in Placed stage. */
  placements: number;
}

/** The list's cursor: the name as compared, and the id (lib/cursor.ts). */
const clientCursor = (client: Client) => encodeCursor(['clients', client.nameKey, client.id]);

function decodeClientCursor(value: string): { nameKey: string; id: string } {
  const [, nameKey, id] = decodeCursor(
    value,
    (parts) => parts.length === 3 && parts[0] === 'clients' && isUuid(parts[2]),
    'after must be a cursor from this list.',
  );
  return { nameKey, id };
}

const text = (value: string | null | undefined) => value?.trim() ?? '';

/**
 * Client companies and the people at them: staff's list (by name), a client with its contacts, jobs
 * and figures (each batched over a request: no N+1), and the changes to them. A client's name and
 * whether it may be public show on its jobs, so a change drops the public lists' kept answers.
 */
export class ClientService {
  private readonly clientsById = new DataLoader<string, Client | null>(async (ids) => {
    const clients = await this.em.find(Client, { id: { $in: [...ids] } });
    const byId = new Map(clients.map((client) => [client.id, client]));
    return ids.map((id) => byId.get(id) ?? null);
  });

  private readonly contactsByClient = new DataLoader<string, ClientContact[]>(async (clientIds) => {
    const contacts = await this.em.find(
      ClientContact,
      { client: { $in: [...clientIds] } },
      { orderBy: { fullName: QueryOrder.ASC, id: QueryOrder.ASC } },
    );
    return clientIds.map((id) => contacts.filter((contact) => contact.client.id === id));
  });

  private readonly jobsByClient = new DataLoader<string, Job[]>(async (clientIds) => {
    const jobs = await this.em.find(
      Job,
      { client: { $in: [...clientIds] } },
      { orderBy: { createdAt: QueryOrder.DESC, id: QueryOrder.DESC } },
    );
    return clientIds.map((id) => jobs.filter((job) => job.client?.id === id));
  });

  private readonly figuresByClient = new DataLoader<string, ClientFigures>(async (clientIds) => {
    const ids = clientIds.map(() => '?').join(', ');
    const rows = await this.em.execute<{ id: string; open_jobs: number; in_process: number; placements: number }[]>(
      'select c."id", ' +
        '(select count(*)::int from "job" j where j."client_id" = c."id" and j."archived_at" is null ' +
        'and (j."closes_at" is null or j."closes_at" > now())) as "open_jobs", ' +
        '(select count(*)::int from "application" a join "job" j on j."id" = a."job_id" where j."client_id" = c."id" ' +
        'and a."held_at" is null and a."withdrawn_at" is null and a."status" is distinct from ? and a."stage_id" <> ?) as "in_process", ' +
        '(select count(*)::int from "application" a join "job" j on j."id" = a."job_id" where j."client_id" = c."id" ' +
        'and a."stage_id" = ?) as "placements" ' +
        `from "client" c where c."id" in (${ids})`,
      [ApplicationStatus.Rejected, BUILT_IN_STAGE_IDS.PLACED, BUILT_IN_STAGE_IDS.PLACED, ...clientIds],
      'all',
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return clientIds.map((id) => {
      const row = byId.get(id);
      return { openJobs: row?.open_jobs ?? 0, inProcess: row?.in_process ?? 0, placements: row?.placements ?? 0 };
    });
  });

  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly storage: FileStorage,
    /** The largest logo upload taken (EVENT_IMAGE_MAX_BYTES, as for event pictures). */
    private readonly logoMaxBytes: number,
    /** The public job lists' kept answers: they show clients' names. */
    private readonly jobReads?: JobReadCache,
  ) {}

  /** Streams an uploaded logo into storage (size checked while streaming); setLogo makes its copies. */
  saveLogoUpload(stream: Readable, originalName: string): Promise<StoredFile> {
    return this.storage.save(stream, {
      folder: 'client-logos',
      // The name says nothing: the logo's type is read from its bytes.
      extension: '.img',
      maxBytes: this.logoMaxBytes,
      field: 'file',
      originalName,
    });
  }

  /**
   * Gives a client a logo (replacing any): the upload becomes its WebP and AVIF copies (client-logo.ts)
   * with its alternative text, required. No row, no file: whatever refuses it, nothing stays in
   * storage; the copies of a replaced logo go once the change is written.
   */
  async setLogo(id: string, upload: StoredFile | undefined, alt: string): Promise<Client> {
    const altText = text(alt);
    const client = await this.storage.removeOnFailure(upload, async () => {
      if (!upload) throw AppError.badInput('file', INVALID_LOGO_MESSAGE);
      if (!altText) throw AppError.badInput('alt', LOGO_ALT_REQUIRED_MESSAGE);
      if (altText.length > CLIENT_LOGO_ALT_MAX)
        throw AppError.badInput('alt', `alt must be at most ${CLIENT_LOGO_ALT_MAX} characters.`);
      return this.get(id);
    });
    const logoKey = await renderClientLogo(this.storage, upload!);
    const replaced = client.logoKey ?? null;
    try {
      client.logoKey = logoKey;
      client.logoAlt = altText;
      await this.em.flush();
    } catch (error) {
      await removeClientLogo(this.storage, logoKey);
      throw error;
    }
    await removeClientLogo(this.storage, replaced);
    return client;
  }

  /** Takes a client's logo away (its files go once that is written); nothing to do without one. */
  async removeLogo(id: string): Promise<Client> {
    const client = await this.get(id);
    const replaced = client.logoKey ?? null;
    client.logoKey = null;
    client.logoAlt = '';
    await this.em.flush();
    await removeClientLogo(this.storage, replaced);
    return client;
  }

  /** The logo's WebP copy (staff's screens show it); NOT_FOUND without a logo. */
  async logo(id: string): Promise<{ file: OpenedFile; contentType: string; version: string }> {
    const client = await this.get(id);
    if (!client.logoKey) throw AppError.notFound(NO_LOGO_MESSAGE);
    return {
      file: await this.storage.open(logoFileKey(client.logoKey, 'webp')),
      contentType: LOGO_CONTENT_TYPES.webp,
      version: logoVersion(client.logoKey),
    };
  }

  /** A client by id, batched with the others the request asks for; null when there is none. */
  byId(id: string): Promise<Client | null> {
    return isUuid(id) ? this.clientsById.load(id) : Promise.resolve(null);
  }

  /** One client; NOT_FOUND for an unknown or malformed id. */
  async get(id: string): Promise<Client> {
    const client = await this.byId(id);
    if (!client) throw AppError.notFound(CLIENT_NOT_FOUND_MESSAGE);
    return client;
  }

  /** Staff's list: by name, `first` at a time after the cursor, searched in the name and industry. Two statements. */
  async list(args: ClientsArgs): Promise<ClientConnection> {
    const term = args.search?.trim().toLowerCase();
    const pattern = term ? containsPattern(term) : null;
    // Built for each statement: a raw() key serves one query only.
    const matching = (): FilterQuery<Client> =>
      pattern ? { $or: [{ nameKey: { $like: pattern } }, { [raw('lower(industry)')]: { $like: pattern } }] } : {};
    const after = args.after ? decodeClientCursor(args.after) : null;
    const page: FilterQuery<Client> = after
      ? {
          $and: [
            matching(),
            { $or: [{ nameKey: { $gt: after.nameKey } }, { nameKey: after.nameKey, id: { $gt: after.id } }] },
          ],
        }
      : matching();
    const [rows, totalCount] = await Promise.all([
      this.em.find(Client, page, { orderBy: { nameKey: QueryOrder.ASC, id: QueryOrder.ASC }, limit: args.first + 1 }),
      this.em.count(Client, matching()),
    ]);
    const shown = rows.slice(0, args.first);
    return {
      edges: shown.map((node) => ({ cursor: clientCursor(node), node })),
      pageInfo: {
        hasNextPage: rows.length > args.first,
        endCursor: shown.length ? clientCursor(shown[shown.length - 1]!) : null,
      },
      totalCount,
    };
  }

  /** Adds a client; a name another client has (whatever its case) is CONFLICT on `name`. */
  async create(input: ClientInput): Promise<Client> {
    await this.ensureNameFree(input.name, null);
    const client = this.em.create(Client, { name: text(input.name), nameKey: clientNameKey(input.name) });
    this.copyInput(client, input);
    await this.flushNamed();
    return client;
  }

  /** Replaces a client's details (the logo stays); its jobs show the new name at once. */
  async update(id: string, input: ClientInput): Promise<Client> {
    const client = await this.get(id);
    await this.ensureNameFree(input.name, client.id);
    client.name = text(input.name);
    client.nameKey = clientNameKey(input.name);
    this.copyInput(client, input);
    await this.flushNamed();
    this.jobReads?.invalidate();
    return client;
  }

  /**
   * ADMIN: deletes a client with its contacts (the foreign key's cascade); CONFLICT while any job,
   * archived ones included, names it. Audited with its name. Answers the deleted client's id.
   */
  async delete(actor: Actor, id: string): Promise<string> {
    const deleted = await this.em.transactional(async (tx) => {
      const client = isUuid(id) ? await tx.findOne(Client, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : null;
      if (!client) throw AppError.notFound(CLIENT_NOT_FOUND_MESSAGE);
      if ((await tx.count(Job, { client: client.id })) > 0)
        throw new AppError('CONFLICT', CLIENT_HAS_JOBS_MESSAGE, 'id');
      this.audit.record(
        {
          actor: auditActor(actor),
          action: AuditAction.CLIENT_DELETED,
          subject: { type: 'client', id: client.id },
          details: { name: client.name },
        },
        tx,
      );
      const logoKey = client.logoKey ?? null;
      tx.remove(client);
      return { id: client.id, logoKey };
    });
    // After the commit: a client that stays keeps its logo.
    await this.removeLogoFiles(deleted.logoKey);
    return deleted.id;
  }

  private async removeLogoFiles(logoKey: string | null): Promise<void> {
    await removeClientLogo(this.storage, logoKey);
  }

  /** The client's contacts by name (the clients of a request batched). */
  contactsOf(clientId: string): Promise<ClientContact[]> {
    return this.contactsByClient.load(clientId);
  }

  /** The client's jobs, archived ones too, the newest first (batched). */
  jobsOf(clientId: string): Promise<Job[]> {
    return this.jobsByClient.load(clientId);
  }

  /** The client's open jobs, candidates in process and placements (batched: one statement per request). */
  figuresOf(clientId: string): Promise<ClientFigures> {
    return this.figuresByClient.load(clientId);
  }

  async addContact(clientId: string, input: ClientContactInput): Promise<ClientContact> {
    const client = await this.get(clientId);
    const contact = this.em.create(ClientContact, {
      client,
      fullName: text(input.fullName),
      email: text(input.email),
      emailKey: text(input.email).toLowerCase(),
    });
    this.copyContactInput(contact, input);
    await this.em.flush();
    return contact;
  }

  async updateContact(id: string, input: ClientContactInput): Promise<ClientContact> {
    const contact = await this.getContact(id);
    contact.fullName = text(input.fullName);
    contact.email = text(input.email);
    contact.emailKey = contact.email.toLowerCase();
    this.copyContactInput(contact, input);
    await this.em.flush();
    return contact;
  }

  /** Deletes a contact; audited (subject the contact, details the client). Answers its id. */
  async deleteContact(actor: Actor, id: string): Promise<string> {
    const contact = await this.getContact(id);
    this.audit.record({
      actor: auditActor(actor),
      action: AuditAction.CLIENT_CONTACT_DELETED,
      subject: { type: 'client-contact', id: contact.id },
      details: { clientId: contact.client.id },
    });
    this.em.remove(contact);
    await this.em.flush();
    return id;
  }

  private async getContact(id: string): Promise<ClientContact> {
    const contact = isUuid(id) ? await this.em.findOne(ClientContact, { id }) : null;
    if (!contact) throw AppError.notFound(CONTACT_NOT_FOUND_MESSAGE);
    return contact;
  }

  /** The optional details: one left out keeps its value (a new client's is the default), null clears it. */
  private copyInput(client: Client, input: ClientInput): void {
    if (input.website !== undefined) client.website = webAddress(text(input.website));
    if (input.industry !== undefined) client.industry = text(input.industry);
    if (input.notes !== undefined) client.notes = text(input.notes);
    if (input.showNamePublicly !== undefined) client.showNamePublicly = input.showNamePublicly ?? false;
  }

  private copyContactInput(contact: ClientContact, input: ClientContactInput): void {
    contact.role = text(input.role);
    contact.phone = text(input.phone);
  }

  /** A name another client has (whatever its case) is CONFLICT naming `name`; asked before anything changes. */
  private async ensureNameFree(name: string, exceptId: string | null): Promise<void> {
    const nameKey = clientNameKey(name);
    const other = await this.em.findOne(Client, exceptId ? { nameKey, id: { $ne: exceptId } } : { nameKey });
    if (other) throw new AppError('CONFLICT', CLIENT_NAME_TAKEN_MESSAGE, 'name');
  }

  /** Writes a client; two writes of one name at once: the unique index refuses the second, as CONFLICT. */
  private async flushNamed(): Promise<void> {
    try {
      await this.em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw new AppError('CONFLICT', CLIENT_NAME_TAKEN_MESSAGE, 'name');
      throw error;
    }
  }
}
