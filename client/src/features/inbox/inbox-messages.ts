/** What the Inbox (/admin/inbox) says. */
export const inboxMessages = {
  title: 'Inbox',
  intro: 'Contact messages and join-us requests, newest first.',
  filterLabel: 'Show',
  loading: 'Loading...',
  failed: 'The inbox could not be loaded.',
  empty: 'Nothing in the inbox.',
  emptyOfKind: 'Nothing of this kind in the inbox.',
  notGiven: 'Not given',
  noText: 'No message text.',
} as const;

/** The two kinds of item, with the filter's words and the screen that lists each kind in full. */
export const INBOX_KINDS = {
  contact: {
    label: 'Contact message',
    plural: 'Contact messages',
    screen: '/admin/contact-messages',
    screenName: 'Contact Messages',
  },
  joinUs: {
    label: 'Join-us request',
    plural: 'Join-us requests',
    screen: '/admin/joinus-Users',
    screenName: 'Join us Users',
  },
} as const;

export type InboxKind = keyof typeof INBOX_KINDS;
