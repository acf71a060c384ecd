import { useEffect } from 'react';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  useEffect(() => {
    document.title = 'Page not found · Talent Consultancy';
  }, []);
  return (
    <section className="page">
      <h1>Page not found</h1>
      <p>The page you asked for does not exist or has moved.</p>
      <Link to="/">Back to the home page</Link>
    </section>
  );
}
