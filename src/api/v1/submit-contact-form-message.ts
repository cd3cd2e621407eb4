import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby"
import { endpointContent } from "../../contact/bundled-content"
import { createContactHandler } from "../../contact/handler"

/**
 * POST /api/v1/submit-contact-form-message (docs/requirements.md#contact-form): keeps one contact-form
 * message, then delivers it. Runs under `gatsby develop`, the local preview
 * (scripts/preview-server.ts) and, when deployed, as a Netlify function through
 * Gatsby's adapter. See src/contact/handler.ts.
 */
const content = endpointContent()
const handler = createContactHandler({
  recipients: () => content.recipients,
  calendar: () => content.calendar,
  site: content.site,
})

export default function submitContactFormMessage(request: GatsbyFunctionRequest, response: GatsbyFunctionResponse) {
  return handler(request, response)
}

/**
 * Gatsby's body parsers never read the body: the handler reads it itself (src/contact/request.ts), judging its type
 * and declared length before reading and holding at most its own limit (256 KB), where these parsers would buffer
 * up to their limit first and, once over it, hand the handler an emptied stream ("The message is empty" for a
 * body of many megabytes). Gatsby's config accepts only a media type string per parser, and a name without a
 * slash is read as a file extension (type-is): one no media type has matches no request, so each parser lets
 * every request through unread.
 *
 * Gatsby's wrapper also runs its multipart parser (multer, without limits) on every multipart/* request before the
 * function, and has no option to leave it out: such a body is read whole before the handler's 415. Netlify's own
 * 6 MB cap on a function's request bounds that there; the local preview applies the same cap
 * (scripts/netlify-function-invocation.ts).
 */
const readByTheHandler = { type: "read-by-the-contact-handler" }
const functionConfig: GatsbyFunctionConfig = {
  bodyParser: {
    raw: readByTheHandler,
    text: readByTheHandler,
    json: readByTheHandler,
    urlencoded: { ...readByTheHandler, extended: false },
  },
}

/*
 * Exported by destructuring on purpose: Gatsby's query extraction mistakes a
 * plain `export const config` in any file under src/ for a page's rendering
 * config and then builds the SSR/DSG rendering engines the static site does
 * not need (which fails here: gatsbyjs/gatsby#38465). The function runtime
 * reads `config` from the module's exports either way.
 */
export const { config } = { config: functionConfig }
