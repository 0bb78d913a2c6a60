// Text and data put into HTML the server writes itself: a creator's link preview, the bank sandbox's Connect page, a
// member's drawn page (its data block).
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe in an attribute value or an element's content. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => ENTITIES[ch]!);

/** JSON in a `<script>` data block: with no `<` in it, nothing can end the block or open a comment. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** `page` (index.html or a copy) with its <title> replaced by `title`. */
export const withTitle = (page: string, title: string) =>
  page.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(title)}</title>`);

/** A `<meta>` tag, its content escaped. */
export const metaTag = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** `page` with its description meta tag saying `description`. */
export const withDescription = (page: string, description: string) =>
  page.replace(/<meta\s+name="description"[\s\S]*?\/?>/, () => metaTag('name', 'description', description));
