import * as React from "react"
import { SiteWording } from "../Wording"
import { space } from "../../theme"
import { containerStyles } from "../Primitives"
import { SiteFooter } from "../SiteFooter"
import { SiteHeader } from "../SiteHeader"
import { SkipLink } from "../SkipLink"
import { CurrentPageContext } from "./current-page"
import { GlobalStyles } from "./global-styles"
import { mainId } from "../../dom-markers"
import { LayoutModelContext, useLayoutData } from "./layout-data"

/**
 * The shared page frame (spec §2): skip link, header with the menus, main,
 * footer. It stays mounted across client-side navigation (see
 * src/wrap-page-element.tsx); `pathname` tells the menus which page is current.
 */
export function Layout({ children, pathname }: { children: React.ReactNode; pathname: string }) {
  const model = useLayoutData()
  const currentPage = React.useMemo(() => ({ pathname, aliases: model.aliases }), [pathname, model.aliases])
  return (
    <CurrentPageContext.Provider value={currentPage}>
      <LayoutModelContext.Provider value={model}>
        <SiteWording>
          <GlobalStyles />
          <div css={{ minHeight: "100vh", display: "flex", flexDirection: "column" }}>
            <SkipLink targetId={mainId} />
            <SiteHeader model={model} />
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
            <SiteFooter model={model} />
          </div>
        </SiteWording>
      </LayoutModelContext.Provider>
    </CurrentPageContext.Provider>
  )
}
