import * as React from "react"
import type { HeadFC } from "gatsby"
import { PageHeader } from "../components/PageHeader"
import { Seo } from "../components/Seo"
import { useParishNames } from "../components/ParishNames"

// Spec §2: "Cookies (heading only)": the page is its heading and nothing more.
export default function CookiesPage() {
  return <PageHeader title="Cookies" />
}

export const Head: HeadFC = ({ location }) => {
  const parish = useParishNames()
  return (
    <Seo
      title="Cookies"
      description={`Information about cookies on the website of ${parish.withPlace}.`}
      pathname={location.pathname}
    />
  )
}
