import { inlineFormattingTags } from "../content/sanitize-tags"

const allowed = new Set<string>(inlineFormattingTags)

/**
 * The browser's version of the build's event-name sanitiser (sanitize-html is a Node library): the same inline
 * tags, no attributes, other tags dropped with their text kept, script and style dropped whole. For the CMS's
 * preview only; the site itself is sanitised at build time.
 */
export function sanitizeInlineHtmlInBrowser(html: string, document: Document): string {
  const template = document.createElement("template")
  template.innerHTML = html
  const clean = (node: Node): string =>
    Array.from(node.childNodes)
      .map(child => {
        if (child.nodeType === 3) return escapeText(child.textContent ?? "")
        if (child.nodeType !== 1) return ""
        const tag = (child as Element).tagName.toLowerCase()
        if (tag === "script" || tag === "style") return ""
        const inner = clean(tag === "template" ? (child as HTMLTemplateElement).content : child)
        if (!allowed.has(tag)) return inner
        return tag === "br" ? "<br>" : `<${tag}>${inner}</${tag}>`
      })
      .join("")
  return clean(template.content).trim()
}

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")

/** The words of an event name as a reader sees them: "Christingle <em>service</em>" → "Christingle service". */
export function plainTextOfInlineHtml(html: string, document: Document): string {
  const template = document.createElement("template")
  template.innerHTML = sanitizeInlineHtmlInBrowser(html, document)
  return (template.content.textContent ?? "").replace(/\s+/g, " ").trim()
}
