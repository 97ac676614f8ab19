import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'immatriculation-au-registre-du-commerce',
  category: 'entreprises',
  ministry: 'justice',
  slug: {
    fr: 'immatriculation-au-registre-du-commerce',
    mg: 'fisoratana-amin-ny-rejisitry-ny-varotra',
  },
  title: {
    fr: 'Immatriculation au registre du commerce (RCS)',
    mg: 'Fisoratana amin’ny rejisitry ny varotra sy ny orinasa (RCS)',
  },
  summary: {
    fr: 'L’inscription au registre du commerce et des sociétés (RCS) donne à votre entreprise une existence officielle. Ce guide explique où et comment vous inscrire.',
    mg: 'Ny fisoratana amin’ny rejisitry ny varotra sy ny orinasa (RCS) no manome fisiana ofisialy ho an’ny orinasanao. Ity torolalana ity dia manazava ny toerana sy ny fomba hisoratanao.',
  },
  audience: {
    fr: 'Commerçants et entrepreneurs individuels, sociétés commerciales (SARL, SARLU, SA…), sociétés civiles, GIE et autres personnes morales soumises à immatriculation.',
    mg: 'Ireo mpivarotra sy mpandraharaha tsy miankina, ireo orinasa ara-barotra (SARL, SARLU, SA…), ireo « sociétés civiles », GIE ary ireo fikambanana hafa voatery hisoratra.',
  },
  documents: {
    fr: [
      'Formulaire de déclaration (imprimé A pour une personne physique), disponible sur place ; cette liste est celle du greffe d’Antananarivo : ailleurs, demandez-la au greffe',
      'Photocopie de la CIN (carte de résident pour les étrangers, avec une attestation de filiation)',
      'Certificat de non-condamnation',
      'Photocopie de la carte d’identification fiscale (NIF) et de la carte statistique',
      'Certificat de résidence de moins de 3 mois',
      'Certificat d’existence délivré par le fokontany ou l’INSTAT, de moins d’un mois',
      'Acte de mariage de moins de 3 mois, si vous êtes marié',
      'Pour les transporteurs : photocopie de la carte grise',
    ],
    mg: [
      'Taratasy fanambarana (imprimé A ho an’ny olon-tokana), azo alaina eny an-toerana; ity lisitra ity dia an’ny birao mpitan-tsoratra eto Antananarivo: any an-kafa, anontanio any amin’ny birao mpitan-tsoratra',
      'Kopian’ny CIN (karatra mponina ho an’ny vahiny, miaraka amin’ny taratasy fanamarinana ny ray aman-dreny)',
      'Taratasy fanamarinana fa tsy voaheloka',
      'Kopian’ny karatra famantarana ara-ketra (NIF) sy ny karatra statistika',
      'Fanamarinam-ponenana tsy mihoatra ny 3 volana',
      'Taratasy fanamarinana fisiana avy amin’ny fokontany na ny INSTAT, tsy mihoatra ny iray volana',
      'Kopia nadika amin’ny bokim-panambadiana tsy mihoatra ny 3 volana, raha manambady ianao',
      'Ho an’ny mpitatitra : kopian’ny karatra volondavenona',
    ],
  },
  cost: {
    free: false,
    amountAriary: 8000,
    details: {
      fr: 'Au greffe du tribunal d’Antananarivo : immatriculation {montant}, plus 2 000 Ar pour l’extrait RCS, payés sur place (porte 201). Pour une société, les frais de RCS sont payés à l’EDBM avec les autres frais de création (16 000 Ar selon la fiche de procédure de l’EDBM).',
      mg: 'Ao amin’ny biraon’ny mpitan-tsoratry ny fitsarana eto Antananarivo : fisoratana {sarany}, miampy 2 000 Ar ho an’ny kopia RCS (extrait), aloa eny an-toerana (varavarana 201). Ho an’ny orinasa iombonana, any amin’ny EDBM no andoavana ny sarany RCS miaraka amin’ny sarany fananganana hafa (16 000 Ar araka ny taratasy mamaritra ny dingana ao amin’ny EDBM).',
    },
  },
  youReceive: {
    fr: 'Un extrait du registre du commerce et des sociétés (extrait RCS) : un acte officiel qui résume les informations juridiques de votre entreprise.',
    mg: 'Kopia amin’ny rejisitry ny varotra sy ny orinasa (extrait RCS): taratasy ofisialy mamintina ny mombamomba ara-dalàna ny orinasanao.',
  },
  processingTime: {
    fr: 'Pour une entreprise individuelle, aucune source ne donne le délai : demandez-le au greffe. Pour une société passant par l’EDBM, l’extrait RCS est délivré avec le NIF et la carte statistique : en moyenne 1,8 jour au 3e trimestre 2024, soit moins de 48 heures, et normalement 3 jours au plus, à Antananarivo et Tolagnaro.',
    mg: 'Ho an’ny orinasa tsy miankina amin’olon-tokana, tsy misy loharano milaza ny faharetany: anontanio any amin’ny birao mpitan-tsoratra. Ho an’ny orinasa iombonana mandalo amin’ny EDBM, omena miaraka amin’ny NIF sy ny karatra statistika ny kopia RCS: 1,8 andro eo ho eo tamin’ny telovolana faha-3 tamin’ny 2024, izany hoe latsaky ny 48 ora, ary 3 andro farafahabetsany matetika, eto Antananarivo sy any Tolagnaro.',
  },
  whereToApply: {
    fr: 'Entreprise individuelle : greffe du tribunal de commerce ou du tribunal de première instance de votre ressort (à Antananarivo : RCS-CM, porte 201, 2e étage, Palais de justice d’Anosy, du lundi au vendredi de 8 h à 12 h, sauf le mercredi). Société : guichet unique de l’EDBM à Antaninarenina, où le RCS est représenté.',
    mg: 'Orinasa tsy miankina amin’olon-tokana : biraon’ny mpitan-tsoratry ny fitsarana ara-barotra na ny fitsarana ambaratonga voalohany misy anao (eto Antananarivo : RCS-CM, varavarana 201, rihana faha-2, Lapan’ny Fitsarana Anosy, alatsinainy ka hatramin’ny zoma, 8 ora ka hatramin’ny 12 ora, afa-tsy ny alarobia). Orinasa iombonana : birao tokana an’ny EDBM ao Antaninarenina, izay misy solontenan’ny RCS.',
  },
  places: ['rcs-cm-antananarivo-anosy', 'edbm-guichet-unique-antananarivo'],
  steps: {
    fr: [
      {
        title: 'Obtenir d’abord le NIF et la carte statistique',
        detail: 'Le greffe demande la copie de votre carte fiscale et de votre carte statistique. Commencez donc par le centre fiscal et l’INSTAT.',
      },
      {
        title: 'Réunir les pièces',
        detail: 'Préparez la CIN, les certificats du fokontany, le certificat de non-condamnation et, si besoin, l’acte de mariage.',
      },
      {
        title: 'Déposer le dossier au greffe',
        detail: 'Remplissez le formulaire sur place et déposez le dossier aux heures d’ouverture. Payez les droits et gardez le reçu.',
        feeAriary: 8000,
        place: 'rcs-cm-antananarivo-anosy',
      },
      {
        title: 'Retirer l’extrait RCS',
        detail: 'Retirez votre extrait du registre du commerce et des sociétés au greffe : à Antananarivo, il coûte 2 000 Ar, payés à la porte 201.',
        feeAriary: 2000,
        place: 'rcs-cm-antananarivo-anosy',
      },
      {
        title: 'Déclarer les changements',
        detail: 'Tout changement (adresse, activité, gérant, cessation) doit être déclaré au RCS par une inscription modificative.',
      },
    ],
    mg: [
      {
        title: 'Makà aloha ny NIF sy ny karatra statistika',
        detail: 'Angatahin’ny birao mpitan-tsoratra ny kopian’ny karatra ara-ketra sy ny karatra statistikanao. Koa atombohy any amin’ny ivon-ketra sy ny INSTAT aloha.',
      },
      {
        title: 'Angony ny antontan-taratasy',
        detail: 'Omano ny CIN, ny taratasy avy amin’ny fokontany, ny taratasy fanamarinana fa tsy voaheloka ary, raha ilaina, ny kopian’ny bokim-panambadiana.',
      },
      {
        title: 'Apetraho any amin’ny birao mpitan-tsoratra ny antontan-taratasy',
        detail: 'Fenoy eny an-toerana ny taratasy fanambarana ary apetraho ny antontan-taratasy amin’ny ora fisokafana. Aloavy ny sarany ary tehirizo ny tapakila.',
        feeAriary: 8000,
        place: 'rcs-cm-antananarivo-anosy',
      },
      {
        title: 'Alao ny kopia RCS',
        detail: 'Alao any amin’ny birao mpitan-tsoratra ny kopia amin’ny rejisitry ny varotra sy ny orinasa (extrait RCS): eto Antananarivo, 2 000 Ar ny sarany, aloa eo amin’ny varavarana 201.',
        feeAriary: 2000,
        place: 'rcs-cm-antananarivo-anosy',
      },
      {
        title: 'Ambarao ny fiovana',
        detail: 'Izay fiovana rehetra (adiresy, asa, mpitantana, fampitsaharana) dia tsy maintsy ambara amin’ny RCS amin’ny alalan’ny fisoratana fanovana.',
      },
    ],
  },
  legalReferences: {
    fr: [
      'Loi n° 2003-036 du 30 janvier 2004 sur les sociétés commerciales',
      'Décret n° 2008-440 relatif au registre du commerce et des sociétés et à la publicité du crédit mobilier (RCS-CM), tenu par les greffes des tribunaux',
    ],
    mg: [
      'Lalàna laharana faha-2003-036 tamin’ny 30 janoary 2004 momba ny orinasa ara-barotra',
      'Didim-panjakana laharana faha-2008-440 momba ny rejisitry ny varotra sy ny orinasa ary ny fampahafantarana ny trosa amin’ny fananana mifindra (RCS-CM), tanan’ny biraon’ny mpitan-tsoratry ny fitsarana',
    ],
  },
  faq: {
    fr: [
      {
        question: 'Je crée une SARL : dois-je aller au tribunal ?',
        answer: 'Non. Pour les sociétés, l’inscription au RCS se fait au guichet unique de l’EDBM, en même temps que le NIF et la carte statistique.',
      },
      {
        question: 'À quoi sert l’extrait RCS ?',
        answer: 'Il prouve que votre entreprise existe légalement : c’est un acte officiel qui résume ses informations juridiques (nom commercial, adresse, numéro d’identification fiscale…). Chacun peut demander un extrait du registre.',
      },
    ],
    mg: [
      {
        question: 'Hanangana SARL aho : tsy maintsy mankany amin’ny fitsarana ve aho ?',
        answer: 'Tsia. Ho an’ny orinasa iombonana dia ao amin’ny birao tokana an’ny EDBM no anaovana ny fisoratana amin’ny RCS, miaraka amin’ny NIF sy ny karatra statistika.',
      },
      {
        question: 'Inona no ilana ny kopia RCS ?',
        answer: 'Manaporofo izy fa misy ara-dalàna ny orinasanao: taratasy ofisialy mamintina ny mombamomba azy ara-dalàna (anarana ara-barotra, adiresy, laharana famantarana ara-ketra…). Afaka mangataka kopia amin’ny rejisitra ny olona rehetra.',
      },
    ],
  },
  onlineServices: {
    fr: [{ label: 'Orinasa – formalités des sociétés en ligne (EDBM)', url: 'https://orinasa.edbm.mg' }],
    mg: [{ label: 'Orinasa – fomba fanao an-tserasera ho an’ny orinasa iombonana (EDBM)', url: 'https://orinasa.edbm.mg' }],
  },
  related: ['creer-sa-societe', 'carte-statistique', 'numero-d-identification-fiscale', 'casier-judiciaire-bulletin-n-3'],
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: [],
  review: {
    status: 'toVerify',
    notes: 'Relu le 2026-11-28 contre la recherche de l’issue 40 (docs/research/issue40/immatriculation-au-registre-du-commerce.md). Pièces, tarifs (8 000 Ar d’immatriculation, 2 000 Ar d’extrait) et horaires du RCS-CM d’Antananarivo (porte 201, Anosy) : page du ministère de la Justice, non datée, dont la copie consultée contenait de la publicité injectée (page possiblement compromise) : lien non affiché tant que la page n’est pas nettoyée. Autres greffes : liste et tarifs non publiés, le guide le signale et renvoie au greffe. Délai d’une entreprise individuelle : aucune source, le texte le signale. RCS d’une société à 16 000 Ar : une seule copie non officielle de la fiche EDBM, attribuée dans le texte. Décret n° 2008-440 : numéro cité par la presse seulement, date non trouvée (ligne signalée « à confirmer »). Terme malgache « biraon’ny mpitan-tsoratry ny fitsarana » pour « greffe » à valider.',
  },
  sources: [
    { key: 'torolalana', title: 'Torolalana — Créer sa société (NIF, carte statistique et RCS délivrés par les guichets uniques de l’EDBM)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/fr/services/creer-sa-societe', seen: '2026-11-28' },
    { key: 'justice-rcs', title: 'Le Registre du commerce et des sociétés et du crédit mobilier d’Antananarivo (tarifs, pièces, horaires ; page du site justice.mg, lien retiré car la copie consultée contenait du texte publicitaire injecté)', publisher: 'Ministère de la Justice', kind: 'official', seen: '2026-11-28' },
    { key: 'lexpress-2024', title: 'Pour rappel : la formalisation de toutes les activités (décret n° 2008-440)', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://www.lexpress.mg/2024/03/pour-rappel-la-formalisation-de-toutes.html', seen: '2026-11-28', published: '2024-03' },
    { key: 'decret-rcs', title: 'Décret sur le RCS (copie du texte)', publisher: 'Lexxika (textes de lois malgaches)', kind: 'secondary', url: 'https://textes.lexxika.com/lois-malagasy/textes-sur-le-registre-du-commerce-et-des-societes/decret-sur-le-rcs/', seen: '2026-11-28' },
    { key: 'loi-2003-036', title: 'Loi n° 2003-036 du 30 janvier 2004 sur les sociétés commerciales (texte lu dans une copie en ligne)', publisher: 'République de Madagascar', kind: 'official', seen: '2026-11-28', published: '2004-01-30' },
    { key: 'ereg', title: 'Fiche de procédure « Business registration » de l’EDBM (RCS : 16 000 Ar ; copie sur un site tiers)', publisher: 'EDBM (copie non officielle)', kind: 'secondary', seen: '2026-11-28' },
    { key: 'orinasa-cgu', title: 'Conditions générales d’utilisation d’Orinasa (greffes, INSTAT, administration fiscale)', publisher: 'EDBM – Orinasa', kind: 'official', url: 'https://orinasa.edbm.mg/Articles_17', seen: '2026-11-28', published: '2021-10' },
    { key: 'midi-2024', title: 'Déploiement de la plateforme « Orinasa » : le délai de création d’une société passe de 4 jours à 48 heures (adresse non retrouvée)', publisher: 'Presse malgache, rubrique Économie', kind: 'press', seen: '2026-11-28', published: '2024-09-20' },
    { key: 'moov-2024', title: 'Création d’entreprises : l’EDBM enregistre 444 nouvelles sociétés en trois mois (délai moyen 1,8 jour)', publisher: 'Moov', kind: 'press', url: 'https://new.moov.mg/article/91495-creation-dentreprises-ledbm-enregistre-444-nouvelles-societes-en-trois-mois', seen: '2026-11-28', published: '2024-10-23' },
    { key: 'allafrica-toliara', title: 'EDBM : l’antenne de Toliara', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202511050386.html', seen: '2026-11-28', published: '2025-11-05' },
    { key: 'entrepreneuriat', title: 'Liste des documents requis par l’EDBM pour la création de société à Madagascar', publisher: 'Entrepreneuriat.mg', kind: 'secondary', url: 'https://www.entrepreneuriat.mg/liste-des-documents-requis-par-edbm-pour-la-creation-de-societe-a-madagascar/', seen: '2026-11-28' },
  ],
  references: [
    { statement: 'summary', source: 'lexpress-2024', quote: 'Le Registre du Commerce et des Sociétés (RCS) est une base de données regroupant les informations juridiques nécessaires et relatives à tout commerçant (personne exerçant une activité commerciale) et aux sociétés afin de les rendre opposables au public.' },
    { statement: 'summary', source: 'entrepreneuriat', quote: 'Atao hoe ara-dalàna ny orinasa rehefa manana ireto taratasy telo samihafa ireto: … 3. ny Extrait du Registre du Commerce (RCS).' },
    { statement: 'audience', source: 'justice-rcs', quote: 'Toutes les formalités de création et d’inscriptions modificatives des personnes morales soumises à immatriculation au RCS-CM TANA ( Sociétés commerciales, Sociétés civiles, GIE, EPIC,…) sont effectuées à l’EDBM à Antaninarenina .' },
    { statement: 'documents.0', source: 'justice-rcs', quote: '– Imprimé A ( A procurer sur place)', where: 'Immatriculation Personne physique ou Entreprise individuelle' },
    { statement: 'documents.1', source: 'justice-rcs', quote: '– Attestation de filiation pour les étrangers … – Photocopie de la CIN pour les nationaux – Photocopie de la carte de résident pour les étrangers', where: 'Immatriculation Personne physique ou Entreprise individuelle' },
    { statement: 'documents.2', source: 'justice-rcs', quote: '– Certificat de non condamnation', where: 'Immatriculation Personne physique ou Entreprise individuelle' },
    { statement: 'documents.3', source: 'justice-rcs', quote: '– Photocopie de la carte CIF ( Carte d’Identification Fiscale) – Photocopie de la carte statistique', where: 'Immatriculation Personne physique ou Entreprise individuelle' },
    { statement: 'documents.4', source: 'justice-rcs', quote: '– Certificat de résidence moins de 3 mois', where: 'Immatriculation Personne physique ou Entreprise individuelle' },
    { statement: 'documents.5', source: 'justice-rcs', quote: '– Certificat d’existence délivré par le Fokontany ou l’INSTAT mois d’UN mois', where: 'Immatriculation Personne physique ou Entreprise individuelle' },
    { statement: 'documents.6', source: 'justice-rcs', quote: '– Acte de mariage moins de TROIS mois (pour les personnes mariées)', where: 'Immatriculation Personne physique ou Entreprise individuelle' },
    { statement: 'documents.7', source: 'justice-rcs', quote: '– Photocopie d’une carte grise pour les transporteurs', where: 'Immatriculation Personne physique ou Entreprise individuelle' },
    { statement: 'cost', source: 'justice-rcs', quote: 'Droits : Immatriculation…………………………….. 8000Ariary à payer à la porte 201 • Extrait RCS………………………………………2000Ariary à payer à la porte 201' },
    { statement: 'cost', source: 'entrepreneuriat', quote: '8000 aR NY RCS' },
    { statement: 'cost', source: 'ereg', quote: 'Registration in the Trade and Companies Register (RCS) | 16.000 Ar' },
    { statement: 'youReceive', source: 'justice-rcs', quote: 'Extrait RCS………………………………………2000Ariary à payer à la porte 201' },
    { statement: 'youReceive', source: 'lexpress-2024', quote: 'L’extrait du RCS est un acte officiel qui résume les informations juridiques concernant un commerçant (Nom commercial, adresse ou lieu d’exercice, numéro d’identification fiscal, etc.)' },
    { statement: 'processingTime', source: 'moov-2024', quote: 'Le délai moyen d’enregistrement des sociétés a été réduit à 1,8 jour' },
    { statement: 'processingTime', source: 'midi-2024', quote: 'les entrepreneurs peuvent désormais enregistrer leurs sociétés en seulement 48 heures, contre quatre jours auparavant' },
    { statement: 'processingTime', source: 'allafrica-toliara', quote: 'La création d’entreprises aboutit normalement sous un délai de trois jours. Mais cela n’est valable que pour Antananarivo et Tolagnaro' },
    { statement: 'whereToApply', source: 'justice-rcs', quote: 'Le RCS-CM TANA se trouve à la Porte 201, 2ème étage Palais de Justice Anosy Antananarivo. Le bureau du RCS-CM TANA est ouvert au public du Lundi au Vendredi de 8h à 12h sauf le Mercredi.' },
    { statement: 'whereToApply', source: 'justice-rcs', quote: 'Le RCS-CM est également présent à l’EDBM …' },
    { statement: 'whereToApply', source: 'lexpress-2024', quote: 'un registre local tenu, selon les cas, par le greffier du tribunal de commerce ou par le greffier de la chambre commerciale du tribunal de première instance' },
    { statement: 'whereToApply', source: 'torolalana', quote: 'Pour les sociétés, la démarche de création se fait exclusivement au niveau des Guichets Uniques de l’EDBM.', where: 'Étape 4' },
    { statement: 'steps.0', source: 'justice-rcs', quote: '– Photocopie de la carte CIF ( Carte d’Identification Fiscale) – Photocopie de la carte statistique' },
    { statement: 'steps.0', source: 'entrepreneuriat', quote: 'Ny entreprise individuelle dia eny anivon’ny Centre Fiscal, ny INSTAT ary ny Tribunal no atsangana.' },
    { statement: 'steps.1', source: 'justice-rcs', quote: '– Certificat de non condamnation … – Photocopie de la CIN pour les nationaux … – Certificat de résidence moins de 3 mois … – Certificat d’existence délivré par le Fokontany ou l’INSTAT mois d’UN mois – Acte de mariage moins de TROIS mois (pour les personnes mariées)' },
    { statement: 'steps.2', source: 'justice-rcs', quote: '– Imprimé A ( A procurer sur place) … Immatriculation…………………………….. 8000Ariary à payer à la porte 201' },
    { statement: 'steps.3', source: 'justice-rcs', quote: 'Extrait RCS………………………………………2000Ariary à payer à la porte 201' },
    { statement: 'steps.4', source: 'justice-rcs', quote: 'Toutes les formalités de création et d’inscriptions modificatives des personnes morales soumises à immatriculation au RCS-CM TANA ( Sociétés commerciales, Sociétés civiles, GIE, EPIC,…) sont effectuées à l’EDBM à Antaninarenina .' },
    { statement: 'steps.4', source: 'decret-rcs', quote: 'le greffier qui procède à toute inscription, sur déclaration ou d’office, concernant le début ou la cessation de l’activité, les modifications de la situation ou la radiation d’une personne physique ou morale', where: 'Article 3' },
    { statement: 'legalReferences.0', source: 'loi-2003-036', quote: 'LOI N° 2003-036 du 30 janvier 2004 sur les sociétés commerciales', where: 'Titre' },
    { statement: 'legalReferences.1', source: 'lexpress-2024', quote: 'Selon l’article 2 du décret n°2008-440 sur le registre du commerce et des sociétés et la publicité du crédit mobilier tenues, « Le registre du commerce et des sociétés se subdivise en un registre local tenu, selon les cas, par le greffier du tribunal de commerce …' },
    { statement: 'faq.0', source: 'justice-rcs', quote: 'Toutes les formalités de création et d’inscriptions modificatives des personnes morales soumises à immatriculation au RCS-CM TANA ( Sociétés commerciales, Sociétés civiles, GIE, EPIC,…) sont effectuées à l’EDBM à Antaninarenina .' },
    { statement: 'faq.0', source: 'allafrica-toliara', quote: 'appuie les nouvelles entreprises dans la délivrance de la carte statistique, de la carte fiscale et de l’extrait du registre du commerce et des sociétés (RCS)' },
    { statement: 'faq.1', source: 'lexpress-2024', quote: 'L’extrait du RCS est un acte officiel qui résume les informations juridiques concernant un commerçant (Nom commercial, adresse ou lieu d’exercice, numéro d’identification fiscal, etc.)' },
    { statement: 'faq.1', source: 'lexpress-2024', quote: 'chaque citoyen est en droit de réclamer un extrait du registre' },
    { statement: 'faq.1', source: 'entrepreneuriat', quote: 'Atao hoe ara-dalàna ny orinasa rehefa manana ireto taratasy telo samihafa ireto: … 3. ny Extrait du Registre du Commerce (RCS).' },
    { statement: 'onlineServices.0', source: 'torolalana', quote: 'Liens utiles … orinasa.edbm.mg', where: 'Pied de page' },
    { statement: 'onlineServices.0', source: 'orinasa-cgu', quote: 'Les Greffes des Tribunaux de Commerce gérant l’immatriculation des entreprises au Registre du Commerce et des Sociétés', where: 'Article 1' },
  ],
}

export default service
