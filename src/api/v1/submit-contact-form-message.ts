import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby"
import { contentRecipients } from "../../contact/content-recipients"
import { createContactHandler } from "../../contact/handler"
// The function cannot query GraphQL; it needs only the site's name and address, for the mail.
import siteFacts from "../../../data/site/site.json"

/**
 * POST /api/v1/submit-contact-form-message (spec §7): keeps one contact-form
 * message, then delivers it. Runs under `gatsby develop`, the local preview
 * (scripts/preview-server.ts) and, when deployed, as a Netlify function through
 * Gatsby's adapter. See src/contact/handler.ts.
 */
const handler = createContactHandler({
  recipients: contentRecipients,
  site: { title: siteFacts.title, siteUrl: siteFacts.siteUrl },
})

export default function submitContactFormMessage(request: GatsbyFunctionRequest, response: GatsbyFunctionResponse) {
  return handler(request, response)
}

/**
 * Bodies reach the handler unparsed: application/* (JSON, form posts) as
 * bytes and text/* (the no-cors fetch labels its JSON text/plain) as a string.
 * The handler parses them itself, with its own size limit and JSON errors, so a
 * malformed or oversized body never ends on Express's error page. The limits
 * here are Netlify's own request ceiling, so the handler, not the body parser,
 * answers oversized bodies. multipart/* is left to Gatsby's multer (it would
 * otherwise read the stream twice) and refused by the handler with a 415.
 */
const functionConfig: GatsbyFunctionConfig = {
  bodyParser: {
    raw: { type: "application/*", limit: "6mb" },
    text: { type: "text/*", limit: "6mb" },
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
