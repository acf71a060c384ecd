/** What the person screen (/admin/people) says. */
export const peopleMessages = {
  title: 'People',
  intro:
    'Find everything the site holds about one e-mail address, for an access or erasure request: applications, ' +
    'event registrations, join-us requests, contact messages and e-mail.',
  searchLabel: 'E-mail address',
  find: 'Find',
  finding: 'Looking…',
  failure: 'We could not look this address up. Please try again.',
  nothingHeld: 'Nothing is held about this address.',
  export: 'Export as zip',
  exporting: 'Preparing the download…',
  exportFailed: 'The export failed. Please try again.',
  erase: 'Erase everything',
  eraseTitle: 'Erase this person',
  eraseConfirm: 'Erase',
  erasing: 'Erasing',
  cancel: 'Cancel',
  eraseFailed: 'The erasure failed; nothing was deleted. Please try again.',
} as const;

/** "1 application", "2 contact messages". */
export function counted(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
