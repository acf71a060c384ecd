import { type FileUpload, GraphQLUpload } from 'graphql-upload-minimal';
import { Arg, Args, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';

import { receiveUpload } from '../../graphql/uploads';
import type { RequestContext } from '../../request-context';
import { Auth } from '../auth/auth.decorators';
import { CurrentPrincipal } from '../auth/current-user';
import type { Principal } from '../auth/viewer';
import { Job } from '../jobs/job.entity';
import { jobClientId, knownPublicClientName, loadedJobClient, publicClientName } from '../jobs/job-client';
import type { JobRow } from '../jobs/job-search.service';
import { Role } from '../users/role';

import { Client } from './client.entity';
import { ClientContactInput, ClientInput, ClientsArgs } from './client.inputs';
import { INVALID_LOGO_MESSAGE } from './client.messages';
import { ClientConnection } from './client.types';
import { ClientContact } from './client-contact.entity';
import { logoVersion } from './client-logo';

const clientId = () => Arg('id', () => ID, { description: 'The client’s id.' });

@Resolver()
export class ClientResolver {
  @Auth(Role.INTERNAL_RECRUITER)
  @Query(() => ClientConnection, {
    description: 'The client companies by name, searched (name or industry) and paged by cursor. Two statements.',
  })
  clients(@Args() args: ClientsArgs, @Ctx() ctx: RequestContext): Promise<ClientConnection> {
    return ctx.services.clients.list(args);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Query(() => Client, { description: 'One client; NOT_FOUND when there is none.' })
  client(@clientId() id: string, @Ctx() ctx: RequestContext): Promise<Client> {
    return ctx.services.clients.get(id);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Mutation(() => Client, {
    description: 'Adds a client company. CONFLICT naming `name` when another client has the name (whatever its case).',
  })
  createClient(@Arg('input') input: ClientInput, @Ctx() ctx: RequestContext): Promise<Client> {
    return ctx.services.clients.create(input);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Mutation(() => Client, {
    description: 'Replaces a client’s details (its logo and contacts stay); its jobs show the change at once.',
  })
  updateClient(@clientId() id: string, @Arg('input') input: ClientInput, @Ctx() ctx: RequestContext): Promise<Client> {
    return ctx.services.clients.update(id, input);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => ID, {
    description:
      'Deletes a client with its contacts and logo; audited. CONFLICT while any job (archived ones too) names it. ' +
      'Answers its id.',
  })
  async deleteClient(
    @clientId() id: string,
    @CurrentPrincipal() caller: Principal,
    @Ctx() ctx: RequestContext,
  ): Promise<string> {
    return ctx.services.clients.delete(caller, id);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Mutation(() => Client, {
    description:
      'Gives the client a logo, replacing any: a picture (PNG, JPEG, GIF, WebP or AVIF; at most EVENT_IMAGE_MAX_BYTES) ' +
      'sent as a GraphQL multipart request (header Apollo-Require-Preflight: true), kept as WebP and AVIF copies with ' +
      'no metadata, and its alternative text (required).',
  })
  async setClientLogo(
    @clientId() id: string,
    @Arg('file', () => GraphQLUpload, { description: 'The logo picture.' }) file: Promise<FileUpload>,
    @Arg('alt', { description: 'What the logo shows, for people who cannot see it (required).' }) alt: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Client> {
    const upload = await receiveUpload(file, 'file', INVALID_LOGO_MESSAGE);
    const stored = upload ? await ctx.services.clients.saveLogoUpload(upload.stream, upload.filename) : undefined;
    return ctx.services.clients.setLogo(id, stored, alt);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Mutation(() => Client, { description: 'Takes the client’s logo away (its files are removed).' })
  removeClientLogo(@clientId() id: string, @Ctx() ctx: RequestContext): Promise<Client> {
    return ctx.services.clients.removeLogo(id);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Mutation(() => ClientContact, { description: 'Adds a person at a client company.' })
  addClientContact(
    @Arg('clientId', () => ID, { description: 'The client the person works for.' }) clientId: string,
    @Arg('input') input: ClientContactInput,
    @Ctx() ctx: RequestContext,
  ): Promise<ClientContact> {
    return ctx.services.clients.addContact(clientId, input);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Mutation(() => ClientContact, { description: 'Replaces a contact’s details.' })
  updateClientContact(
    @Arg('id', () => ID, { description: 'The contact’s id.' }) id: string,
    @Arg('input') input: ClientContactInput,
    @Ctx() ctx: RequestContext,
  ): Promise<ClientContact> {
    return ctx.services.clients.updateContact(id, input);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Mutation(() => ID, { description: 'Deletes a contact; audited. Answers its id.' })
  deleteClientContact(
    @Arg('id', () => ID, { description: 'The contact’s id.' }) id: string,
    @CurrentPrincipal() caller: Principal,
    @Ctx() ctx: RequestContext,
  ): Promise<string> {
    return ctx.services.clients.deleteContact(caller, id);
  }
}

/** What a client gets beyond its columns, each batched over the request (no N+1). */
@Resolver(() => Client)
export class ClientFieldsResolver {
  @Auth(Role.INTERNAL_RECRUITER)
  @FieldResolver(() => [ClientContact], { description: 'The people at the company, by name.' })
  contacts(@Root() client: Client, @Ctx() ctx: RequestContext): Promise<ClientContact[]> {
    return ctx.services.clients.contactsOf(client.id);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @FieldResolver(() => [Job], { description: 'The jobs filled for the client, archived ones too, the newest first.' })
  jobs(@Root() client: Client, @Ctx() ctx: RequestContext): Promise<Job[]> {
    return ctx.services.clients.jobsOf(client.id);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @FieldResolver(() => Int, { description: 'Its jobs neither archived nor past their closing date.' })
  async openJobCount(@Root() client: Client, @Ctx() ctx: RequestContext): Promise<number> {
    return (await ctx.services.clients.figuresOf(client.id)).openJobs;
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @FieldResolver(() => Int, {
    description:
      'Applications on its jobs still in process: not rejected, not withdrawn, not held for review, not placed.',
  })
  async candidatesInProcessCount(@Root() client: Client, @Ctx() ctx: RequestContext): Promise<number> {
    return (await ctx.services.clients.figuresOf(client.id)).inProcess;
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @FieldResolver(() => Int, { description: 'Applications on its jobs at the built-in Placed stage.' })
  async placementCount(@Root() client: Client, @Ctx() ctx: RequestContext): Promise<number> {
    return (await ctx.services.clients.figuresOf(client.id)).placements;
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @FieldResolver(() => String, {
    nullable: true,
    description:
      'Where the logo is served to staff (a WebP copy, fetched with the staff token; the address changes with the ' +
      'logo); null without a logo.',
  })
  logoUrl(@Root() client: Client): string | null {
    return client.logoKey ? `/api/clients/${client.id}/logo?v=${logoVersion(client.logoKey)}` : null;
  }
}

/** A contact's client, loaded with the others of the request. */
@Resolver(() => ClientContact)
export class ClientContactFieldsResolver {
  @Auth(Role.INTERNAL_RECRUITER)
  @FieldResolver(() => Client, { description: 'The company the contact works for.' })
  client(@Root() contact: ClientContact, @Ctx() ctx: RequestContext): Promise<Client> {
    return ctx.services.clients.get(contact.client.id);
  }
}

/** A job's client: its public name for everyone, the whole client for staff (batched: no N+1). */
@Resolver(() => Job)
export class JobClientFieldsResolver {
  @FieldResolver(() => String, {
    nullable: true,
    description:
      'For agency work: the client company that hires, where its name may be public (the client shows its name and ' +
      'the job is not confidential); the posting’s hiring organization. Null otherwise.',
  })
  async clientName(@Root() job: JobRow, @Ctx() ctx: RequestContext): Promise<string | null> {
    const known = knownPublicClientName(job);
    if (known !== undefined) return known;
    const id = jobClientId(job);
    return id ? publicClientName(await ctx.services.clients.byId(id), job.confidentialClient) : null;
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @FieldResolver(() => Client, {
    nullable: true,
    description: 'The client the job is filled for; null for the consultancy’s own jobs (staff only).',
  })
  async client(@Root() job: JobRow, @Ctx() ctx: RequestContext): Promise<Client | null> {
    const id = jobClientId(job);
    return id ? (loadedJobClient(job) ?? ctx.services.clients.byId(id)) : null;
  }
}
