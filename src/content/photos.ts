import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { besideEntry, schemaForFile, type ContentProblem, type Entry } from "./collection"
import { jsonSchemaOf, markedFieldPaths, valuesAt } from "./json-schema"

/** Photos larger than this, in bytes or pixels on the longer side, are refused: they slow the build and add nothing. */
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024
export const MAX_PHOTO_PIXELS = 8000
/** What sharp (the build's image library) reports for the formats the site makes its photo sizes from. */
const usablePhotoFormats = new Set(["jpeg", "png", "webp"])

/** A photo an entry names: the field that names it and the file, from the project root. */
export interface PhotoReference {
  field: string
  file: string
}

/** Every photo an entry shows: the fields its schema marks as photos, whatever the collection. */
export function photoReferences(entry: Entry): PhotoReference[] {
  const schema = schemaForFile(entry.collection, entry.fileName)
  if (!schema) return []
  return markedFieldPaths(jsonSchemaOf(schema), "image").flatMap(pattern =>
    valuesAt(entry.data, pattern).map(({ field, value }) => ({ field, file: besideEntry(entry.file, String(value)) })),
  )
}

/** Every photo an entry names must be there. */
export function checkPhotosExist(rootDir: string, entries: Entry[]): ContentProblem[] {
  return entries.flatMap(entry =>
    photoReferences(entry)
      .filter(photo => !fs.existsSync(path.join(rootDir, photo.file)))
      .map(photo => ({
        file: entry.file,
        field: photo.field,
        message: `${photo.file} does not exist; put the photo in the same folder or correct its name here`,
      })),
  )
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
const shrinkAdvice =
  `save a smaller copy (at most ${MAX_PHOTO_PIXELS} pixels on the longer side and under ${MAX_PHOTO_BYTES / 1024 / 1024} MB; ` +
  'about 2000 pixels is plenty): on a phone share it as a "Medium" or "Large" size, on a computer use Export or Resize in any photo program'

/**
 * What was found in each photo, by its path, size and time of change: `npm start` checks again on every change, and
 * a photo nobody touched need not be read again.
 */
const photoVerdicts = new Map<string, Promise<string | undefined>>()

/** Why the build could not use a photo, or undefined if it can. Reads the file's header only. */
export function photoProblem(absolutePath: string, relativeFile: string): Promise<string | undefined> {
  const stat = fs.statSync(absolutePath)
  const key = `${absolutePath}\0${relativeFile}\0${stat.size}\0${stat.mtimeMs}`
  let verdict = photoVerdicts.get(key)
  if (!verdict) photoVerdicts.set(key, (verdict = readPhotoProblem(absolutePath, relativeFile, stat.size)))
  return verdict
}

/** Each photo's header as sharp reads it, by path, size and time of change: the checks share one read. */
const headers = new Map<string, Promise<sharp.Metadata>>()

/** A photo's header (format, size, EXIF); rejects for a file that is not a picture. */
export function photoHeader(absolutePath: string): Promise<sharp.Metadata> {
  const stat = fs.statSync(absolutePath)
  const key = `${absolutePath}\0${stat.size}\0${stat.mtimeMs}`
  let header = headers.get(key)
  if (!header) headers.set(key, (header = sharp(absolutePath).metadata()))
  return header
}

async function readPhotoProblem(absolutePath: string, relativeFile: string, bytes: number) {
  if (bytes > MAX_PHOTO_BYTES) return `${relativeFile} is ${megabytes(bytes)}, too large; ${shrinkAdvice}`
  let metadata: sharp.Metadata
  try {
    metadata = await photoHeader(absolutePath)
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
export async function checkPhotos(rootDir: string, entries: Entry[]): Promise<ContentProblem[]> {
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
