import { type Platform, Type } from '@mikro-orm/core';

/**
 * A PostgreSQL `text[]` column holding ordered lines of text.
 *
 * MikroORM's own ArrayType leaves plain elements unquoted and quotes the rest with JSON rules, so a
 * line reading `NULL` would come back as a null element and `\n` inside a line would lose its
 * backslash meaning. This type quotes every element the way PostgreSQL's array syntax expects.
 */
export class TextArrayType extends Type<string[], string> {
  override convertToDatabaseValue(value: string[] | string, _platform: Platform): string {
    if (typeof value === 'string') return value;
    const quote = (line: string) => `"${line.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
    return `{${value.map((line) => quote(String(line))).join(',')}}`;
  }

  override convertToJSValue(value: string[] | string, platform: Platform): string[] {
    if (Array.isArray(value)) return value;
    return platform.unmarshallArray(value);
  }

  override compareAsType(): string {
    return 'string[]';
  }

  override toJSON(value: string[]): string[] {
    return value;
  }

  override getColumnType(): string {
    return 'text[]';
  }
}
