import * as DecapCmsApp from "decap-cms-app/dist/decap-cms-app.js"
import { cmsConfig } from "./config"
import { previewTemplates } from "./previews"
import { checkBeforeSave } from "./save-check"

/**
 * The /admin script: Decap CMS (its prebuilt bundle, on the CMS workspace's React 19) with the configuration generated from
 * the content schemas, the content check on every save, and the site's components as previews.
 */
interface DecapCms {
  init(options: { config: unknown }): void
  registerPreviewTemplate(name: string, component: unknown): void
  registerEventListener(listener: { name: string; handler: (data: never) => unknown }): void
}
const CMS = ((DecapCmsApp as { default?: DecapCms }).default ?? DecapCmsApp) as DecapCms

/**
 * A local backend other than Decap's default http://localhost:8081 (the browser tests run their own decap-server
 * on another port): `/admin/?local_backend=http://127.0.0.1:8181/api/v1`, loopback addresses only. Decap uses a
 * local backend only when the CMS itself is opened on this computer.
 */
function localBackend(): true | { url: string } {
  const requested = new URLSearchParams(window.location.search).get("local_backend")
  if (requested && /^http:\/\/(localhost|127\.0\.0\.1):\d+\/api\/v1$/.test(requested)) return { url: requested }
  return true
}

/** Opened on this computer: Decap works on the files here through `npm run cms`'s decap-server. */
const onThisComputer = ["localhost", "127.0.0.1"].includes(window.location.hostname)

const config = {
  ...cmsConfig({
    repo: process.env.CMS_GITHUB_REPO ?? "",
    branch: process.env.CMS_GITHUB_BRANCH ?? "main",
    siteUrl: process.env.CMS_SITE_URL || undefined,
  }),
  local_backend: localBackend(),
  // On this computer a save writes the file into data/ at once (decap-server's file mode), for `npm start` to show
  // and for the editor to commit; drafts and pull requests are the GitHub backend's workflow.
  ...(onThisComputer ? { publish_mode: "simple" } : {}),
}

CMS.registerEventListener({ name: "preSave", handler: checkBeforeSave })
for (const [collection, template] of Object.entries(previewTemplates)) {
  CMS.registerPreviewTemplate(collection, template)
}
CMS.init({ config })
