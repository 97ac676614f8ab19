import type { PlaceSeed } from '../../types'

/** Offices (kind « office ») of the guides added by issue 41, batch 3: telephone and opening hours from their sources. */
export const offices: PlaceSeed[] = [
  {
    key: 'mid-direction-immigration-emigration',
    kind: 'office',
    name: {
      fr: 'Ministère de l’Intérieur et de la Décentralisation — Direction de l’immigration et de l’émigration (DIE)',
      mg: 'Ministeran’ny Atitany sy ny Fitsinjaram-pahefana — Direction de l’immigration et de l’émigration (DIE)',
    },
    region: 'analamanga',
    district: 'Antananarivo Renivohitra',
    city: 'Antananarivo',
    address: {
      fr: 'Accueil du ministère de l’Intérieur et de la Décentralisation, Antananarivo (adresse exacte non publiée par Torolalana)',
      mg: 'Fandraisana ao amin’ny ministeran’ny Atitany sy ny Fitsinjaram-pahefana, Antananarivo (tsy navoakan’ny Torolalana ny adiresy marina)',
    },
    phones: [],
    review: {
      status: 'toVerify',
      notes: 'Centre de traitement « DIRECTION DE L’IMMIGRATION ET EMIGRATION (DIE), MINISTERE DE L’INTERIEUR DE MADAGASCAR: MININT », dépôt « à l’accueil du Ministère de l’Intérieur et de la Décentralisation » et retrait « au chalet près de l’accueil » d’après Torolalana, fiche « Transfert de visa », https://torolalana.gov.mg/mg/services/transfert-de-visa, lue dans la copie publique de février 2026 (dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, relevé du 26 février 2026). Rue, téléphone et horaires non publiés : ne pas en ajouter sans source.',
    },
  },
  {
    key: 'mid-dacci-bureau-204',
    kind: 'office',
    name: {
      fr: 'Ministère de l’Intérieur — Direction d’appui et de coordination des centres immatriculateurs, bureau 204',
      mg: 'Ministeran’ny Atitany — Direction d’appui et de coordination des centres immatriculateurs, birao 204',
    },
    region: 'analamanga',
    district: 'Antananarivo Renivohitra',
    city: 'Antananarivo',
    address: {
      fr: 'Bureau 204 (dépôt et retrait) ; traitement au bureau 4, Anosy, Antananarivo (bâtiment non précisé)',
      mg: 'Birao 204 (fametrahana sy fakana) ; karakaraina ao amin’ny birao faha-4, Anosy, Antananarivo (tsy voalaza ny trano)',
    },
    phones: [],
    review: {
      status: 'toVerify',
      notes: 'Dépôt et remise au « birao faha 204 », traitement au « birao faha 4 Anosy », signature par la « Direction d’Appui et de Coordination des Centres Immatriculateurs » (description : « Service central d’Appui et de coordination du centre d’immatriculation ») d’après Torolalana, fiche « Certificat d’authenticité de permis de conduire », https://torolalana.gov.mg/mg/services/certificat-d-authenticite-de-permis-de-conduire, version malgache, lue dans la copie publique de février 2026 (dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, relevé du 26 février 2026). Bâtiment, téléphone et horaires non publiés : ne pas en ajouter sans source.',
    },
  },
]
