import * as React from "react"
import { graphql, useStaticQuery } from "gatsby"
import { SummaryBeforeScript } from "../components/ContactForm/ErrorSummary"
import { contactFormLook } from "../components/ContactForm/look"
import { useWording } from "../components/Wording"
import { Island } from "./Island"
import type { HallCalendar } from "../contact/hall-booking"

/** The form's words, which the Contact page takes from data/pages/contact.md. */
export const contactFormWords = graphql`
  fragment ContactFormWords on ContactPageForm {
    recipient
    choose
    passedOn
    forLine
    name
    email
    emailHint
    telephone
    subject
    message
    privacy
    privacyLink
    send
    sending
    problem
    errorPrefix
    honeypot
    booking {
      legend
      hint
      hall
      chooseHall
      date
      start
      end
      people
      layout
      chooseLayout
      seated
      atTables
      standing
      purpose
      purposeHint
    }
  }
`

/**
 * The contact form as the Contact page renders it: it finds its recipients itself and hands them, with the page's
 * words for it, to ContactMessageForm (src/components/ContactForm) as an island, so only the form runs React in the
 * browser. It lives here, above the components, because it renders an island. The element around the island
 * carries the form's whole stylesheet (errors included), so it is in the page's critical CSS and the island's
 * script needs no style runtime.
 */
export function ContactForm({
  words,
  calendar,
}: {
  words: Queries.ContactFormWordsFragment
  /** the halls and what takes them, as the endpoint's content has them (the page's context: gatsby/contact-page.ts) */
  calendar: HallCalendar
}) {
  const recipients = useStaticQuery<Queries.ContactFormRecipientsQuery>(graphql`
    query ContactFormRecipients {
      allPerson(filter: { contactFormRecipient: { eq: true } }, sort: { order: ASC }) {
        nodes {
          shortName
          role
          name
        }
      }
      hallEnquiries: person(receivesHallEnquiries: { eq: true }) {
        shortName
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
  // The island has no layout around it in the browser: it takes the shared words it needs as props too.
  const { newTab, person } = useWording()
  return (
    <div css={contactFormLook}>
      <SummaryBeforeScript words={words} />
      <Island
        name="contact-form"
        props={{ ...recipients, words, newTab, sendToUnknown: person.sendToUnknown, calendar }}
      />
    </div>
  )
}
