/**
 * Shown while the first page's lazy chunk loads (mount-app.tsx, before the router is mounted; and
 * react-router's HydrateFallback where a router is mounted before that, as the tests' memory router).
 */
export function RouteLoading() {
  return (
    <p className="page" role="status">
      Loading…
    </p>
  );
}
