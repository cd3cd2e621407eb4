import net, { type AddressInfo } from "node:net"

/** Never: a server that says nothing at this stage. */
export const NEVER = Infinity

/**
 * A mail server on loopback that is slow or has hung: it accepts the connection, greets `greetAfterMs` later, and
 * answers each command `replyAfterMs` after it arrives, as a plain SMTP server would (EHLO, MAIL, RCPT, DATA and the
 * message, QUIT). `NEVER` at either stage: it says nothing from there on. Counts the connections made to it.
 */
export async function slowMailServer({ greetAfterMs, replyAfterMs }: { greetAfterMs: number; replyAfterMs: number }) {
  let connections = 0
  const sockets = new Set<net.Socket>()
  const timers = new Set<NodeJS.Timeout>()
  const later = (socket: net.Socket, delayMs: number, reply: string) => {
    if (delayMs === NEVER) return
    const timer = setTimeout(() => {
      timers.delete(timer)
      if (socket.writable) socket.write(`${reply}\r\n`)
    }, delayMs)
    timers.add(timer)
  }
  const server = net.createServer(socket => {
    connections++
    sockets.add(socket)
    socket.on("error", () => undefined)
    socket.on("close", () => sockets.delete(socket))
    later(socket, greetAfterMs, "220 slow.example ESMTP")
    let buffered = ""
    let inMessage = false
    socket.on("data", (chunk: Buffer) => {
      buffered += chunk.toString("utf8")
      let end: number
      while ((end = buffered.indexOf("\r\n")) >= 0) {
        const line = buffered.slice(0, end)
        buffered = buffered.slice(end + 2)
        if (inMessage) {
          if (line === ".") {
            inMessage = false
            later(socket, replyAfterMs, "250 Queued")
          }
          continue
        }
        const command = line.slice(0, 4).toUpperCase()
        if (command === "DATA") inMessage = true
        later(socket, replyAfterMs, command === "DATA" ? "354 Go ahead" : command === "QUIT" ? "221 Bye" : "250 OK")
      }
    })
  })
  await new Promise<void>(resolve => server.listen(0, "127.0.0.1", resolve))
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connections: () => connections,
    close: () => {
      for (const timer of timers) clearTimeout(timer)
      for (const socket of sockets) socket.destroy()
      server.close()
    },
  }
}

/** A mail server that accepts the connection and then says nothing, never greeting (one that has hung). */
export const hungMailServer = () => slowMailServer({ greetAfterMs: NEVER, replyAfterMs: NEVER })
