import type { PlaceSeed } from '../../types'

/** Offices (kind « office ») of the guides added by issue 41, batch 7: telephone and opening hours from their sources. */
export const offices: PlaceSeed[] = [
  {
    key: 'mam-certification-67ha',
    kind: 'office',
    name: {
      fr: 'Ministère de l’Artisanat et des Métiers — service de Certification (porte 101)',
      mg: 'Ministeran’ny Asa-tanana sy ny Asa-matihanina — sampan-draharaha misahana ny fanamarinana (varavarana 101)',
    },
    region: 'analamanga',
    district: 'Antananarivo Renivohitra',
    city: 'Antananarivo',
    address: {
      fr: '67 Ha Sud, porte 101, Antananarivo',
      mg: '67 Ha Atsimo, varavarana 101, Antananarivo',
    },
    phones: [],
    review: {
      status: 'toVerify',
      notes: 'Adresse (67 ha Sud, porte 101) et rôle (dépôt des dossiers d’exportation de produits artisanaux, service de Certification) d’après Torolalana, https://torolalana.gov.mg/mg/services/exporter-des-produits-artisanaux, lu dans la copie publique du 26 février 2026 (dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana). Aucun téléphone ni horaire publié : phones laissé vide.',
    },
  },
  {
    key: 'cenam-formation-porte-108',
    kind: 'office',
    name: {
      fr: 'CENAM — Centre national de l’artisanat malagasy, formation professionnelle en artisanat (porte 108)',
      mg: 'CENAM — Foibem-pirenena momba ny asa-tanana malagasy, fiofanana amin’ny asa-tanana (varavarana 108)',
    },
    region: 'analamanga',
    district: 'Antananarivo Renivohitra',
    city: 'Antananarivo',
    address: {
      fr: 'Siège du CENAM, 67 Ha Sud, porte 108 (inscriptions aux formations), Antananarivo',
      mg: 'Foiben’ny CENAM, 67 Ha Atsimo, varavarana 108 (fisoratana anarana amin’ny fiofanana), Antananarivo',
    },
    phones: [],
    review: {
      status: 'toVerify',
      notes: 'Porte 108 du CENAM pour l’inscription et le dépôt des dossiers de formation d’après Torolalana, https://torolalana.gov.mg/mg/services/se-former-aux-metiers-de-l-artisanat, lu dans la copie publique du 26 février 2026 (dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana). Siège du CENAM à 67 ha Sud d’après Matin (article sur l’atelier financé par la TIKA, non daté). Aucun téléphone ni horaire publié : phones laissé vide.',
    },
  },
  {
    key: 'ccia-certificat-origine',
    kind: 'office',
    name: {
      fr: 'Chambre de commerce et d’industrie d’Antananarivo (CCIA) — service des certificats d’origine',
      mg: 'Chambre de commerce et d’industrie d’Antananarivo (CCIA) — sampan-draharaha misahana ny taratasy fanamarinana ny niaviana',
    },
    region: 'analamanga',
    district: 'Antananarivo Renivohitra',
    city: 'Antananarivo',
    address: {
      fr: '20, rue Henry Razanatseheno, Antananarivo (BP 166). Demande aussi possible en ligne par le module MIDAC de GasyNet.',
      mg: '20, lalana Henry Razanatseheno, Antananarivo (BP 166). Azo atao an-tserasera koa ny fangatahana amin’ny alalan’ny MIDAC an’ny GasyNet.',
    },
    phones: ['+261 20 22 202 11'],
    review: {
      status: 'toVerify',
      notes: 'Adresse (20, rue Henry Razanatseheno, BP 166) et téléphone fixe (+261 20 22 202 11 / 12) du service des certificats d’origine d’après la fiche de procédure « Certificate of origin » de huilesessentiellesmg.net (portail privé de procédures, non daté) ; le portable et le courriel personnels d’un agent cités par la fiche ne sont pas repris. Délivrance en ligne par le module MIDAC d’après Midi Madagasikara et L’Express (août 2016). Horaires non publiés. Téléphone à reconfirmer auprès de la CCIA (cci.mg).',
    },
  },
]
