import * as React from "react"
import { graphql, Link, type HeadFC, type PageProps } from "gatsby"
import { DownloadGrid } from "../components/DownloadGrid"
import { ExternalLink } from "../components/ExternalLink"
import { PageHeader } from "../components/PageHeader"
import { Seo } from "../components/Seo"
import { useParishNames } from "../components/ParishNames"
import { colors, fontSizes, layout, space } from "../theme"

// Fixed outside links for "Further resources" (spec §7). Written here rather than in the data so the
// content schema stays the same for every screen; change them here if the sites move.
/** The Church of England's Faith at Home resources for families. */
const FAITH_AT_HOME_URL = "https://www.churchofengland.org/resources/faith-home"
/** Roots, the publisher of the weekly activity sheets, with its children's and families' material. */
const ROOTS_URL = "https://www.rootsontheweb.com"

const sectionStyle = { marginBottom: space.xl }

/** Children's Activities (spec §2): this week's sheets, more to download, further resources and the credit. */
export default function ChildrenPage({ data }: PageProps<Queries.ChildrenPageQuery>) {
  const parish = useParishNames()
  return (
    <>
      <PageHeader
        title="Children's Activities"
        lead="Activity sheets, colouring and prayers to print and enjoy at home or in church. Every sheet opens as a PDF."
      />
      <section aria-labelledby="this-week" css={sectionStyle}>
        <h2 id="this-week">This week's activity sheets</h2>
        <p css={{ maxWidth: layout.readingWidth }}>
          Sheets to go with this Sunday's Bible reading. Copies are also at the back of church, with pencils, and the
          Sunday Clubs use them too (see <Link to="/childrens-clubs">Sunday Clubs</Link>).
        </p>
        <DownloadGrid items={data.weekly.nodes} />
      </section>
      <section aria-labelledby="more-to-download" css={sectionStyle}>
        <h2 id="more-to-download">More to download</h2>
        <DownloadGrid items={data.extra.nodes} lazy />
      </section>
      <section aria-labelledby="further-resources" css={sectionStyle}>
        <h2 id="further-resources">Further resources</h2>
        <ul css={{ paddingLeft: space.lg, maxWidth: layout.readingWidth, li: { marginBottom: space.sm } }}>
          <li>
            <ExternalLink href={FAITH_AT_HOME_URL}>Faith at Home</ExternalLink> from the Church of England: ideas,
            prayers and short films for exploring faith together as a family, at home, school or church.
          </li>
          <li>
            <ExternalLink href={ROOTS_URL}>Roots on the Web</ExternalLink>: weekly activities, stories and prayers for
            children and families, following the Sunday readings.
          </li>
        </ul>
      </section>
      <p css={{ fontSize: fontSizes.small, color: colors.inkMuted, maxWidth: layout.readingWidth }}>
        Roots activity sheets © Roots for Churches Ltd; Pray & Play sheets © Pray & Play. Both are used under licence
        and may be printed for use at home and in church, but not sold or republished. Other sheets © {parish.withPlace}
        .
      </p>
    </>
  )
}

export const query = graphql`
  query ChildrenPage {
    weekly: allDownload(filter: { group: { eq: "weekly" } }, sort: { order: ASC }) {
      nodes {
        ...DownloadGridItem
      }
    }
    extra: allDownload(filter: { group: { eq: "extra" } }, sort: { order: ASC }) {
      nodes {
        ...DownloadGridItem
      }
    }
  }
`

export const Head: HeadFC = ({ location }) => {
  const parish = useParishNames()
  return (
    <Seo
      title="Children's Activities"
      description={`Free downloadable activity sheets, colouring and prayers for children from ${parish.withPlace}: this week's sheets to go with Sunday's readings, seasonal extras and further resources for families.`}
      pathname={location.pathname}
    />
  )
}
