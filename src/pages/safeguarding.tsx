import * as React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { ExternalLink } from "../components/ExternalLink"
import { PageHeader } from "../components/PageHeader"
import { PersonCard, telephoneHref } from "../components/PersonCard"
import { Seo } from "../components/Seo"
import { useParishNames } from "../components/ParishNames"
import { bareList, colors, layout, media, radii, space } from "../theme"

/** The poster every parish displays, with who to contact (static/files). */
const SAFEGUARDING_POSTER_PATH = "/files/safeguarding-poster.pdf"
/** The NSPCC's helpline for adults worried about a child (free, 24 hours). */
const NSPCC_HELPLINE = "0808 800 5000"

/** What the parish commits to, following the House of Bishops' policy "Promoting a Safer Church". */
const commitments = [
  "Promote a safer environment and culture across all our activities, where everyone is treated with respect.",
  "Safely recruit, train and support everyone who works with children or adults who may be vulnerable, with DBS checks where the role needs one.",
  "Make sure that all our leaders and volunteers complete the Church of England's safeguarding training for their role, and keep it up to date.",
  "Respond promptly and properly to every safeguarding concern or allegation, and refer it to the Diocesan Safeguarding Team.",
  "Care pastorally for victims and survivors of abuse and others affected, listening to them and taking them seriously.",
  "Care pastorally for those who are the subject of concerns or allegations, and respond to anyone who may pose a risk to others.",
  "Follow the Church of England's national safeguarding guidance and our diocese's procedures, and display how to get help in church and in our halls.",
]

/** Safeguarding (spec §2): the policy statement, commitments, poster and the two people to contact. */
export default function SafeguardingPage({ data }: PageProps<Queries.SafeguardingPageQuery>) {
  const parish = useParishNames()
  const contacts = [data.safeguardingOfficer, data.vicar].filter(person => person != null)
  return (
    <>
      <PageHeader
        title="Safeguarding"
        lead={`${parish.name} is committed to being a safe place for everyone, especially children and adults who may be vulnerable.`}
      />
      <div css={{ maxWidth: layout.readingWidth }}>
        <section
          aria-labelledby="help-now"
          css={{
            marginBottom: space.xl,
            padding: space.lg,
            background: colors.paperTint,
            borderRadius: radii.md,
            borderLeft: `4px solid ${colors.primary}`,
          }}
        >
          <h2 id="help-now" css={{ marginTop: 0 }}>
            If you need help now
          </h2>
          <ul css={{ paddingLeft: space.lg, margin: 0, li: { marginBottom: space.sm } }}>
            <li>
              If someone is in immediate danger, call the police on <a href="tel:999">999</a>.
            </li>
            <li>
              If you are worried about a child, you can call the NSPCC helpline on{" "}
              <a href={telephoneHref(NSPCC_HELPLINE)}>{NSPCC_HELPLINE}</a>, free and confidential.
            </li>
            <li>
              {data.siteFacts && (
                <>
                  You can contact the{" "}
                  <ExternalLink href={data.siteFacts.dioceseUrl}>Diocese of London safeguarding team</ExternalLink>,
                  or{" "}
                </>
              )}
              speak to our Church Safeguarding Officer or the Vicar (below).
            </li>
          </ul>
        </section>
        <section aria-labelledby="policy">
          <h2 id="policy">Our policy statement</h2>
          <p>
            The parish council (Parochial Church Council) of {parish.withPlace}, agreed this safeguarding policy
            statement on 14 May 2024.
          </p>
          <p>
            We recognise that everyone has a responsibility to keep children and adults who may be vulnerable safe from
            harm. We adopt the Church of England's safeguarding policies and practice guidance, and we will act on any
            concern or allegation, whoever it is about. We review our policies and procedures at least annually.
          </p>
          <h3>We commit ourselves to</h3>
          <ul css={{ paddingLeft: space.lg, li: { marginBottom: space.sm } }}>
            {commitments.map(commitment => (
              <li key={commitment}>{commitment}</li>
            ))}
          </ul>
          <p>
            <a href={SAFEGUARDING_POSTER_PATH} css={{ fontWeight: 600 }}>
              Download our safeguarding poster (PDF)
            </a>
            , with who to contact, as displayed in church and in the halls.
          </p>
        </section>
      </div>
      <section aria-labelledby="safeguarding-contacts" css={{ marginTop: space.xl }}>
        <h2 id="safeguarding-contacts">Who to contact</h2>
        <p css={{ maxWidth: layout.readingWidth }}>
          If you have a concern about the safety or wellbeing of a child or an adult, or about the behaviour of anyone
          in our church, please talk to one of these people. Everything you tell them will be treated seriously and
          sensitively.
        </p>
        <ul
          css={{
            ...bareList,
            display: "grid",
            gap: space.lg,
            [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
            [media.desktop]: { gridTemplateColumns: "repeat(2, minmax(0, 24rem))" },
          }}
        >
          {contacts.map(person => (
            <li key={person.shortName}>
              <PersonCard person={person} headingLevel={3} />
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}

export const query = graphql`
  query SafeguardingPage {
    safeguardingOfficer: person(role: { eq: "Church Safeguarding Officer" }) {
      ...PersonCardFields
    }
    vicar: person(role: { eq: "Vicar" }) {
      ...PersonCardFields
    }
    siteFacts {
      dioceseUrl
    }
  }
`

export const Head: HeadFC = ({ location }) => {
  const parish = useParishNames()
  return (
    <Seo
      title="Safeguarding"
      description={`Safeguarding at ${parish.withPlace}: our policy statement of 14 May 2024, our commitments, the safeguarding poster, who to contact, and where to get help urgently.`}
      pathname={location.pathname}
    />
  )
}
