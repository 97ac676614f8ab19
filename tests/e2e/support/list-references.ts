/** Prints the references stored in DATABASE_URL as JSON (used after a server was killed). */
process.env.PAYLOAD_SECRET ||= 'list-references'
const { getPayload } = await import('payload')
const { default: config } = await import('@payload-config')
const payload = await getPayload({ config })
const { docs } = await payload.find({ collection: 'messages', pagination: false, depth: 0, overrideAccess: true, select: { reference: true } })
process.stdout.write(`\n@@${JSON.stringify(docs.map((d) => d.reference))}\n`)
await payload.destroy()
process.exit(0)
export {}
