import * as React from "react"
import { Link } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { colors, fontSizes, media, space } from "../../theme"
import { ExternalLink } from "../ExternalLink"
import { useParishNames } from "../ParishNames"
import { Picture } from "../Picture"

/** Home's "Get involved!": the six ways to help (spec §2), and on a desktop the QR code for easyfundraising. */
export function GetInvolved({ easyfundraisingUrl, qrCode }: { easyfundraisingUrl: string; qrCode?: IGatsbyImageData }) {
  const parish = useParishNames()
  return (
    <section aria-labelledby="get-involved">
      <h2 id="get-involved">Get involved!</h2>
      <div css={{ display: "grid", gap: space.lg, [media.desktop]: { gridTemplateColumns: "1fr auto" } }}>
        <div>
          <p>
            {parish.everyday} is run by the people who come here. Whatever your age and however much time you have,
            there is a way to help, and you will be made very welcome:
          </p>
          <ul css={{ "& li + li": { marginTop: space.sm } }}>
            <li>
              <ExternalLink href={easyfundraisingUrl}>Sign up to easyfundraising</ExternalLink>: over 4,000 shops give
              to {parish.everyday} when you shop online, at no extra cost to you.{" "}
              {/* Kept on one line: a link split over two lines is harder to see and to hit. */}
              <Link to="/easyfundraising" css={{ whiteSpace: "nowrap" }}>
                How easyfundraising works
              </Link>
              .
            </li>
            <li>
              <Link to="/serving-team">Join the Serving Team</Link>, from school year 3 and over.
            </li>
            <li>
              <Link to="/childrens-clubs">Volunteer with our youth group</Link>, the Cornerstones club on Thursday
              evenings in term time.
            </li>
            <li>
              <Link to="/choir">Sing in the choir</Link> and help us make a joyful noise on Sundays.
            </li>
            <li>
              Give as you shop with a charity-shopping scheme: Amazon Smile closed in 2023, but{" "}
              <Link to="/passive-giving">passive giving</Link> explains the schemes that still give to the church.
            </li>
            <li>
              <Link to="/worship">Come to our services</Link>: everyone is welcome, and a friendly face at the door will
              help you find your way.
            </li>
          </ul>
        </div>
        {qrCode && (
          // Only where it can be scanned: on a phone or tablet it would ask the reader to scan the very screen
          // they are holding, and the sign-up link above does the same job there.
          <figure
            css={{
              display: "none",
              margin: 0,
              textAlign: "center",
              maxWidth: "12rem",
              "& img": { marginInline: "auto" },
              [media.desktop]: { display: "block" },
            }}
          >
            <Picture
              image={qrCode}
              alt={`QR code: scan it with your phone's camera to open the easyfundraising page for ${parish.everyday} and sign up`}
            />
            <figcaption css={{ fontSize: fontSizes.small, color: colors.inkMuted }}>
              Scan to sign up to easyfundraising
            </figcaption>
          </figure>
        )}
      </div>
    </section>
  )
}
