import {
  APPLICATION_SOURCE_KEY,
  APPLICATION_SOURCE_MAX_LENGTH,
  applicationSourceFor,
  rememberApplicationSource,
  sourceOfSearch,
} from '../../../client/src/features/jobs/application-source';

describe('the source of an application', () => {
  afterEach(() => sessionStorage.clear());

  it('is the link’s source, else its utm_source, trimmed and capped; none when neither names one', () => {
    expect(sourceOfSearch('?source=newsletter&utm_source=linkedin')).toBe('newsletter');
    expect(sourceOfSearch('?utm_source=%20LinkedIn%20&utm_medium=social')).toBe('LinkedIn');
    expect(sourceOfSearch('?source=%20&utm_source=jobs-board')).toBe('jobs-board');
    expect(sourceOfSearch('?q=analyst')).toBeNull();
    expect(sourceOfSearch(`?source=${'x'.repeat(150)}`)).toHaveLength(APPLICATION_SOURCE_MAX_LENGTH);
  });

  it('is kept for the visit from the page that named it, and the page’s own link wins over it', () => {
    rememberApplicationSource('?utm_source=newsletter');
    rememberApplicationSource('?q=analyst');
    expect(sessionStorage.getItem(APPLICATION_SOURCE_KEY)).toBe('newsletter');
    expect(applicationSourceFor('')).toBe('newsletter');
    expect(applicationSourceFor('?source=referral-day')).toBe('referral-day');
  });

  it('is none when no link named one', () => {
    expect(applicationSourceFor('?q=analyst')).toBeUndefined();
  });
});
