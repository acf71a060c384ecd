// Shared with the talent pool's entry page (components/ui).
export { ResumeDownloadButton, useResumeDownload } from '../../../components/ui/ResumeDownloadButton';
