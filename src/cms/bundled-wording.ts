import { wordingSchema, type WordingEntry } from "../content/collections/wording"

/**
 * The shared words as the content check passed them (checked-wording.ts), bundled into the CMS's script. Only the
 * previews import this module: a bundler resolves the file below when it reads the import.
 */
export function checkedWording(): WordingEntry {
  // A require, not an import: the file exists only once the content check has run; webpack bundles it then.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return wordingSchema.parse(require("../generated/checked-wording.json"))
}
