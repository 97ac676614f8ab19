/** Citizens' words of the journeys added by issue 41 (keys 'journey:<key>', see ../citizenWords.ts). */
export const words: Record<string, { fr: string[]; mg: string[] }> = {
  'journey:deces-d-un-proche': {
    fr: ['décès', 'mort de mon père', 'mort de ma mère', 'proche décédé', 'deuil', 'que faire après un décès', 'démarches après un décès', 'veuve', 'veuf', 'orphelin', 'héritage', 'funérailles'],
    mg: ['maty', 'nodimandry', 'fahafatesana', 'havana maty', 'fisaonana', 'inona no atao rehefa misy maty', 'mpitondratena', 'kamboty', 'lova', 'fandevenana'],
  },
  'journey:divorcer': {
    fr: ['divorce', 'divorcer', 'séparation', 'se séparer', 'quitter mon mari', 'quitter ma femme', 'rupture du mariage', 'garde des enfants'],
    mg: ['fisaraham-panambadiana', 'hisaraka', 'misaraka amin’ny vady', 'handao ny vady', 'disaraka', 'fitaizana ny ankizy'],
  },
  'journey:adopter-un-enfant': {
    fr: ['adoption', 'adopter', 'enfant adopté', 'adopter un orphelin', 'adoption plénière', 'adoption simple'],
    mg: ['fananganan-jaza', 'manangan-jaza', 'zaza natsangana', 'hanangan-jaza', 'kamboty'],
  },
  'journey:partir-a-la-retraite': {
    fr: ['retraite', 'partir à la retraite', 'retraité', 'pension de retraite', 'fin de carrière', 'âge de la retraite'],
    mg: ['fisotroan-dronono', 'hisotro ronono', 'misotro ronono', 'fiafaran’ny asa', 'taona hisotroana ronono'],
  },
  'journey:s-installer-a-madagascar': {
    fr: ['étranger', 'expatrié', 'vivre à Madagascar', 'travailler à Madagascar', 'séjour', 'titre de séjour', 'immigration', 'résider'],
    mg: ['vahiny', 'hipetraka eto Madagasikara', 'hiasa eto Madagasikara', 'fipetrahana', 'fifindra-monina'],
  },
  'journey:exporter': {
    fr: ['exportation', 'exporter', 'vendre à l’étranger', 'exportateur', 'envoyer des marchandises à l’étranger', 'export'],
    mg: ['fanondranana', 'manondrana', 'mivarotra any ivelany', 'mpanondrana', 'handefa entana any ivelany'],
  },
}
