// Kept apart from the grid (which carries a GraphQL fragment) so the browser tests can import it outside Gatsby.

/** A publisher's folder name as readers know it (data/pages/children.md lists them); an unlisted one is tidied up. */
export const publisherName = (publisher: string, publishers: readonly { folder: string; name: string }[]) =>
  publishers.find(known => known.folder === publisher)?.name ??
  publisher.replace(/-/g, " ").replace(/^./, first => first.toUpperCase())
