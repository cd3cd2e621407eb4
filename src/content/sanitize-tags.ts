/**
 * The only markup an editor may put in an event name: inline formatting. Kept apart from sanitize.ts (which uses
 * the Node library sanitize-html) so the CMS's browser preview can share the list.
 */
export const inlineFormattingTags = ["b", "br", "em", "i", "small", "strong", "sub", "sup"] as const
