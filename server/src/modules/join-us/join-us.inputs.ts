import { Field, InputType } from 'type-graphql';

import { IsEnum, IsOptional, Length } from '../../lib/class-validator-rules';
import { EmailAddress } from '../../lib/validation';
import { PublicFormInput } from '../public-forms/public-form.inputs';

import { JoinUsType } from './join-us-type';

@InputType({ description: 'A request to join the skill-development mission (the join modal).' })
export class JoinUsInput extends PublicFormInput {
  @Field({ description: 'Name of the person or organisation, 1 to 200 characters.' })
  @Length(1, 200, { message: 'name is required (at most 200 characters).' })
  name!: string;

  @Field({ description: 'Contact e-mail address.' })
  @EmailAddress()
  email!: string;

  @Field({ description: 'Contact phone number, 1 to 40 characters.' })
  @Length(1, 40, { message: 'phone is required (at most 40 characters).' })
  phone!: string;

  @Field({ description: 'Where they are based, 1 to 200 characters.' })
  @Length(1, 200, { message: 'location is required (at most 200 characters).' })
  location!: string;

  @Field(() => JoinUsType, { nullable: true, description: 'Individual or Organization; Individual when left out.' })
  @IsOptional()
  @IsEnum(JoinUsType, { message: `type must be one of ${Object.values(JoinUsType).join(', ')}.` })
  type?: JoinUsType;
}
