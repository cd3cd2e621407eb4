import { z } from "zod"
import { markdownProblems } from "./markdown"
import { inlineFormattingTags } from "./sanitize-tags"
import { slugify, slugPattern } from "./slug"
import { slotsIn } from "./template"

/**
 * Reusable field types for the content schemas. Each carries an editor-facing
 * description, because the same text appears in build errors and in CONTENT.md.
 *
 * What the CMS's forms (src/cms/config.ts) read from a schema, besides its type and checks:
 * - `.describe("…")`: the hint under the box, in plain English.
 * - `.meta({ title: "Starts" })`: the box's label (else one made from the field's name).
 * - `.meta({ itemTitle: "photo" })` on a list: what one item is called, for its "Add photo" button.
 * - `.meta({ markdown: true })` on text: a Markdown editor limited to what the site renders.
 * - the `image` mark below and `localDateTime` (date-fields.ts): a photo upload; day, month, year and time boxes.
 */

/**
 * Text that must match a pattern, with the check's words when it does not. The words also go into the schema's
 * metadata (`patternMessage`), so the CMS's form says the same when it refuses a value, and CONTENT.md describes it.
 */
export const matching = (pattern: RegExp, message: string) =>
  z.string().regex(pattern, { message }).meta({ patternMessage: message })

/** Display position within its collection: lower numbers come first. */
export const order = z
  .number()
  .int()
  .min(0)
  .describe("where it comes in its list: a whole number, lower numbers first")
  .meta({ title: "Position" })

/** An HTML tag typed into text, e.g. "<b>", "</em>" or "<img src=x onerror=…>". */
const htmlTag = /<\/?([a-zA-Z][a-zA-Z0-9-]*)\b[^>]*>/g

/** Plain text shows exactly as typed, so a tag in it would show as "<b>" on the page: refuse it, saying so. */
const refuseTags = (value: string, context: z.RefinementCtx) => {
  const tag = value.match(htmlTag)?.[0]
  if (tag) {
    context.addIssue({
      code: "custom",
      input: value,
      message: `remove ${tag}: this field shows plain text, exactly as typed (the page would show the tag itself)`,
    })
  }
}

/** Non-empty, trimmed plain text. */
export const text = (description: string) =>
  z.string().trim().min(1, { message: "must not be empty" }).superRefine(refuseTags).describe(description)

/**
 * Text that may hold inline emphasis as HTML tags (an event's name: "Christmas Lights <em>Street Party</em>"). Only
 * the tags in sanitize-tags.ts, without attributes; anything else is refused, naming it, rather than dropped.
 */
export const inlineHtml = (description: string) =>
  z
    .string()
    .trim()
    .min(1, { message: "must not be empty" })
    .superRefine((value, context) => {
      for (const [tag, name = ""] of value.matchAll(htmlTag)) {
        const allowed = (inlineFormattingTags as readonly string[]).includes(name.toLowerCase())
        const plain = tag.replace(/\s+/g, "") === (tag.startsWith("</") ? `</${name}>` : `<${name}>`)
        if (!allowed || !plain) {
          context.addIssue({
            code: "custom",
            input: value,
            message: `remove ${tag}: only <em>…</em> (slanted) and <strong>…</strong> (bold) can go in a name, with nothing else inside the < >`,
          })
          return
        }
      }
    })
    .describe(description)

/** Where a Markdown problem's issue keeps the line of the text it is on, counting from 0. */
export const MARKDOWN_LINE = "markdownLine"

/**
 * Text written in Markdown (the pages' text): paragraphs, ## headings, lists, **bold**, *emphasis*, links and
 * tables. What the site cannot show (raw HTML, pictures, code) is refused with what to write instead. The
 * "markdown" marker gives it the CMS's Markdown editor.
 */
export const markdown = (description: string) =>
  z
    .string()
    .trim()
    .min(1, { message: "must not be empty" })
    .superRefine((value, context) => {
      for (const { message, line } of markdownProblems(value)) {
        // The line within the text: the content check turns it into the file's own line.
        context.addIssue({ code: "custom", input: undefined, message, params: { [MARKDOWN_LINE]: line } })
      }
    })
    .describe(description)
    .meta({ markdown: true })

/**
 * A sentence with {slots} the site fills in, e.g. "Contact {name}". The check refuses a slot the sentence cannot
 * have and names the ones it can, and asks for the slots it must have.
 */
export const sentenceWith = (description: string, slots: { may: readonly string[]; must?: readonly string[] }) =>
  text(description)
    .superRefine((value, context) => {
      const used = slotsIn(value)
      const allowed = slots.may.map(slot => `{${slot}}`).join(", ")
      for (const slot of used.filter(slot => !slots.may.includes(slot))) {
        context.addIssue({
          code: "custom",
          input: undefined,
          message: `{${slot}} is not something the site can fill in here; it can fill in ${allowed}`,
        })
      }
      for (const slot of (slots.must ?? []).filter(slot => !used.includes(slot))) {
        context.addIssue({
          code: "custom",
          input: undefined,
          message: `must contain {${slot}}, where the site puts the ${slot === "name" ? "name" : "figure"}`,
        })
      }
    })
    .meta({ slots: slots.may })

/** Search engines show about 160 characters of a page's description: longer ones are cut off mid-sentence. */
export const MAX_SEARCH_DESCRIPTION = 160

/** What search engines and shared links show under the page's title. */
export const searchDescription = () =>
  text("one or two sentences that say what the page offers, shown by search engines under its title")
    .superRefine((value, context) => {
      if (value.length > MAX_SEARCH_DESCRIPTION) {
        context.addIssue({
          code: "custom",
          input: undefined,
          message: `is ${value.length} characters long; search engines show about ${MAX_SEARCH_DESCRIPTION}, so shorten it by ${value.length - MAX_SEARCH_DESCRIPTION}`,
        })
      }
    })
    .meta({ title: "Search description" })

/**
 * A list that editors write as one line of text, its items separated by commas ("Eucharist, All Ages"): the
 * schema reads it as the list the site shows, so no page splits text. Empty items between commas are dropped.
 */
export const commaSeparated = (description: string) =>
  text(description)
    .transform(value =>
      value
        .split(",")
        .map(item => item.trim())
        .filter(item => item !== ""),
    )
    .pipe(z.array(z.string()).min(1, { message: "give at least one word between the commas" }))
    .describe(description)

/** Paragraphs of plain text, shown in order. */
export const paragraphs = (description: string) =>
  z
    .array(text("one paragraph"))
    .min(1, { message: "needs at least one paragraph" })
    .describe(description)
    .meta({ itemTitle: "paragraph" })

/** A web address that opens outside the site. */
export const externalUrl = (description: string) =>
  z.url({ protocol: /^https$/, message: "must be a full web address starting with https://" }).describe(description)

/** A lower-case, hyphenated name used in file names, e.g. "jane-doe". */
export const slug = (description: string) =>
  matching(slugPattern, 'must be lower-case letters, digits and single hyphens, e.g. "jane-doe"').describe(description)

/** A photo's file name: lower-case letters and digits joined by hyphens, then .jpg, .png or .webp. */
export const photoFileNamePattern = /^[a-z0-9]+(?:[-_.][a-z0-9]+)*\.(jpe?g|png|webp)$/

/** "Photo 1.JPG" → "photo-1.jpg": the name to rename a photo to. */
export function suggestedPhotoName(name: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase().replace("jpeg", "jpg") ?? "jpg"
  return `${slugify(name.replace(/\.[a-z0-9]+$/i, "")) || "photo"}.${extension}`
}

/** Why a photo's name cannot be used, with the name to use instead. */
export const photoNameProblem = (name: string) =>
  /\.(jpe?g|png|webp)$/i.test(name)
    ? `"${name}" has spaces, capital letters or other signs that web addresses cannot rely on: rename the photo to "${suggestedPhotoName(name)}"`
    : `"${name}" is not a photo the website can use: it must be a .jpg, .png or .webp file`

/**
 * A photo that sits beside the entry's file in the same folder. The "image" marker makes the GraphQL field a File
 * (resolved by relative path) so that gatsby-plugin-image can make its sized variants, and makes the content check
 * confirm that the file exists and can be used.
 */
export const imageFile = (description: string) => {
  const message =
    'must be the name of a .jpg, .png or .webp photo in the same folder, in lower-case letters and hyphens, e.g. "main-hall.jpg"'
  return z
    .string()
    .regex(photoFileNamePattern, {
      // Named after the photo the editor gave, with the name to use instead.
      error: issue =>
        typeof issue.input === "string" ? `${photoNameProblem(issue.input)}, and write that name here` : message,
    })
    .describe(description)
    .meta({ image: true, patternMessage: message })
}

/** A photo beside the JSON file together with its own description, for people who cannot see it. */
export const describedPhoto = (description: string) =>
  z
    .strictObject({
      photo: imageFile("the photo").meta({ title: "Photo" }),
      alt: text("a few words saying what the photo shows, for people who cannot see it").meta({
        title: "What the photo shows",
      }),
    })
    .describe(description)
