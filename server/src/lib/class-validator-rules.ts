/* eslint-disable @typescript-eslint/no-require-imports -- each rule is required from its own file (see below) */
import type * as ClassValidator from 'class-validator';

/*
 * The class-validator rules the inputs use, each loaded from its own file in the package, with the
 * package's own types. class-validator's index loads every rule it has, and with them validator.js
 * whole and libphonenumber-js with its full metadata of the world's phone numbers: about 3 MB of heap
 * a server keeps from its start for rules no input runs (measured: 0.4 MB for these files, 3.5 MB for
 * the index). The rules register in class-validator's one metadata store (a global), so
 * class-validator-jsonschema, which loads the index when the OpenAPI document is first asked for,
 * reads the same rules. The package has no `exports` map, so these paths are public files; an
 * upgrade that moves one fails every test that loads an input class. Import rules from here: a lint
 * rule (eslint.config.mjs) refuses value imports of 'class-validator' anywhere else in the server.
 */
type Rules = typeof ClassValidator;

function rules<K extends keyof Rules>(file: string, ...names: K[]): Pick<Rules, K> {
  const module = require(`class-validator/cjs/${file}`) as Pick<Rules, K>;
  for (const name of names) {
    if (typeof module[name] !== 'function') throw new Error(`class-validator/cjs/${file} has no ${String(name)}`);
  }
  return module;
}

export type { ValidationArguments, ValidationError, ValidationOptions } from 'class-validator';

export const { ArrayMaxSize } = rules('decorator/array/ArrayMaxSize', 'ArrayMaxSize');
export const { ArrayMinSize } = rules('decorator/array/ArrayMinSize', 'ArrayMinSize');
export const { ArrayUnique } = rules('decorator/array/ArrayUnique', 'ArrayUnique');
export const { IsArray } = rules('decorator/typechecker/IsArray', 'IsArray');
export const { IsBoolean } = rules('decorator/typechecker/IsBoolean', 'IsBoolean');
export const { IsDate } = rules('decorator/typechecker/IsDate', 'IsDate');
export const { IsEnum } = rules('decorator/typechecker/IsEnum', 'IsEnum');
export const { IsInt } = rules('decorator/typechecker/IsInt', 'IsInt');
export const { IsNumber } = rules('decorator/typechecker/IsNumber', 'IsNumber');
export const { IsString } = rules('decorator/typechecker/IsString', 'IsString');
export const { IsIn } = rules('decorator/common/IsIn', 'IsIn');
export const { IsOptional } = rules('decorator/common/IsOptional', 'IsOptional');
export const { ValidateBy } = rules('decorator/common/ValidateBy', 'ValidateBy');
export const { ValidateIf } = rules('decorator/common/ValidateIf', 'ValidateIf');
export const { Max } = rules('decorator/number/Max', 'Max');
export const { Min } = rules('decorator/number/Min', 'Min');
export const { IsEmail } = rules('decorator/string/IsEmail', 'IsEmail');
export const { IsUrl, isURL } = rules('decorator/string/IsUrl', 'IsUrl', 'isURL');
export const { IsUUID } = rules('decorator/string/IsUUID', 'IsUUID');
export const { Length } = rules('decorator/string/Length', 'Length');
export const { Matches } = rules('decorator/string/Matches', 'Matches');
export const { MaxLength } = rules('decorator/string/MaxLength', 'MaxLength');
export const { registerDecorator } = rules('register-decorator', 'registerDecorator');

const { getFromContainer } = rules('container', 'getFromContainer');
const { Validator } = rules('validation/Validator', 'Validator');

/** class-validator's `validate(object, options)`: the index's, which asks the same container for its Validator. */
export function validate(
  object: object,
  options?: ClassValidator.ValidatorOptions,
): Promise<ClassValidator.ValidationError[]> {
  return getFromContainer(Validator).validate(object, options);
}

/**
 * class-validator looks up a class's rules at every validation by walking every class it knows
 * (hundreds here) for the ones the class extends: about 2% of the CPU of an uncached page of jobs,
 * whose arguments are validated at every request. A class's rules are all registered when the
 * class is defined (its decorators and its parents' have run), so the first answer is kept and the
 * store's own lookup wrapped once here; the arrays it answers are only read, never changed.
 */
function rememberRuleLookUps(): void {
  const { getMetadataStorage } = rules('metadata/MetadataStorage', 'getMetadataStorage');
  const storage = getMetadataStorage();
  const lookUp = storage.getTargetValidationMetadatas.bind(storage);
  const known = new WeakMap<object, Map<string, ReturnType<typeof lookUp>>>();
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    const key = `${schema}\u0000${always}\u0000${strictGroups}\u0000${groups?.join('\u0000') ?? ''}`;
    let ofTarget = known.get(target);
    if (!ofTarget) known.set(target, (ofTarget = new Map()));
    let found = ofTarget.get(key);
    if (!found) ofTarget.set(key, (found = lookUp(target, schema, always, strictGroups, groups)));
    return found;
  };
}
rememberRuleLookUps();
