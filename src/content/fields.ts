import { z } from "zod"

/**
 * Reusable field types for the content schemas. Each carries an editor-facing
 * description, because the same text appears in build errors and in CONTENT.md.
 */

/** Display position within its collection: lower numbers come first. */
export const order = z.number().int().min(0).describe("position on the page: a whole number, lower numbers first")

/** Non-empty, trimmed text. */
export const text = (description: string) =>
  z.string().trim().min(1, { message: "must not be empty" }).describe(description)

/** Paragraphs of plain text, shown in order. */
export const paragraphs = (description: string) =>
  z.array(text("one paragraph")).min(1, { message: "needs at least one paragraph" }).describe(description)

/** A web address that opens outside the site. */
export const externalUrl = (description: string) =>
  z.url({ protocol: /^https?$/, message: "must be a full web address starting with https://" }).describe(description)

/** A lower-case, hyphenated name used in file names, e.g. "jane-doe". */
export const slug = (description: string) =>
  z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
      message: 'must be lower-case letters, digits and single hyphens, e.g. "jane-doe"',
    })
    .describe(description)

/**
 * A photo that sits beside the JSON file in the same folder. The "image" marker
 * makes the GraphQL field a File (resolved by relative path) so that
 * gatsby-plugin-image can make its sized variants, and makes the content check
 * confirm that the file exists.
 */
export const imageFile = (description: string) =>
  z
    .string()
    .regex(/^[a-z0-9][a-z0-9._-]*\.(jpe?g|png|webp)$/i, {
      message: 'must be the file name of a .jpg, .png or .webp photo in the same folder, e.g. "main-hall.jpg"',
    })
    .describe(description)
    .meta({ image: true })

export const weekday = z
  .enum(["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"])
  .describe("day of the week")

/** 24-hour clock time, "HH:MM", London time. */
export const clockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'must be a 24-hour time like "10:00" or "18:30"' })
  .describe('start time, 24-hour clock, e.g. "18:00"')

export const localDateTimePattern = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/

/** A London local date and time, "YYYY-MM-DDTHH:MM". */
export const localDateTime = (description: string) =>
  z
    .string()
    .regex(localDateTimePattern, {
      message: 'must be a London date and time like "2026-12-06T10:00"',
    })
    .describe(description)
