/**
 * An IANA time zone in words: "Europe/London" -> "London time", "America/New_York" -> "New York
 * time", "UTC" -> "UTC".
 *
 * The city comes from the zone's own id because Intl has no exemplar-city names: Intl.DisplayNames
 * has no time-zone type, and timeZoneName 'longGeneric' / 'shortGeneric' answer "United Kingdom
 * Time", "Eastern Time" or "GMT+00:00" depending on the zone and the ICU version. Intl still decides
 * what a zone is: an id it does not know is shown as it came.
 */
export function timeZoneInWords(zone: string): string {
  let canonical: string;
  try {
    canonical = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return zone;
  }
  if (canonical === 'UTC' || /^(Etc\/)?(UTC|GMT|UCT|Universal|Zulu)$/i.test(zone)) return 'UTC';
  // Etc/GMT+5 and the like name an offset (with POSIX's inverted sign), not a place: shown as they are.
  if (canonical.startsWith('Etc/')) return zone;
  const city = zone.split('/').pop() ?? zone;
  return `${city.replace(/_/g, ' ')} time`;
}
