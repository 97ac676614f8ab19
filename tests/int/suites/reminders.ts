import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { alertDb } from '@/alerts/db'
import type { SendOutcome, SmsSend } from '@/alerts/sender'
import { gsm7Length, isGsm7, smsParts } from '@/gsm'
import { drainReminders } from '@/reminders/sender'
import { reminderSms } from '@/reminders/sms'
import { claimReminder, recordReminderReport, reminderCounts, recoverReminders } from '@/reminders/store'
import { calendarFor, confirmReminders, requestReminders } from '@/reminders/web'

import { startTestPayload, type DatabaseKind, type TestPayload } from '../../support/payload'

/** Madagascar time (UTC+3) as an instant. */
const mg = (day: string, hour: number, minute = 0) => new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)), hour - 3, minute))

type Sent = { to: string; text: string; id: number }

/** Deadline reminders on a seeded portal: SMS keywords, the plan, the sender and its clock, STOP, a crash, reports, the web's code, the calendar. */
export function remindersSuite(kind: DatabaseKind): void {
  describe(`reminders on ${kind}`, () => {
    let ctx: TestPayload
    let payload: Payload
    let birthEvent = 0
    const rows = async () => {
      const db = alertDb(payload)
      return db.rows<{ id: number; recipient: string; anchor: string; step: number | string; status: string; due_at: string | Date }>(db.sql`SELECT id, recipient, anchor, step, status, due_at FROM reminder_messages ORDER BY due_at, id`)
    }
    const phone = (): { sent: Sent[]; send: SmsSend } => {
      const sent: Sent[] = []
      return { sent, send: async (m) => (sent.push(m), { kind: 'sent', detail: '202' } satisfies SendOutcome) }
    }
    const drain = (send: SmsSend, at: Date) => drainReminders(payload, () => send, { rate: 1000, now: () => at })
    const totals = async () => {
      const out: Record<string, number> = {}
      for (const c of await reminderCounts(payload)) if (c.eventId === birthEvent) out[c.outcome] = (out[c.outcome] ?? 0) + c.n
      return out
    }

    beforeAll(async () => {
      process.env.SMS_SENDSMS_URL = 'http://127.0.0.1:9/cgi-bin/sendsms'
      ctx = await startTestPayload(kind, { seed: true })
      payload = ctx.payload
      const { docs } = await payload.find({ collection: 'reminder-events', where: { keywordFr: { equals: 'NAISSANCE' } }, depth: 0, limit: 1, overrideAccess: true })
      birthEvent = docs[0]!.id
    }, 300_000)
    afterAll(async () => {
      delete process.env.SMS_SENDSMS_URL
      await ctx?.close()
    })

    it('the migrations made the tables and the seed gave the birth guide its deadline', async () => {
      const db = alertDb(payload)
      const [guide] = await db.rows<{ kind: string; count: number | string; unit: string }>(db.sql`SELECT deadline_kind AS kind, deadline_count AS count, deadline_unit AS unit FROM services WHERE deadline_kind IS NOT NULL AND deadline_unit = ${'days'}`)
      expect(guide).toMatchObject({ kind: 'after', unit: 'days' })
      expect(Number(guide!.count)).toBe(30)
      expect(await rows()).toEqual([])
    })

    it('TERAKA 12/03 plans four reminders, answers their days in Malagasy; the same again changes nothing; a bad date is explained', async () => {
      const now = mg('2027-03-12', 10)
      const sms = reminderSms(payload, '+261 34 11 111 11', () => now)
      const first = await sms.handle('TERAKA 12/03')
      expect(first?.lang).toBe('mg')
      expect(first?.reply).toBe("Voaray: handray SMS fampahatsiahivana ianao amin'ny 22/03, 04/04, 10/04 sy 12/04 ho an'ny \"Fanambarana fahaterahana\". Fe-potoana farany: 11/04/2027. LISITRA: ny fampahatsiahivana. STOP: fafao daholo.")
      expect(isGsm7(first!.reply) && smsParts(first!.reply).length <= 2).toBe(true)
      const planned = await rows()
      expect(planned.map((r) => new Date(r.due_at).toISOString())).toEqual(['2027-03-22T06:00:00.000Z', '2027-04-04T06:00:00.000Z', '2027-04-10T06:00:00.000Z', '2027-04-12T06:00:00.000Z'])
      // The number however written is one number; only the number and the day given are kept.
      expect(new Set(planned.map((r) => `${r.recipient} ${r.anchor}`))).toEqual(new Set(['0341111111 2027-03-12']))
      expect((await reminderSms(payload, '0341111111', () => now).handle('NAISSANCE 12-03-2027'))?.reply).toMatch(/^Ces rappels sont déjà prévus \(le 22\/03, 04\/04, 10\/04 et 12\/04\)/)
      expect(await rows()).toHaveLength(4)
      expect((await sms.handle('TERAKA 31/02'))?.reply).toBe("Tsy azo ny daty. Soraty TERAKA sy ny andro, oh. TERAKA 12/03 na TERAKA 12/03/2027.")
      expect((await sms.handle('NAISSANCE 20/03/2027'))?.reply).toBe("Le 20/03/2027 n'est pas encore passé. Écrivez un jour passé, ex. NAISSANCE 12/03.")
      // Words without a date are a question for the guides, as before.
      expect(await sms.handle('PASSEPORT perdu')).toBeNull()
      expect((await sms.list('mg'))).toBe("Ny fampahatsiahivana anao: Fanambarana fahaterahana amin'ny 22/03, 04/04, 10/04 sy 12/04. STOP: fafao daholo.")
      expect((await totals()).planned).toBe(1)
    })

    it('sends each reminder on its day at 09:00 in its language, never during quiet hours, each once, then keeps nothing', async () => {
      const { sent, send } = phone()
      // The day before the first: nothing due.
      expect(await drain(send, mg('2027-03-21', 12))).toBe(0)
      // Its day, but at night (the sender was down during the day): quiet hours, nothing.
      expect(await drain(send, mg('2027-03-22', 21))).toBe(0)
      expect(await drain(send, mg('2027-03-23', 6, 59))).toBe(0)
      expect(sent).toEqual([])
      // 07:00 the next morning: the first reminder, once.
      expect(await drain(send, mg('2027-03-23', 7))).toBe(1)
      expect(await drain(send, mg('2027-03-23', 8))).toBe(0)
      expect(sent[0]!.to).toBe('0341111111')
      expect(sent[0]!.text).toBe("Fahaterahana: ambarao any amin'ny kaominina alohan'ny 11/04/2027. Ento: taratasy fanamarinana fiterahana, dika mitovin'ny kara-panondron'ny manambara sy dika mitovin'ny kara-panondron'ny reny, taratasy statistika momba ny fahaterahana, bokim-pianakaviana raha manambady ara-dalàna ny ray aman-dreny.")
      for (const at of [mg('2027-04-04', 9), mg('2027-04-10', 9, 30), mg('2027-04-12', 9)]) expect(await drain(send, at)).toBe(1)
      expect(sent).toHaveLength(4)
      for (const m of sent) {
        expect(isGsm7(m.text), m.text).toBe(true)
        expect(gsm7Length(m.text)).toBeLessThanOrEqual(306)
      }
      // The second reminder gives the place whole: two SMS rather than a place cut short.
      expect(sent.map((m) => smsParts(m.text).length)).toEqual([2, 2, 2, 1])
      expect(sent[3]!.text).toBe("Lasa ny 11/04/2027 ny fe-potoana (30 andro). Mila didim-pitsarana mameno avy amin'ny Fitsarana ambaratonga voalohany. Jereo ny torolalana.")
      // The last reminder sent: nothing is left of the number or its date.
      expect(await rows()).toEqual([])
      expect(await reminderSms(payload, '0341111111', () => mg('2027-04-12', 10)).list('fr')).toBeNull()
      expect(await totals()).toMatchObject({ planned: 1, sent: 4 })
      // Kannel's reports name the event.
      expect(await recordReminderReport(payload, birthEvent, 1)).toBe(true)
      expect(await recordReminderReport(payload, birthEvent, 8)).toBe(false)
      expect((await totals()).delivered).toBe(1)
    })

    it('drops a reminder whose day has passed (the sender stopped for weeks) instead of sending it late', async () => {
      const now = mg('2027-05-01', 10)
      await reminderSms(payload, '0342222222', () => now).handle('NAISSANCE 30/04')
      const { sent, send } = phone()
      const before = (await totals()).expired ?? 0
      // The deadline is 30/05; on 01/06 the three reminders before it are past (dropped), the one after it goes.
      expect(await drain(send, mg('2027-06-01', 9))).toBe(1)
      expect(sent.map((m) => m.text)).toEqual(['Le délai (30 jours) est passé le 30/05/2027. Il faut un jugement supplétif du tribunal de première instance. Voyez le guide.'])
      expect((await totals()).expired).toBe(before + 3)
      expect(await rows()).toEqual([])
    })

    it('STOP erases every reminder of the number at once; none is sent after', async () => {
      const now = mg('2027-03-12', 10)
      const sms = reminderSms(payload, '0343333333', () => now)
      await sms.handle('NAISSANCE')
      await sms.handle('PASSEPORT 01/12/2027')
      expect(await rows()).toHaveLength(6)
      expect(await sms.erase()).toBe(2)
      expect(await rows()).toEqual([])
      const { sent, send } = phone()
      for (const day of ['2027-03-22', '2027-04-04', '2027-09-02', '2027-11-01']) await drain(send, mg(day, 10))
      expect(sent).toEqual([])
      expect((await totals()).stopped).toBe(1)
    })

    it('a sender killed mid-send leaves one row in doubt, never sent again; two senders never send a row twice', async () => {
      const now = mg('2027-03-12', 10)
      const numbers = Array.from({ length: 6 }, (_, i) => `034400000${i}`)
      // Six plans with the same deadline (31/03): their reminder of 24/03 is due for all at once.
      for (const number of numbers) await reminderSms(payload, number, () => now).handle('NAISSANCE 01/03')
      const due = mg('2027-03-24', 10)
      // Killed between the claim and the answer: the row stays « sending ».
      const lost = await claimReminder(payload, due)
      expect(lost).not.toBeNull()
      const { sent, send } = phone()
      const slow: SmsSend = async (m) => (await new Promise((r) => setTimeout(r, 5)), send(m))
      await Promise.all([drainReminders(payload, () => slow, { rate: 1000, now: () => due, max: 100 }), drainReminders(payload, () => slow, { rate: 1000, now: () => due, max: 100 })])
      expect(new Set(sent.map((m) => m.id)).size).toBe(sent.length)
      expect(sent.map((m) => m.id)).not.toContain(lost!.id)
      expect(sent).toHaveLength(5)
      // A minute later the row in doubt is counted as interrupted and deleted, not sent.
      expect(await recoverReminders(payload, new Date(due.getTime() + 61_000))).toBe(1)
      expect((await rows()).filter((r) => r.status === 'sending')).toEqual([])
      expect((await totals()).interrupted).toBe(1)
      for (const number of numbers) await reminderSms(payload, number, () => due).erase()
      expect(await rows()).toEqual([])
    })

    it('on the web: nothing kept before the code; a wrong code refused; the right one plans; the calendar needs no number', async () => {
      const now = mg('2027-03-12', 10)
      let code = ''
      const codeSms: SmsSend = async (m) => ((code = /(\d{6})/.exec(m.text)![1]!), { kind: 'sent', detail: '202' })
      const form = new URLSearchParams({ evenement: String(birthEvent), date: '10/03/2027', phone: '034 55 555 55', action: 'sms' })
      const asked = await requestReminders(payload, 'fr', form, codeSms, 'client-1', now)
      expect(asked.kind).toBe('codeSent')
      expect(await rows()).toEqual([])
      const token = asked.kind === 'codeSent' ? asked.token : ''
      expect((await confirmReminders(payload, 'fr', new URLSearchParams({ t: token, code: '000000' === code ? '111111' : '000000' }), now))).toMatchObject({ kind: 'codeSent', error: 'codeWrong' })
      expect(await rows()).toEqual([])
      const done = await confirmReminders(payload, 'fr', new URLSearchParams({ t: token, code }), now)
      expect(done).toMatchObject({ kind: 'confirmed', date: '09/04/2027' })
      expect((await rows()).map((r) => r.recipient)).toEqual(['0345555555', '0345555555', '0345555555', '0345555555'])
      expect(await requestReminders(payload, 'fr', new URLSearchParams({ evenement: String(birthEvent), date: '40/03/2027', phone: '12', action: 'sms' }), codeSms, 'client-1', now)).toMatchObject({ kind: 'invalid', errors: { date: 'dateInvalid', phone: 'phoneInvalid' } })
      const calendar = await calendarFor(payload, 'mg', new URLSearchParams({ evenement: String(birthEvent), date: '2027-03-10', action: 'ics' }), now)
      expect(calendar.kind).toBe('calendar')
      if (calendar.kind === 'calendar') expect(calendar.file).toContain('Fe-potoana farany: Fanambarana fahaterahana')
      await reminderSms(payload, '0345555555', () => now).erase()
    })
  })
}
