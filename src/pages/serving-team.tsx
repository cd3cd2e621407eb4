import * as React from "react"
import { Link, type HeadFC } from "gatsby"
import { PageHeader } from "../components/PageHeader"
import { GroupAside } from "../components/GroupAside"
import { WithAside } from "../components/Primitives"
import { Prose, Section } from "../components/Prose"
import { Seo } from "../components/Seo"
import { useParishNames } from "../components/ParishNames"

export default function ServingTeamPage() {
  return (
    <>
      <PageHeader title="Serving Team" lead="Helping at the altar on Sundays, for anyone in school year 3 and over." />
      <WithAside aside={<GroupAside page="/serving-team" />}>
        <Prose>
          <Section title="What servers do">
            <p>
              Our servers help the Vicar and ministers lead worship at the Sunday Parish Eucharist and on special
              occasions. They carry the cross and candles in procession, bring the bread and wine to the altar, help
              with the washing of hands and hold the book for the prayers.
            </p>
            <p>
              It is a good way to take a real part in the service, to understand what happens at the Eucharist, and to
              make friends of all ages.
            </p>
          </Section>

          <Section title="Who can join">
            <p>
              The Serving Team is open to anyone in school year 3 and over: children, teenagers and adults alike.
              Younger members serve alongside experienced servers until they feel confident.
            </p>
          </Section>

          <Section title="Training and rota">
            <p>
              Full training is given, and robes are provided. Servers are on a rota, so nobody is asked to serve every
              week, and the rota is planned well ahead to fit around family life.
            </p>
            <p>
              If you would like to join, or your child would, please <Link to="/contact">contact us</Link> and ask for
              the Head of the Serving Team.
            </p>
          </Section>
        </Prose>
      </WithAside>
    </>
  )
}

export const Head: HeadFC = ({ location }) => {
  const parish = useParishNames()
  return (
    <Seo
      title="Serving Team"
      description={`Join the Serving Team at ${parish.withPlace}: helping at the altar on Sundays, open to anyone in school year 3 and over, with full training alongside experienced servers.`}
      pathname={location.pathname}
    />
  )
}
