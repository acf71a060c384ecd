/** The site content screens' words (/admin/site and a document's editor). */
export const siteAdminMessages = {
  title: 'Site content',
  intro:
    'The words and pictures of the public pages. Open a document to edit its draft, preview it on its own page, ' +
    'then publish it.',
  loading: 'Loading the site content...',
  failed: 'Failed to load the site content.',
  retry: 'Try again',
  tableLabel: 'Documents of the public site',
  document: 'Document',
  publicPage: 'Public page',
  status: 'Status',
  lastPublished: 'Last published',
  unpublishedChanges: 'Unpublished changes',
  upToDate: 'Published',
  neverPublished: 'Not yet: the site shows the words it started with',

  back: 'Site content',
  /** A document's editor before its document is there (components/ui/RecordFallback). */
  record: {
    title: 'Site content',
    notFoundTitle: 'Document not found',
    notFound: 'The public site has no document by this name.',
    failed: 'Failed to load the document.',
    retry: 'Try again',
    loading: 'Loading the document...',
  },
  editorLabel: 'Content',
  draftSavedBy: 'Draft last saved',
  save: 'Save draft',
  preview: 'Preview',
  previewHint: 'Preview opens the page with the saved draft in a new tab.',
  previewUnsaved: 'Preview shows the saved draft: save your changes first to see them there.',
  publish: 'Publish',
  discard: 'Discard changes',
  saved: 'Draft saved.',
  published: 'Published. The public page shows it now.',
  discarded: 'Changes discarded: the draft is the published content again.',
  saveFailed: 'The draft could not be saved. Please try again.',
  publishFailed: 'The document could not be published. Please try again.',
  discardFailed: 'The changes could not be discarded. Please try again.',
  restoreFailed: 'The revision could not be restored. Please try again.',
  fixField: 'Check the field marked in red.',
  publishNote: 'Visitors see the draft from now on. What shows today stays in the revision history.',
  publishSavesFirst: 'Your unsaved changes are saved first.',
  discardTitle: 'Discard changes?',
  discardNote: 'The draft goes back to the published content. Every change since the last publish is lost.',
  discardConfirm: 'Discard changes',
  restoreNote: 'Its content replaces the draft. The public page changes only when you publish.',
  restoreReplacesUnsaved: 'Your unsaved changes are lost.',
  restoreConfirm: 'Restore',
  leaveTitle: 'Leave without saving?',
  leaveNote: 'Your changes to this document are not saved.',
  leave: 'Leave without saving',
  unsavedChanges: 'Unsaved changes',

  revisions: 'Revision history',
  revisionsLoading: 'Loading the revisions...',
  revisionsFailed: 'Failed to load the revisions.',
  noRevisions: 'Not published yet: the site shows the words it started with.',
  revisionsLabel: 'Published revisions, the newest first',
  publishedWhen: 'Published',
  publishedBy: 'By',
  privacyVersion: 'Privacy version',
  restore: 'Restore',
  someone: 'an account since deleted',

  linkLabel: 'Words',
  linkTo: 'Address',
  linkToHint: 'A page of this site such as /about, or an https:// address.',
  noPicture: 'No picture.',
  choosePicture: 'Choose picture',
  pictureHint: 'PNG, JPEG, WebP or AVIF.',
  pictureAlt: 'Picture description (alt text)',
  pictureAltHint: 'What the picture shows, for people who cannot see it.',
  /** The server's own words for an empty alt text (uploadSiteImage), said before sending too. */
  pictureAltRequired: 'alt is required: say what the picture shows for people who cannot see it.',
  pictureFileRequired: 'Choose a picture first.',
  uploadPicture: 'Upload picture',
  removePicture: 'Remove picture',
  uploadFailed: 'The picture could not be uploaded. Please try again.',
  pictureUploaded: 'Picture uploaded. Save the draft to keep it.',
  pictureRemoved: 'Picture removed. Save the draft to keep the change.',
  moveUp: 'Move up',
  moveDown: 'Move down',
  remove: 'Remove',
  noItems: 'None yet.',
  editorLoading: 'Loading the text editor...',
  editorFailed: 'The text editor could not be loaded. Reload the page to try again.',

  bold: 'Bold',
  italic: 'Italic',
  link: 'Link',
  bulletList: 'Bulleted list',
  orderedList: 'Numbered list',
  heading: 'Heading',
  linkAddress: 'Link address',
  linkAddressHint: 'A page of this site such as /contact, an https:// address or mailto:name@example.com.',
  linkInvalid: 'Use a page of this site (/contact), an https:// address or a mailto: address.',
  applyLink: 'Apply link',
  removeLink: 'Remove link',
  cancel: 'Cancel',
} as const;

export const SITE_ADMIN_PATH = '/admin/site';
export const siteDocumentPath = (key: string) => `${SITE_ADMIN_PATH}/${encodeURIComponent(key)}`;
/** The public page with the draft (the page shows it to staff only). */
export const previewPath = (path: string) => `${path}${path.includes('?') ? '&' : '?'}preview=1`;

export const publishTitle = (title: string) => `Publish ${title}?`;
export const restoreTitle = (n: number) => `Restore revision ${n}?`;
export const restoredLine = (n: number) => `Revision ${n} is now the draft. Publish it to put it on the site.`;
export const revisionName = (n: number) => `Revision ${n}`;
export const restoreLabel = (n: number) => `Restore revision ${n}`;
export const formattingLabel = (field: string) => `Formatting: ${field}`;
export const lengthHint = (max: number) => `Up to ${max} characters.`;
export const richTextCount = (used: number, max: number) => `${used} of ${max} characters`;
export const itemName = (itemLabel: string, index: number) => `${itemLabel} ${index + 1}`;
export const addItemLabel = (itemLabel: string) => `Add ${itemLabel.toLowerCase()}`;
// The visible words first: a button's name holds what it shows (speech input users say what they see).
export const moveUpLabel = (item: string) => `Move up: ${item}`;
export const moveDownLabel = (item: string) => `Move down: ${item}`;
export const removeLabel = (item: string) => `Remove ${item}`;
export const movedLine = (item: string, direction: 'up' | 'down') => `${item} moved ${direction}.`;
export const removedLine = (item: string) => `${item} removed.`;
export const addedLine = (item: string) => `${item} added.`;
export const listLimitHint = (min: number, max: number) => (min > 0 ? `From ${min} to ${max}.` : `Up to ${max}.`);
export const publishedLine = (when: string, by: string | null) => (by ? `${when} by ${by}` : when);
export const savedByLine = (when: string, by: string | null) => (by ? `${when} by ${by}` : when);
