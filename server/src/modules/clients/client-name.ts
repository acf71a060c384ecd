/** A client's name as the one-client-per-name rule compares it (client.name_key): trimmed, lower-cased. */
export function clientNameKey(name: string): string {
  return name.trim().toLowerCase();
}
