/**
 * A worker's console.error and console.warn as one JSON line each (issue 38), like the rest of
 * the portal's log: Next.js and Payload print an error with its stack on many lines (`Error:
 * aborted` and its frames when a client goes away mid-body), which a log reader cannot tell
 * from several events. The line holds the message, the error's name and code, and its first
 * frames; src/server/logLines.ts bounds it like any other line.
 *
 * A client that went away (the front cut its body, or it left) is expected: it is written at
 * level 'info' as « client went away », without a stack.
 */
import { format } from 'node:util'

const MAX_FRAMES = 4
const GONE = new Set(['ECONNRESET', 'ERR_STREAM_PREMATURE_CLOSE', 'ABORT_ERR'])

type Level = 'info' | 'warn' | 'error'

function firstError(args: unknown[]): (Error & { code?: string }) | undefined {
  return args.find((a): a is Error & { code?: string } => a instanceof Error)
}

/** Whether an error only says that the client went away. */
export function clientWentAway(error: (Error & { code?: string }) | undefined): boolean {
  if (!error) return false
  return error.message === 'aborted' || (error.code !== undefined && GONE.has(error.code)) || error.name === 'AbortError'
}

/** The JSON line for one console call. */
export function consoleLine(level: Level, args: unknown[], worker: string, now = new Date()): string {
  const error = firstError(args)
  if (clientWentAway(error)) return JSON.stringify({ level: 'info', time: now.toISOString(), worker, msg: 'client went away before its request was read', error: error!.code ?? error!.message })
  const message = args.map((a) => (a instanceof Error ? `${a.name}: ${a.message}` : typeof a === 'string' ? a : format('%o', a))).join(' ')
  const fields: Record<string, unknown> = { level, time: now.toISOString(), worker, msg: message.split('\n')[0]!.slice(0, 500) }
  if (error) {
    fields.error = error.name
    if (error.code) fields.code = error.code
    const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at\s/.test(line)).slice(0, MAX_FRAMES).map((line) => line.trim())
    if (frames.length) fields.frames = frames
  }
  return JSON.stringify(fields)
}

/** Replaces console.error and console.warn in this process (a worker). */
export function installWorkerConsole(worker: string, write: (line: string) => void = (line) => process.stdout.write(line)): void {
  console.error = (...args: unknown[]) => write(`${consoleLine('error', args, worker)}\n`)
  console.warn = (...args: unknown[]) => write(`${consoleLine('warn', args, worker)}\n`)
}
