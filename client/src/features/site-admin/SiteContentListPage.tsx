import './site-admin.css';

import { useQuery } from '@apollo/client/react';

import { useDocumentTitle } from '../../components/ui/use-document-title';
import { SiteContentPagesListDocument } from '../../gql/graphql';

import { SiteContentTable } from './components/SiteContentTable';
import { siteAdminMessages as m } from './site-admin-messages';

/**
 * /admin/site (ADMIN and up; the server checks): every editable document of the public site, with
 * whether its draft holds unpublished changes and when and by whom it was last published. There is
 * always at least one document (the site's pages are fixed), so the list has no empty state.
 */
export function SiteContentListPage() {
  useDocumentTitle(m.title);
  const query = useQuery(SiteContentPagesListDocument, {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const pages = query.data?.siteContentPages;

  return (
    <section className="page site-admin">
      <h1>{m.title}</h1>
      <p className="site-admin__intro">{m.intro}</p>
      {pages ? (
        <SiteContentTable pages={pages} />
      ) : query.error ? (
        <>
          <p role="alert">{m.failed}</p>
          <button type="button" className="button" onClick={() => void query.refetch().catch(() => undefined)}>
            {m.retry}
          </button>
        </>
      ) : (
        <p role="status">{m.loading}</p>
      )}
    </section>
  );
}
