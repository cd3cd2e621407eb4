import { z } from "zod"
import { londonIso, londonLocal } from "../calendar/london-time"

/**
 * Reusable field types for the content schemas. Each carries an editor-facing
 * description, because the same text appears in build errors and in CONTENT.md.
 *
 * What the CMS's forms (src/cms/config.ts) read from a schema, besides its type and checks:
 * - `.describe("…")`: the hint under the box, in plain English.
 * - `.meta({ title: "Starts" })`: the box's label (else one made from the field's name).
 * - `.meta({ itemTitle: "photo" })` on a list: what one item is called, for its "Add photo" button.
 * - `.meta({ markdown: true })` on text: a Markdown editor limited to what the site renders.
 * - the `image` and `localDateTime` marks below: a photo upload, a date-and-time picker.
 */

/** Display position within its collection: lower numbers come first. */
export const order = z.number().int().min(0).describe("position on the page: a whole number, lower numbers first")

/** Non-empty, trimmed text. */
export const text = (description: string) =>
  z.string().trim().min(1, { message: "must not be empty" }).describe(description)

/** Paragraphs of plain text, shown in order. */
export const paragraphs = (description: string) =>
  z
    .array(text("one paragraph"))
    .min(1, { message: "needs at least one paragraph" })
    .describe(description)
    .meta({ itemTitle: "paragraph" })

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

/** A photo beside the JSON file together with its own description, for people who cannot see it. */
export const describedPhoto = (description: string) =>
  z
    .strictObject({
      photo: imageFile("photo beside this file"),
      alt: text("what this photo shows, for people who cannot see it"),
    })
    .describe(description)

export const weekday = z
  .enum(["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"])
  .describe("day of the week")

/** 24-hour clock time, "HH:MM", London time. */
export const clockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'must be a 24-hour time like "10:00" or "18:30"' })
  .describe('start time, 24-hour clock, e.g. "18:00"')

export const localDateTimePattern = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/

/**
 * Why a well-formed "YYYY-MM-DDTHH:MM" is still not a moment in London: a day the month does not have
 * ("2026-02-30"), or a time the clocks skip when they go forward in March. Undefined when it is real.
 */
export function impossibleLondonTime(local: string): string | undefined {
  const [date = "", time = ""] = local.split("T")
  const [year = 0, month = 0, day = 0] = date.split("-").map(Number)
  const calendarDay = new Date(Date.UTC(year, month - 1, day))
  if (calendarDay.getUTCMonth() !== month - 1 || calendarDay.getUTCDate() !== day) {
    const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate()
    return `there is no ${date}: that month has ${daysInMonth} days; check the day and month`
  }
  if (londonLocal(new Date(londonIso(local))) !== local) {
    return `${time} on ${date} does not exist in London (the clocks go forward that night); choose another time`
  }
  return undefined
}

/**
 * A London local date and time, "YYYY-MM-DDTHH:MM", that really happens. The `localDateTime` mark gives it a date
 * and time picker in the CMS, which stores the same wall-clock text.
 */
export const localDateTime = (description: string) =>
  z
    .string()
    .regex(localDateTimePattern, {
      message: 'must be a London date and time like "2026-12-06T10:00"',
    })
    .superRefine((local, context) => {
      // A badly written value already has its message from the pattern.
      const reason = localDateTimePattern.test(local) ? impossibleLondonTime(local) : undefined
      if (reason) context.addIssue({ code: "custom", input: local, message: reason })
    })
    .describe(description)
    .meta({ localDateTime: true })
