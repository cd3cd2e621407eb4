import * as React from "react"
import { Link, type HeadFC } from "gatsby"
import { PageHeader } from "../components/PageHeader"
import { WithPageRail } from "../components/PageRail"
import { Prose, Section } from "../components/Prose"
import { Seo } from "../components/Seo"
import { useParishNames } from "../components/ParishNames"

export default function HistoryPage() {
  const parish = useParishNames()
  return (
    <>
      <PageHeader
        title="History"
        lead={`A short account of our church and its halls, and of the people who have made them a home for ${parish.locality}.`}
      />
      <WithPageRail>
      <Prose>
        <Section title="A church for a growing suburb">
          <p>
            Like many churches in north London, {parish.name} grew up with the streets around it. As the railway and
            then the Underground reached this part of Middlesex, fields and farms gave way to new homes, and the
            families moving in needed a church of their own. Worship began in a modest building, and the parish of{" "}
            {parish.locality}
            was formed as the congregation outgrew it.
          </p>
          <p>
            The church we know today was built in brick in the simple style of its time, dedicated to St Michael and all
            the angels, whose festival, Michaelmas, we keep each year on 29 September.
          </p>
        </Section>

        <Section title="Through the twentieth century">
          <p>
            The church has seen the parish through good times and hard ones. During the Second World War, many London
            churches were damaged, and the years that followed brought repair, renewal and a growing Sunday School. Over
            the decades the building has been reordered for modern worship, with a nave altar so that the congregation
            gathers around the Eucharist.
          </p>
        </Section>

        <Section title="Our halls">
          <p>
            Alongside the church, successive generations have built and improved the halls that serve the whole
            community. Each has its own story:
          </p>
          <dl>
            <dt>Gabriel Hall</dt>
            <dd>
              Named, like the church, for one of the archangels, this is the older of the main halls and has been home
              to parish suppers, jumble sales and Sunday School for generations.
            </dd>
            <dt>Frank Burton Hall</dt>
            <dd>
              Named in memory of a much-loved member of the congregation who gave many years of service to the parish,
              it is used today for meetings, classes and parties. The smaller Frank Burton Room sits beside it.
            </dd>
            <dt>Celebration Hall</dt>
            <dd>
              Our largest hall, built for the church's growing work with children and the community; it is where the
              Brownies and Guides meet each week.
            </dd>
            <dt>Angels Rest</dt>
            <dd>A quieter space, well suited to small groups, prayer meetings and gatherings after services.</dd>
            <dt>Raphael Suite</dt>
            <dd>Two small rooms and a kitchenette, named for the archangel of healing.</dd>
          </dl>
          <p>
            All of them can be hired: see <Link to="/venues">Venues & Hall Hire</Link>.
          </p>
        </Section>

        <Section title="Today">
          <p>
            {parish.everyday} remains a parish church of the Church of England in the Diocese of London, open to
            everyone who lives in {parish.locality} and to all who come to visit. If you have memories, photographs or
            documents about the history of the church or its halls, we would love to hear from you: please{" "}
            <Link to="/contact">get in touch</Link>.
          </p>
        </Section>
      </Prose>
      </WithPageRail>
    </>
  )
}

export const Head: HeadFC = ({ location }) => {
  const parish = useParishNames()
  return (
    <Seo
      title="History"
      description={`The history of ${parish.withPlace}, a parish church that grew with its north London suburb, and of its halls: Gabriel Hall, Frank Burton Hall, Celebration Hall, Angels Rest and the Raphael Suite.`}
      pathname={location.pathname}
    />
  )
}
