/**
 * A refusal sent before a body was read (413, 403, 503) must reach the client. Closing the
 * connection at once while the client is still sending makes the kernel answer its next bytes
 * with a reset, and a reset throws away the refusal the client had not read yet: the browser shows
 * "connection reset" instead of "too large". So, like nginx's `lingering_close`, after the answer
 * the front half-closes the connection and keeps reading and discarding for a little while —
 * at most LINGER_MS and LINGER_BYTES — then closes it. Nothing is kept in memory.
 */
import type { IncomingMessage } from 'node:http'

export const LINGER_MS = 1_000
export const LINGER_BYTES = 256 * 1024

export function closeAfterAnswerLingering(request: IncomingMessage): void {
  const socket = request.socket as IncomingMessage['socket'] & { destroySoon?: () => void }
  if (!socket || socket.destroyed) return
  // Node's HTTP server calls destroySoon() once an answer marked `Connection: close` is sent.
  socket.destroySoon = () => {
    socket.end()
    let drained = 0
    const stop = () => socket.destroy()
    const timer = setTimeout(stop, LINGER_MS)
    timer.unref()
    socket.once('close', () => clearTimeout(timer))
    request.on('data', (chunk: Buffer) => {
      drained += chunk.length
      if (drained > LINGER_BYTES) stop()
    })
    request.once('end', stop)
    request.once('error', stop)
    request.resume()
  }
}
