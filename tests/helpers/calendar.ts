import type ICALModule from 'ical.js' with { 'resolution-mode': 'import' };

// ical.js ships its types as an ES module; jest runs these tests as CommonJS, where the package
// answers its CommonJS build.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ICAL = require('ical.js') as typeof ICALModule;

/** What the tests read of an iCalendar file, parsed by a real parser (ical.js). */
export interface ParsedCalendar {
  method: string | null;
  uid: string;
  sequence: number;
  summary: string;
  start: Date;
  end: Date;
  status: string | null;
  organizer: string | null;
  location: string | null;
  url: string | null;
  /** Each ATTENDEE's address, without `mailto:`. */
  attendees: string[];
}

export function parseCalendar(text: string): ParsedCalendar {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('No VEVENT in the calendar');
  const event = new ICAL.Event(vevent);
  const text_ = (component: InstanceType<typeof ICAL.Component>, name: string) => {
    const value = component.getFirstPropertyValue(name);
    return value === null || value === undefined ? null : String(value);
  };
  return {
    method: text_(calendar, 'method'),
    uid: event.uid,
    sequence: event.sequence,
    summary: event.summary,
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
    status: text_(vevent, 'status'),
    organizer: text_(vevent, 'organizer'),
    location: text_(vevent, 'location'),
    url: text_(vevent, 'url'),
    attendees: vevent.getAllProperties('attendee').map((line) => String(line.getFirstValue()).replace(/^mailto:/i, '')),
  };
}
