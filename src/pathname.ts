/** "/worship/" and "/worship?x#y" both mean "/worship"; "" means "/". (No React here: the standalone script uses it.) */
export function normalisePathname(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? ""
  const trimmed = path.replace(/\/+$/, "")
  return trimmed === "" ? "/" : trimmed
}
