import './jobs.css';

import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { messages } from '../../content/messages';
import { withApolloLoader } from '../../lib/lazy-with-apollo';

import { JobSearchBox } from './components/JobSearchBox';
import { JobsLoading } from './components/JobsLoading';
import { useDebouncedCallback } from './hooks/use-debounced-callback';
import { PAGE_TITLE, SEARCH_DEBOUNCE_MS } from './job-board';

export { JOBS_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from './job-board';

/** The list and the job details talk to the API: they arrive with the Apollo client. */
const useJobBoard = withApolloLoader(async () => (await import('./JobBoard')).JobBoard);

/**
 * /browse-positions and /browse-positions/:jobId. The search text lives in `?q=` and the open job
 * in the path, so both can be shared and survive a reload; the details open over the list. The
 * heading and the search box need no data, so they paint at once, before the API client loads.
 */
export function BrowsePositionsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = (searchParams.get('q') ?? '').trim();

  // ---- search: the box follows the URL, and the URL follows the box after a pause in typing
  const [text, setText] = useState(searchParams.get('q') ?? '');
  const lastWritten = useRef(query);
  useEffect(() => {
    // The URL changed on its own (back, forward, a shared link): show its search in the box.
    if (query !== lastWritten.current) {
      lastWritten.current = query;
      setText(query);
    }
  }, [query]);

  function writeQuery(value: string) {
    const next = value.trim();
    if (next === lastWritten.current) return;
    lastWritten.current = next;
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next) params.set('q', next);
        else params.delete('q');
        return params;
      },
      { replace: true },
    );
  }
  const writeQueryLater = useDebouncedCallback(writeQuery, SEARCH_DEBOUNCE_MS);
  const board = useJobBoard();

  return (
    <section className="page jobs-page">
      <h1>{PAGE_TITLE}</h1>
      <JobSearchBox
        value={text}
        onChange={(value) => {
          setText(value);
          writeQueryLater(value);
        }}
        onSubmit={() => writeQuery(text)}
      />
      {board.status === 'loaded' ? (
        <board.Component query={query} />
      ) : board.status === 'failed' ? (
        <p role="alert" className="jobs-page__notice jobs-page__notice--error">
          {messages.jobs.failure}
        </p>
      ) : (
        <JobsLoading />
      )}
    </section>
  );
}
