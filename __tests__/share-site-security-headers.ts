// As the build does (gatsby-config.ts): the contact endpoint's answers carry netlify.toml's site-wide headers.
import path from "node:path"
import { shareSiteSecurityHeaders } from "../gatsby/netlify-headers"

shareSiteSecurityHeaders(path.resolve(__dirname, "../netlify.toml"))
