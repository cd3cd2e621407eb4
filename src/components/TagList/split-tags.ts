// Kept apart from the list (whose words come from the layout's GraphQL query) so the browser tests can import it.

/** "Eucharist, Advent, , All Ages" → ["Eucharist", "Advent", "All Ages"]: editors write tags as one line of text. */
export const splitTags = (tags: string) =>
  tags
    .split(",")
    .map(tag => tag.trim())
    .filter(tag => tag !== "")
