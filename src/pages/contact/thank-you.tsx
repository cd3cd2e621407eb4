import * as React from "react"
import { Link, type HeadFC } from "gatsby"
import { PageHeader } from "../../components/PageHeader"
import { Seo } from "../../components/Seo"
import { useParishNames } from "../../components/ParishNames"

/** Where the contact form always goes once a message is sent (spec §4), whatever the outcome. */
export default function ThankYouPage() {
  return (
    <>
      <PageHeader title="Thank you" />
      <p>
        Thank you for your message. It will be sent to the person you have selected, and they will get back to you as
        soon as they can.
      </p>
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </>
  )
}

export const Head: HeadFC = ({ location }) => {
  const parish = useParishNames()
  return (
    <Seo title="Thank you" description={`Thank you for contacting ${parish.withPlace}.`} pathname={location.pathname}>
      {/* Only reached after sending a message: nothing here for search engines (it is also left out of the sitemap). */}
      <meta name="robots" content="noindex" />
    </Seo>
  )
}
