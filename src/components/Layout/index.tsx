import * as React from "react"
import { graphql, useStaticQuery } from "gatsby"
import { SiteWording } from "../Wording"
import { pageContainer, space } from "../../theme"
import { CurrentPageContext } from "../Navigation/current-page"
import { routeAliases } from "../Navigation/links"
import { containerStyles } from "../Primitives"
import { SiteFooter } from "../SiteFooter"
import { SiteHeader } from "../SiteHeader"
import { SkipLink } from "../SkipLink"
import { PageRailContext } from "../PageRail"
import { GlobalStyles } from "./global-styles"
import { mainId } from "../../dom-markers"

/**
 * The shared page frame: skip link, header with the menus, main, footer. It stays mounted across client-side
 * navigation (see src/wrap-page-element.tsx); `pathname` tells the menus which page is current. Its one query
 * gathers what the header, the footer and a page's rail declare they need, from data/menu/menu.json,
 * data/site/site.json, data/services and (for whom a section's pages ask) data/groups and data/people, and hands it
 * down: nothing else queries them again.
 */
export function Layout({ children, pathname }: { children: React.ReactNode; pathname: string }) {
  const { menu, siteFacts, allService, allGroupPage, allPerson, site } = useStaticQuery<Queries.LayoutQuery>(graphql`
    query Layout {
      menu {
        ...SiteHeaderMenu
        ...SiteFooterMenu
        ...PageRailMenu
      }
      siteFacts {
        ...SiteHeaderFacts
        ...SiteFooterFacts
        ...PageRailFacts
      }
      allService(sort: { order: ASC }) {
        nodes {
          ...ServiceTime
        }
      }
      allGroupPage {
        nodes {
          ...PageRailGroupContact
        }
      }
      allPerson {
        nodes {
          ...GroupAsidePerson
        }
      }
      site {
        siteMetadata {
          builtAt
        }
      }
    }
  `)
  // Only under `npm start`, before either file has ever been read correctly (a first start, or after `npm run
  // clean`): the content check's box above names the mistake, and the page comes once it is fixed. A build stops at
  // the check first.
  if (!menu || !siteFacts || !site) return null
  const currentPage = { pathname, aliases: routeAliases(menu.items) }
  const rail = {
    menu,
    facts: siteFacts,
    services: allService.nodes,
    groupContacts: allGroupPage.nodes,
    people: allPerson.nodes,
  }
  return (
    <CurrentPageContext.Provider value={currentPage}>
      <PageRailContext.Provider value={rail}>
        <SiteWording>
          <GlobalStyles />
          <div
            css={{
              minHeight: "100vh",
              display: "flex",
              flexDirection: "column",
              // Styles ask this container how many words fit across the page (media.narrowText).
              containerType: "inline-size",
              containerName: pageContainer.name,
            }}
          >
            <SkipLink targetId={mainId} />
            <SiteHeader menu={menu} facts={siteFacts} />
            <main
              id={mainId}
              // Focusable from script and the skip link, but not a Tab stop.
              tabIndex={-1}
              css={{
                ...containerStyles,
                flex: 1,
                paddingTop: space.lg,
                // The only space between the page's last words and the footer (the footer adds none).
                paddingBottom: space.xl,
                "& > :last-child": { marginBottom: 0 },
                "&:focus": { outline: "none" },
              }}
            >
              {children}
            </main>
            <SiteFooter
              menu={menu}
              facts={siteFacts}
              services={allService.nodes}
              buildYear={new Date(site.siteMetadata.builtAt).getUTCFullYear()}
            />
          </div>
        </SiteWording>
      </PageRailContext.Provider>
    </CurrentPageContext.Provider>
  )
}
