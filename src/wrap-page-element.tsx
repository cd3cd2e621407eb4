import * as React from "react"
import type { WrapPageElementBrowserArgs } from "gatsby"
import { ContentCheck } from "./components/ContentProblems"
import { Layout } from "./components/Layout"

/**
 * Every page, including the 404 page, sits inside the shared layout. Wrapping
 * here (not in each page) keeps the header and footer mounted across
 * client-side navigation. Under `npm start`, ContentCheck shows the content
 * check's messages above it (and nothing at all in a production build).
 */
export const wrapPageElement = ({ element, props }: Pick<WrapPageElementBrowserArgs, "element" | "props">) => (
  <ContentCheck>
    <Layout pathname={props.location.pathname}>{element}</Layout>
  </ContentCheck>
)
