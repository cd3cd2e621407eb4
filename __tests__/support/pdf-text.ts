import zlib from "node:zlib"
import { PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFObject } from "pdf-lib"

/**
 * The text a PDF made with pdf-lib's standard fonts shows, line by line as drawn: each page's content streams,
 * inflated, read for their `<hex> Tj` strings (Windows-1252, as pdf-lib writes them). pdf-lib itself cannot extract
 * text, and a test must read what the file holds, not what the code meant to draw.
 */
export async function textLinesOfPdf(pdf: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(pdf)
  const decoder = new TextDecoder("windows-1252")
  return doc.getPages().flatMap(page => {
    const contents = page.node.get(PDFName.of("Contents"))
    const refs: PDFObject[] = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : []
    return refs.flatMap(ref => {
      const stream = doc.context.lookup(ref)
      if (!(stream instanceof PDFRawStream)) return []
      const filter = stream.dict.get(PDFName.of("Filter"))
      const bytes = filter === PDFName.of("FlateDecode") ? zlib.inflateSync(stream.contents) : stream.contents
      return [
        ...Buffer.from(bytes)
          .toString("latin1")
          .matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g),
      ].map(([, hex]) => decoder.decode(Buffer.from(hex ?? "", "hex")))
    })
  })
}
