/**
 * Which login the CMS at /admin offers, chosen by the CMS_BACKEND environment variable:
 * - "git-gateway" (the default): Netlify Identity, e-mail address and password, invitation by e-mail, so an editor
 *   needs no GitHub account; Netlify's Git Gateway commits for them. Decap's git-gateway backend drives Netlify
 *   Identity's widget (`window.netlifyIdentity`), which /admin loads from its own folder (admin-page.ts).
 * - "github": GitHub's login through Netlify's OAuth; each editor needs a GitHub account with write access.
 * Both keep the editorial workflow: a draft is a branch and a pull request with its deploy preview.
 */
export const cmsBackends = ["git-gateway", "github"] as const
export type CmsBackend = (typeof cmsBackends)[number]
export const defaultCmsBackend: CmsBackend = "git-gateway"

/** The backend a CMS_BACKEND setting names: unset or empty is the default; anything else unknown is refused. */
export function chosenCmsBackend(setting: string | undefined): CmsBackend {
  const value = setting?.trim() ?? ""
  if (!value) return defaultCmsBackend
  const known = cmsBackends.find(name => name === value)
  if (known) return known
  throw new Error(
    `CMS_BACKEND is "${value}", which the CMS does not know: set it to ${cmsBackends.map(name => `"${name}"`).join(" or ")}, ` +
      `or leave it unset for "${defaultCmsBackend}".`,
  )
}

/** Decap's `backend` settings for each. Git Gateway knows the repository from the Netlify site it belongs to. */
export function backendSettings(backend: CmsBackend, repo: string, branch: string) {
  if (backend === "github") {
    // Netlify is the OAuth provider: the parish installs GitHub as a provider in Netlify's UI.
    return {
      name: backend,
      repo,
      branch,
      base_url: "https://api.netlify.com",
      auth_endpoint: "auth",
      squash_merges: true,
    }
  }
  return { name: backend, branch, squash_merges: true }
}

/**
 * The outside addresses each backend's requests need, beyond the page's own (admin-page.ts adds them to /admin's
 * policy). Git Gateway and Netlify Identity answer on the site's own address (/.netlify/git, /.netlify/identity).
 * Each backend asks its service's status page every five minutes, to warn the editor when the service is down.
 */
export const backendSources: Record<CmsBackend, { connect: readonly string[]; img: readonly string[] }> = {
  "git-gateway": { connect: ["https://www.netlifystatus.com"], img: [] },
  github: {
    // the GitHub API, Netlify's OAuth for the login, the status page; the editor's avatar
    connect: ["https://api.github.com", "https://api.netlify.com", "https://www.githubstatus.com"],
    img: ["https://avatars.githubusercontent.com"],
  },
}
