import { cmsPageHeaders, cmsPageHtml } from "../../src/cms/admin-page"

/**
 * /admin, the content editors' CMS page, served by a function so that it carries its own Content-Security-Policy
 * and not the site's as well: netlify.toml's headers rules apply to files, never to function responses, and two
 * matching rules would both send a policy (src/cms/admin-page.ts says why that matters).
 */
export default async function cmsAdmin(_request: Request): Promise<Response> {
  return new Response(cmsPageHtml, { status: 200, headers: cmsPageHeaders })
}

export const config = { path: ["/admin", "/admin/"] }
