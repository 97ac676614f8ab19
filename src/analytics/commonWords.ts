/**
 * The words the editors' statistics may keep besides those of the search index (issue 38,
 * ADR 13). The index knows the published pages; a question that finds nothing often uses a
 * word no page holds (« divorce », « pension »), which is exactly what the no-answer list is
 * for. So the statistics also keep the words of a fixed vocabulary the portal ships — never
 * anything a citizen typed:
 * - search's function words and texting shorthand (« de », « combien », « ahoana », « cb »);
 * - the glossary (src/seed/data/glossary.ts: French terms, Malagasy forms and variants);
 * - the seeded synonym groups and citizens' words (src/seed/data/synonyms.ts, citizenWords.ts);
 * - the SMS and USSD keywords, and the short emergency numbers (« 117 », « 118 »);
 * - `NEEDS_WORDS` below: common words for needs the portal may have no guide for yet.
 * Editors grow what is kept by adding synonym groups or citizens' words in the admin: those are
 * in the index.
 */
import { functionWords } from '@/search/text'
import { Vocabulary } from '@/search/vocabulary'
import { citizenWords } from '@/seed/data/citizenWords'
import { emergencyNumbers } from '@/seed/data/emergency'
import { glossary } from '@/seed/data/glossary'
import { synonyms } from '@/seed/data/synonyms'

import type { WordKnowledge } from './anonymousTerm'

/**
 * Needs citizens ask about, guide or not (family, work, money, land, justice, health, school,
 * disasters…), in plain words. Extend it freely: a word here is shown to editors when asked.
 */
export const NEEDS_WORDS = {
  fr: `
    divorce divorcer séparation pension retraite retraité retraitée allocation allocations familiales bourse
    chômage emploi travail salaire licenciement contrat embauche stage concours examen diplôme équivalence
    légalisation traduction apostille visa nationalité naturalisation adoption adopter tutelle héritage
    succession testament donation notaire avocat huissier tribunal jugement plainte police gendarmerie prison
    amende contravention corruption violence harcèlement vol agression escroquerie arnaque terrain bornage
    cadastre location loyer bail logement maison construction eau électricité facture santé hôpital médecin
    maladie médicament handicap invalidité accident assurance banque compte crédit prêt microfinance épargne
    argent transfert impôt taxe patente commerce marché vente export import douane véhicule voiture moto taxi
    bus transport avion bateau école université inscription cantine enfant orphelin femme enceinte grossesse
    vaccination cyclone inondation sécheresse catastrophe secours riz zébu bœuf agriculture élevage pêche
    forêt mine vanille association syndicat mairie commune fokontany région district préfecture ministère
    élection vote électeur candidat attestation certificat duplicata perte perdu perdue volé volée
    renouvellement renouveler délai prix coût gratuit formulaire rendez-vous horaire adresse téléphone
  `,
  mg: `
    fisaraham-panambadiana misaraka fisarahana fisotroan-dronono fisotroana dronono karama asa mpiasa lova
    fananganan-jaza zaza kamboty fitsarana mpisolovava notera polisy zandary fonja sazy kolikoly herisetra
    halatra mpangalatra dahalo omby tany trano hofan-trano rano jiro herinaratra fahasalamana hopitaly
    dokotera marary aretina fanafody kilema loza fiantohana banky trosa vola varotra tsena fiara moto
    fiaramanidina sambo sekoly oniversite fianarana mpianatra fanadinana diplaoma vatsim-pianarana ankizy
    vehivavy bevohoka vaksiny rivodoza tondra-drano hain-tany fanampiana vary fambolena fiompiana jono ala
    lavanila fikambanana kaominina fokontany faritra distrika prefektiora ministera fifidianana mpifidy
    fanamarinana very fanavaozana sarany maimaim-poana taratasy fotoana adiresy telefaona
  `,
}

/**
 * The SMS and USSD keywords (src/channels/sms/conversation.ts KEYWORDS, « menu » of
 * src/channels/ussd/gateway.ts): their statistics are counted by keyword.
 */
export const CHANNEL_KEYWORDS =
  'alerte alertes fampitandremana liste lisitra aide help fanampiana urgence urgences vonjy suivi arahina stop arret ajanony fr francais mg malagasy menu'

/** Every text of the shipped vocabulary, both languages together (a citizen mixes them). */
export function commonTexts(): string[] {
  return [
    ...functionWords('fr'),
    ...functionWords('mg'),
    ...glossary.flatMap((term) => [term.fr, term.mg, ...term.variants]),
    ...synonyms.flatMap((group) => group.terms),
    ...Object.values(citizenWords).flatMap((words) => [...words.fr, ...words.mg]),
    NEEDS_WORDS.fr,
    NEEDS_WORDS.mg,
    CHANNEL_KEYWORDS,
    ...emergencyNumbers.map((entry) => entry.number).filter((number) => /^\d{1,3}$/.test(number)),
  ]
}

let common: Vocabulary[] | null = null

/** The shipped vocabulary, analysed as French and as Malagasy (built once per process). */
export function commonVocabularies(): Vocabulary[] {
  common ??= (['fr', 'mg'] as const).map((lang) => {
    const words = new Vocabulary(lang)
    for (const text of commonTexts()) words.add(text)
    return words
  })
  return common
}

/**
 * What the statistics may keep: a word the given vocabularies know (the search index of each
 * language, when built) or the shipped one does; names only as the indexed pages write them.
 */
export function statisticsVocabulary(indexed: Vocabulary[]): WordKnowledge {
  const known = [...indexed, ...commonVocabularies()]
  return {
    knows: (word) => known.some((vocabulary) => vocabulary.knows(word)),
    writes: (word) => indexed.some((vocabulary) => vocabulary.writes(word)),
  }
}
