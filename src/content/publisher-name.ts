// Kept apart from the schemas so that the children's page can use it without shipping zod to browsers.

/** A publisher's folder name as readers know it (data/pages/children.md lists them); an unlisted one is tidied up. */
export const publisherName = (publisher: string, publishers: readonly { folder: string; name: string }[]) =>
  publishers.find(known => known.folder === publisher)?.name ??
  publisher.replace(/-/g, " ").replace(/^./, first => first.toUpperCase())
