import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'

import { gsm7Length, isGsm7, smsParts } from '@/gsm'
import type { Guide } from '@/model/guide'

import { composeReminder, reminderFacts, shortDocument } from './compose'
import { atMgHour, inQuietHours, parseGivenDay, quietHoursFromEnv } from './dates'
import { reminderCalendar } from './ics'
import { currentStep, deadlineDay, isStale, upcoming, type ReminderEvent } from './plan'
import { readRequest } from './sms'

// 12 March 2027, 10:00 in Madagascar (07:00 UTC).
const NOW = new Date('2027-03-12T07:00:00Z')

const birth: ReminderEvent = {
  id: 1,
  title: { fr: 'Déclaration de naissance', mg: 'Fanambarana fahaterahana' },
  keywords: { fr: 'NAISSANCE', mg: 'TERAKA' },
  guideId: 7,
  given: 'date',
  direction: 'past',
  deadlineFrom: 'guide',
  todayWhenMissing: true,
  dateLabel: { fr: 'Date de naissance', mg: 'Daty nahaterahana' },
  documentsGroup: { fr: 'Pour la déclaration', mg: 'Ho an’ny fanambarana' },
  reminders: [
    { offsetDays: -20, text: { fr: 'Naissance : déclarez-la à la commune avant le {date}. Apportez : {pièces}.', mg: 'Fahaterahana: ambarao any amin’ny kaominina alohan’ny {daty}. Ento: {taratasy}.' } },
    { offsetDays: -7, text: { fr: 'Rappel : la naissance se déclare avant le {date}. Où : {lieu}.', mg: 'Fampahatsiahivana: ambarao alohan’ny {daty} ny fahaterahana. Aiza: {toerana}.' } },
    { offsetDays: -1, text: { fr: 'Dernier jour : le {date}. Déclarez la naissance à la commune avec {pièces}.', mg: 'Andro farany: ny {daty}. Ento {taratasy}.' } },
    { offsetDays: 1, text: { fr: 'Le délai ({délai}) est passé le {date}. Il faut un jugement supplétif.', mg: 'Lasa ny {daty} ny fe-potoana ({faharetany}). Mila didim-pitsarana mameno.' } },
  ],
}
const passport: ReminderEvent = { ...birth, id: 2, keywords: { fr: 'PASSEPORT', mg: 'PASIPAORO' }, direction: 'future', deadlineFrom: 'given', todayWhenMissing: false }

const guide = {
  documents: [
    { item: 'Pour la déclaration : le certificat d’accouchement délivré par la maternité, le CSB ou la sage-femme', quantity: null, form: null, unsure: null },
    { item: 'Pour la déclaration : une photocopie de la CIN du déclarant (père, mère ou proche)', quantity: null, form: 'photocopy', unsure: null },
    { item: 'Pour la déclaration : la fiche statistique de naissance (INSTAT), remise par le bureau d’état civil', quantity: null, form: null, unsure: null },
    { item: 'Pour une copie : votre CIN, ou une procuration', quantity: null, form: null, unsure: 'procuration non mentionnée' },
  ],
  whereToApply: 'Au bureau d’état civil de la commune du lieu de naissance (à Antananarivo, à la mairie d’arrondissement). Dans certaines communes, le chef fokontany.',
  unconfirmed: ['whereToApply'],
  deadline: { kind: 'after', count: 30, unit: 'days', unsure: null },
} as unknown as Guide

const mgGuide = {
  ...guide,
  documents: [
    { item: 'Ho an’ny fanambarana : taratasy fanamarinana fiterahana avy amin’ny toeram-piterahana, CSB na mpampivelona', quantity: null, form: null, unsure: null },
    { item: 'Ho an’ny fanambarana : fotokopian’ny kara-panondron’ny manambara (ray, reny na havana)', quantity: null, form: 'photocopy', unsure: null },
    { item: 'Ho an’ny fanambarana : taratasy statistika momba ny fahaterahana (INSTAT), omen’ny biraon’ny sora-piankohonana', quantity: null, form: null, unsure: null },
    { item: 'Ho an’ny kopia : ny kara-panondronao', quantity: null, form: null, unsure: null },
  ],
  whereToApply: 'Ao amin’ny biraon’ny sora-piankohonana ao amin’ny kaominina nahaterahana (eto Antananarivo, ao amin’ny boriborintany). Any amin’ny kaominina sasany, ny sefom-pokontany.',
} as unknown as Guide
const guides = { fr: guide, mg: mgGuide }

describe('days given', () => {
  it('reads a day however a phone writes it, on the event’s side of today', () => {
    expect(parseGivenDay('12/03', 'date', 'past', NOW)).toEqual({ ok: true, day: '2027-03-12' })
    expect(parseGivenDay('13/03', 'date', 'past', NOW)).toEqual({ ok: true, day: '2026-03-13' })
    expect(parseGivenDay('13/03', 'date', 'future', NOW)).toEqual({ ok: true, day: '2027-03-13' })
    expect(parseGivenDay('1-3-27', 'date', 'past', NOW)).toEqual({ ok: true, day: '2027-03-01' })
    expect(parseGivenDay('2027-02-28', 'date', 'past', NOW)).toEqual({ ok: true, day: '2027-02-28' })
    expect(parseGivenDay('12.03.2027', 'date', 'past', NOW)).toEqual({ ok: true, day: '2027-03-12' })
    expect(parseGivenDay('2009', 'year', 'past', NOW)).toEqual({ ok: true, day: '2009-01-01' })
  })
  it('refuses what cannot be: 31/02, a birth to come, an expiry gone, words', () => {
    expect(parseGivenDay('31/02/2027', 'date', 'past', NOW)).toEqual({ ok: false, error: 'format' })
    expect(parseGivenDay('20/03/2027', 'date', 'past', NOW)).toEqual({ ok: false, error: 'future' })
    expect(parseGivenDay('01/01/2027', 'date', 'future', NOW)).toEqual({ ok: false, error: 'past' })
    expect(parseGivenDay('hier', 'date', 'past', NOW)).toEqual({ ok: false, error: 'format' })
    expect(parseGivenDay('12/03', 'year', 'past', NOW)).toEqual({ ok: false, error: 'format' })
  })
})

describe('quiet hours (Madagascar time)', () => {
  it('are 20:00 to 07:00 by default and set by REMINDER_QUIET_HOURS', () => {
    expect(inQuietHours(new Date('2027-03-12T16:59:00Z'))).toBe(false) // 19:59
    expect(inQuietHours(new Date('2027-03-12T17:00:00Z'))).toBe(true) // 20:00
    expect(inQuietHours(new Date('2027-03-12T03:59:00Z'))).toBe(true) // 06:59
    expect(inQuietHours(new Date('2027-03-12T04:00:00Z'))).toBe(false) // 07:00
    expect(quietHoursFromEnv('21-6')).toEqual({ from: 21, to: 6 })
    // A quiet time that would hide the sending hour (09:00) is refused.
    expect(quietHoursFromEnv('8-10')).toEqual({ from: 20, to: 7 })
  })
})

describe('the plan', () => {
  it('counts the deadline from the guide (30 days after the birth) and keeps the reminders to come, at 09:00', () => {
    const deadline = deadlineDay(birth, guide.deadline!, '2027-03-12', NOW)
    expect(deadline).toBe('2027-04-11')
    const steps = upcoming(birth, deadline!, NOW)
    expect(steps.map((s) => s.day)).toEqual(['2027-03-22', '2027-04-04', '2027-04-10', '2027-04-12'])
    expect(steps[0]!.dueAt.toISOString()).toBe('2027-03-22T06:00:00.000Z')
    // Twenty-five days later, only the last days are left; after the deadline, what to do now.
    expect(upcoming(birth, deadline!, new Date('2027-04-06T07:00:00Z')).map((s) => s.step)).toEqual([2, 3])
    expect(currentStep(birth, deadline!, new Date('2027-04-20T07:00:00Z'))).toBe(3)
  })
  it('takes the day given as the deadline (an expiry), a yearly date’s next occurrence, a fixed date', () => {
    expect(deadlineDay(passport, null, '2027-09-01', NOW)).toBe('2027-09-01')
    expect(deadlineDay(birth, { kind: 'yearly', day: 31, month: 3, unsure: null }, '2027-03-12', NOW)).toBe('2027-03-31')
    expect(deadlineDay(birth, { kind: 'yearly', day: 1, month: 3, unsure: null }, '2027-03-12', NOW)).toBe('2028-03-01')
    expect(deadlineDay(birth, null, '2027-03-12', NOW)).toBeNull()
  })
  it('drops a reminder before the deadline once the deadline is over', () => {
    expect(isStale(-1, '2027-04-11', atMgHour('2027-04-11', 19))).toBe(false)
    expect(isStale(-1, '2027-04-11', atMgHour('2027-04-12', 8))).toBe(true)
    expect(isStale(1, '2027-04-11', atMgHour('2027-04-14', 8))).toBe(false)
  })
})

describe('the SMS', () => {
  it('shortens a document to its first clause', () => {
    expect(shortDocument('le certificat d’accouchement délivré par la maternité, le CSB ou la sage-femme')).toBe('le certificat d’accouchement')
    expect(shortDocument('une photocopie de la CIN du déclarant (père, mère ou proche) et une photocopie de la CIN de la mère')).toBe('une photocopie de la CIN du déclarant et une photocopie de la CIN de la mère')
  })
  it('puts the guide’s facts in, with their marks, in GSM-7, every document kept, never more than two SMS', () => {
    for (const lang of ['fr', 'mg'] as const) {
      const facts = reminderFacts(guides[lang], guide.deadline!, '2027-04-11', birth.documentsGroup[lang], lang)
      for (const step of birth.reminders) {
        const text = composeReminder(step.text[lang], facts, lang === 'fr' ? 'à confirmer' : 'mbola hamafisina')
        expect(isGsm7(text), text).toBe(true)
        expect(smsParts(text).length, text).toBeLessThanOrEqual(2)
        expect(text).toContain('11/04/2027')
        // Every document of the declaration where the text names them, in one SMS when they fit.
        if (/\{(pièces|taratasy)\}/.test(step.text[lang])) expect(text).toContain(lang === 'fr' ? 'la fiche statistique de naissance' : 'taratasy statistika')
      }
    }
    const facts = reminderFacts(guide, guide.deadline!, '2027-04-11', 'Pour la déclaration', 'fr')
    // Only the declaration's documents, without their prefix; the place with its « à confirmer ».
    expect(facts.documents.map((d) => d.text)).toEqual(['le certificat d’accouchement', 'une photocopie de la CIN du déclarant', 'la fiche statistique de naissance'])
    // Three documents do not fit one SMS with the sentence: two SMS, none left out.
    expect(composeReminder(birth.reminders[0]!.text.fr, facts, 'à confirmer')).toBe("Naissance : déclarez-la à la commune avant le 11/04/2027. Apportez : le certificat d'accouchement, une photocopie de la CIN du déclarant, la fiche statistique de naissance.")
    // The place whole does not fit one SMS with the sentence: two SMS rather than a place cut short.
    expect(smsParts(composeReminder(birth.reminders[1]!.text.fr, facts, 'à confirmer'))).toHaveLength(2)
    expect(composeReminder(birth.reminders[1]!.text.fr, facts, 'à confirmer')).toBe("Rappel : la naissance se déclare avant le 11/04/2027. Où : Au bureau d'état civil de la commune du lieu de naissance (à Antananarivo, à la mairie d'arrondissement) (à confirmer).")
    // Cut only when even two SMS cannot hold it whole: then to the room one SMS leaves.
    const long = { ...facts, where: `${facts.where} ${'et encore un bureau de la même commune '.repeat(6)}` }
    const cut = composeReminder(birth.reminders[1]!.text.fr, long, 'à confirmer')
    expect(smsParts(cut)).toHaveLength(1)
    expect(cut).toMatch(/^Rappel : la naissance se déclare avant le 11\/04\/2027\. Où : Au bureau d'état civil de la commune .*\.\.\. \(à confirmer\)\.$/)
    expect(composeReminder(birth.reminders[3]!.text.mg, reminderFacts(guide, guide.deadline!, '2027-04-11', '', 'mg'), 'mbola hamafisina')).toBe('Lasa ny 11/04/2027 ny fe-potoana (30 andro). Mila didim-pitsarana mameno.')
  })
  it('says « à confirmer » beside a date the guide marks, and when the guide gives none', () => {
    const unsure = reminderFacts({ ...guide, deadline: { kind: 'after', count: 30, unit: 'days', unsure: 'texte à vérifier' } } as Guide, { kind: 'after', count: 30, unit: 'days', unsure: 'texte à vérifier' }, '2027-04-11', '', 'fr')
    expect(composeReminder('Avant le {date}.', unsure, 'à confirmer')).toBe('Avant le 11/04/2027 (à confirmer).')
    expect(composeReminder('Avant le {date}.', reminderFacts(null, null, null, '', 'fr'), 'à confirmer')).toBe('Avant le (à confirmer).')
  })
  it('goes to two SMS only when one cannot hold the date, the marks and a document, and is never cut by the gateway', () => {
    const long = { ...guide, documents: Array.from({ length: 6 }, (_, i) => ({ item: `Pour la déclaration : une pièce numéro ${i} au nom très long de quelqu’un qui ne finit jamais de l’écrire`, quantity: null, form: null, unsure: 'à vérifier' })) } as unknown as Guide
    const text = composeReminder(`${'Texte de l’éditeur assez long pour remplir un SMS à lui seul. '.repeat(2)}{date}. {pièces}. {lieu}.`, reminderFacts(long, guide.deadline!, '2027-04-11', 'Pour la déclaration', 'fr'), 'à confirmer')
    expect(gsm7Length(text)).toBeLessThanOrEqual(306)
    expect(smsParts(text).length).toBe(2)
    expect(text).toContain('11/04/2027')
  })
  it('reads a keyword in either language with its date; leaves other words to the conversation', () => {
    expect(readRequest('TERAKA 12/03', [birth, passport], NOW)).toMatchObject({ kind: 'plan', lang: 'mg', anchor: '2027-03-12', event: { id: 1 } })
    expect(readRequest('naissance', [birth, passport], NOW)).toMatchObject({ kind: 'plan', lang: 'fr', anchor: '2027-03-12' })
    expect(readRequest('Naissance 31/02', [birth], NOW)).toMatchObject({ kind: 'error', error: 'format', lang: 'fr' })
    expect(readRequest('PASSEPORT 01/09/2027', [birth, passport], NOW)).toMatchObject({ kind: 'plan', anchor: '2027-09-01', event: { id: 2 } })
    // « PASSEPORT » alone or with words is a question about the guide, as before.
    expect(readRequest('PASSEPORT', [birth, passport], NOW)).toBeNull()
    expect(readRequest('passeport perdu', [birth, passport], NOW)).toBeNull()
    expect(readRequest('ALERTE ANALAMANGA', [birth, passport], NOW)).toBeNull()
  })
})

describe('the calendar file', () => {
  it('imports with a maintained parser (ical.js): each reminder at 09:00 in Madagascar with its text and an alarm, and the deadline day, in both languages', () => {
    for (const lang of ['fr', 'mg'] as const) {
      const facts = reminderFacts(guides[lang], guide.deadline!, '2027-04-11', birth.documentsGroup[lang], lang)
      const file = reminderCalendar(birth, lang, '2027-03-12', '2027-04-11', upcoming(birth, '2027-04-11', NOW), facts, NOW)
      const calendar = new ICAL.Component(ICAL.parse(file))
      const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v))
      expect(events).toHaveLength(5)
      const timed = events.filter((e) => !e.startDate.isDate)
      expect(timed.map((e) => e.startDate.toJSDate().toISOString())).toEqual(['2027-03-22T06:00:00.000Z', '2027-04-04T06:00:00.000Z', '2027-04-10T06:00:00.000Z', '2027-04-12T06:00:00.000Z'])
      expect(timed.every((e) => e.component.getFirstSubcomponent('valarm') !== null)).toBe(true)
      expect(timed[0]!.summary).toBe(birth.title[lang])
      expect(timed[0]!.description).toContain(lang === 'fr' ? 'le certificat d’accouchement' : 'taratasy fanamarinana fiterahana')
      const deadline = events.find((e) => e.startDate.isDate)!
      expect(deadline.startDate.toString()).toBe('2027-04-11')
      expect(deadline.summary).toBe(lang === 'fr' ? 'Date limite : Déclaration de naissance' : 'Fe-potoana farany: Fanambarana fahaterahana')
    }
  })
})
