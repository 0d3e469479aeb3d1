// Text into HTML: the sandbox's own pages (device, compliance, notify, checkout, provider pages) escape with this.

/** Everything that goes into the page passes through here: names, prompt texts and e-mails are user data. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
