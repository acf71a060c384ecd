import { randomUUID } from 'node:crypto';

import {
  DateType,
  DecimalType,
  Entity,
  Enum,
  Index,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/core';
import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';

import { Application } from '../applications/application.entity';
import { Auth } from '../auth/auth.decorators';
import { Role } from '../users/role';

/** How a placement's fee is set: a share of the salary, or an agreed amount. */
export enum PlacementFeeKind {
  PERCENT = 'PERCENT',
  FIXED = 'FIXED',
}

registerEnumType(PlacementFeeKind, {
  name: 'PlacementFeeKind',
  description: 'How a placement’s fee is set.',
  valuesConfig: {
    PERCENT: { description: 'A percentage of the salary: the fee is salary × feePercent / 100.' },
    FIXED: { description: 'A fixed amount agreed with the client.' },
  },
});

/** Where the fee's invoice stands. */
export enum InvoiceStatus {
  NOT_INVOICED = 'NOT_INVOICED',
  INVOICED = 'INVOICED',
  PAID = 'PAID',
}

registerEnumType(InvoiceStatus, {
  name: 'InvoiceStatus',
  description: 'Where a placement fee’s invoice stands.',
  valuesConfig: {
    NOT_INVOICED: { description: 'Not invoiced yet.' },
    INVOICED: { description: 'Invoiced, not paid yet.' },
    PAID: { description: 'Paid.' },
  },
});

/**
 * A placement: an application that reached the built-in Placed stage, with the terms ADMIN records
 * (start date, salary, fee, guarantee, invoice). Recorded when the application enters Placed and
 * deleted when it leaves; the candidate's personal data (salary, start date), so it goes with the
 * application by the foreign key's cascade.
 */
@Auth(Role.INTERNAL_RECRUITER)
@ObjectType({ description: 'A placement: a candidate placed with the client, and its terms (staff only).' })
@Entity({ tableName: 'placement' })
@Unique({ name: 'placement_application_unique', properties: ['application'] })
@Index({
  name: 'placement_recorded_at_idx',
  expression: 'create index "placement_recorded_at_idx" on "placement" ("recorded_at" desc, "id" desc)',
})
export class Placement {
  [OptionalProps]?:
    | 'id'
    | 'recordedAt'
    | 'startDate'
    | 'salary'
    | 'currency'
    | 'feeKind'
    | 'feePercent'
    | 'feeAmount'
    | 'guaranteeDays'
    | 'invoiceStatus'
    | 'updatedAt'
    | 'fee'
    | 'guaranteeEndsOn';

  @Field(() => ID, { description: 'Stable identifier of the placement.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field(() => Application, { description: 'The placed candidate’s application.' })
  @ManyToOne(() => Application, { deleteRule: 'cascade' })
  application!: Application;

  @Field({ description: 'When the application entered the Placed stage.' })
  @Property({ type: 'timestamptz' })
  recordedAt: Date = new Date();

  @Field(() => String, { nullable: true, description: 'The day the candidate starts, as YYYY-MM-DD; null if unknown.' })
  @Property({ type: DateType, nullable: true })
  startDate: string | null = null;

  @Field(() => Float, {
    nullable: true,
    description: 'The agreed salary (the fee’s base), in `currency`; null if unknown.',
  })
  @Property({ type: new DecimalType('number'), precision: 14, scale: 2, nullable: true })
  salary: number | null = null;

  @Field(() => String, {
    nullable: true,
    description: 'ISO 4217 code of the salary’s and the fee’s currency, for example "EUR"; null if unknown.',
  })
  @Property({ type: 'character', length: 3, nullable: true })
  currency: string | null = null;

  @Field(() => PlacementFeeKind, { nullable: true, description: 'How the fee is set; null until the terms say.' })
  @Enum({ items: () => PlacementFeeKind, type: 'string', columnType: 'varchar(10)', nullable: true })
  feeKind: PlacementFeeKind | null = null;

  @Field(() => Float, {
    nullable: true,
    description: 'The fee as a percentage of the salary (PERCENT); null for a fixed fee or unknown.',
  })
  @Property({ type: new DecimalType('number'), precision: 5, scale: 2, nullable: true })
  feePercent: number | null = null;

  /** The fee itself, in `currency`: for PERCENT worked out from the salary when the terms are saved. */
  @Property({ type: new DecimalType('number'), precision: 14, scale: 2, nullable: true })
  feeAmount: number | null = null;

  @Field(() => Int, { nullable: true, description: 'Days after the start the client may ask for a replacement.' })
  @Property({ type: 'int', nullable: true })
  guaranteeDays: number | null = null;

  @Field(() => InvoiceStatus, { description: 'Where the fee’s invoice stands.' })
  @Enum({ items: () => InvoiceStatus, type: 'string', columnType: 'varchar(20)', default: InvoiceStatus.NOT_INVOICED })
  invoiceStatus: InvoiceStatus = InvoiceStatus.NOT_INVOICED;

  @Field({ description: 'When the placement or its terms last changed.' })
  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  @Field(() => Float, {
    nullable: true,
    description: 'The fee, in `currency` (worked out for PERCENT); null if unknown.',
  })
  get fee(): number | null {
    return this.feeAmount;
  }

  @Field(() => String, {
    nullable: true,
    description: 'The guarantee’s last day, as YYYY-MM-DD (startDate + guaranteeDays); null if either is unknown.',
  })
  get guaranteeEndsOn(): string | null {
    if (!this.startDate || this.guaranteeDays === null) return null;
    const day = new Date(`${this.startDate}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + this.guaranteeDays);
    return day.toISOString().slice(0, 10);
  }
}
