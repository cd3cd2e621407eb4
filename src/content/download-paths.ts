/**
 * Where a children's sheet and its thumbnail are served (docs/requirements.md#screens). Kept apart
 * from the zod schemas so that pages can use it without shipping zod to browsers.
 */
export const downloadPaths = (entry: { publisher: string; slug: string }) => ({
  pdf: `/files/children/${entry.publisher}/${entry.slug}.pdf`,
  thumbnail: `/files/children/${entry.publisher}/${entry.slug}-thumb.jpg`,
})
