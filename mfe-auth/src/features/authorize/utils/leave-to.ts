/** Leaves the portal for the client's address (a full page load, not a route of ours). Its own module, so tests replace it. */
export function leaveTo(url: string): void {
  window.location.assign(url);
}
