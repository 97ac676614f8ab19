import type { EmergencyNumberSeed } from '../types'

/**
 * National emergency and help-line numbers.
 * A number is 'verified' only when a public source found confirms it.
 * Not included for lack of a confirmed source: a national SAMU / ambulance
 * short number (a SAMU opened in Mahajanga in 2025, its number was not found).
 */
export const emergencyNumbers: EmergencyNumberSeed[] = [
  {
    key: 'police-secours',
    label: {
      fr: 'Police nationale – appel d’urgence (gratuit depuis Orange, 24 h/24)',
      mg: 'Polisy nasionaly – antso vonjy taitra (maimaim-poana avy amin’ny Orange, 24 ora/24)',
    },
    number: '117',
    review: {
      status: 'verified',
      notes:
        'Numéro confirmé (protocole de juillet 2017 entre le ministère de la Sécurité publique et Orange, La Vérité 2017). Gratuité confirmée depuis Orange seulement : depuis Airtel et Yas, non confirmée ; Airtel avait ouvert avec la Police nationale son propre numéro, le 017 (Agence Ecofin, non daté). Voir docs/research/issue40/numeros-d-urgence.md.',
    },
  },
  {
    key: 'sapeurs-pompiers',
    label: {
      fr: 'Sapeurs-pompiers – incendie, accident, inondation, secours',
      mg: 'Mpamonjy voina – afo, loza, tondra-drano, famonjena',
    },
    number: '118',
    review: {
      status: 'toVerify',
      notes:
        'Le 118 (et le 18) est confirmé pour les sapeurs-pompiers de la Commune urbaine d’Antananarivo ; vérifier qu’il aboutit aussi aux pompiers des autres villes.',
    },
  },
  {
    key: 'gendarmerie-nationale',
    label: {
      fr: 'Gendarmerie nationale – Commandement (standard, Antananarivo)',
      mg: 'Zandarimariam-pirenena – Fitaleavana (laharana fandraisana antso, Antananarivo)',
    },
    number: '+261 34 14 019 02',
    review: {
      status: 'toVerify',
      notes:
        'Numéro du Commandement de la Gendarmerie publié dans l’annuaire forcepublique.org : ce n’est pas un numéro d’urgence court. Trouver et confirmer le numéro d’urgence officiel de la Gendarmerie (zones rurales).',
    },
  },
  {
    key: 'ligne-verte-147-enfants',
    label: {
      fr: 'Ligne verte 147 – enfants en danger, maltraitance (gratuit, anonyme, 24 h/24)',
      mg: 'Laharana maitso 147 – ankizy atahorana, fampijaliana ankizy (maimaim-poana, tsy ambara anarana, 24 ora/24)',
    },
    number: '147',
    review: { status: 'verified', notes: '' },
  },
  {
    key: 'ligne-813-violences-genre',
    label: {
      fr: 'Ligne d’urgence 813 – violences basées sur le genre (violences conjugales, sexuelles…)',
      mg: 'Laharana vonjy taitra 813 – herisetra mifototra amin’ny maha-lahy sy maha-vavy (herisetra ao an-tokantrano, ara-nofo…)',
    },
    number: '813',
    review: { status: 'verified', notes: '' },
  },
  {
    key: 'allo-fanantenana-511',
    label: {
      fr: 'Allô Fanantenana 511 – écoute et conseil pour les jeunes (gratuit)',
      mg: 'Allô Fanantenana 511 – fihainoana sy torohevitra ho an’ny tanora (maimaim-poana)',
    },
    number: '511',
    review: {
      status: 'toVerify',
      notes: 'Ligne confirmée par une source de 2013 (Serasera Fanantenana / UNICEF) : vérifier qu’elle est toujours active.',
    },
  },
]
