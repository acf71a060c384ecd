import { render, screen, within } from '@testing-library/react';

import { EventForm } from '../../../client/src/features/event-admin/components/EventForm';
import { emptyEvent } from '../../../client/src/features/event-admin/event-form';
import { timeZoneOptions } from '../../../client/src/features/event-admin/time-zone-options';
import { currencyLabel, otherCurrencies } from '../../../client/src/features/job-admin/currency-options';
import { setupUser } from '../../helpers/user-events';

describe('the time zone select', () => {
  it('offers Intl’s IANA zones in words, UTC first among them, and keeps a zone Intl does not list', () => {
    const options = timeZoneOptions('');
    expect(options).toContainEqual(['Europe/London', 'London time (Europe/London)']);
    expect(options).toContainEqual(['UTC', 'UTC']);
    expect(options.length).toBeGreaterThan(300);
    expect(timeZoneOptions('Asia/Kolkata')).toContainEqual(['Asia/Kolkata', 'Kolkata time (Asia/Kolkata)']);
  });

  it('is a select on the event form, the site’s default first', async () => {
    const user = setupUser();
    render(
      <EventForm
        initialValues={emptyEvent}
        imageRequired
        busy={false}
        progress={null}
        submitLabel="Add Event"
        onSubmit={() => {}}
      />,
    );
    const zone = screen.getByRole('combobox', { name: 'Time Zone' });
    expect(zone).toHaveValue('');
    expect(within(zone).getAllByRole('option')[0]).toHaveTextContent('The site’s default');
    await user.selectOptions(zone, 'Europe/London');
    expect(zone).toHaveValue('Europe/London');
  });
});

describe('the currency select', () => {
  it('names each ISO code and lists every other code Intl knows, keeping a stored one', () => {
    expect(currencyLabel('EUR')).toBe('EUR: Euro');
    const others = otherCurrencies('');
    expect(others).not.toContain('EUR');
    expect(others).toContain('JPY');
    expect(others).toEqual([...others].sort());
    expect(otherCurrencies('XYZ')).toContain('XYZ');
  });
});
