import * as React from "react"
import { Link, type HeadFC } from "gatsby"
import { PageHeader } from "../components/PageHeader"
import { GroupAside } from "../components/GroupAside"
import { WithAside } from "../components/Primitives"
import { FactTable, Prose, Section } from "../components/Prose"
import { Seo } from "../components/Seo"
import { useParishNames } from "../components/ParishNames"

/** The four Sunday Clubs groups, youngest first (spec §9: the cut-off date is 1 September 2018). */
const sundayGroups = [
  ["Pebbles", "Our youngest children, born after 1 September 2018"],
  ["Rocks", "Children in nursery or reception, born before 1 September 2018"],
  ["Boulders", "Children in school years 1 and 2"],
  ["Cornerstones", "Children in school years 3 to 6"],
] as const

/** Which Thursdays each age group meets at the Cornerstones youth club. */
const youthClubRota = [
  ["Years 3-5", "The first and third Thursday of the month"],
  ["Year 6 and above", "The second and fourth Thursday of the month"],
] as const

export default function ChildrensClubsPage() {
  return (
    <>
      <PageHeader
        title="Sunday Clubs and youth groups"
        lead="Children are at the heart of our church family. Here is what we offer them on Sundays and during the week."
      />
      <WithAside aside={<GroupAside page="/childrens-clubs" />}>
        <Prose>
          <Section title="Sunday Clubs">
            <p>
              During the 10 a.m. Parish Eucharist on Sunday, our Sunday School meets in four groups, so that every child
              can learn about Jesus in a way that suits their age. Children start the service in church with their
              families, go out to their group after the first reading, and come back to join us at Communion.
            </p>
            <FactTable
              caption="The four Sunday Clubs groups"
              columns={["Group", "Who it is for"]}
              rows={sundayGroups}
            />
            <p>
              The groups are led by trained volunteers, all of whom have been checked under our{" "}
              <Link to="/safeguarding">safeguarding policy</Link>. Just come along on a Sunday: there is no need to
              book, and parents and carers are always welcome to stay with their children.
            </p>
          </Section>

          <Section title="Cornerstones youth club">
            <p>
              Cornerstones youth club meets on Thursday evenings from 6-8 p.m. in term time, with games, crafts, music,
              food and a short thought for the week. It has been running for over 9 years, and many of its members go on
              to help as young leaders.
            </p>
            <FactTable caption="Which Thursdays to come" columns={["School years", "Thursdays"]} rows={youthClubRota} />
            <p>
              The entry fee is £1.50 a session. To find out more, or to offer an hour of your time as a helper, please{" "}
              <Link to="/contact?send_to=priya">contact our Youth Worker</Link>.
            </p>
          </Section>

          <Section title="Brownies and Guides">
            <p>Our own Brownie and Guide units meet every week in term time, both in the Celebration Hall:</p>
            <ul>
              <li>Brownies: Tuesday at 6 p.m.</li>
              <li>Guides: Tuesday at 7.30 p.m.</li>
            </ul>
            <p>
              Both units are part of Girlguiding and are run by their own leaders, who will be happy to tell you about
              joining and about waiting lists. Please <Link to="/contact">get in touch</Link> and we will pass your
              message on.
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
      title="Sunday Clubs and youth groups"
      description={`Sunday Clubs for children (Pebbles, Rocks, Boulders and Cornerstones), the Cornerstones youth club on Thursday evenings, and Brownies and Guides at ${parish.withPlace}.`}
      pathname={location.pathname}
    />
  )
}
