/** Leaves the portal for a page elsewhere in this tab (the e-signature provider's); a seam for the tests. */
export function leavePortal(url: string): void {
  window.location.assign(url);
}
