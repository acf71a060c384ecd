/** Copy of the job-alert form (on /browse-positions) and of the pages of its mails' links. */
export const jobAlertCopy = {
  open: 'Get job alerts',
  heading: 'Get new jobs like these by e-mail',
  searchLead: 'We will e-mail you new jobs matching:',
  allJobs: 'all jobs',
  email: 'Email',
  frequency: 'How often',
  daily: 'Daily',
  weekly: 'Weekly',
  submit: 'Subscribe',
  /** The server's answer says the same; shown if it sends none. */
  success: 'Check your inbox to confirm: we have sent you a link to start your job alert.',
  failure: 'Your job alert could not be saved. Please try again.',
  loading: 'Loading the form...',
  loadFailed: 'The form could not be loaded. Please reload the page.',
  emailRequired: 'Please enter your e-mail address.',
} as const;

/** The pages of the mails' links; the server's head for them says the same (JOB_ALERT_PAGES). */
export const jobAlertPages = {
  confirm: {
    title: 'Confirm your job alert',
    lead: 'Press the button to start receiving e-mails about new jobs matching your search.',
    button: 'Confirm job alert',
    failed: 'Your job alert could not be confirmed. Please try again.',
  },
  unsubscribe: {
    title: 'Unsubscribe from job alerts',
    lead: 'Press the button to stop the e-mails of this job alert. We delete the alert at once.',
    button: 'Unsubscribe',
    failed: 'You could not be unsubscribed. Please try again.',
  },
  invalidLink: 'This link is not valid. Use the link from your e-mail as it is.',
  browse: 'Browse open positions',
} as const;
