import type { AnyCollection as Collection } from "../content/collection"
import { collectionByFolder } from "../content/collections"
import { checkEntryData } from "../content/entry-problems"
import { checkingNow } from "../content/date-fields"
import { fieldLabelPath, fieldsFor, PLAIN_NAME, identifierField, type CmsField } from "./config"
import { jsonSchemaOf } from "../content/json-schema"
import { plainTextOf } from "../content/sanitize"

/** An Immutable.js map or list, as Decap keeps an entry's data (only what is used here). */
export interface ImmutableValue {
  map(mapper: (value: unknown) => unknown): ImmutableValue
  filter(predicate: (value: unknown) => boolean): ImmutableValue
  get(key: string): unknown
  set(key: string, value: unknown): ImmutableValue
  delete(key: string): ImmutableValue
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

export const saveCheckWords = {
  notShown: "the website would not show this entry, because it is already over; check the dates",
}

/** One reason a save was refused: the field as the form names it, and what to do. */
export interface RefusedField {
  /** the field's labels, e.g. "Picture › What it shows"; empty for a problem with the whole entry */
  label: string
  /** the field's path in the data, e.g. "picture.alt" */
  field?: string
  message: string
}

/** The save check's refusal: Decap shows its message; the editor's page shows `fields` until dismissed. */
export class SaveRefused extends Error {
  constructor(readonly fields: RefusedField[]) {
    super(fields.map(({ label, message }) => (label ? `${label}: ${message}` : message)).join("\n"))
    // Decap shows the error as text: with no name it reads "…: Ends at: must be after …".
    this.name = ""
  }
}

const formFields = new WeakMap<Collection, CmsField[]>()
const formFieldsOf = (collection: Collection) => {
  let fields = formFields.get(collection)
  if (!fields) formFields.set(collection, (fields = fieldsFor(jsonSchemaOf(collection.schema))))
  return fields
}

/**
 * Decap's preSave listener: the content check's schema for the collection, on the entry as it will be saved.
 * Throwing refuses the save with the content check's own words, each after the field's label in the form. A saved
 * entry also carries the plain text of its name (PLAIN_NAME), which Decap makes a new entry's file name from.
 */
export function checkBeforeSave({ entry }: { entry: { get(key: string): unknown } }): unknown {
  const collection = collectionByFolder(String(entry.get("collection")))
  const data = entry.get("data")
  if (!collection || !isImmutable(data)) return undefined
  const cleaned = withoutBlankFields(data.delete(PLAIN_NAME)) as ImmutableValue
  const file = String(entry.get("path") || `data/${collection.folder}/(new entry)`)
  const { data: checked, problems } = checkEntryData(collection, file, cleaned.toJS())
  // A date typed in the past (a year too early): the site would leave the entry out, so say so now.
  if (checked && !collection.include(checked, checkingNow())) {
    problems.push({ file, message: saveCheckWords.notShown })
  }
  if (problems.length) {
    const fields = formFieldsOf(collection)
    throw new SaveRefused(
      problems.map(({ field, message }) => ({ label: field ? fieldLabelPath(fields, field) : "", field, message })),
    )
  }
  const name = identifierField(jsonSchemaOf(collection.schema))
  const nameHtml = name ? cleaned.get(name) : undefined
  return typeof nameHtml === "string" ? cleaned.set(PLAIN_NAME, plainTextOf(nameHtml)) : cleaned
}
