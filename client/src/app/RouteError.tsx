import { useEffect, useState } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

import { useDocumentTitle } from '../components/ui/use-document-title';
import { reloadPage } from '../lib/reload-page';

import { NotFoundPage } from './NotFoundPage';

/**
 * Set in sessionStorage just before the page reloads itself for a screen it could not download;
 * a second failure then shows the "could not be loaded" page instead of reloading again, so a
 * missing file never makes the tab reload for ever. A screen that loads clears it.
 */
export const CHUNK_RELOAD_KEY = 'chunkReloaded';

/**
 * A screen's file (a lazy route's chunk, or its CSS) that could not be downloaded: after a deploy a
 * tab opened before it asks for files the new build no longer has. The browsers' own words, and
 * Vite's for a stylesheet.
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(message);
}

function alreadyReloaded(): boolean {
  try {
    return window.sessionStorage.getItem(CHUNK_RELOAD_KEY) !== null;
  } catch {
    // No storage, no guard against a loop: never reload by ourselves.
    return true;
  }
}

/** A screen loaded: a later deploy may reload the tab once again. */
export function forgetChunkReload(): void {
  try {
    window.sessionStorage.removeItem(CHUNK_RELOAD_KEY);
  } catch {
    // Nothing was stored.
  }
}

function reloadOnce(): void {
  try {
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  } catch {
    return;
  }
  reloadPage();
}

/**
 * What a route shows when it fails (react-router's `errorElement`), instead of react-router's
 * developer screen: a screen whose file is gone reloads the page once to get the new build; after
 * that, and for any other error, a page in the site's style that says so, with Reload.
 */
export function RouteError() {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  const [reloading] = useState(() => chunk && !alreadyReloaded());

  useEffect(() => {
    if (reloading) reloadOnce();
    // Kept in the console for whoever looks into it; the visitor sees the page below.
    else console.error(error);
  }, [reloading, error]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (reloading) {
    return (
      <p className="page" role="status">
        Loading the latest version…
      </p>
    );
  }
  return chunk ? (
    <ErrorPage title="This page could not be loaded">
      The site has probably been updated since this tab was opened. Reloading the page gets the latest version.
    </ErrorPage>
  ) : (
    <ErrorPage title="Something went wrong">
      An unexpected error stopped this page. Reloading it usually helps; if it happens again, please try again later.
    </ErrorPage>
  );
}

function ErrorPage({ title, children }: { title: string; children: string }) {
  useDocumentTitle(title);
  return (
    <section className="page route-error">
      <h1>{title}</h1>
      <p>{children}</p>
      <div className="route-error__actions">
        <button type="button" className="button button--primary" onClick={reloadPage}>
          Reload
        </button>
        <Link to="/">Back to the home page</Link>
      </div>
    </section>
  );
}

/** The same at the top of the route table, where no layout gives the page its `<main>`. */
export function RootError() {
  return (
    <main id="main" className="route-error__main" tabIndex={-1}>
      <RouteError />
    </main>
  );
}
