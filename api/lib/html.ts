// Text put into HTML the server writes itself: a creator's link preview, a member's drawn page, the bank sandbox's
// Connect page.
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe in an attribute value or an element's content. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => ENTITIES[ch]!);
