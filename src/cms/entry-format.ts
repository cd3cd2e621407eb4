import type { AnyCollection } from "../content/collection"
import { canonicalText } from "../content/canonical-form"
import { readJsonSource, readMarkdownSource } from "../content/entry-source"
import { jsonSchemaOf } from "../content/json-schema"
import { plainTextOf } from "../content/sanitize"
import { identifierField, PLAIN_NAME } from "./config"

/**
 * How the CMS reads and writes an entry's file. Decap's own JSON format writes the keys in the order its data happens
 * to hold them (scrambled for any entry of more than eight fields), so each collection gets this format instead: the
 * one form every file in data/ is kept in (src/content/canonical-form.ts), so a save that changes one field changes
 * one line. It reads a file as the content check does, so one saved with a byte-order mark or Windows line ends (as
 * Notepad may) opens as any other and is written back in the one form.
 */

/** Decap's custom format for one collection (registered by admin.tsx under config.ts's `cmsFormatName`). */
export function entryFormat(collection: AnyCollection) {
  const markdown = collection.format === "markdown"
  const name = identifierField(jsonSchemaOf(collection.schema))
  return {
    // A file the check cannot read opens as an empty form (as Decap opens one its reader throws on); the check names
    // the mistake, and the save check refuses the empty form.
    fromFile: (text: string): unknown => {
      const { data } = markdown ? readMarkdownSource(text) : readJsonSource(text)
      // The name as the site shows it, for the CMS's list (its `summary`): "Advent Sunday Parish Eucharist".
      const shown = name && typeof data?.[name] === "string" ? plainTextOf(data[name]) : undefined
      return shown ? { ...data, [PLAIN_NAME]: shown } : (data ?? {})
    },
    toFile: (data: Record<string, unknown>): string => {
      // The plain name is for the list and a new entry's file name only, never written into the file.
      const { [PLAIN_NAME]: _plainName, ...entry } = data
      return canonicalText(collection, entry)
    },
  }
}
