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
    fr: 'L’inscription au registre du commerce et des sociétés (RCS) donne à votre entreprise une existence officielle et un numéro RCS. Ce guide explique où et comment vous inscrire.',
    mg: 'Ny fisoratana amin’ny rejisitry ny varotra sy ny orinasa (RCS) no manome fisiana ofisialy sy laharana RCS ho an’ny orinasanao. Ity torolalana ity dia manazava ny toerana sy ny fomba hisoratanao.',
  },
  audience: {
    fr: 'Commerçants et entrepreneurs individuels, sociétés commerciales (SARL, SARLU, SA…), sociétés civiles, GIE et autres personnes morales soumises à immatriculation.',
    mg: 'Ireo mpivarotra sy mpandraharaha tsy miankina, ireo orinasa ara-barotra (SARL, SARLU, SA…), ireo « sociétés civiles », GIE ary ireo fikambanana hafa voatery hisoratra.',
  },
  documents: {
    fr: [
      'Formulaire de déclaration (imprimé A pour une personne physique), disponible sur place',
      'Photocopie de la CIN (carte de résident pour les étrangers, avec une attestation de filiation)',
      'Certificat de non-condamnation',
      'Photocopie de la carte d’identification fiscale (NIF) et de la carte statistique',
      'Certificat de résidence de moins de 3 mois',
      'Certificat d’existence délivré par le fokontany ou l’INSTAT, de moins d’un mois',
      'Acte de mariage de moins de 3 mois, si vous êtes marié',
      'Pour les transporteurs : photocopie de la carte grise',
    ],
    mg: [
      'Taratasy fanambarana (imprimé A ho an’ny olon-tokana), azo alaina eny an-toerana',
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
      fr: 'Au greffe du tribunal d’Antananarivo : immatriculation 8 000 Ar, extrait RCS 2 000 Ar, payés sur place. Pour une société, les frais de RCS sont payés à l’EDBM avec les autres frais de création (16 000 Ar selon la fiche de procédure de l’EDBM).',
      mg: 'Ao amin’ny biraon’ny mpitan-tsoratry ny fitsarana eto Antananarivo : fisoratana 8 000 Ar, kopia RCS (extrait) 2 000 Ar, aloa eny an-toerana. Ho an’ny orinasa iombonana, any amin’ny EDBM no andoavana ny sarany RCS miaraka amin’ny sarany fananganana hafa (16 000 Ar araka ny taratasy mamaritra ny dingana ao amin’ny EDBM).',
    },
  },
  youReceive: {
    fr: 'Un extrait du registre du commerce et des sociétés (extrait RCS), qui porte votre numéro RCS.',
    mg: 'Kopia amin’ny rejisitry ny varotra sy ny orinasa (extrait RCS), misy ny laharana RCS-nao.',
  },
  processingTime: {
    fr: 'Quelques jours ouvrables pour une entreprise individuelle au greffe. Pour une société passant par l’EDBM, l’extrait RCS est délivré avec le NIF et la carte statistique en moins de 48 heures en moyenne à Antananarivo (1,8 jour fin 2024).',
    mg: 'Andro fiasana vitsivitsy ho an’ny orinasa tsy miankina amin’olon-tokana ao amin’ny birao mpitan-tsoratra. Ho an’ny orinasa iombonana mandalo amin’ny EDBM, omena miaraka amin’ny NIF sy ny karatra statistika ny kopia RCS, latsaky ny 48 ora eo ho eo eto Antananarivo (1,8 andro tamin’ny faran’ny taona 2024).',
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
        unsure: 'tarif et horaires du greffe d’Antananarivo à reconfirmer sur place',
      },
      {
        title: 'Retirer l’extrait RCS',
        detail: 'Revenez à la date indiquée pour retirer votre extrait du registre du commerce. Il porte votre numéro RCS.',
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
        unsure: 'sarany sy ora fisokafan’ny birao mpitan-tsoratra eto Antananarivo mbola hamarinina eny an-toerana',
      },
      {
        title: 'Alao ny kopia RCS',
        detail: 'Miverena amin’ny daty voalaza haka ny kopia amin’ny rejisitry ny varotra (extrait RCS). Ao aminy ny laharana RCS-nao.',
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
        answer: 'Il prouve que votre entreprise existe légalement. Les banques, les clients publics et certaines administrations le demandent.',
      },
    ],
    mg: [
      {
        question: 'Hanangana SARL aho : tsy maintsy mankany amin’ny fitsarana ve aho ?',
        answer: 'Tsia. Ho an’ny orinasa iombonana dia ao amin’ny birao tokana an’ny EDBM no anaovana ny fisoratana amin’ny RCS, miaraka amin’ny NIF sy ny karatra statistika.',
      },
      {
        question: 'Inona no ilana ny kopia RCS ?',
        answer: 'Manaporofo izy fa misy ara-dalàna ny orinasanao. Angatahin’ny banky, ny mpanjifa avy amin’ny fanjakana ary ny sampan-draharaha sasany izy io.',
      },
    ],
  },
  onlineServices: {
    fr: [{ label: 'Orinasa – formalités des sociétés en ligne (EDBM)', url: 'https://orinasa.edbm.mg' }],
    mg: [{ label: 'Orinasa – fomba fanao an-tserasera ho an’ny orinasa iombonana (EDBM)', url: 'https://orinasa.edbm.mg' }],
  },
  related: ['creer-sa-societe', 'carte-statistique', 'numero-d-identification-fiscale', 'casier-judiciaire-bulletin-n-3'],
  lastReviewed: '2026-11-25',
  verifiedAt: '2026-11-25',
  unconfirmed: ['cost', 'processingTime', 'documents', 'whereToApply'],
  review: {
    status: 'toVerify',
    notes: 'Comparé le 2026-11-25 à Torolalana (fiche « Créer sa société », lue dans une copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, février 2026) : Torolalana n’a pas de fiche sur l’immatriculation au RCS d’une entreprise individuelle ; il confirme que, pour une société, la démarche se fait aux guichets uniques de l’EDBM. Délai pour une entreprise individuelle au greffe (« quelques jours ouvrables ») non confirmé. Tarifs (8 000 Ar immatriculation, 2 000 Ar extrait), pièces et horaires du RCS-CM d’Antananarivo (bureau porte 201, Anosy) repris d’une page de justice.mg non datée dont la copie consultée contenait de la publicité injectée (page possiblement compromise) : à reconfirmer auprès du greffe, lien non publié tant que la page n’est pas nettoyée. Une page privée indique 12 000 Ar pour le RCS ; 16 000 Ar pour une société selon une copie de la fiche EDBM. Terme malgache « biraon’ny mpitan-tsoratry ny fitsarana » pour « greffe » à valider.',
  },
  sources: [
    { title: 'Torolalana — Créer sa société (NIF, carte statistique et RCS délivrés par les guichets uniques de l’EDBM)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/fr/services/creer-sa-societe', seen: '2026-11-25', published: '2026-02', supports: ['whereToApply'] },
    { title: 'Le Registre du commerce et des sociétés et du crédit mobilier d’Antananarivo (tarifs, pièces, horaires ; page du site justice.mg, lien retiré car la copie consultée contenait du texte publicitaire injecté)', publisher: 'Ministère de la Justice', kind: 'official', seen: '2026-11-23', supports: ['cost', 'documents', 'whereToApply'] },
    { title: 'Pour rappel : la formalisation de toutes les activités (décret n° 2008-440)', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://www.lexpress.mg/2024/03/pour-rappel-la-formalisation-de-toutes.html', seen: '2026-11-23', published: '2024-03', supports: ['audience', 'legalReferences'] },
    { title: 'La formalisation des activités commerciales', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/12/08/2023/la-formalisation-des-activites-commerciales/', seen: '2026-11-23', published: '2023-08-12', supports: ['audience'] },
    { title: 'Fiche de procédure « Business registration » de l’EDBM (RCS : 16 000 Ar ; copie sur un site tiers)', publisher: 'EDBM (copie non officielle)', kind: 'secondary', seen: '2026-11-23', supports: ['cost'] },
    { title: 'EDBM : 433 entreprises au quatrième trimestre 2024, délai de 1,8 jour', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202502030390.html', seen: '2026-11-23', published: '2025-02', supports: ['processingTime'] },
    { title: 'Formalisation (pièces et frais)', publisher: 'CARA', kind: 'secondary', url: 'http://cara.mg/formalisation.php', seen: '2026-11-23', supports: ['cost', 'documents'] },
    { title: 'Liste des documents requis par l’EDBM pour la création de société à Madagascar', publisher: 'Entrepreneuriat.mg', kind: 'secondary', url: 'https://www.entrepreneuriat.mg/liste-des-documents-requis-par-edbm-pour-la-creation-de-societe-a-madagascar/', seen: '2026-11-23', supports: ['documents'] },
  ],
}

export default service
