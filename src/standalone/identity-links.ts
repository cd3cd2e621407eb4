import { CMS_PAGE_PATH } from "../dom-markers"

/**
 * Netlify Identity's e-mails (an invitation to edit the site, a password reset, an address to confirm or a changed
 * one) link to the site's root with their token in the #hash: `/#invite_token=…`. The CMS at /admin completes them
 * (Netlify Identity's widget reads the token there), so any page that opens with one sends it on, at once and in
 * place of itself in the history, so Back does not offer the used link again.
 */
const identityToken = /^#(invite|recovery|confirmation|email_change)_token=./

/** Sends an Identity link on to the CMS; true if it did (the page is being left). */
export function sendIdentityLinkToCms(win: { location: Pick<Location, "hash" | "replace"> }): boolean {
  if (!identityToken.test(win.location.hash)) return false
  win.location.replace(`${CMS_PAGE_PATH}${win.location.hash}`)
  return true
}
