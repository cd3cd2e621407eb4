import { ENDPOINT_CONTENT_FILE, readEndpointContent, type EndpointContent } from "./endpoint-content"

/**
 * The contact endpoint's content as the content check wrote it (endpoint-content.ts), bundled into the Function by
 * webpack, or read by `npm run deliver-pending`. Only the Functions import this module: a bundler resolves the file
 * below when it reads the import, and the build's own code is compiled before the check has written it.
 */
export function endpointContent(): EndpointContent {
  let written: unknown
  try {
    // A require, not an import: the file exists only once the content check has run.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    written = require("../generated/endpoint-content.json")
  } catch {
    throw new Error(`${ENDPOINT_CONTENT_FILE} is missing: the content check writes it (npm run build or npm start)`)
  }
  return readEndpointContent(written)
}
