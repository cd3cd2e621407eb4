/**
 * The parts of Netlify Identity's widget (`window.netlifyIdentity`, loaded by /admin before the CMS: admin-page.ts)
 * that the site status panel uses, as its README documents them. The package ships no type declarations.
 */
export interface IdentityUser {
  /** the user's access token, refreshed first if it has expired */
  jwt(): Promise<string>
}

export interface IdentityWidget {
  currentUser(): IdentityUser | null
  on(event: "init", callback: (user: IdentityUser | null) => void): void
  on(event: "login", callback: (user: IdentityUser) => void): void
  on(event: "logout", callback: () => void): void
}

/** The widget, if the page loaded it (the git-gateway backend does; GitHub's does not). */
export const identityWidget = (window: Window): IdentityWidget | undefined =>
  (window as Window & { netlifyIdentity?: IdentityWidget }).netlifyIdentity
