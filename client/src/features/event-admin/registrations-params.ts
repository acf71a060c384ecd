/** The URL parameter that holds the chosen event, so a view can be shared and survives a reload. */
export const EVENT_PARAM = 'event';
/** The URL parameter that holds the list shown: all, or one status. */
export const LIST_PARAM = 'list';
/** The URL parameter that turns on the check-in mode (a search and one big button per person). */
export const MODE_PARAM = 'mode';
