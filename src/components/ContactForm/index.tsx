import * as React from "react"

/**
 * Placeholder until the contact form is built (its own issue): the Contact page
 * renders <ContactForm /> with no props; the form finds its recipients itself.
 */
export function ContactForm() {
  return <p>The message form is coming soon. Meanwhile, please telephone or email the parish office.</p>
}
