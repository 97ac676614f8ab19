import type { EvalQuery } from '../types'

/** Queries for the guides added by issue 41, batch 1 (see ../README.md). */
export const fr: EvalQuery[] = [
  // declaration-de-naissance
  { q: 'ma femme a accouché hier, où déclarer le bébé', expect: ['declaration-de-naissance', 'acte-de-naissance'], kind: 'life-event' },
  { q: 'combien de jours pour déclarer une naissance', expect: ['declaration-de-naissance', 'acte-de-naissance'], kind: 'question' },
  { q: 'bebe ne a la maison declarer mairie', expect: ['declaration-de-naissance', 'acte-de-naissance'], kind: 'sms-spelling' },
  { q: 'accouché à la maternité papiers commune', expect: ['declaration-de-naissance', 'acte-de-naissance'], kind: 'life-event' },
  // reconnaissance-d-enfant
  { q: 'je ne suis pas marié avec la mère, comment reconnaître mon fils', expect: ['reconnaissance-d-enfant'], kind: 'question' },
  { q: 'donner mon nom à mon enfant né hors mariage', expect: ['reconnaissance-d-enfant'], kind: 'life-event' },
  { q: 'reconaissance enfant naturel mairie', expect: ['reconnaissance-d-enfant'], kind: 'typo' },
  { q: 'papa pas marié reconnaitre bb', expect: ['reconnaissance-d-enfant'], kind: 'sms-spelling' },
  // adoption
  { q: 'nous voulons adopter un enfant orphelin', expect: ['adoption'], kind: 'life-event' },
  { q: 'comment adopter le fils de ma soeur', expect: ['adoption'], kind: 'question' },
  { q: 'adoption pleniere conditions age', expect: ['adoption'], kind: 'sms-spelling' },
  { q: 'ACAM dossier', expect: ['adoption'], kind: 'abbreviation' },
  // divorce
  { q: 'je veux divorcer de mon mari violent', expect: ['divorce'], kind: 'life-event' },
  { q: 'divorce a l amiable possible madagascar', expect: ['divorce'], kind: 'sms-spelling' },
  { q: 'ma femme a quitté le foyer depuis 3 mois que faire', expect: ['divorce'], kind: 'question' },
  { q: 'divorse tribunal', expect: ['divorce'], kind: 'typo' },
  // changement-de-nom
  { q: 'je veux changer de prénom, quelle procédure', expect: ['changement-de-nom'], kind: 'question' },
  { q: 'changer le nom de famille de mon fils', expect: ['changement-de-nom'], kind: 'life-event' },
  { q: 'chgt de nom tribunal', expect: ['changement-de-nom'], kind: 'abbreviation' },
  // rectification-d-acte-d-etat-civil
  { q: 'mon nom est mal écrit sur mon acte de naissance', expect: ['rectification-d-acte-d-etat-civil'], kind: 'life-event' },
  { q: 'erreur date de naissance sur la copie comment corriger', expect: ['rectification-d-acte-d-etat-civil'], kind: 'question' },
  { q: 'rectifier acte etat civil tribunal', expect: ['rectification-d-acte-d-etat-civil'], kind: 'verb-form' },
  { q: 'rectificatoin acte de mariage', expect: ['rectification-d-acte-d-etat-civil'], kind: 'typo' },
  // acte-de-notoriete
  { q: 'mon père est décédé, comment prouver que je suis héritier', expect: ['acte-de-notoriete', 'succession'], kind: 'life-event' },
  { q: 'où faire un acte de notoriété après décès', expect: ['acte-de-notoriete'], kind: 'question' },
  { q: 'acte de notoriete notaire ou mairie', expect: ['acte-de-notoriete'], kind: 'sms-spelling' },
  // se-marier
  { q: 'quels papiers pour se marier à la mairie', expect: ['se-marier', 'acte-de-mariage', 'journey:se-marier'], kind: 'question' },
  { q: 'on se marie en juin combien de jours avant déposer le dossier', expect: ['se-marier', 'acte-de-mariage', 'journey:se-marier'], kind: 'life-event' },
  { q: 'prix mariage civil samedi', expect: ['se-marier', 'acte-de-mariage'], kind: 'question' },
  { q: 'temoins mariage cin', expect: ['se-marier', 'acte-de-mariage'], kind: 'sms-spelling' },
  // livret-de-famille
  { q: 'j ai perdu mon livret de famille que faire', expect: ['livret-de-famille'], kind: 'life-event' },
  { q: 'comment avoir un nouveau livret de famille', expect: ['livret-de-famille'], kind: 'question' },
  { q: 'livret famile mariage a l etranger ambassade', expect: ['livret-de-famille'], kind: 'typo' },
  // certificat-de-celibat
  { q: 'où demander un certificat de célibat pour me marier en France', expect: ['certificat-de-celibat'], kind: 'question' },
  { q: 'prouver que je suis celibataire fokontany', expect: ['certificat-de-celibat'], kind: 'sms-spelling' },
  { q: 'certificat de non remariage veuve', expect: ['certificat-de-celibat'], kind: 'noun-form' },
]
export const mg: EvalQuery[] = [
  // declaration-de-naissance
  { q: 'vao niteraka ny vadiko, aiza no hanambarana ny zaza', expect: ['declaration-de-naissance', 'acte-de-naissance', 'journey:naissance-d-un-enfant'], kind: 'life-event', note: 'the journey « Naissance d’un enfant » has the declaration step' },
  { q: 'firy andro no hanambarana zaza vao teraka', expect: ['declaration-de-naissance', 'acte-de-naissance'], kind: 'question' },
  { q: 'teraka tany an-trano ny zanako ahoana no fanambarana azy', expect: ['declaration-de-naissance', 'acte-de-naissance'], kind: 'life-event' },
  { q: 'manambara zazakely amin ny kaominina', expect: ['declaration-de-naissance', 'acte-de-naissance'], kind: 'affix' },
  // reconnaissance-d-enfant
  { q: 'tsy manambady ara-dalàna izahay, ahoana no hanekeko ny zanako', expect: ['reconnaissance-d-enfant'], kind: 'affix' },
  { q: 'te hanome ny anarako ny zanako teraka ivelan ny fanambadiana', expect: ['reconnaissance-d-enfant'], kind: 'life-event' },
  { q: 'fanekena zanaka any amin ny kaominina taratasy ilaina', expect: ['reconnaissance-d-enfant'], kind: 'question' },
  { q: 'manaiky zanaka ray tsy manambady', expect: ['reconnaissance-d-enfant'], kind: 'verb-form' },
  // adoption
  { q: 'te hanangana zaza kamboty izahay mivady', expect: ['adoption'], kind: 'life-event' },
  { q: 'ahoana no hananganana ny zanaky ny anabaviko', expect: ['adoption'], kind: 'affix' },
  { q: 'fananganan-jaza feno fitsarana', expect: ['adoption'], kind: 'noun-form' },
  // divorce
  { q: 'te hisaraka amin ny vadiko aho', expect: ['divorce', 'journey:divorcer'], kind: 'life-event', note: 'the new journey « Divorcer » answers it' },
  { q: 'ahoana no fangatahana fisaraham-panambadiana any amin ny fitsarana', expect: ['divorce'], kind: 'question' },
  { q: 'nijangajanga ny vadiko te hisara-bady', expect: ['divorce'], kind: 'affix' },
  // changement-de-nom
  { q: 'te hanova ny anarako aho', expect: ['changement-de-nom'], kind: 'affix' },
  { q: 'ahoana no hanovana ny fanampin anaran ny zanako', expect: ['changement-de-nom'], kind: 'question' },
  { q: 'fanovana anarana fitsarana', expect: ['changement-de-nom'], kind: 'noun-form' },
  // rectification-d-acte-d-etat-civil
  { q: 'diso ny anarako ao amin ny kopia nahaterahana', expect: ['rectification-d-acte-d-etat-civil'], kind: 'life-event' },
  { q: 'ahoana no hanitsiana diso daty nahaterahana', expect: ['rectification-d-acte-d-etat-civil'], kind: 'affix' },
  { q: 'fanitsiana sora-piankohonana fitsarana', expect: ['rectification-d-acte-d-etat-civil'], kind: 'noun-form' },
  // acte-de-notoriete
  { q: 'maty ny raiko, ahoana no hanaporofoako fa mpandova aho', expect: ['acte-de-notoriete', 'succession'], kind: 'life-event' },
  { q: 'aiza no maka taratasy fanamarinana maha mpandova', expect: ['acte-de-notoriete'], kind: 'question' },
  { q: 'acte de notoriete any amin ny notera', expect: ['acte-de-notoriete'], kind: 'spelling-variant' },
  // se-marier
  { q: 'hanao soratra izahay amin ny volana jona, inona ny taratasy ilaina', expect: ['se-marier', 'acte-de-mariage', 'journey:se-marier'], kind: 'life-event' },
  { q: 'ohatrinona ny saran ny fanambadiana ara-panjakana amin ny asabotsy', expect: ['se-marier', 'acte-de-mariage'], kind: 'question' },
  { q: 'hivady any amin ny firaisana', expect: ['se-marier', 'acte-de-mariage', 'journey:se-marier'], kind: 'regional' },
  // livret-de-famille
  { q: 'very ny bokim-pianakavianay inona no atao', expect: ['livret-de-famille'], kind: 'life-event' },
  { q: 'aiza no maka bokim-pianakaviana vaovao', expect: ['livret-de-famille'], kind: 'question' },
  { q: 'boky fianakaviana simba', expect: ['livret-de-famille'], kind: 'spelling-variant' },
  // certificat-de-celibat
  { q: 'aiza no maka fanamarinana maha mpitovo', expect: ['certificat-de-celibat'], kind: 'question' },
  { q: 'hanambady vahiny any Frantsa aho, taratasy mpitovo', expect: ['certificat-de-celibat'], kind: 'life-event' },
  { q: 'fanamarinana fa tsy manambady', expect: ['certificat-de-celibat'], kind: 'noun-form' },
]
