import { ValidateBy } from 'class-validator';

/**
 * PostgreSQL text cannot hold the NUL character; without this rule such input reaches the
 * database and fails there as a server error. Checks a string or every string of a list.
 */
export function NoNulCharacter(field: string): PropertyDecorator {
  return ValidateBy(
    {
      name: 'noNulCharacter',
      validator: {
        validate: (value: unknown) => {
          const values = Array.isArray(value) ? value : [value];
          return values.every((item) => typeof item !== 'string' || !item.includes('\u0000'));
        },
      },
    },
    { message: `${field} must not contain NUL characters.` },
  );
}
