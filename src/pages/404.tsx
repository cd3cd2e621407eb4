import * as React from "react"
import { Link, type HeadFC } from "gatsby"
import { PageHeader } from "../components/PageHeader"
import { Seo } from "../components/Seo"
import { space } from "../theme"

/** Where people most often want to go next. */
const wayOnward = [
  { to: "/", label: "The home page" },
  { to: "/worship", label: "Service times" },
  { to: "/news-and-events", label: "News & events" },
  { to: "/venues", label: "Hiring a hall" },
  { to: "/contact", label: "Contact us" },
]

export default function NotFoundPage() {
  return (
    <>
      <PageHeader title="Sorry, we can't find that page" />
      <p>The page may have moved, or the address may have been mistyped. These might help:</p>
      <ul css={{ paddingLeft: space.lg, li: { marginBottom: space.sm } }}>
        {wayOnward.map(link => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
      <p>If you followed a link on this website, please let us know so we can mend it.</p>
    </>
  )
}

export const Head: HeadFC = ({ location }) => (
  <Seo title="Page not found" description="This page could not be found." pathname={location.pathname}>
    <meta name="robots" content="noindex" />
  </Seo>
)
