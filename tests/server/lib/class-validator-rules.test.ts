import * as ClassValidator from 'class-validator';

import * as Rules from '../../../server/src/lib/class-validator-rules';

// Every rule the module hands out, by the name class-validator's index gives it.
const RULE_NAMES = Object.keys(Rules).filter((name) => name !== 'validate') as (keyof typeof ClassValidator &
  keyof typeof Rules)[];

describe('class-validator rules loaded one file at a time', () => {
  it('are the very functions the index exports, so class-validator-jsonschema reads the rules the inputs declare', () => {
    expect(RULE_NAMES.length).toBeGreaterThan(20);
    for (const name of RULE_NAMES) expect([name, Rules[name]]).toEqual([name, ClassValidator[name]]);
  });

  it('validate answers as the index’s validate does, from the same rules', async () => {
    class Input {
      @Rules.IsEmail({}, { message: 'Enter a valid email address.' })
      email!: string;

      @Rules.IsOptional()
      @Rules.MaxLength(3)
      code?: string;
    }
    const bad = Object.assign(new Input(), { email: 'not an address', code: 'toolong' });
    const good = Object.assign(new Input(), { email: 'ada@example.com' });

    const ours = await Rules.validate(bad);
    const theirs = await ClassValidator.validate(bad);
    expect(ours.map((error) => [error.property, error.constraints])).toEqual([
      ['email', { isEmail: 'Enter a valid email address.' }],
      ['code', { maxLength: 'code must be shorter than or equal to 3 characters' }],
    ]);
    expect(theirs.map((error) => [error.property, error.constraints])).toEqual(
      ours.map((error) => [error.property, error.constraints]),
    );
    expect(await Rules.validate(good)).toEqual([]);
  });
});

describe("a class's rules", () => {
  class Paged {
    @Rules.Min(1, { message: 'limit must be at least 1.' })
    limit = 20;
  }
  class Searched extends Paged {
    @Rules.IsOptional()
    @Rules.MaxLength(5, { message: 'search must be at most 5 characters.' })
    search?: string;
  }

  it('are looked up once per class and options, its parents’ included, and give the same answers every time', async () => {
    const storage = ClassValidator.getMetadataStorage();
    const first = storage.getTargetValidationMetadatas(Searched, '', false, false);
    expect(first.map((rule) => rule.propertyName).sort()).toEqual(['limit', 'search', 'search']);
    expect(storage.getTargetValidationMetadatas(Searched, '', false, false)).toBe(first);
    // Other options, other classes: their own lists.
    expect(storage.getTargetValidationMetadatas(Searched, '', false, false, ['admin'])).not.toBe(first);
    expect(storage.getTargetValidationMetadatas(Paged, '', false, false).map((rule) => rule.propertyName)).toEqual([
      'limit',
    ]);

    for (let round = 0; round < 2; round++) {
      const bad = Object.assign(new Searched(), { limit: 0, search: 'too long' });
      const errors = await Rules.validate(bad);
      expect(errors.map((error) => Object.values(error.constraints ?? {})[0]).sort()).toEqual([
        'limit must be at least 1.',
        'search must be at most 5 characters.',
      ]);
      expect(await Rules.validate(Object.assign(new Searched(), { search: 'ok' }))).toEqual([]);
    }
  });
});
