import type { EntityManager } from '@mikro-orm/postgresql';

import { Event } from './event.entity';

function daysFromNow(days: number): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return date.toISOString().slice(0, 10);
}

/**
 * Three upcoming demo events. They carry no image: the site shows its placeholder for those,
 * and staff can add a picture from the back office.
 */
export async function seedDemoEvents(em: EntityManager): Promise<void> {
  em.create(Event, {
    name: 'Careers Open House: Meet Our Recruiters',
    date: daysFromNow(14),
    timeOfDay: '17:30',
    description:
      'An evening with our recruitment team: how we match people with purpose-driven organisations, what our ' +
      'clients look for this year, and one-to-one CV reviews for anyone who brings theirs.',
  });
  em.create(Event, {
    name: 'Leading Through Change: a Workshop for First-Time Managers',
    date: daysFromNow(30),
    timeOfDay: '10:00',
    description:
      'A half-day, hands-on workshop from our talent-development programme: crucial conversations, giving ' +
      'feedback, and keeping a team steady while everything around it moves.',
  });
  em.create(Event, {
    name: 'POSH Compliance Essentials (Webinar)',
    date: daysFromNow(45),
    timeOfDay: '15:00',
    description:
      'What every employer in India must have in place under the POSH Act: the Internal Committee, policy, ' +
      'training and annual reporting, with time for questions.',
  });
  await em.flush();
}
