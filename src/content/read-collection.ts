import fs from "node:fs"
import path from "node:path"
import { extensionOf, type Collection, type ContentProblem, type Entry } from "./collection"
import { checkEntrySource, suggestedFileName } from "./entry-check"
import { fileNameOf } from "./entry-problems"
import { photoFileNamePattern, photoNameProblem } from "./fields"

/** Photos sit beside the entries: anything with a photo's extension, whatever its name. */
const looksLikePhoto = /\.(jpe?g|png|webp)$/i
/** Files an operating system leaves behind, which nobody put there on purpose. */
export const systemFile = (name: string) => name.startsWith(".") || /^(thumbs\.db|desktop\.ini)$/i.test(name)

/** One collection's folder, read and each file checked on its own. */
export interface CollectionReading<Data> {
  problems: ContentProblem[]
  /** the files that passed their own check, typed by the collection */
  entries: Entry<Data>[]
  /** the entry files that did not: until they are fixed, rules that need every entry of the collection wait */
  broken: string[]
  /** those of them that could not even be read, so nothing is known of what they hold */
  unreadable: string[]
  /** the photos in the folder, for the "no entry names this photo" warning */
  photos: string[]
  /** the photos named by files with a mistake, which make no entry: not "unused", only waiting for the fix */
  namedByMistakes: string[]
  /** the addresses of the site's pages its files make, worked out from their names alone */
  routes: string[]
}

/**
 * Reads and checks one collection folder. Its entries are the files that passed their schema, typed by the
 * collection (the tools in tools/ read the content through it).
 */
export function readCollection<Data>(rootDir: string, collection: Collection<Data>): CollectionReading<Data> {
  const reading: CollectionReading<Data> = {
    problems: [],
    entries: [],
    broken: [],
    unreadable: [],
    photos: [],
    namedByMistakes: [],
    routes: [],
  }
  const { problems, entries, broken, unreadable, photos, namedByMistakes, routes } = reading
  const folder = `data/${collection.folder}`
  const extension = extensionOf(collection)
  const absoluteFolder = path.join(rootDir, folder)
  if (!fs.existsSync(absoluteFolder)) {
    problems.push({ file: folder, message: "folder is missing; create it (it may stay empty)" })
    return reading
  }
  const items = fs
    .readdirSync(absoluteFolder, { withFileTypes: true })
    .filter(item => !systemFile(item.name))
    .sort((a, b) => a.name.localeCompare(b.name))
  const entryFiles = items.filter(item => item.isFile() && item.name.toLowerCase().endsWith(extension))
  if (collection.shape.kind === "single" && entryFiles.length !== 1) {
    problems.push({
      file: folder,
      message: `must hold exactly one ${extension} file, found ${entryFiles.length}${entryFiles.length ? ` (${entryFiles.map(item => item.name).join(", ")})` : ""}`,
    })
  }
  if (collection.shape.kind === "files") {
    // A page is there while its file is, whether or not the file has a mistake: the mistake is the file's own. A
    // page the site cannot do without stands even while its file is missing, which is the one mistake to name.
    const { files } = collection.shape
    const present = new Set(entryFiles.map(item => fileNameOf(item.name)))
    const standing = Object.keys(files).filter(name => present.has(name) || files[name]?.required)
    routes.push(...standing.flatMap(name => collection.routesOf?.(name) ?? []))
    for (const [missing, file] of Object.entries(files).filter(([name]) => !present.has(name))) {
      if (!file.required) continue
      problems.push({
        file: `${folder}/${missing}${extension}`,
        message: `is missing: it holds the words of the ${file.label} page, which the site cannot do without; put it back (the site's history on GitHub has the last version)`,
      })
    }
  }
  for (const item of items) {
    const file = `${folder}/${item.name}`
    if (item.isDirectory()) {
      problems.push({
        file,
        message: `folders inside ${folder} are not read; move its files up into ${folder} or delete it`,
      })
    } else if (entryFiles.includes(item)) {
      if (collection.shape.kind === "many") routes.push(...(collection.routesOf?.(fileNameOf(file)) ?? []))
      const checked = checkEntrySource(collection, file, fs.readFileSync(path.join(absoluteFolder, item.name), "utf8"))
      problems.push(...checked.problems)
      // The schema's output is the collection's data (defineCollection ties the two types together).
      if (checked.data) {
        entries.push({
          collection,
          file,
          fileName: fileNameOf(file),
          data: checked.data as Data,
          locate: checked.locate,
        })
      } else broken.push(file)
      if (checked.unchecked) namedByMistakes.push(...textsIn(checked.unchecked).map(name => `${folder}/${name}`))
      else if (!checked.data) unreadable.push(file)
    } else if (looksLikePhoto.test(item.name)) {
      if (photoFileNamePattern.test(item.name)) photos.push(file)
      else
        problems.push({ file, message: `${photoNameProblem(item.name)}, and use that name in the entry that shows it` })
    } else {
      const looksLikeEntry = new RegExp(`\\${extension}\\.\\w+$`, "i").test(item.name)
      problems.push({
        file,
        message: looksLikeEntry
          ? `is not read by the website because its name does not end in ${extension}; rename it to "${suggestedFileName(item.name, extension)}"`
          : `is not used by the website: this folder holds only ${extension} files and their .jpg, .png or .webp photos; move or delete it`,
      })
    }
  }
  return reading
}

/** Every text in a file's data, however deep: the names a file with a mistake may give its photos. */
const textsIn = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : typeof value === "object" && value !== null
      ? Object.values(value).flatMap(textsIn)
      : []
