import { drawingShownIn } from "../src/content/drawings"

/**
 * `File.drawing`: what a placeholder drawing shows, read from the picture's own file, or null once a photo is saved
 * at its name (src/content/drawings.ts). The image fragments ask for it with the picture, so every Picture can give
 * a drawing the drawing's words and a photo the entry's.
 */
export const fileDrawingField = {
  name: "File",
  interfaces: ["Node"],
  fields: {
    drawing: {
      type: "String",
      description: "what the placeholder drawing in this file shows; null for a photo",
      resolve: (file: { absolutePath?: unknown }) =>
        typeof file.absolutePath === "string" && /\.(jpe?g|png|webp)$/i.test(file.absolutePath)
          ? drawingShownIn(file.absolutePath)
          : null,
    },
  },
}
