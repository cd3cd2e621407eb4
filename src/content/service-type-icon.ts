/**
 * Where the icon for a kind of event is served: a static file, static/images/service-types/{serviceType}.png. Kept
 * apart from the events schema so that components can use it without shipping zod to browsers.
 */
export const serviceTypeIconPath = (serviceType: string) =>
  `/images/service-types/${encodeURIComponent(serviceType)}.png`
