/**
 * The home page's own words that are not page copy (the copy is site content, published at
 * /admin/site). The home page is in the entry bundle: keep this file small.
 */
export function greeting(firstName: string) {
  return `Welcome back, ${firstName}.`;
}
