/**
 * Makes text safe inside HTML element content and quoted attribute values, for the HTML we build
 * as strings (emails, the payment stand-in's page). The web app never needs it: React escapes.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
