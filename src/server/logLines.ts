/**
 * Every line the portal writes to its log, from the front or from a worker (Next.js, Payload,
 * our code), passes through here on its way out:
 * - at most MAX_LINE_BYTES (≈ 1 KB), cut with a mark, so that a request cannot make the log grow
 *   faster than by one bounded line (a 7,000-character path once wrote 21 KB);
 * - no absolute path of the machine (the project directory becomes `.`, others `…/`);
 * - control characters escaped, so that input quoted in a message cannot forge log lines;
 * - stack traces kept to their first few frames.
 */
export const MAX_LINE_BYTES = 1024
const MAX_FRAMES = 4

const SYSTEM_PATH = /(?:file:\/\/)?\/(?:home|tmp|root|usr|var|opt|srv|work|app|etc|mnt|data|Users|private|run|builds)\/(?:[^\s'"():/]+\/)*/g
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f\u2028\u2029]/g

export function boundLine(line: string, root: string): string {
  let out = line
  if (root && root !== '/') out = out.split(root).join('.')
  // Any other absolute path (node_modules of another checkout, /tmp, the home directory).
  out = out.replace(SYSTEM_PATH, '…/')
  out = out.replace(CONTROL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
  if (Buffer.byteLength(out) > MAX_LINE_BYTES) {
    const mark = ' …[cut]'
    const room = MAX_LINE_BYTES - Buffer.byteLength(mark)
    // Cut by characters, then make sure the bytes fit too (multi-byte text).
    out = out.slice(0, room)
    while (Buffer.byteLength(out) > room) out = out.slice(0, -16)
    out += mark
  }
  return out
}

/**
 * A stream of log text split into bounded lines; stack frames beyond the first few are counted,
 * not written. `write` receives whole lines with their newline.
 */
export function createLineBounder(root: string, write: (line: string) => void): { push: (chunk: string) => void; flush: () => void } {
  let pending = ''
  let frames = 0
  let skipped = 0
  const emit = (line: string) => {
    if (/^\s+at\s/.test(line)) {
      frames++
      if (frames > MAX_FRAMES) {
        skipped++
        return
      }
    } else {
      if (skipped > 0) write(`    … ${skipped} more frames\n`)
      frames = 0
      skipped = 0
    }
    write(`${boundLine(line, root)}\n`)
  }
  return {
    push(chunk) {
      pending += chunk
      // A line that never ends is cut as it comes, not buffered without bound.
      if (pending.length > 64 * 1024 && !pending.includes('\n')) {
        emit(pending)
        pending = ''
        return
      }
      const lines = pending.split('\n')
      pending = lines.pop() ?? ''
      for (const line of lines) emit(line)
    },
    flush() {
      if (pending) emit(pending)
      pending = ''
      if (skipped > 0) write(`    … ${skipped} more frames\n`)
      skipped = 0
      frames = 0
    },
  }
}
