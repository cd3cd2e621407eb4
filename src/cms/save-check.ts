import { collectionByFolder } from "../content/collections"
import { checkEntryData } from "../content/entry-problems"

/** An Immutable.js map or list, as Decap keeps an entry's data (only what is used here). */
export interface ImmutableValue {
  map(mapper: (value: unknown) => unknown): ImmutableValue
  filter(predicate: (value: unknown) => boolean): ImmutableValue
  toJS(): unknown
  size: number
}

const isImmutable = (value: unknown): value is ImmutableValue =>
  typeof value === "object" && value !== null && typeof (value as ImmutableValue).toJS === "function"
/** Immutable's List has push; its Map does not. */
const isMap = (value: ImmutableValue) => typeof (value as { push?: unknown }).push !== "function"

/**
 * An optional field an editor left blank: Decap saves "" (or an empty group) where the content check expects the
 * field to be left out. Empty lists stay: a list may be required and empty (a venue with no features).
 */
export function withoutBlankFields(value: unknown): unknown {
  if (!isImmutable(value)) return value
  const cleaned = value.map(withoutBlankFields)
  return cleaned.filter(
    item =>
      item !== "" && item !== null && item !== undefined && !(isImmutable(item) && isMap(item) && item.size === 0),
  )
}

/**
 * Decap's preSave listener: the content check's schema for the collection, on the entry as it will be saved.
 * Throwing refuses the save; Decap shows "Failed to persist entry:" and the message, which is the content
 * check's own words, one "field: problem" per mistake.
 */
export function checkBeforeSave({ entry }: { entry: { get(key: string): unknown } }): unknown {
  const collection = collectionByFolder(String(entry.get("collection")))
  const data = entry.get("data")
  if (!collection || !isImmutable(data)) return undefined
  const cleaned = withoutBlankFields(data) as ImmutableValue
  const file = String(entry.get("path") || `data/${collection.folder}/(new entry)`)
  const { problems } = checkEntryData(collection, file, cleaned.toJS())
  if (problems.length) {
    const refusal = new Error(
      problems.map(({ field, message }) => (field ? `${field}: ${message}` : message)).join("\n"),
    )
    // Decap shows the error as text: with no name it reads "Failed to persist entry: endsAt: must be after...".
    refusal.name = ""
    throw refusal
  }
  return cleaned
}
