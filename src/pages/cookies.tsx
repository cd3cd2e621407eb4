import * as React from "react"
import type { HeadFC } from "gatsby"
import { PageHeader } from "../components/PageHeader"
import { Seo } from "../components/Seo"

// Spec §2: "Cookies (heading only)": the page is its heading and nothing more.
export default function CookiesPage() {
  return <PageHeader title="Cookies" />
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Cookies"
    description="Information about cookies on the website of St Michael and All Angels, Ashgrove."
    pathname={location.pathname}
  />
)
