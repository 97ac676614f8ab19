import type { PlaceSeed } from '../../types'

/** Offices (kind « office ») where the business guides' steps are done: telephone and opening hours from their sources. */
export const offices: PlaceSeed[] = [
  {
    key: 'edbm-guichet-unique-antananarivo',
    kind: 'office',
    name: {
      fr: 'EDBM — guichet unique de création d’entreprises (Antananarivo)',
      mg: 'EDBM — birao tokana fananganana orinasa (Antananarivo)',
    },
    region: 'analamanga',
    district: 'Antananarivo Renivohitra',
    city: 'Antananarivo',
    address: {
      fr: 'Immeuble EDBM, avenue Général Ramanantsoa, Antaninarenina, Antananarivo. Dépôt du dossier sur rendez-vous seulement, une fois le dossier validé en ligne (orinasa.edbm.mg).',
      mg: 'Trano EDBM, lalana Général Ramanantsoa, Antaninarenina, Antananarivo. Amin’ny famandrihana fotoana ihany no ametrahana ny antontan-taratasy, rehefa voamarina an-tserasera (orinasa.edbm.mg).',
    },
    phones: [],
    review: {
      status: 'toVerify',
      notes: 'Dépôt sur rendez-vous après validation en ligne pour la région Analamanga d’après Torolalana (fiche « Créer sa société », copie publique de février 2026). Adresse reprise de la fiche « Créer sa société » du portail, non confirmée par une source officielle. Téléphone et horaires non publiés par Torolalana : à compléter depuis edbm.mg.',
    },
  },
  {
    key: 'cnaps-siege-ampefiloha',
    kind: 'office',
    name: {
      fr: 'CNaPS — siège (Caisse nationale de prévoyance sociale)',
      mg: 'CNaPS — foibe (Tahirim-pirenena momba ny fiahiana ara-tsosialy)',
    },
    region: 'analamanga',
    district: 'Antananarivo Renivohitra',
    city: 'Antananarivo',
    address: {
      fr: 'Ampefiloha, Antananarivo. Les dossiers peuvent aussi être déposés dans les délégations régionales, antennes et agences de la CNaPS ; courriel : clientele.cnaps@cnaps.mg.',
      mg: 'Ampefiloha, Antananarivo. Azo apetraka any amin’ny solontena isam-paritra, sampana ary biraon’ny CNaPS ihany koa ny antontan-taratasy ; mailaka : clientele.cnaps@cnaps.mg.',
    },
    phones: [],
    review: {
      status: 'toVerify',
      notes: 'Quartier du siège (Ampefiloha), dépôt possible dans tous les bureaux et adresse électronique d’après Torolalana (fiche « Caisse nationale de prévoyance sociale (CNaPS) », copie publique de février 2026). Adresse précise, téléphone et horaires non publiés par Torolalana : à compléter depuis cnaps.mg.',
    },
  },
  {
    key: 'rcs-cm-antananarivo-anosy',
    kind: 'office',
    name: {
      fr: 'Registre du commerce et des sociétés et du crédit mobilier (RCS-CM) d’Antananarivo — greffe',
      mg: 'Rejisitry ny varotra sy ny orinasa ary ny fampindramam-bola amin’ny fananana azo afindra (RCS-CM) Antananarivo — birao mpitan-tsoratra',
    },
    region: 'analamanga',
    district: 'Antananarivo Renivohitra',
    city: 'Antananarivo',
    address: {
      fr: 'Palais de justice d’Anosy, 2e étage, porte 201, Antananarivo',
      mg: 'Lapan’ny Fitsarana Anosy, rihana faha-2, varavarana 201, Antananarivo',
    },
    phones: [],
    openingHours: {
      fr: 'Du lundi au vendredi, 8 h – 12 h, sauf le mercredi (à reconfirmer sur place)',
      mg: 'Alatsinainy ka hatramin’ny zoma, 8 ora – 12 ora, afa-tsy ny alarobia (mbola hamarinina eny an-toerana)',
    },
    review: {
      status: 'toVerify',
      notes: 'Bureau et horaires repris d’une page non datée du site justice.mg dont la copie consultée contenait de la publicité injectée (page possiblement compromise) : à reconfirmer au greffe. Téléphone non trouvé.',
    },
  },
]
