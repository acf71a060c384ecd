/** The contact inbox's texts, each written once. */
export const contactInboxMessages = {
  loading: 'Loading messages...',
  empty: 'No messages yet.',
  failure: 'Failed to load messages.',
  notGiven: 'Not given',
  noText: 'No message text.',
} as const;
