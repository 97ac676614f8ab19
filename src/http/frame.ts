/**
 * A finished page as a worker hands it to the front (src/server/render.ts → src/server/pages.ts):
 * its status, headers and validator, whether the front may keep it and for how long, and its
 * bodies (identity, and brotli and gzip when computed), in one binary answer:
 *   u32 length, JSON meta, then for each body in `meta.bodies` order: u32 length, bytes.
 * The front only slices buffers: no parsing of HTML, no compression.
 */
export type Encoding = 'identity' | 'br' | 'gzip'
export type Bodies = Partial<Record<Encoding, Buffer>> & { identity: Buffer }

export type FrameMeta = {
  status: number
  headers: Record<string, string | string[]>
  etag: string
  /** Seconds the front may keep the page; 0: answer once. */
  keepS: number
  bodies: Encoding[]
}

export type Frame = { meta: FrameMeta; bodies: Bodies }

export const FRAME_CONTENT_TYPE = 'application/x-portal-frame'

export function encodeFrame(meta: Omit<FrameMeta, 'bodies'>, bodies: Bodies): Buffer {
  const order = (['identity', 'br', 'gzip'] as const).filter((e) => bodies[e])
  const head = Buffer.from(JSON.stringify({ ...meta, bodies: order }))
  const parts: Buffer[] = [u32(head.length), head]
  for (const encoding of order) parts.push(u32(bodies[encoding]!.length), bodies[encoding]!)
  return Buffer.concat(parts)
}

function u32(n: number): Buffer {
  const b = Buffer.allocUnsafe(4)
  b.writeUInt32BE(n)
  return b
}

/** Throws on a truncated or malformed frame (the front answers 503 then). */
export function decodeFrame(buffer: Buffer): Frame {
  let at = 0
  const take = (): Buffer => {
    if (at + 4 > buffer.length) throw new Error('truncated frame')
    const length = buffer.readUInt32BE(at)
    at += 4
    if (at + length > buffer.length) throw new Error('truncated frame')
    const part = buffer.subarray(at, at + length)
    at += length
    return part
  }
  const meta = JSON.parse(take().toString('utf8')) as FrameMeta
  const bodies: Partial<Bodies> = {}
  for (const encoding of meta.bodies) bodies[encoding] = take()
  if (!bodies.identity) throw new Error('frame without identity body')
  return { meta, bodies: bodies as Bodies }
}
