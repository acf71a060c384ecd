import './integrations.css';

import { useDocumentTitle } from '../../components/ui/use-document-title';

import { ApiKeysPanel } from './components/ApiKeysPanel';
import { WebhooksPanel } from './components/WebhooksPanel';

const PAGE_TITLE = 'Integrations';

/** /admin/integrations (ADMIN and up): API keys and webhook endpoints with their delivery logs. */
export function IntegrationsPage() {
  useDocumentTitle(PAGE_TITLE);
  return (
    <section className="page integrations">
      <h1>{PAGE_TITLE}</h1>
      <ApiKeysPanel />
      <WebhooksPanel />
    </section>
  );
}
