import { SMTPServer } from 'smtp-server'

import { freePort } from './postgres'

/** `from`: the envelope sender (MAIL FROM), where bounces go. */
export type ReceivedMail = { to: string; from: string; raw: string }

/**
 * A real SMTP server on 127.0.0.1 for a test: what it accepts is kept (raw, as received); the
 * recipients `refuse` names are rejected at RCPT with 550 (a hard bounce).
 */
export async function startSmtp(options: { refuse?: (address: string) => boolean } = {}): Promise<{ port: number; received: ReceivedMail[]; close: () => Promise<void> }> {
  const received: ReceivedMail[] = []
  const port = await freePort()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address)) return callback(Object.assign(new Error('5.1.1 No such mailbox'), { responseCode: 550 }))
      callback()
    },
    onData(stream, session, callback) {
      let raw = ''
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('latin1')))
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', raw })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
