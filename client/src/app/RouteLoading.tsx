/** Shown while the first page's lazy chunk loads (react-router's HydrateFallback). */
export function RouteLoading() {
  return (
    <p className="page" role="status">
      Loading…
    </p>
  );
}
