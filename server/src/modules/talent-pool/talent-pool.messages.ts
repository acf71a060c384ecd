/**
 * What a visitor is told once the CV is stored. The same words whether the address was new or had
 * sent a CV before (an answer that told them apart would tell anyone whether an address is in the
 * pool); the acknowledgement e-mail, which only the address's owner reads, says which it was.
 */
export const TALENT_POOL_RECEIVED_MESSAGE =
  'Thank you: your CV is in our talent pool, and our recruiters will contact you when a role fits. ' +
  'If you sent us a CV before from this e-mail address, this one replaces it.';
