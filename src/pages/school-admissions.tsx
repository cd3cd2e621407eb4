import * as React from "react"
import { graphql, Link, type HeadFC, type PageProps } from "gatsby"
import { ExternalLink } from "../components/ExternalLink"
import { PageHeader } from "../components/PageHeader"
import { WithPageRail } from "../components/PageRail"
import { FactTable, Prose, Section } from "../components/Prose"
import { Seo } from "../components/Seo"
import { useParishNames } from "../components/ParishNames"

/** How long a family must attend before applying (spec §9). */
const attendanceRules = [
  ["Our parish school", "12 months of church attendance, on Sundays (Wednesday mornings count as explained below)"],
  ["The secondary academy", "24 months of church attendance, Sundays only"],
] as const

export default function SchoolAdmissionsPage({ data }: PageProps<Queries.SchoolAdmissionsPageQuery>) {
  const { schoolUrl, officeEmail } = data.siteFacts!
  return (
    <>
      <PageHeader
        title="School Admissions"
        lead="If you are applying for a church school place, here is how we record your attendance."
      />
      <WithPageRail>
      <Prose>
        <Section title="How much attendance the schools ask for">
          <p>
            Church schools may give priority to families who worship regularly. Each school sets its own rules, and the
            attendance must be in place before the application is made:
          </p>
          <FactTable
            caption="Church attendance needed before application"
            columns={["School", "Attendance needed"]}
            rows={attendanceRules}
          />
          <p>
            Please check the admissions policy of the school you are applying to, as it is the school, not the church,
            that decides on places. Our parish school's admissions policy is on the{" "}
            <ExternalLink href={schoolUrl}>school website</ExternalLink>.
          </p>
        </Section>

        <Section title="Wednesday mornings">
          <p>
            If you come to the Mid-week Eucharist on a Wednesday morning, that attendance counts back to the previous
            Sunday and is not a separate mark. So a Sunday and the Wednesday after it count as one week's attendance,
            not two. The secondary academy counts Sundays only.
          </p>
        </Section>

        <Section title="How your attendance is recorded">
          <ol>
            <li>
              Each time you attend, sign the attendance book at the back of church, with your name and your child's
              name. It is your responsibility to sign it: we cannot add names afterwards.
            </li>
            <li>
              When you apply, ask the Vicar for the supplementary form. The Vicar completes it from the attendance book
              and returns it to you or to the school, as its instructions say.
            </li>
          </ol>
          <p>
            Please allow at least two weeks for the form to be completed, especially near the application deadlines. You
            can ask the Vicar after a service, or write to the Parish Office at{" "}
            <a href={`mailto:${officeEmail}`}>{officeEmail}</a>. For anything else, our{" "}
            <Link to="/contact">contact page</Link> has other ways to reach us.
          </p>
        </Section>
      </Prose>
      </WithPageRail>
    </>
  )
}

export const query = graphql`
  query SchoolAdmissionsPage {
    siteFacts {
      schoolUrl
      officeEmail
    }
  }
`

export const Head: HeadFC = ({ location }) => {
  const parish = useParishNames()
  return (
    <Seo
      title="School Admissions"
      description={`Church attendance for school admissions at ${parish.withPlace}: 12 months for the parish school, 24 months (Sundays only) for the secondary academy, and how attendance is recorded.`}
      pathname={location.pathname}
    />
  )
}
