/**
 * Deadline reminders seeded (issue 42): one event per dated procedure of the guides. The dates and
 * lengths come from each guide's deadline (src/seed/services/*.ts `deadline`) or from the day the
 * citizen gives; texts write {date}, {délai}, {pièces}, {lieu} (or their Malagasy forms) and never
 * a figure. Only an event whose date a guide gives, sourced, is published; the others are drafts
 * with what is missing in `note`, for editors to complete.
 */
import type { Localized } from '../types'

export type ReminderSeed = {
  keyword: Localized<string>
  title: Localized<string>
  guide?: string
  given: 'date' | 'year' | 'none'
  direction: 'past' | 'future'
  deadlineFrom: 'guide' | 'given'
  todayWhenMissing?: boolean
  dateLabel: Localized<string>
  documentsGroup?: Localized<string>
  reminders: { offsetDays: number; text: Localized<string> }[]
  published: boolean
  note?: string
}

export const reminderSeeds: ReminderSeed[] = [
  {
    keyword: { fr: 'NAISSANCE', mg: 'TERAKA' },
    title: { fr: 'Déclaration de naissance', mg: 'Fanambarana fahaterahana' },
    guide: 'acte-de-naissance',
    given: 'date',
    direction: 'past',
    deadlineFrom: 'guide',
    todayWhenMissing: true,
    dateLabel: { fr: 'Date de naissance de l’enfant', mg: 'Daty nahaterahan’ny zaza' },
    documentsGroup: { fr: 'Pour la déclaration', mg: 'Ho an’ny fanambarana' },
    reminders: [
      { offsetDays: -20, text: { fr: 'Naissance : déclarez-la à la commune avant le {date}. Apportez : {pièces}.', mg: 'Fahaterahana: ambarao any amin’ny kaominina alohan’ny {daty}. Ento: {taratasy}.' } },
      { offsetDays: -7, text: { fr: 'Rappel : la naissance se déclare avant le {date}. Où : {lieu}.', mg: 'Fampahatsiahivana: ambarao alohan’ny {daty} ny fahaterahana. Aiza: {toerana}.' } },
      { offsetDays: -1, text: { fr: 'Dernier jour : le {date}. Déclarez la naissance à la commune avec {pièces}.', mg: 'Andro farany: {daty}. Ambarao any amin’ny kaominina ny fahaterahana, ento {taratasy}.' } },
      { offsetDays: 1, text: { fr: 'Le délai ({délai}) est passé le {date}. Il faut un jugement supplétif du tribunal de première instance. Voyez le guide.', mg: 'Lasa ny {daty} ny fe-potoana ({faharetany}). Mila didim-pitsarana mameno avy amin’ny Fitsarana ambaratonga voalohany. Jereo ny torolalana.' } },
    ],
    published: true,
  },
  {
    keyword: { fr: 'PASSEPORT', mg: 'PASIPAORO' },
    title: { fr: 'Expiration du passeport', mg: 'Fahataperan’ny pasipaoro' },
    guide: 'passeport',
    given: 'date',
    direction: 'future',
    deadlineFrom: 'given',
    dateLabel: { fr: 'Date d’expiration du passeport', mg: 'Daty hahataperan’ny pasipaoro' },
    reminders: [
      { offsetDays: -90, text: { fr: 'Votre passeport expire le {date}. Pour le renouveler, préparez : {pièces}.', mg: 'Tapitra ny {daty} ny pasipaoronao. Raha hanavao azy, omano: {taratasy}.' } },
      { offsetDays: -30, text: { fr: 'Votre passeport expire le {date}. Où le renouveler : {lieu}.', mg: 'Tapitra ny {daty} ny pasipaoronao. Aiza no hanavaozana azy: {toerana}.' } },
    ],
    published: true,
  },
  {
    keyword: { fr: 'CIN18', mg: 'KARAPANONDRO' },
    title: { fr: 'Carte d’identité à 18 ans', mg: 'Kara-panondro amin’ny 18 taona' },
    guide: 'carte-nationale-d-identite',
    given: 'year',
    direction: 'past',
    deadlineFrom: 'guide',
    dateLabel: { fr: 'Année de naissance', mg: 'Taona nahaterahana' },
    reminders: [
      { offsetDays: 0, text: { fr: 'Cette année, vous pouvez demander votre CIN. Apportez : {pièces}. Où : {lieu}.', mg: 'Amin’ity taona ity dia afaka mangataka kara-panondro ianao. Ento: {taratasy}. Aiza: {toerana}.' } },
    ],
    published: false,
    note: 'À relire avant publication : l’âge vient du guide (résumé et public), son texte de loi est à confirmer ; le titre écrit « 18 ans » à la main — à reformuler sans chiffre ou à lier au guide. Mot « CIN18 » à valider.',
  },
  {
    keyword: { fr: 'BAC', mg: 'BAKALOREA' },
    title: { fr: 'Inscription au baccalauréat', mg: 'Fisoratana anarana amin’ny bakalorea' },
    guide: 'inscription-au-baccalaureat',
    given: 'none',
    direction: 'future',
    deadlineFrom: 'guide',
    dateLabel: { fr: 'Session', mg: 'Fanadinana' },
    reminders: [
      { offsetDays: -21, text: { fr: 'Bac : les inscriptions ferment le {date}. Apportez : {pièces}.', mg: 'Bakalorea: mikatona ny {daty} ny fisoratana anarana. Ento: {taratasy}.' } },
      { offsetDays: -3, text: { fr: 'Bac : inscriptions jusqu’au {date}. Où : {lieu}.', mg: 'Bakalorea: hatramin’ny {daty} ny fisoratana anarana. Aiza: {toerana}.' } },
    ],
    published: false,
    note: 'Date à confirmer : le guide donne les dates de la session 2026 (clôture le 10 avril 2026, passée) ; celles de la session 2027 ne sont pas publiées. Saisir la date limite du guide quand le ministère publie le calendrier, puis publier. Les résultats : guide « Résultats du baccalauréat », date à confirmer.',
  },
  {
    keyword: { fr: 'BEPC', mg: 'BEPC' },
    title: { fr: 'Inscription au BEPC', mg: 'Fisoratana anarana amin’ny BEPC' },
    given: 'none',
    direction: 'future',
    deadlineFrom: 'guide',
    dateLabel: { fr: 'Session', mg: 'Fanadinana' },
    reminders: [{ offsetDays: -14, text: { fr: 'BEPC : les inscriptions ferment le {date}.', mg: 'BEPC: mikatona ny {daty} ny fisoratana anarana.' } }],
    published: false,
    note: 'Date à confirmer : le portail n’a pas encore de guide du BEPC (inscription, dates, résultats). Écrire le guide, sa date limite et ses sources, le lier ici, puis publier.',
  },
  {
    keyword: { fr: 'IMPOT', mg: 'HETRA' },
    title: { fr: 'Impôt synthétique', mg: 'Hetra tambatra' },
    guide: 'impot-synthetique',
    given: 'none',
    direction: 'future',
    deadlineFrom: 'guide',
    dateLabel: { fr: 'Année', mg: 'Taona' },
    reminders: [
      { offsetDays: -30, text: { fr: 'Impôt synthétique : déclarez et payez avant le {date}. Apportez : {pièces}.', mg: 'Hetra tambatra: ambarao sy aloavy alohan’ny {daty}. Ento: {taratasy}.' } },
      { offsetDays: -5, text: { fr: 'Impôt synthétique : dernier délai le {date}. Où : {lieu}.', mg: 'Hetra tambatra: ny {daty} no fe-potoana farany. Aiza: {toerana}.' } },
    ],
    published: false,
    note: 'La date (31 mars) vient du guide, sourcée par Torolalana. À décider avant publication : IMPOT et HETRA seuls sont aussi des questions que le service SMS oriente vers les guides ; une fois l’événement publié, le mot seul programme les rappels.',
  },
  {
    keyword: { fr: 'PERMIS', mg: 'FAHAZOANDALANA' },
    title: { fr: 'Expiration du permis de conduire', mg: 'Fahataperan’ny fahazoan-dàlana mitondra fiara' },
    guide: 'permis-de-conduire',
    given: 'date',
    direction: 'future',
    deadlineFrom: 'given',
    dateLabel: { fr: 'Date d’expiration du permis', mg: 'Daty hahataperan’ny fahazoan-dàlana' },
    reminders: [{ offsetDays: -60, text: { fr: 'Votre permis expire le {date}. Où le renouveler : {lieu}.', mg: 'Tapitra ny {daty} ny fahazoan-dàlanao. Aiza no hanavaozana azy: {toerana}.' } }],
    published: false,
    note: 'À confirmer : le guide ne dit pas encore comment renouveler un permis expiré (pièces, délai) ni sa durée de validité. Compléter le guide, puis publier.',
  },
]
