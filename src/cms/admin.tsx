import * as DecapCmsApp from "decap-cms-app/dist/decap-cms-app.js"
import { collections } from "../content/collections"
import { CMS_BACKEND_META } from "./admin-page"
import { chosenCmsBackend } from "./backend"
import { cmsConfig, cmsFormatName, collectionFields } from "./config"
import { dateWidget } from "./date-widget"
import { reloadWhenTheEntryChanges } from "./entry-address"
import { entryFormat } from "./entry-format"
import { withPhotosNamedAfterNewEntries, type BackendImplementation } from "./photo-names"
import { plainEnglish, withPhrases } from "./phrases"
import { previewTemplateFor } from "./previews"
import { checkBeforeSave, SaveRefused } from "./save-check"
import { clearSaveRefusal, showSaveRefusal } from "./save-refusal"

/**
 * The /admin script: Decap CMS (its prebuilt bundle, on the React 19 of its own package, cms-runtime) with the backend
 * the page names (admin-page.ts: Netlify Identity and Git Gateway, or GitHub), the configuration generated from the
 * content schemas, our date boxes, files written in the one form of data/ (canonical-form.ts), the content check on every save (its refusal kept on
 * screen), new entries' photos named after them, plain-English messages, and the site's components as previews.
 */
interface DecapCms {
  init(options: { config: unknown }): void
  registerPreviewTemplate(name: string, component: unknown): void
  registerEventListener(listener: { name: string; handler: (data: never) => unknown }): void
  registerCustomFormat(name: string, extension: string, formatter: ReturnType<typeof entryFormat>): void
  /** Decap's own record of a backend: replacing `init` changes the backend it makes */
  getBackend(name: string): { init(...args: unknown[]): BackendImplementation } | undefined
  getLocale(locale: string): Record<string, unknown> | undefined
  registerLocale(locale: string, phrases: Record<string, unknown>): void
  registerWidget(...widget: typeof dateWidget): void
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
    backend: chosenCmsBackend(document.querySelector<HTMLMetaElement>(`meta[name="${CMS_BACKEND_META}"]`)?.content),
    repo: process.env.CMS_GITHUB_REPO ?? "",
    branch: process.env.CMS_GITHUB_BRANCH ?? "main",
    siteUrl: process.env.CMS_SITE_URL || undefined,
  }),
  local_backend: localBackend(),
  // On this computer a save writes the file into data/ at once (decap-server's file mode), for `npm start` to show
  // and for the editor to commit; drafts and pull requests are the GitHub backend's workflow.
  ...(onThisComputer ? { publish_mode: "simple" } : {}),
}

// Before Decap starts, so that it runs first (entry-address.ts says why).
reloadWhenTheEntryChanges(window)

CMS.registerLocale("en", withPhrases(CMS.getLocale("en") ?? {}, plainEnglish))

// Day, month, year and time boxes for every date and time, whatever the browser's language.
CMS.registerWidget(...dateWidget)

for (const collection of collections) {
  CMS.registerCustomFormat(
    cmsFormatName(collection),
    collection.format === "markdown" ? "md" : "json",
    entryFormat(collection),
  )
}

// Git Gateway's or GitHub's on the live site, decap-server's ("proxy") on this computer.
for (const name of ["git-gateway", "github", "proxy"]) {
  const backend = CMS.getBackend(name)
  if (!backend) continue
  const makeBackend = backend.init
  backend.init = (...args) => withPhotosNamedAfterNewEntries(makeBackend(...args))
}

CMS.registerEventListener({
  name: "preSave",
  handler: (data: Parameters<typeof checkBeforeSave>[0]) => {
    try {
      const saved = checkBeforeSave(data)
      clearSaveRefusal(document)
      return saved
    } catch (error) {
      if (error instanceof SaveRefused) showSaveRefusal(document, error.fields)
      throw error
    }
  },
})

for (const collection of config.collections) {
  const fields = collectionFields(collection)
  const titleField = "identifier_field" in collection ? collection.identifier_field : undefined
  const template = previewTemplateFor(collection.name, fields, titleField)
  if (template) CMS.registerPreviewTemplate(collection.name, template)
}

CMS.init({ config })
