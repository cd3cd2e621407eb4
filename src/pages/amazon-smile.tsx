import * as React from "react"
import { Link, type HeadFC } from "gatsby"
import { PageHeader } from "../components/PageHeader"
import { Callout, Prose, Section } from "../components/Prose"
import { Seo } from "../components/Seo"
import { useParishNames } from "../components/ParishNames"

/** The old instructions, kept for reference (a static file, spec §7). */
const instructionsPdf = "/files/amazon-smile-instructions.pdf"

export default function AmazonSmilePage() {
  const parish = useParishNames()
  return (
    <>
      <PageHeader
        title="Amazon Smile"
        lead="Amazon's shopping-donation scheme has closed. Here is what that means, and how to keep giving as you shop."
      />
      <Prose>
        <Callout label="Amazon Smile has closed">
          <p>
            <strong>Amazon Smile closed on 20 February 2023.</strong> Amazon no longer makes donations to the church
            through it, so there is nothing you need to set up.
          </p>
          <p>
            You can still support {parish.everyday} as you shop online, with over 4,000 retailers, through{" "}
            <Link to="/easyfundraising">easyfundraising</Link>.
          </p>
        </Callout>

        <Section title="What Amazon Smile was">
          <p>
            Amazon Smile was a scheme run by Amazon in which, when you shopped at smile.amazon.co.uk and chose a
            charity, Amazon donated a small part of the price of eligible purchases to it. Many of our supporters chose
            St Michael and All Angels, and we are grateful to everyone who did.
          </p>
        </Section>

        <Section title="The old instructions">
          <p>
            Our step-by-step instructions for Amazon Smile are kept here for reference only. They are no longer current
            and the scheme cannot be joined.
          </p>
          <p>
            <a href={instructionsPdf} download>
              Download the Amazon Smile instructions (PDF, 2 KB, no longer current)
            </a>
          </p>
        </Section>

        <Section title="Other ways to help">
          <p>
            Read about <Link to="/passive-giving">passive giving</Link>, or see how the parish budget stands on our{" "}
            <Link to="/fundraising">Fundraising</Link> page.
          </p>
        </Section>
      </Prose>
    </>
  )
}

export const Head: HeadFC = ({ location }) => {
  const parish = useParishNames()
  return (
    <Seo
      title="Amazon Smile"
      description={`Amazon Smile closed on 20 February 2023. Support ${parish.withPlace}, through easyfundraising instead; the old Amazon Smile instructions remain for reference.`}
      pathname={location.pathname}
    />
  )
}
