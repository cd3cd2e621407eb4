import * as React from "react"
import type { WrapPageElementBrowserArgs } from "gatsby"
import { Layout } from "./components/Layout"

/**
 * Every page, including the 404 page, sits inside the shared layout. Wrapping
 * here (not in each page) keeps the header and footer mounted across
 * client-side navigation.
 */
export const wrapPageElement = ({ element, props }: Pick<WrapPageElementBrowserArgs, "element" | "props">) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
)
