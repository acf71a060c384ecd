// The candidate page's PDF resume: the hook is shared with the talent pool's entry page (lib/).
export { type InlineResume, resumeSeenKey, useInlineResume } from '../../../lib/use-inline-resume';
