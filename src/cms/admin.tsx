/**
 * The /admin script: Decap CMS (its npm package, on the site's own React) with the backend
 * the page names (admin-page.ts: Netlify Identity and Git Gateway, or GitHub), the configuration generated from the
 * content schemas, our date boxes, files written in the one form of data/ (canonical-form.ts), the content check on
 * every save (its refusal kept on screen in the page's own panel), plain-English messages, the site's components
 * as previews, and the site's status for a signed-in editor in a panel of the page's own. Decap is used only through
 * its documented extension points (docs/decisions/0010-decap-as-documented.md).
 */
import CMS from "decap-cms-app"
import type { ComponentType } from "react"
import type { CmsConfig, CmsWidgetControlProps } from "decap-cms-core"
import { collections } from "../content/collections"
import { CMS_BACKEND_META } from "./admin-page"
import { chosenCmsBackend } from "./backend"
import { cmsConfig, cmsFormatName, collectionFields } from "./config"
import { dateWidget } from "./date-widget"
import { reloadWhenTheEntryChanges } from "./entry-address"
import { entryFormat } from "./entry-format"
import { plainEnglish, withPhrases } from "./phrases"
import { previewTemplateFor } from "./previews"
import { checkBeforeSave, SaveRefused } from "./save-check"
import { saveRefusalPanel } from "./save-refusal"
import { siteStatusPanel } from "./site-status-panel"

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

// Day, month, year and time boxes for every date and time, whatever the browser's language. Decap's declarations
// type a control's `field` as a whole Immutable Map; the boxes declare only the `get` they use.
const [dateWidgetName, DateBoxes, DateInWords] = dateWidget
CMS.registerWidget(dateWidgetName, DateBoxes as unknown as ComponentType<CmsWidgetControlProps>, DateInWords)

for (const collection of collections) {
  CMS.registerCustomFormat(
    cmsFormatName(collection),
    collection.format === "markdown" ? "md" : "json",
    entryFormat(collection),
  )
}

// The page's own elements, outside Decap's: what stopped a save stays there until dismissed (save-refusal.tsx); the
// site's status shows to a signed-in editor (site-status-panel.tsx).
const refusal = saveRefusalPanel(window)
siteStatusPanel(window, { onThisComputer })

CMS.registerEventListener({
  name: "preSave",
  handler: (data: Parameters<typeof checkBeforeSave>[0]) => {
    try {
      const saved = checkBeforeSave(data)
      refusal.clear()
      return saved
    } catch (error) {
      if (error instanceof SaveRefused) refusal.show(error.fields)
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

// Decap's declarations have no type for a field with a custom widget (the date boxes'): the configuration is the
// documented one all the same (config.ts; cms-config.test.ts and the browser tests hold it to Decap's behaviour).
CMS.init({ config: config as CmsConfig })
