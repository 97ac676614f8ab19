/**
 * The application log: one JSON line per entry (time, level, message), so that a log
 * collector reads it and nobody reads a 22-line stack for a routine refusal.
 *
 * Expected refusals — 4xx errors such as "not allowed", "wrong password", "not found",
 * invalid input — are not errors and are not logged at all: anyone on the internet can cause
 * them at will, and each logged one would grow the disk. Payload's own `loggingLevels`
 * cannot do this in a production build, where error class names are minified.
 * Entries never contain request bodies, so no e-mail address or message text reaches the log.
 */
type LogMethod = (this: unknown, ...args: unknown[]) => void

/** Whether a log call reports an error the client caused (status below 500). */
export function isExpectedRefusal(args: unknown[]): boolean {
  const first = args[0] as { err?: { status?: unknown; isPublic?: unknown } } | undefined
  const status = first && typeof first === 'object' ? first.err?.status : undefined
  return typeof status === 'number' && status >= 400 && status < 500
}

export function portalLoggerOptions() {
  return {
    options: {
      name: 'payload',
      level: process.env.LOG_LEVEL || 'info',
      enabled: process.env.DISABLE_LOGGING !== 'true',
      base: undefined,
      messageKey: 'msg',
      timestamp: () => `,"time":"${new Date().toISOString()}"`,
      formatters: { level: (label: string) => ({ level: label }) },
      hooks: {
        logMethod(this: unknown, args: unknown[], method: LogMethod) {
          if (isExpectedRefusal(args)) return
          method.apply(this, args)
        },
      },
    },
  }
}
