import sanitizeHtml from "sanitize-html"
import { inlineFormattingTags } from "./sanitize-tags"

/**
 * Event names may hold inline formatting only (sanitize-tags.ts). No
 * attributes at all, so no event handlers, styles, links or images can get
 * through; disallowed tags are dropped but their text is kept, except for
 * script and style, whose contents are dropped too.
 */
export { inlineFormattingTags }

/** Event-name markup made safe to render unescaped. Runs at build time. */
export function sanitizeInlineHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...inlineFormattingTags],
    allowedAttributes: {},
    disallowedTagsMode: "discard",
  }).trim()
}

/** The same text with every tag removed: for alt text, titles and anywhere markup cannot go. */
export function plainTextOf(html: string): string {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
  // sanitize-html leaves entities encoded; decode the few it produces so the text reads naturally.
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim()
}
