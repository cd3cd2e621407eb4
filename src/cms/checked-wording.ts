import { wordingSchema, type WordingEntry } from "../content/collections/wording"

/**
 * The words many pages share (data/wording/wording.json) as the content check passed them, for the CMS's previews,
 * which show the site's components with them. The check writes this file (gatsby/checked-content-files.ts) before
 * the CMS's script is bundled, which takes it in.
 */
export const CHECKED_WORDING_FILE = "src/generated/checked-wording.json"

export function checkedWording(): WordingEntry {
  // A require, not an import: the file exists only once the content check has run; webpack bundles it then.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return wordingSchema.parse(require("../generated/checked-wording.json"))
}
