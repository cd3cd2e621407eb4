import * as React from "react"
import { graphql, useStaticQuery } from "gatsby"
import { Island } from "./Island"

/**
 * The contact form as the Contact page renders it: it finds its recipients itself (the page gives it no props) and
 * hands them to ContactMessageForm (src/components/ContactForm) as an island, so only the form runs React in the
 * browser. It lives here, above the components, because it renders an island.
 */
export function ContactForm() {
  const recipients = useStaticQuery<Queries.ContactFormRecipientsQuery>(graphql`
    query ContactFormRecipients {
      allPerson(filter: { contactFormRecipient: { eq: true } }, sort: { order: ASC }) {
        nodes {
          shortName
          role
          name
        }
      }
      passedOnPeople: allPerson(filter: { messagesVia: { ne: null } }) {
        nodes {
          shortName
          role
          name
          messagesVia
        }
      }
    }
  `)
  return <Island name="contact-form" props={recipients} />
}
