import { graphql } from "gatsby"

/** The words every page's header and head take from its file in data/pages/. */
export const pageWords = graphql`
  fragment PageWords on Page {
    title
    lead
    description
  }
`
