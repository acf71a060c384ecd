import { randomUUID } from 'node:crypto';

import { Entity, Enum, Index, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';

import { Auth } from '../auth/auth.decorators';
import { Role } from '../users/role';

/**
 * The stages the product itself relies on. Each may be renamed and moved but never retired or
 * deleted: new applications land in APPLIED; SHORTLISTED and every stage after it read as the
 * spec's Shortlisted; clients are sent candidates at SUBMITTED_TO_CLIENT; PLACED counts placements.
 */
export enum PipelineStageKey {
  APPLIED = 'APPLIED',
  SHORTLISTED = 'SHORTLISTED',
  SUBMITTED_TO_CLIENT = 'SUBMITTED_TO_CLIENT',
  PLACED = 'PLACED',
}

registerEnumType(PipelineStageKey, {
  name: 'PipelineStageKey',
  description: 'What the product relies on a built-in stage for; such a stage can be renamed and moved, not retired.',
  valuesConfig: {
    APPLIED: { description: 'Where new applications land; always the first stage.' },
    SHORTLISTED: { description: 'From this stage on, an application reads as the spec’s Shortlisted.' },
    SUBMITTED_TO_CLIENT: { description: 'The candidate was sent to the client.' },
    PLACED: { description: 'The candidate was placed: the application counts as a placement.' },
  },
});

/** The built-in stages' fixed ids: seeded by the migration, so a new application's stage needs no lookup. */
export const BUILT_IN_STAGE_IDS: Readonly<Record<PipelineStageKey, string>> = {
  APPLIED: '5f1c0000-0000-4000-8000-000000000001',
  SHORTLISTED: '5f1c0000-0000-4000-8000-000000000003',
  SUBMITTED_TO_CLIENT: '5f1c0000-0000-4000-8000-000000000004',
  PLACED: '5f1c0000-0000-4000-8000-000000000007',
};

/** The default list, in order, as the migration seeds it. */
export const DEFAULT_STAGES: ReadonlyArray<{ id: string; name: string; key: PipelineStageKey | null }> = [
  { id: BUILT_IN_STAGE_IDS.APPLIED, name: 'Applied', key: PipelineStageKey.APPLIED },
  { id: '5f1c0000-0000-4000-8000-000000000002', name: 'Screening', key: null },
  { id: BUILT_IN_STAGE_IDS.SHORTLISTED, name: 'Shortlisted', key: PipelineStageKey.SHORTLISTED },
  {
    id: BUILT_IN_STAGE_IDS.SUBMITTED_TO_CLIENT,
    name: 'Submitted to client',
    key: PipelineStageKey.SUBMITTED_TO_CLIENT,
  },
  { id: '5f1c0000-0000-4000-8000-000000000005', name: 'Interview', key: null },
  { id: '5f1c0000-0000-4000-8000-000000000006', name: 'Offer', key: null },
  { id: BUILT_IN_STAGE_IDS.PLACED, name: 'Placed', key: PipelineStageKey.PLACED },
];

/** One step of the recruiting pipeline, in the order ADMIN sets in Settings. */
@Auth(Role.INTERNAL_RECRUITER)
@ObjectType({ description: 'A stage of the recruiting pipeline (staff only).' })
@Entity({ tableName: 'pipeline_stage' })
@Unique({ name: 'pipeline_stage_key_unique', properties: ['key'] })
@Index({
  name: 'pipeline_stage_name_unique',
  expression: 'create unique index "pipeline_stage_name_unique" on "pipeline_stage" (lower("name"))',
})
export class PipelineStage {
  [OptionalProps]?: 'id' | 'key' | 'retiredAt' | 'createdAt';

  @Field(() => ID, { description: 'Stable identifier of the stage.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field({ description: 'The stage’s name, as staff read it on the board.' })
  @Property({ length: 60 })
  name!: string;

  @Field(() => Int, { description: 'Its place in the pipeline: lower comes first.' })
  @Property()
  position!: number;

  @Field(() => PipelineStageKey, { nullable: true, description: 'Set on a built-in stage the product relies on.' })
  @Enum({ items: () => PipelineStageKey, type: 'string', nullable: true })
  key: PipelineStageKey | null = null;

  @Field(() => Date, {
    nullable: true,
    description: 'When ADMIN retired it: no application moves into it, those in it stay. Null while in use.',
  })
  @Property({ type: 'timestamptz', nullable: true })
  retiredAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
