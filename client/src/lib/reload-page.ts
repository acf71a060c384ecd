/** Loads the page again from the server (its own module, so tests can stand in for the browser). */
export function reloadPage(): void {
  window.location.reload();
}
