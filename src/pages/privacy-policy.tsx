import * as React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { ExternalLink } from "../components/ExternalLink"
import { PageHeader } from "../components/PageHeader"
import { WithPageRail } from "../components/PageRail"
import { Prose, Section } from "../components/Prose"
import { Seo } from "../components/Seo"
import { useParishNames } from "../components/ParishNames"
import { space } from "../theme"

/** The UK data protection regulator's complaints page (a fixed outside link, not parish data). */
const icoComplaintsUrl = "https://ico.org.uk/make-a-complaint/"

export default function PrivacyPolicyPage({ data }: PageProps<Queries.PrivacyPolicyPageQuery>) {
  const { parishName, locality, address, officeEmail, telephone } = data.siteFacts!
  const postalAddress = [...address.lines, address.town, address.postcode]
  const officeEmailLink = <a href={`mailto:${officeEmail}`}>{officeEmail}</a>
  return (
    <>
      <PageHeader
        title="Privacy Policy"
        lead="How the parish uses, keeps and protects the personal information you give us."
      />
      <WithPageRail>
      <Prose>
        <Section title="Data controller">
          <p>
            The Parochial Church Council (PCC) of {parishName}, {locality}, is the data controller for the personal
            information described here. That means it decides how your information is used and is responsible for
            looking after it. You can write to the PCC at:
          </p>
          <address css={{ fontStyle: "normal", marginBottom: space.md }}>
            {postalAddress.map(line => (
              <React.Fragment key={line}>
                {line}
                <br />
              </React.Fragment>
            ))}
            Email: {officeEmailLink}
          </address>
        </Section>

        <Section title="Data processed">
          <p>We may process the following information about you:</p>
          <ul>
            <li>your name and contact details: address, email address and telephone number;</li>
            <li>what you write to us, for example through the contact form on this website;</li>
            <li>
              details of your involvement with the church, such as groups and rotas you belong to, or attendance you ask
              us to record for a school application;
            </li>
            <li>records of baptisms, weddings and funerals, as the law and the Church of England require;</li>
            <li>details of gifts you make, including Gift Aid declarations;</li>
            <li>
              where it is needed to keep people safe, information about volunteers and staff, including safeguarding
              checks.
            </li>
          </ul>
        </Section>

        <Section title="Purposes">
          <p>We use your information to:</p>
          <ul>
            <li>answer your messages and questions;</li>
            <li>arrange services, baptisms, weddings and funerals, and keep the registers;</li>
            <li>run our groups, clubs and rotas, and book our halls;</li>
            <li>claim Gift Aid and keep our accounts;</li>
            <li>keep children and adults at risk safe;</li>
            <li>tell you about parish news and events, where you have asked us to.</li>
          </ul>
        </Section>

        <Section title="Legal basis">
          <p>Data protection law lets us process your information only on a lawful basis. We rely on:</p>
          <ul>
            <li>
              <strong>legitimate interests</strong>: carrying on the life and work of the church, such as replying to
              you or running a group you belong to;
            </li>
            <li>
              <strong>legal obligation</strong>: for example, keeping registers and financial records, and Gift Aid;
            </li>
            <li>
              <strong>contract</strong>: for example, when you hire one of our halls;
            </li>
            <li>
              <strong>consent</strong>: for example, to send you our newsletter. You can withdraw your consent at any
              time;
            </li>
            <li>
              our legitimate activities as a not-for-profit religious body, with appropriate safeguards, for information
              that reveals your religious beliefs, which is only shared outside the church with your consent.
            </li>
          </ul>
        </Section>

        <Section title="Sharing">
          <p>
            We treat your information as confidential. We share it only with other people within the parish who need it
            to help you (for example, the clergy, churchwardens or a group leader), with the Diocese of London and the
            Church of England where their rules require it, and with organisations that work for us under a written
            agreement, such as the providers of our email and website. We never sell your information. We will share it
            with others only when the law requires us to, or with your consent.
          </p>
        </Section>

        <Section title="Retention">
          <p>
            We keep your information only for as long as we need it. Financial records, including Gift Aid declarations,
            are kept for at least 7 years, as the law requires. Registers of baptisms, marriages and burials are kept
            permanently. Messages sent through this website are deleted once they have been dealt with and are no longer
            needed.
          </p>
          <p>
            When you send a message with the contact form, the website keeps it securely with our website host (Netlify,
            in its storage for this site) only until it has been passed on to the email address of the person you chose,
            which usually takes seconds. If email cannot be sent at that moment, the message is kept and sent again
            until it goes through, and it is deleted from the website's storage as soon as it has been passed on. The
            website keeps no copy of messages once they have been passed on. So that no one can flood the parish with
            messages, the website also keeps a scrambled (hashed) form of the internet address a message came from, for
            10 minutes.
          </p>
        </Section>

        <Section title="Your rights">
          <p>You have the following rights over your personal information:</p>
          <ul>
            <li>
              <strong>Access</strong>: you can ask for a copy of the information we hold about you (a subject access
              request). We will answer within one month.
            </li>
            <li>
              <strong>Data portability</strong>: you can ask for information you gave us in a format that can be passed
              to another organisation. We will do this within one month.
            </li>
            <li>
              <strong>Rectification</strong>: you can ask us to correct information that is wrong or incomplete.
            </li>
            <li>
              <strong>Erasure</strong>: you can ask us to delete your information where we no longer have a reason to
              keep it.
            </li>
            <li>
              <strong>Objection</strong>: you can object to our using your information, or ask us to restrict how we use
              it, and you can withdraw any consent you have given.
            </li>
            <li>
              <strong>Complaint</strong>: if you are unhappy with how we have handled your information, you can complain
              to the Information Commissioner's Office (ICO), the UK's data protection regulator, through{" "}
              <ExternalLink href={icoComplaintsUrl}>the ICO website</ExternalLink>. We would be grateful for the chance
              to put things right first.
            </li>
          </ul>
        </Section>

        <Section title="Transfers abroad">
          <p>
            Most of your information stays in the United Kingdom. Some services we use, such as email and website
            hosting, may store information in other countries. Where they do, we make sure it is protected as UK data
            protection law requires: either the country is recognised by the UK as protecting personal information
            adequately, or the provider has signed the approved contract terms for international transfers.
          </p>
        </Section>

        <Section title="Contact">
          <p>
            If you have any questions about this policy or about your information, or would like to use any of your
            rights, please contact the Parish Office: email {officeEmailLink} or telephone{" "}
            <a href={`tel:${telephone.replace(/\s+/g, "")}`}>{telephone}</a>, or write to us at the address above.
          </p>
        </Section>
      </Prose>
      </WithPageRail>
    </>
  )
}

export const query = graphql`
  query PrivacyPolicyPage {
    siteFacts {
      parishName
      locality
      officeEmail
      telephone
      address {
        lines
        town
        postcode
      }
    }
  }
`

export const Head: HeadFC = ({ location }) => {
  const parish = useParishNames()
  return (
    <Seo
      title="Privacy Policy"
      description={`How the Parochial Church Council of ${parish.withPlace}, uses and protects your personal information, and your rights, including subject access requests answered within one month.`}
      pathname={location.pathname}
    />
  )
}
