import { timeZoneInWords } from '../../lib/time-zone-words';

/** The zones Intl knows (its IANA list), with UTC, which the list leaves out, first. */
function knownZones(): string[] {
  const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...listed.filter((zone) => zone !== 'UTC')];
}

/**
 * The Time Zone select's options, as [value, label]: "London time (Europe/London)", sorted by
 * label. A zone the event already has that Intl does not list (an alias such as Asia/Kolkata where
 * ICU lists Asia/Calcutta) is kept as an option, so editing never changes it unasked.
 */
export function timeZoneOptions(current: string): [string, string][] {
  // Built once: some 420 zones, each read through Intl, on every render of the form was slow.
  known ??= sortedOptions(knownZones());
  if (!current || known.some(([zone]) => zone === current)) return known;
  return sortedOptions([...known.map(([zone]) => zone), current]);
}

let known: [string, string][] | undefined;

function sortedOptions(zones: string[]): [string, string][] {
  return zones
    .map((zone): [string, string] => [zone, zone === 'UTC' ? 'UTC' : `${timeZoneInWords(zone)} (${zone})`])
    .sort((a, b) => a[1].localeCompare(b[1]));
}
