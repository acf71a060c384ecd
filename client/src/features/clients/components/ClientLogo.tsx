import { useEffect, useState } from 'react';

import { fetchFileWithToken } from '../../../lib/download';
import { clientsMessages as m } from '../clients-messages';

/**
 * The client's logo: a staff-only file (a logo can tell who a confidential client is), so it is
 * fetched with the token and shown from a blob URL, with the alt text staff wrote.
 */
export function ClientLogo({ url, alt }: { url: string; alt: string }) {
  const [shown, setShown] = useState<{ url: string; src: string } | { url: string; failed: true } | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    let src: string | null = null;
    fetchFileWithToken(url, abort.signal).then(
      ({ blob }) => {
        src = URL.createObjectURL(blob);
        setShown({ url, src });
      },
      () => {
        if (!abort.signal.aborted) setShown({ url, failed: true });
      },
    );
    return () => {
      abort.abort();
      if (src) URL.revokeObjectURL(src);
    };
  }, [url]);

  if (!shown || shown.url !== url) return <div className="clients__logo clients__logo--loading" aria-hidden="true" />;
  if ('failed' in shown) return <p role="alert">{m.logoLoadFailed}</p>;
  return <img className="clients__logo" src={shown.src} alt={alt} />;
}
