import { ArgsType, Field, Float, ID, InputType, Int } from 'type-graphql';

import {
  IsDate,
  IsEnum,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsUUID,
  Max,
  MaxLength,
  Min,
} from '../../lib/class-validator-rules';
import { IsCalendarDate } from '../../lib/validation';
import { CURRENCY_CODES, JOB_SALARY_MAX } from '../jobs/job.inputs';

import { InvoiceStatus, PlacementFeeKind } from './placement.entity';

/** The longest guarantee period accepted, in days (two years). */
export const GUARANTEE_DAYS_MAX = 730;
/** The largest amount accepted for a salary or a fee (as a job's salary). */
export const PLACEMENT_AMOUNT_MAX = JOB_SALARY_MAX;
export const PLACEMENTS_PAGE_MAX = 100;

const amountMessage = (field: string) =>
  `${field} must be a number greater than 0 and at most ${PLACEMENT_AMOUNT_MAX}, with at most 2 decimals.`;

/** A money amount: greater than 0, at most PLACEMENT_AMOUNT_MAX, at most two decimals; null clears it. */
function Amount(field: string): PropertyDecorator {
  const message = amountMessage(field);
  return (target, key) => {
    IsOptional()(target, key);
    IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message })(target, key);
    Min(0.01, { message })(target, key);
    Max(PLACEMENT_AMOUNT_MAX, { message })(target, key);
  };
}

const PERCENT_MESSAGE = 'feePercent must be a number greater than 0 and at most 100, with at most 2 decimals.';
const GUARANTEE_MESSAGE = `guaranteeDays must be a whole number from 0 to ${GUARANTEE_DAYS_MAX}.`;

/**
 * A placement's terms as ADMIN sets them. A field left out keeps its value; null clears it. For a
 * PERCENT fee the amount is worked out from salary and feePercent (a `fee` given is ignored).
 */
@InputType({ description: 'A placement’s terms. A field left out keeps its value; null clears it.' })
export class PlacementInput {
  @Field(() => String, { nullable: true, description: 'The day the candidate starts, YYYY-MM-DD.' })
  @IsOptional()
  @IsCalendarDate()
  startDate?: string | null;

  @Field(() => Float, { nullable: true, description: 'The agreed salary: greater than 0, at most 2 decimals.' })
  @Amount('salary')
  salary?: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'ISO 4217 code of the salary’s and the fee’s currency, for example "EUR". Needed with an amount.',
  })
  @IsOptional()
  @IsIn(CURRENCY_CODES, { message: 'currency must be an ISO 4217 currency code, such as EUR, USD or INR.' })
  currency?: string | null;

  @Field(() => PlacementFeeKind, { nullable: true, description: 'How the fee is set.' })
  @IsOptional()
  @IsEnum(PlacementFeeKind, { message: 'feeKind must be PERCENT or FIXED.' })
  feeKind?: PlacementFeeKind | null;

  @Field(() => Float, {
    nullable: true,
    description: 'For a PERCENT fee: the percentage of the salary, greater than 0 and at most 100.',
  })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: PERCENT_MESSAGE })
  @Min(0.01, { message: PERCENT_MESSAGE })
  @Max(100, { message: PERCENT_MESSAGE })
  feePercent?: number | null;

  @Field(() => Float, {
    nullable: true,
    description: 'For a FIXED fee: the amount, greater than 0. Ignored for PERCENT (worked out from the salary).',
  })
  @Amount('fee')
  fee?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: `Days after the start the client may ask for a replacement, 0 to ${GUARANTEE_DAYS_MAX}.`,
  })
  @IsOptional()
  @IsInt({ message: GUARANTEE_MESSAGE })
  @Min(0, { message: GUARANTEE_MESSAGE })
  @Max(GUARANTEE_DAYS_MAX, { message: GUARANTEE_MESSAGE })
  guaranteeDays?: number | null;

  @Field(() => InvoiceStatus, { nullable: true, description: 'Where the fee’s invoice stands (null: not invoiced).' })
  @IsOptional()
  @IsEnum(InvoiceStatus, { message: 'invoiceStatus must be NOT_INVOICED, INVOICED or PAID.' })
  invoiceStatus?: InvoiceStatus | null;
}

@ArgsType()
export class PlacementsArgs {
  @Field(() => ID, { nullable: true, description: 'Only the placements for this client’s jobs.' })
  @IsOptional()
  @IsUUID('all', { message: 'clientId must be the id of a client.' })
  clientId?: string | null;

  @Field(() => Date, { nullable: true, description: 'Only placements recorded at or after this instant.' })
  @IsOptional()
  @IsDate({ message: 'from must be a date and time, such as 2030-01-31T00:00:00Z.' })
  from?: Date | null;

  @Field(() => Date, { nullable: true, description: 'Only placements recorded before this instant.' })
  @IsOptional()
  @IsDate({ message: 'to must be a date and time, such as 2030-02-01T00:00:00Z.' })
  to?: Date | null;

  @Field(() => Int, { defaultValue: 25, description: `How many to answer (1 to ${PLACEMENTS_PAGE_MAX}).` })
  @IsInt({ message: `first must be a whole number from 1 to ${PLACEMENTS_PAGE_MAX}.` })
  @Min(1, { message: `first must be a whole number from 1 to ${PLACEMENTS_PAGE_MAX}.` })
  @Max(PLACEMENTS_PAGE_MAX, { message: `first must be a whole number from 1 to ${PLACEMENTS_PAGE_MAX}.` })
  first: number = 25;

  @Field(() => String, { nullable: true, description: 'A cursor from the previous page.' })
  @IsOptional()
  @MaxLength(500, { message: 'after must be a cursor from this list.' })
  after?: string | null;
}
