import cmsAdmin from "../../netlify/functions/cms-admin.mjs"
import { CMS_BACKEND_META, CMS_SCRIPT_PATH, IDENTITY_WIDGET_PATH } from "../../src/cms/admin-page"
import { chosenCmsBackend, cmsBackends } from "../../src/cms/backend"
import { cmsConfig } from "../../src/cms/config"

/**
 * How editors sign in to the CMS: /admin as the deployed function answers it (its policy, its scripts, the backend it
 * names) for each CMS_BACKEND setting. __tests__/e2e/cms-sign-in.spec.ts signs in through it in a browser.
 */
const liveAddress = "https://parish.example/admin/"
const localBackendSources = /localhost|127\.0\.0\.1/

async function adminPage(address: string, backendSetting?: string) {
  const saved = process.env.CMS_BACKEND
  if (backendSetting === undefined) delete process.env.CMS_BACKEND
  else process.env.CMS_BACKEND = backendSetting
  try {
    const response = await cmsAdmin(new Request(address))
    const html = await response.text()
    const policy = response.headers.get("content-security-policy") ?? ""
    const directive = (name: string) => new RegExp(`(?:^|; )${name} ([^;]+)`).exec(policy)?.[1]?.split(" ") ?? []
    const scripts = [...html.matchAll(/<script([^>]*)\ssrc="([^"]+)"/g)].map(([, attributes, src]) => ({
      src,
      module: /type="module"/.test(attributes ?? ""),
    }))
    const backend = new RegExp(`<meta name="${CMS_BACKEND_META}" content="([^"]+)"`).exec(html)?.[1]
    return { status: response.status, html, policy, directive, scripts, backend }
  } finally {
    if (saved === undefined) delete process.env.CMS_BACKEND
    else process.env.CMS_BACKEND = saved
  }
}

describe("/admin as deployed", () => {
  it("signs editors in with Netlify Identity unless CMS_BACKEND says otherwise: its widget first, then the CMS", async () => {
    for (const setting of [undefined, "", "git-gateway"]) {
      const page = await adminPage(liveAddress, setting)
      expect({ setting, status: page.status, backend: page.backend }).toEqual({
        setting,
        status: 200,
        backend: "git-gateway",
      })
      // A classic script before the module, so the widget waits for DOMContentLoaded and Decap hears it start.
      expect(page.scripts).toEqual([
        { src: IDENTITY_WIDGET_PATH, module: false },
        { src: CMS_SCRIPT_PATH, module: true },
      ])
    }
  })

  it("names no localhost in its policy, and reaches Identity and Git Gateway on the site's own address", async () => {
    for (const backend of cmsBackends) {
      const page = await adminPage(liveAddress, backend)
      expect(page.policy).not.toMatch(localBackendSources)
      expect(page.directive("connect-src")).toContain("'self'")
      expect(page.directive("script-src")).not.toContain("'unsafe-inline'")
      expect(page.directive("frame-ancestors")).toEqual(["'none'"])
    }
    const identity = await adminPage(liveAddress)
    // Nothing of GitHub's when editors sign in with Netlify Identity.
    expect(identity.policy).not.toMatch(/github/)
  })

  it("keeps GitHub's login as an option: its API, Netlify's OAuth and avatars allowed, and no Identity widget", async () => {
    const page = await adminPage(liveAddress, "github")
    expect(page.backend).toBe("github")
    expect(page.scripts).toEqual([{ src: CMS_SCRIPT_PATH, module: true }])
    expect(page.directive("connect-src")).toEqual(
      expect.arrayContaining(["https://api.github.com", "https://api.netlify.com"]),
    )
    expect(page.directive("img-src")).toContain("https://avatars.githubusercontent.com")
  })

  it("allows Decap's local backend (decap-server) only where the page is served on this computer", async () => {
    for (const address of ["http://localhost:8000/admin/", "http://127.0.0.1:9000/admin"]) {
      const page = await adminPage(address)
      expect(page.directive("connect-src")).toEqual(
        expect.arrayContaining(["http://localhost:*", "http://127.0.0.1:*"]),
      )
    }
  })

  it("explains a CMS_BACKEND it does not know, naming the setting and the choices, rather than serve a CMS that cannot sign in", async () => {
    const page = await adminPage(liveAddress, "gitlab")
    expect(page.status).toBe(500)
    expect(page.html).toContain("CMS_BACKEND")
    expect(page.html).toContain('"gitlab"')
    for (const backend of cmsBackends) expect(page.html).toContain(`"${backend}"`)
    expect(page.scripts).toEqual([])
    expect(() => chosenCmsBackend("gitlab")).toThrow(/CMS_BACKEND/)
    expect(chosenCmsBackend(" github ")).toBe("github")
  })
})

describe("the CMS's configuration for each backend", () => {
  it("keeps the editorial workflow and the branch; only GitHub's needs the repository and Netlify's OAuth", () => {
    const identity = cmsConfig({ repo: "parish/site", branch: "live" })
    expect(identity).toMatchObject({
      publish_mode: "editorial_workflow",
      backend: { name: "git-gateway", branch: "live" },
    })
    expect(identity.backend).not.toHaveProperty("repo")
    const github = cmsConfig({ backend: "github", repo: "parish/site", branch: "live" })
    expect(github).toMatchObject({
      publish_mode: "editorial_workflow",
      backend: { name: "github", repo: "parish/site", branch: "live", base_url: "https://api.netlify.com" },
    })
  })
})
