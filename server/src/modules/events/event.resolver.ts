import { type FileUpload, GraphQLUpload } from 'graphql-upload-minimal';
import { Arg, Ctx, Field, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';

import { receiveUpload } from '../../graphql/uploads';
import type { RequestContext } from '../../request-context';
import type { StoredFile } from '../../storage/file-storage';
import { Auth, Public } from '../auth/auth.decorators';
import { Role } from '../users/role';

import { Event } from './event.entity';
import { EventInput, EventUpdateInput } from './event.inputs';
import { IMAGE_REQUIRED_MESSAGE } from './event.service';

@ObjectType({ description: 'An event’s registrations by status (staff only).' })
export class RegistrationCountsView {
  @Field(() => Int, { description: 'Confirmed: holding a seat.' })
  confirmed!: number;

  @Field(() => Int, { description: 'On the waiting list.' })
  waiting!: number;

  @Field(() => Int, { description: 'Cancelled by the registrant or by staff.' })
  cancelled!: number;

  @Field(() => Int, { description: 'Confirmed and checked in.' })
  checkedIn!: number;
}

/** Streams a GraphQL upload into storage; the service checks it is a picture. */
async function storeImage(
  ctx: RequestContext,
  image: Promise<FileUpload> | null | undefined,
): Promise<StoredFile | undefined> {
  const upload = await receiveUpload(image, 'image', IMAGE_REQUIRED_MESSAGE);
  return upload ? ctx.services.events.saveImage(upload.stream, upload.filename) : undefined;
}

@Resolver(() => Event)
export class EventResolver {
  @Public()
  @Query(() => [Event], {
    description:
      'Every event: upcoming ones first, soonest first (by date, then time; "today" is the UTC date), then past ones, latest first.',
  })
  async events(@Ctx() ctx: RequestContext): Promise<Event[]> {
    return ctx.services.events.list();
  }

  @Public()
  @Query(() => Event, { description: 'One event (NOT_FOUND when missing).' })
  async event(
    @Arg('id', () => ID, { description: 'The event’s id.' }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Event> {
    return ctx.services.events.get(id);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Mutation(() => Event, {
    description:
      'Adds an event. The image is required: a real picture by content (PNG, JPEG, GIF, WebP, AVIF or BMP; SVG is refused), ' +
      'at most EVENT_IMAGE_MAX_BYTES. Send a GraphQL multipart request with Apollo-Require-Preflight: true.',
  })
  async createEvent(
    @Arg('input', { description: 'The event.' }) input: EventInput,
    @Arg('image', () => GraphQLUpload, { description: 'The event’s picture.' }) image: Promise<FileUpload>,
    @Ctx() ctx: RequestContext,
  ): Promise<Event> {
    return ctx.services.events.create(input, await storeImage(ctx, image));
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Mutation(() => Event, {
    description:
      'Changes the fields sent. Without an image the old one stays; a new one (checked like createEvent’s) replaces it ' +
      'and the old file is removed. Send the image as a GraphQL multipart request with Apollo-Require-Preflight: true.',
  })
  async updateEvent(
    @Arg('id', () => ID, { description: 'The event to change.' }) id: string,
    @Arg('input', { description: 'The fields to change.' }) input: EventUpdateInput,
    @Arg('image', () => GraphQLUpload, { nullable: true, description: 'A new picture, replacing the old one.' })
    image: Promise<FileUpload> | null,
    @Ctx() ctx: RequestContext,
  ): Promise<Event> {
    return ctx.services.events.update(id, input, await storeImage(ctx, image));
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Mutation(() => ID, { description: 'Deletes an event with its registrations and its image file; answers its id.' })
  async deleteEvent(
    @Arg('id', () => ID, { description: 'The event to delete.' }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<string> {
    return (await ctx.services.events.delete(id)).id;
  }

  @FieldResolver(() => Int, {
    nullable: true,
    description: 'Seats still free; null when the event has no capacity (unlimited).',
  })
  async seatsLeft(@Root() event: Event, @Ctx() ctx: RequestContext): Promise<number | null> {
    return ctx.services.registrationSeats.seatsLeft(event);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @FieldResolver(() => RegistrationCountsView, { description: 'Registrations by status (staff only).' })
  async registrationCounts(@Root() event: Event, @Ctx() ctx: RequestContext): Promise<RegistrationCountsView> {
    return ctx.services.registrationSeats.countsForEvent(event.id);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @FieldResolver(() => Int, { description: 'How many visitors are registered: confirmed or waiting (staff only).' })
  async registrationCount(@Root() event: Event, @Ctx() ctx: RequestContext): Promise<number> {
    return ctx.services.registrationSeats.countForEvent(event.id);
  }
}
