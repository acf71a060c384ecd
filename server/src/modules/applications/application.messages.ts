/** What an applicant is told once the application is stored (SPEC: the apply form's success). */
export const APPLICATION_RECEIVED_MESSAGE = 'Your application has been submitted successfully!';
