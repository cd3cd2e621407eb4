import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { eventsForHome, MAX_HOME_EVENTS } from "../components/UpcomingEvents/featured"
import { downloadPaths } from "./collections/downloads"
import { eventWhen, isPastEvent } from "./event-dates"
import { imageFieldPaths, jsonSchemaOf } from "./json-schema"
import type { ContentEntry, ContentProblem } from "./validate"

/** Photos larger than this, in bytes or pixels on the longer side, are refused: they slow the build and add nothing. */
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024
export const MAX_PHOTO_PIXELS = 8000
/** What sharp (the build's image library) reports for the formats the site makes its photo sizes from. */
const usablePhotoFormats = new Set(["jpeg", "png", "webp"])

/** Values found at a path with "*" wildcards, each with its concrete path. */
function valuesAt(
  data: unknown,
  pattern: string[],
  at: (string | number)[] = [],
): { at: (string | number)[]; value: unknown }[] {
  const [head, ...rest] = pattern
  if (head === undefined) return [{ at, value: data }]
  if (head === "*") {
    return Array.isArray(data) ? data.flatMap((item, index) => valuesAt(item, rest, [...at, index])) : []
  }
  if (typeof data !== "object" || data === null) return []
  const value = (data as Record<string, unknown>)[head]
  return value === undefined ? [] : valuesAt(value, rest, [...at, head])
}

const fieldName = (at: (string | number)[]) =>
  at.map((segment, index) => (typeof segment === "number" ? `[${segment}]` : index ? `.${segment}` : segment)).join("")

/** A photo an entry names: the field that names it, the file from the project root, and what to do if it is missing. */
export interface PhotoReference {
  field: string
  file: string
  ifMissing: string
}

/** Every photo an entry shows: the fields its schema marks as photos, whatever the collection. */
export function photoReferences(entry: ContentEntry): PhotoReference[] {
  const folder = path.posix.dirname(entry.file)
  return imageFieldPaths(jsonSchemaOf(entry.collection.schema)).flatMap(pattern =>
    valuesAt(entry.data, pattern).map(({ at, value }) => ({
      field: fieldName(at),
      file: `${folder}/${String(value)}`,
      ifMissing: "put the photo in the same folder or correct the file name",
    })),
  )
}

/** Every photo and file an entry points at must exist. */
export function checkReferencedFiles(rootDir: string, entries: ContentEntry[]): ContentProblem[] {
  const problems: ContentProblem[] = []
  for (const entry of entries) {
    const missing = (field: string, relativeFile: string, fix: string) => {
      if (!fs.existsSync(path.join(rootDir, relativeFile))) {
        problems.push({ file: entry.file, field, message: `${relativeFile} does not exist; ${fix}` })
      }
    }
    for (const photo of photoReferences(entry)) missing(photo.field, photo.file, photo.ifMissing)
    if (entry.collection.folder === "downloads") {
      const paths = downloadPaths(entry.data as { publisher: string; slug: string })
      missing("slug", `static${paths.pdf}`, "add the PDF there or correct publisher/slug")
      missing("slug", `static${paths.thumbnail}`, "add the thumbnail .jpg there or correct publisher/slug")
    }
  }
  return problems
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
const shrinkAdvice =
  `save a smaller copy (at most ${MAX_PHOTO_PIXELS} pixels on the longer side and under ${MAX_PHOTO_BYTES / 1024 / 1024} MB; ` +
  'about 2000 pixels is plenty): on a phone share it as a "Medium" or "Large" size, on a computer use Export or Resize in any photo program'

/** Why the build could not use a photo, or undefined if it can. Reads the file's header only. */
export async function photoProblem(absolutePath: string, relativeFile: string): Promise<string | undefined> {
  const bytes = fs.statSync(absolutePath).size
  if (bytes > MAX_PHOTO_BYTES) return `${relativeFile} is ${megabytes(bytes)}, too large; ${shrinkAdvice}`
  let metadata: sharp.Metadata
  try {
    metadata = await sharp(absolutePath).metadata()
  } catch {
    return `${relativeFile} cannot be read as a photo (${bytes === 0 ? "the file is empty" : "it is damaged or not a picture"}); save the photo again as a JPEG (.jpg) and upload it in its place`
  }
  if (!metadata.format || !usablePhotoFormats.has(metadata.format)) {
    return `${relativeFile} is a ${String(metadata.format ?? "unknown").toUpperCase()} picture, which the website cannot use; save it as a JPEG (.jpg), PNG or WebP picture (most photo programs have "Save as" or "Export")`
  }
  const longer = Math.max(metadata.width ?? 0, metadata.height ?? 0)
  if (longer > MAX_PHOTO_PIXELS) {
    return `${relativeFile} is ${metadata.width} by ${metadata.height} pixels, too large; ${shrinkAdvice}`
  }
  return undefined
}

/** Every photo the entries name must be a picture the build can make its sizes from, of a sensible size. */
export async function checkPhotos(rootDir: string, entries: ContentEntry[]): Promise<ContentProblem[]> {
  const checks = entries.flatMap(entry =>
    photoReferences(entry)
      .filter(photo => fs.existsSync(path.join(rootDir, photo.file)))
      .map(async photo => {
        const message = await photoProblem(path.join(rootDir, photo.file), photo.file)
        return message ? [{ file: entry.file, field: photo.field, message }] : []
      }),
  )
  return (await Promise.all(checks)).flat()
}

const entriesOf = (entries: ContentEntry[], folder: string) =>
  entries.filter(candidate => candidate.collection.folder === folder)
const byOrder = (entries: ContentEntry[]) =>
  [...entries].sort((a, b) => Number(a.data.order) - Number(b.data.order) || a.file.localeCompare(b.file))

/** Names that must be unique: a clash names both files, since either may be the one to change. */
function uniqueNames(entries: ContentEntry[]): ContentProblem[] {
  const unique: Record<string, { field: string; keyOf: (data: Record<string, unknown>) => string }> = {
    people: { field: "shortName", keyOf: data => String(data.shortName) },
    downloads: { field: "slug", keyOf: data => `${String(data.publisher)}/${String(data.slug)}` },
    groups: { field: "page", keyOf: data => String(data.page) },
  }
  const problems: ContentProblem[] = []
  for (const [folder, { field, keyOf }] of Object.entries(unique)) {
    const filesByKey = new Map<string, string[]>()
    for (const entry of entriesOf(entries, folder)) {
      const key = keyOf(entry.data)
      filesByKey.set(key, [...(filesByKey.get(key) ?? []), entry.file])
    }
    for (const [key, files] of filesByKey) {
      for (const file of files.length > 1 ? files : []) {
        const others = files.filter(other => other !== file).join(" and ")
        problems.push({ file, field, message: `"${key}" is also used by ${others}; each must be different` })
      }
    }
  }
  return problems
}

/** Two entries with the same order may appear either way round: a warning naming both. */
function duplicateOrders(entries: ContentEntry[]): ContentProblem[] {
  const problems: ContentProblem[] = []
  const groups = new Map<string, ContentEntry[]>()
  for (const entry of entries.filter(candidate => typeof candidate.data.order === "number")) {
    // Children's downloads are shown as two lists, each in its own order.
    const key = `${entry.collection.folder}/${String(entry.data.group ?? "")}/${String(entry.data.order)}`
    groups.set(key, [...(groups.get(key) ?? []), entry])
  }
  for (const group of groups.values()) {
    if (group.length < 2) continue
    const [first, ...rest] = group.map(entry => entry.file)
    for (const file of rest) {
      problems.push({
        file,
        field: "order",
        severity: "warning",
        message: `${String(group[0]!.data.order)} is also the order of ${first}; give each a different number so they appear in the order you mean`,
      })
    }
  }
  return problems
}

/** Home shows at most six featured events: name the ones it leaves out. */
function featuredEvents(entries: ContentEntry[], now: Date): ContentProblem[] {
  const upcoming = byOrder(entriesOf(entries, "events")).filter(entry => !isPastEvent(entry.data, now))
  const featured = upcoming.map(entry => ({ file: entry.file, featured: entry.data.featured === true }))
  const shown = new Set(eventsForHome(featured).map(event => event.file))
  return featured
    .filter(event => event.featured && !shown.has(event.file))
    .map(event => ({
      file: event.file,
      field: "featured",
      severity: "warning" as const,
      message: `the home page shows only ${MAX_HOME_EVENTS} featured events, so it will not show this one (${[...shown].join(", ")} come first by order); set featured to false on another, or give this one a smaller order`,
    }))
}

/** A "Contact {name}" link must reach someone: the person receives the form's messages, or names who passes them on. */
function contactLinks(entries: ContentEntry[]): ContentProblem[] {
  const people = entriesOf(entries, "people")
  const recipients = people.filter(person => person.data.contactFormRecipient === true)
  const recipientNames = recipients.map(person => String(person.data.shortName))
  const choose = `the shortName of a contact-form recipient who will pass messages on (one of: ${recipientNames.join(", ")})`
  const problems: ContentProblem[] = []
  for (const person of people) {
    const { messagesVia, website, contactFormRecipient, name } = person.data
    if (contactFormRecipient === true || website !== undefined) {
      if (messagesVia !== undefined) {
        problems.push({
          file: person.file,
          field: "messagesVia",
          message: `not needed: ${String(name)} ${contactFormRecipient === true ? "receives the contact form's messages" : "has a website link instead of a Contact link"}; remove the messagesVia line`,
        })
      }
    } else if (messagesVia === undefined) {
      problems.push({
        file: person.file,
        field: "messagesVia",
        message: `required field is missing: the "Contact ${String(name)}" link opens the contact form, which does not send to them; add messagesVia with ${choose}`,
      })
    } else if (!recipientNames.includes(String(messagesVia))) {
      problems.push({
        file: person.file,
        field: "messagesVia",
        message: `"${String(messagesVia)}" does not receive the contact form's messages; use ${choose}`,
      })
    }
  }
  return problems
}

/** A group's panel names the person to ask: they must exist and their Contact link must reach them. */
function groupContacts(entries: ContentEntry[]): ContentProblem[] {
  const people = entriesOf(entries, "people")
  const reachable = people
    .filter(person => person.data.contactFormRecipient === true || person.data.messagesVia !== undefined)
    .map(person => String(person.data.shortName))
  return entriesOf(entries, "groups")
    .filter(group => !reachable.includes(String(group.data.contact)))
    .map(group => ({
      file: group.file,
      field: "contact",
      message: `"${String(group.data.contact)}" is not the shortName of someone the contact form reaches; use one of: ${reachable.join(", ")}`,
    }))
}

/** Rules that span files. */
export function checkCrossFileRules(entries: ContentEntry[], now: Date): ContentProblem[] {
  return [
    ...uniqueNames(entries),
    ...contactLinks(entries),
    ...groupContacts(entries),
    ...duplicateOrders(entries),
    ...featuredEvents(entries, now),
  ]
}

/** Past events are left out of the site by themselves; the editor is told, so the file can be tidied away. */
export function checkEventDates(entries: ContentEntry[], now: Date): ContentProblem[] {
  return entriesOf(entries, "events")
    .filter(entry => isPastEvent(entry.data, now))
    .map(entry => ({
      file: entry.file,
      severity: "warning" as const,
      message: `is over (${eventWhen(entry.data)}), so the website no longer shows it; delete the file when you like`,
    }))
}
