import * as React from "react"
import { Link, type HeadFC } from "gatsby"
import { PageHeader } from "../components/PageHeader"
import { GroupAside } from "../components/GroupAside"
import { WithAside } from "../components/Primitives"
import { Prose, Section } from "../components/Prose"
import { Seo } from "../components/Seo"
import { useParishNames } from "../components/ParishNames"

export default function ChoirPage() {
  return (
    <>
      <PageHeader title="Choir" lead="Help us enrich our Sunday service by making a joyful noise" />
      <WithAside aside={<GroupAside page="/choir" />}>
        <Prose>
          <Section title="Singing with us">
            <p>
              Our choir leads the music at the 10 a.m. Parish Eucharist most Sundays and sings at Evensong at 6 p.m., as
              well as at the great festivals of the year: Christmas, Easter, Harvest and our patronal festival of St
              Michael and All Angels at the end of September.
            </p>
            <p>
              We sing a mixture of hymns, worship songs, settings of the Communion service and anthems, old and new. Our
              aim is simply to help everyone in church to worship, and to enjoy ourselves while we do it.
            </p>
          </Section>

          <Section title="Who can join">
            <p>
              Everyone is welcome, young or old, whatever your experience. You do not need to read music or to pass an
              audition: if you enjoy singing, there is a place for you. Children who would like to sing are very welcome
              too, with a parent's permission.
            </p>
          </Section>

          <Section title="Rehearsals">
            <p>
              We rehearse in church during the week, and briefly before the Sunday service. Music and robes are
              provided. Why not come and try a rehearsal or two before you decide?
            </p>
            <p>
              To find out when we next meet, please <Link to="/contact">get in touch</Link> or have a word with any
              choir member after a Sunday service.
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
      title="Choir"
      description={`Join the choir of ${parish.withPlace}: help us enrich our Sunday service by making a joyful noise. No auditions and no need to read music, whatever your experience.`}
      pathname={location.pathname}
    />
  )
}
