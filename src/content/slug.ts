/**
 * The one way the site turns words into a name for an address, a file or an id: "Who's Who & Staff" →
 * "whos-who-and-staff". Lower-case letters and digits joined by single hyphens, accents dropped ("Café" → "cafe").
 */
export function slugify(words: string): string {
  return words
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
}

/** What a slug looks like, for the schemas and the file-name check. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
