import { CMS_PAGE_PATH } from "../../src/dom-markers"
import { sendIdentityLinkToCms } from "../../src/standalone/identity-links"

/**
 * Netlify Identity's e-mails link to the site's root with their token in the #hash; the script every page runs sends
 * them on to the CMS, which completes them. __tests__/e2e/cms-sign-in.spec.ts follows them in a browser.
 */
describe("a Netlify Identity e-mail's link", () => {
  const pageAt = (hash: string) => {
    const replace = jest.fn<void, [string]>()
    return { win: { location: { hash, replace } }, replace }
  }

  it.each(["invite", "recovery", "confirmation", "email_change"])(
    "with #%s_token=… goes on to the CMS with its token, in place of the page",
    kind => {
      const hash = `#${kind}_token=abc-123_XYZ`
      const { win, replace } = pageAt(hash)
      expect(sendIdentityLinkToCms(win)).toBe(true)
      expect(replace.mock.calls).toEqual([[`${CMS_PAGE_PATH}${hash}`]])
    },
  )

  it.each(["", "#main", "#your-first-visit", "#invite_token=", "#access_token=x", "#/invite_token=x"])(
    "leaves a page opened with %p where it is",
    hash => {
      const { win, replace } = pageAt(hash)
      expect(sendIdentityLinkToCms(win)).toBe(false)
      expect(replace).not.toHaveBeenCalled()
    },
  )
})
