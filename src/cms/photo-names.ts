import { entryJson } from "../content/canonical-form"

/**
 * A new entry's photos are named after the entry when it is first saved: the photo of christingle-service.json is
 * christingle-service.jpg (then christingle-service-2.jpg, …), not the camera's img_2041.jpg. Decap names an
 * upload after the file chosen and has no setting for this, so the CMS wraps the backends' save: by then Decap has
 * made the entry's file name, and the photos are still uploads that can be given any name.
 */

/** What Decap hands a backend's persistEntry (only what is used here). */
export interface EntryToSave {
  dataFiles: { path: string; slug: string; raw: string }[]
  /** Decap's AssetProxy objects: the uploads of this save, each to be written at `path` */
  assets: { path: string }[]
}

/** The part of a Decap backend used here. */
export interface BackendImplementation {
  persistEntry(entry: EntryToSave, options: { newEntry?: boolean }): Promise<unknown>
  getMedia(folder?: string): Promise<{ name?: string; path?: string }[]>
}

const folderOf = (path: string) => path.slice(0, path.lastIndexOf("/") + 1)
const fileNameOf = (path: string) => path.slice(path.lastIndexOf("/") + 1)
const extensionOf = (name: string) => /\.[^.]+$/.exec(name)?.[0].toLowerCase() ?? ""

/**
 * New names for uploads: "<entry>.jpg", then "<entry>-2.jpg" and so on, never a name in `taken` (the folder's
 * files) or one already given. Returns old name → new name.
 */
export function namesAfterEntry(entryName: string, uploads: readonly string[], taken: ReadonlySet<string>) {
  const given = new Set<string>()
  const names = new Map<string, string>()
  for (const upload of uploads) {
    const extension = extensionOf(upload)
    let number = 1
    const candidate = () => `${entryName}${number === 1 ? "" : `-${number}`}${extension}`
    while (taken.has(candidate()) || given.has(candidate())) number += 1
    given.add(candidate())
    names.set(upload, candidate())
  }
  return names
}

/** Every string in a JSON value replaced through `names` where it is one of its keys. */
function renamed(value: unknown, names: ReadonlyMap<string, string>): unknown {
  if (typeof value === "string") return names.get(value) ?? value
  if (Array.isArray(value)) return value.map(item => renamed(item, names))
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, renamed(item, names)]))
  }
  return value
}

/** Strings anywhere in a JSON value. */
const stringsIn = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : value && typeof value === "object"
      ? Object.values(value).flatMap(stringsIn)
      : []

/**
 * Renames the uploads of a new entry that its file names (photos sit beside it, named in its JSON by file name), in
 * place: the assets' paths and the names in the file's text. `taken` is every file name already in its folder.
 */
export function namePhotosAfterEntry(entry: EntryToSave, taken: ReadonlySet<string>) {
  const [dataFile] = entry.dataFiles
  if (!dataFile) return
  const folder = folderOf(dataFile.path)
  const data = JSON.parse(dataFile.raw) as unknown
  const named = new Set(stringsIn(data))
  const photos = entry.assets.filter(asset => folderOf(asset.path) === folder && named.has(fileNameOf(asset.path)))
  if (!photos.length) return
  const names = namesAfterEntry(
    fileNameOf(dataFile.path).replace(/\.json$/, ""),
    photos.map(photo => fileNameOf(photo.path)),
    taken,
  )
  for (const photo of photos) photo.path = `${folder}${names.get(fileNameOf(photo.path))}`
  dataFile.raw = entryJson(renamed(data, names))
}

/** A backend whose first save of a new entry names its photos after it; other saves are untouched. */
export function withPhotosNamedAfterNewEntries<T extends BackendImplementation>(implementation: T): T {
  const persistEntry = implementation.persistEntry.bind(implementation)
  implementation.persistEntry = async (entry, options) => {
    const [dataFile] = entry.dataFiles
    if (options.newEntry && dataFile && entry.assets.length) {
      const folder = folderOf(dataFile.path)
      // Never over another file: if the folder cannot be listed, the uploads keep their own names.
      const files = await implementation.getMedia(folder.replace(/\/$/, "")).catch(() => undefined)
      if (files) {
        namePhotosAfterEntry(entry, new Set(files.map(file => fileNameOf(file.path ?? file.name ?? ""))))
      }
    }
    return persistEntry(entry, options)
  }
  return implementation
}
