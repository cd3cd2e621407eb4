import { cmsPage } from "../../src/cms/admin-page"

/**
 * /admin, the content editors' CMS page, served by a function so that it carries its own Content-Security-Policy
 * and not the site's as well: netlify.toml's headers rules apply to files, never to function responses, and two
 * matching rules would both send a policy (src/cms/admin-page.ts says why that matters). The backend comes from the
 * CMS_BACKEND environment variable, which Netlify gives functions when it is set in its UI (not in netlify.toml).
 */
export default async function cmsAdmin(request: Request): Promise<Response> {
  const page = cmsPage(new URL(request.url), process.env.CMS_BACKEND)
  return new Response(page.body, { status: page.status, headers: page.headers })
}

export const config = { path: ["/admin", "/admin/"] }
