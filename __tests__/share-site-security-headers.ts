// As the build does (gatsby-config.ts): the contact endpoint's answers carry the site-wide headers.
import path from "node:path"
import { siteHeaderRules } from "../gatsby/content-security-policy"
import { shareSiteSecurityHeaders } from "../gatsby/netlify-headers"

shareSiteSecurityHeaders(siteHeaderRules(path.resolve(__dirname, "..")))
