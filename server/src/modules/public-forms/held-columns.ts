import { Property } from '@mikro-orm/core';
import { Field } from 'type-graphql';

/**
 * The two columns every public-form record carries while it waits for review (see held.ts), each
 * both an ORM column and a GraphQL field. One definition for the four entities that hold them.
 */
export function HeldAtColumn(): PropertyDecorator {
  const column = Property({ type: 'timestamptz', nullable: true });
  const field = Field(() => Date, {
    nullable: true,
    description:
      'Set while the record is held for review (sent faster than a person fills the form); null once released.',
  });
  return (target, key) => {
    column(target, key as string);
    field(target, key);
  };
}

export function HeldReasonColumn(): PropertyDecorator {
  const column = Property({ length: 40, nullable: true });
  const field = Field(() => String, {
    nullable: true,
    description: 'Why the record is held ("fill-time": sent sooner than FORM_MIN_FILL_SECONDS); null when not held.',
  });
  return (target, key) => {
    column(target, key as string);
    field(target, key);
  };
}
