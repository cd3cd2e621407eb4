/**
 * Where the content check writes the words many pages share (data/wording/wording.json) as it passed them, for the
 * CMS's previews (bundled-wording.ts reads it), which show the site's components with them.
 */
export const CHECKED_WORDING_FILE = "src/generated/checked-wording.json"
