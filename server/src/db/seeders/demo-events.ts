import { Readable } from 'node:stream';

import type { EntityManager } from '@mikro-orm/postgresql';

import { loadSharp } from '../../lib/packages-on-first-use';
import { zonedInstant } from '../../lib/zoned-time';
import { Event } from '../../modules/events/event.entity';
import { EVENT_IMAGE_EXTENSION } from '../../modules/events/event.service';
import { renderImageVariants } from '../../modules/events/event-image-variants';
import { detectImage, storedBytes } from '../../storage/file-signatures';
import type { FileStorage } from '../../storage/file-storage';

function daysFromNow(days: number): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return date.toISOString().slice(0, 10);
}

/** The colours and the motif of one demo event's picture. */
interface DemoArt {
  from: string;
  to: string;
  accent: string;
  /** SVG drawn over the background, in a 1200 x 675 (16:9) frame. */
  motif: string;
}

// People around a table: an open house.
const OPEN_HOUSE: DemoArt = {
  from: '#0b5d8a',
  to: '#1f8a70',
  accent: '#f4c95d',
  motif: `
    <rect x="330" y="400" width="540" height="36" rx="18" fill="#ffffff" opacity="0.9"/>
    ${[390, 510, 630, 750, 870]
      .map(
        (x, index) => `
      <circle cx="${x - 30}" cy="${index % 2 ? 300 : 290}" r="42" fill="#ffffff" opacity="0.95"/>
      <path d="M${x - 95} 400 q65 -110 130 0 z" fill="#ffffff" opacity="0.8"/>`,
      )
      .join('')}
    <circle cx="1030" cy="140" r="70" fill="#f4c95d"/>`,
};

// Rising steps with a flag: leading through change.
const WORKSHOP: DemoArt = {
  from: '#3d2c8d',
  to: '#0b5d8a',
  accent: '#ff9f68',
  motif: `
    <path d="M240 560 h180 v-90 h180 v-90 h180 v-90 h180 v270 z" fill="#ffffff" opacity="0.9"/>
    <path d="M870 290 v-170" stroke="#ffffff" stroke-width="12" stroke-linecap="round"/>
    <path d="M876 124 l120 36 l-120 36 z" fill="#ff9f68"/>
    <circle cx="330" cy="420" r="34" fill="#ff9f68"/>`,
};

// A shield with a tick over a screen: a compliance webinar.
const WEBINAR: DemoArt = {
  from: '#7a1f3d',
  to: '#3d2c8d',
  accent: '#7bdcb5',
  motif: `
    <rect x="300" y="150" width="600" height="360" rx="28" fill="#ffffff" opacity="0.9"/>
    <rect x="520" y="510" width="160" height="40" fill="#ffffff" opacity="0.7"/>
    <path d="M600 200 l140 50 v90 c0 80 -60 130 -140 160 c-80 -30 -140 -80 -140 -160 v-90 z" fill="#7a1f3d"/>
    <path d="M540 350 l45 45 l90 -100" fill="none" stroke="#7bdcb5" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"/>`,
};

/**
 * One demo picture: made here, at seed time, from SVG (no file is downloaded or shipped), and
 * turned into WebP by sharp, since uploads, and so stored images, are never SVG.
 */
export function renderDemoEventImage(art: DemoArt): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${art.from}"/>
        <stop offset="1" stop-color="${art.to}"/>
      </linearGradient>
    </defs>
    <rect width="1200" height="675" fill="url(#sky)"/>
    <circle cx="120" cy="600" r="220" fill="${art.accent}" opacity="0.18"/>
    <circle cx="1120" cy="60" r="180" fill="#ffffff" opacity="0.08"/>
    ${art.motif}
  </svg>`;
  return loadSharp()(Buffer.from(svg)).webp({ quality: 78 }).toBuffer();
}

/** What a demo seeder may use besides the database: the storage event images go to. */
export interface DemoSeedContext {
  storage: FileStorage;
  /** The zone demo events are in (EVENT_TIME_ZONE). */
  timeZone: string;
}

const DEMO_EVENTS = [
  {
    name: 'Careers Open House: Meet Our Recruiters',
    inDays: 14,
    timeOfDay: '17:30',
    venue: 'Our office, 1 Example Street, London',
    description:
      'An evening with our recruitment team: how we match people with purpose-driven organisations, what our ' +
      'clients look for this year, and one-to-one CV reviews for anyone who brings theirs.',
    art: OPEN_HOUSE,
  },
  {
    name: 'Leading Through Change: a Workshop for First-Time Managers',
    inDays: 30,
    timeOfDay: '10:00',
    venue: 'Training room, 1 Example Street, London',
    description:
      'A half-day, hands-on workshop from our talent-development programme: crucial conversations, giving ' +
      'feedback, and keeping a team steady while everything around it moves.',
    art: WORKSHOP,
  },
  {
    name: 'POSH Compliance Essentials (Webinar)',
    inDays: 45,
    timeOfDay: '15:00',
    onlineUrl: 'https://meet.example.com/posh-essentials',
    description:
      'What every employer in India must have in place under the POSH Act: the Internal Committee, policy, ' +
      'training and annual reporting, with time for questions.',
    art: WEBINAR,
  },
] as const;

/**
 * Three upcoming demo events, each with a picture made for it (see renderDemoEventImage), stored
 * like an uploaded one. If the rows cannot be written, the pictures are removed again.
 */
export async function seedDemoEvents(em: EntityManager, { storage, timeZone }: DemoSeedContext): Promise<void> {
  const saved: string[] = [];
  try {
    for (const { art, inDays, ...event } of DEMO_EVENTS) {
      const image = await storage.save(Readable.from([await renderDemoEventImage(art)]), {
        folder: 'event-images',
        extension: EVENT_IMAGE_EXTENSION,
        maxBytes: Number.MAX_SAFE_INTEGER,
        field: 'image',
        originalName: 'demo.webp',
      });
      saved.push(image.key);
      const variants = await renderImageVariants(storage, image);
      saved.push(...variants.map((variant) => variant.key));
      const kind = await detectImage(storedBytes(storage, image));
      const date = daysFromNow(inDays);
      em.create(Event, {
        ...event,
        date,
        timeZone,
        startsAt: zonedInstant(date, event.timeOfDay, timeZone),
        capacity: 40,
        venue: 'venue' in event ? event.venue : null,
        onlineUrl: 'onlineUrl' in event ? event.onlineUrl : null,
        imageKey: image.key,
        imageContentType: kind?.contentType ?? 'image/webp',
        imageVariants: variants,
      });
    }
    await em.flush();
  } catch (error) {
    await Promise.all(saved.map((key) => storage.remove(key)));
    throw error;
  }
}
