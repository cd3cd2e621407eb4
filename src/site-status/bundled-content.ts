import { statusContentSchema, type StatusContent } from "./checked-content"

/**
 * The published build's content warnings as the content check wrote them (checked-content.ts), bundled into the
 * status function. Only the function imports this module: a bundler resolves the file below when it reads the import,
 * and the build's own code is compiled before the check has written it.
 */
export function statusContent(): StatusContent {
  // A require, not an import: the file exists only once the content check has run.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return statusContentSchema.parse(require("../generated/site-status-content.json"))
}
