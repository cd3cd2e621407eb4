import fs from "node:fs"
import path from "node:path"
import { wording } from "../src/content/collections/wording"
import { jsonSchemaOf, type JsonSchemaNode } from "../src/content/json-schema"
import { imagePresets } from "../src/theme/images"
import { siteRoot } from "./site-root"

/**
 * GraphQL fragments that follow from a schema or a table rather than being written by hand, written before Gatsby
 * reads the site's queries (onPreBootstrap). Gatsby finds `graphql` tags by reading files, not by running code, so
 * a fragment made from the wording's schema has to exist as a file:
 * - `WordingFields`: every field of data/wording/wording.json, so a new shared word is its schema line and its JSON
 *   line, nothing more;
 * - one fragment per image size of the theme (`PortraitImage`, `VenueImage`...): a picture at that size, fixed at 1x
 *   and 2x (or filling its column up to it), through gatsby-plugin-image's own `gatsbyImageData` arguments, and what
 *   it shows if it is still a placeholder drawing (`drawing`: gatsby/drawing-field.ts).
 */
export const GENERATED_FRAGMENTS_FILE = "src/generated/fragments.ts"

/** A GraphQL selection of every field under a schema node, e.g. "footer { visitUs mapLink }". */
function selectionOf(node: JsonSchemaNode, indent: string): string {
  return Object.entries(node.properties ?? {})
    .map(([name, child]) => {
      const inner = child.type === "array" && child.items ? child.items : child
      return inner.type === "object"
        ? `${indent}${name} {\n${selectionOf(inner, `${indent}  `)}\n${indent}}`
        : `${indent}${name}`
    })
    .join("\n")
}

const pascal = (name: string) =>
  name.toLowerCase().replace(/(^|_)(\w)/g, (_, __, letter: string) => letter.toUpperCase())

/** The fragment's name for an image size: PORTRAIT → PortraitImage. */
export const imageFragmentName = (preset: keyof typeof imagePresets) => `${pascal(preset)}Image`

function imageFragment(preset: keyof typeof imagePresets): string {
  const size = imagePresets[preset]
  const layout = "layout" in size ? "CONSTRAINED" : "FIXED"
  return `  fragment ${imageFragmentName(preset)} on File {
    drawing
    childImageSharp {
      gatsbyImageData(layout: ${layout}, width: ${size.width}, height: ${size.height})
    }
  }`
}

export function generatedFragmentsSource(): string {
  const wordingFields = selectionOf(jsonSchemaOf(wording.schema, "output"), "    ")
  const images = (Object.keys(imagePresets) as (keyof typeof imagePresets)[]).map(imageFragment).join("\n\n")
  return `// Written by gatsby/generated-fragments.ts before every build and \`npm start\`; not committed, not edited.
import { graphql } from "gatsby"

export const wordingFields = graphql\`
  fragment WordingFields on ${wording.typeName} {
${wordingFields}
  }
\`

export const imageFields = graphql\`
${images}
\`
`
}

/** Writes the file when its text changed (an unchanged file does not make `npm start` read the queries again). */
export function writeGeneratedFragments(root = siteRoot()): void {
  const file = path.join(root, GENERATED_FRAGMENTS_FILE)
  const source = generatedFragmentsSource()
  if (fs.existsSync(file) && fs.readFileSync(file, "utf8") === source) return
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, source)
}
