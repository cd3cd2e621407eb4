/**
 * Where the form sends messages ({base}/v1/submit-contact-form-message, docs/requirements.md#contact-form).
 * The base is fixed when the site is built: GATSBY_CONTACT_API_BASE, e.g.
 * "https://forms.example.org", or by default "/api", this site's own Gatsby
 * Function (src/api/v1/submit-contact-form-message.ts).
 *
 * Browser-safe: Gatsby writes GATSBY_* variables into the browser bundle.
 */
const base = (process.env.GATSBY_CONTACT_API_BASE || "/api").replace(/\/+$/, "")

export const contactEndpoint = `${base}/v1/submit-contact-form-message`

/** Where the visitor goes once the message has been sent (or failed to be: the visitor is never told). */
export const THANK_YOU_PATH = "/contact/thank-you"
