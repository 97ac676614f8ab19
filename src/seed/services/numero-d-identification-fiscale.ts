import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'numero-d-identification-fiscale',
  category: 'fiscalite',
  ministry: 'dgi',
  slug: { fr: 'numero-d-identification-fiscale', mg: 'laharam-pamantarana-ara-ketra' },
  title: {
    fr: 'Numéro d’identification fiscale (NIF) et carte fiscale',
    mg: 'Laharam-pamantarana ara-ketra (NIF) sy karatra ara-ketra',
  },
  summary: {
    fr: 'Le NIF est votre numéro unique auprès de l’administration fiscale. Il est obligatoire avant d’exercer toute activité imposable et figure sur votre carte d’identification fiscale (CIF).',
    mg: 'Ny NIF no laharana tokana mamantatra anao eo anivon’ny sampan-draharahan’ny hetra. Tsy maintsy ananana izy io alohan’ny hanaovana asa rehetra iharan’ny hetra, ary hita ao amin’ny karatra famantarana ara-ketra (CIF) izy.',
  },
  audience: {
    fr: 'Toute personne physique ou morale dont l’activité, les biens ou les revenus sont imposables : commerçants, artisans, prestataires, sociétés, propriétaires qui louent un bien, associations ayant une activité économique.',
    mg: 'Olona na fikambanana rehetra iharan’ny hetra ny asany, ny fananany na ny fidiram-bolany : mpivarotra, mpanao asa tanana, mpanome tolotra, orinasa, tompona manofa fananana, fikambanana manao asa ara-toekarena.',
  },
  documents: {
    fr: [
      'CIN originale et copie (carte de résident pour les étrangers)',
      { item: 'Certificat de résidence', unsure: 'durée de validité exigée à demander au centre fiscal' },
      'Plan de repérage du lieu d’activité, visé par le chef fokontany',
      'Titre de propriété ou contrat de bail du local',
      'Bordereau de versement et récépissé de l’acompte d’impôt (IR ou impôt synthétique)',
      'Carte statistique, obtenue à l’INSTAT après le paiement de l’acompte et avant l’attribution du NIF',
      'Procuration légalisée, si vous vous faites représenter',
      'Pour les transporteurs de marchandises ou de personnes et les loueurs de véhicules : carte grise',
      'Numéro de votre compte bancaire',
      'Numéro de votre demande d’inscription sur NIFONLINE, le service d’inscription en ligne de la DGI',
    ],
    mg: [
      'CIN tena izy sy kopia (karatra mponina ho an’ny vahiny)',
      { item: 'Fanamarinam-ponenana', unsure: 'anontanio any amin’ny ivon-ketra hoe hafiriana no maha-manan-kery azy' },
      'Sarintany fitadiavana ny toerana iasana, nosoniavin’ny filohan’ny fokontany',
      'Taratasy fananana na fifanarahana fanofana ny trano fiasana',
      'Tapakila fandoavana sy taratasy fanamarinana fandraisana an’ny vola mialoha amin’ny hetra (IR na hetra tambatra)',
      'Karatra statistika, azo any amin’ny INSTAT aorian’ny fandoavana ny vola mialoha ary alohan’ny hanomezana ny NIF',
      'Taratasy fanomezan-dàlana voamarina, raha misy misolo anao',
      'Ho an’ny mpitatitra entana na olona sy ny mpampanofa fiara: karatra volondavenona',
      'Laharan’ny kaontinao any amin’ny banky',
      'Laharan’ny fangatahana fisoratana anarana nataonao tao amin’ny NIFONLINE, ny tolotra fisoratana an-tserasera an’ny DGI',
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Le NIF lui-même n’a pas de tarif publié, mais vous devez payer un acompte d’impôt avant de le recevoir. Pour les petites activités à l’impôt synthétique, le minimum commence à 16 000 Ar selon l’activité. Pour une entreprise à l’impôt sur les revenus, Torolalana (page mise à jour en avril 2024) indique un acompte de 100 000 à 1 000 000 Ar selon l’activité : demandez le montant au centre fiscal.',
      mg: 'Tsy misy loharano milaza vidiny ho an’ny NIF mihitsy, saingy tsy maintsy mandoa vola mialoha amin’ny hetra ianao alohan’ny hahazoanao azy. Ho an’ny asa madinika iharan’ny hetra tambatra dia manomboka amin’ny 16 000 Ar ny farany ambany, arakaraka ny asa. Ho an’ny orinasa iharan’ny hetra amin’ny fidiram-bola, 100 000 ka hatramin’ny 1 000 000 Ar arakaraka ny asa ny vola mialoha hoy ny Torolalana (pejy nohavaozina tamin’ny aprily 2024): anontanio any amin’ny ivon-ketra ny habetsany.',
    },
  },
  youReceive: {
    fr: 'Votre numéro d’identification fiscale (NIF) et votre carte d’identification fiscale (carte fiscale).',
    mg: 'Ny laharam-pamantarana ara-ketra (NIF) sy ny karatra famantarana ara-ketra (karatra ara-ketra).',
  },
  processingTime: {
    fr: 'Au centre fiscal, aucune source ne donne le délai d’attribution du NIF : demandez-le au dépôt. Après un paiement par e-Hetraphone, la carte fiscale peut être imprimée avec son code QR ou retirée au centre fiscal 72 heures plus tard (ministère de l’Économie et des Finances). Pour une société créée à l’EDBM, NIF, carte statistique et RCS sont délivrés ensemble, en moins de 48 heures en moyenne à Antananarivo selon l’EDBM.',
    mg: 'Any amin’ny ivon-ketra, tsy misy loharano milaza ny faharetan’ny fanomezana ny NIF: anontanio rehefa mametraka ny antontan-taratasy ianao. Aorian’ny fandoavana amin’ny e-Hetraphone, azo atao pirinty miaraka amin’ny kaody QR ny karatra ara-ketra, na alaina any amin’ny ivon-ketra rehefa afaka 72 ora (Ministeran’ny Toekarena sy ny Fitantanam-bola). Ho an’ny orinasa natsangana tao amin’ny EDBM, miaraka omena ny NIF, ny karatra statistika ary ny RCS, latsaky ny 48 ora eo ho eo eto Antananarivo araka ny EDBM.',
  },
  whereToApply: {
    fr: 'Centre fiscal (ivon-ketra) dont dépend votre domicile ou votre lieu d’activité : la DGI parle du centre fiscal du lieu de résidence du contribuable, demandez au centre fiscal le plus proche. Les sociétés créées à Antananarivo ou dans une ville dotée d’une antenne EDBM obtiennent leur NIF au guichet unique de l’EDBM.',
    mg: 'Ivon-ketra miandraikitra ny fonenanao na ny toerana iasanao: ny ivon-ketra amin’ny toerana onenan’ny mpandoa hetra no lazain’ny DGI, koa anontanio any amin’ny ivon-ketra akaiky indrindra. Ireo orinasa iombonana atsangana eto Antananarivo na any amin’ny tanàna misy sampana EDBM dia mahazo ny NIF-ny ao amin’ny birao tokana an’ny EDBM.',
  },
  steps: {
    fr: [
      {
        title: 'Préparer les pièces au fokontany',
        detail: 'Demandez le certificat de résidence et faites viser le plan de repérage de votre lieu d’activité par le chef fokontany.',
      },
      {
        title: 'Déclarer votre activité au centre fiscal',
        detail: 'Remplissez la demande de NIF. Votre régime, impôt synthétique ou impôt sur les revenus, dépend de votre chiffre d’affaires annuel.',
      },
      {
        title: 'Payer l’acompte d’impôt',
        detail: 'Payez l’acompte demandé et gardez le bordereau et le récépissé. Ils servent aussi pour la carte statistique, que vous demandez ensuite à l’INSTAT.',
      },
      {
        title: 'Faire valider le NIF',
        detail: 'Présentez au centre fiscal la carte statistique obtenue à l’INSTAT. Le centre fiscal enregistre et valide votre NIF.',
      },
      {
        title: 'Retirer la carte fiscale',
        detail: 'Retirez votre carte d’identification fiscale au centre fiscal, ou imprimez-la avec son code QR si vous avez payé par e-Hetraphone.',
      },
    ],
    mg: [
      {
        title: 'Omano any amin’ny fokontany ny taratasy',
        detail: 'Angataho ny fanamarinam-ponenana ary ampanaovy sonia ny filohan’ny fokontany ny sarintany fitadiavana ny toerana iasanao.',
      },
      {
        title: 'Ambarao any amin’ny ivon-ketra ny asanao',
        detail: 'Fenoy ny fangatahana NIF. Miankina amin’ny vola miditra isan-taona ny rafitra iharanao: hetra tambatra na hetra amin’ny fidiram-bola.',
      },
      {
        title: 'Aloavy ny vola mialoha amin’ny hetra',
        detail: 'Aloavy ny vola mialoha angatahina ary tehirizo ny tapakila sy ny taratasy fanamarinana fandraisana. Ilaina ihany koa ireo amin’ny karatra statistika, izay angatahinao any amin’ny INSTAT avy eo.',
      },
      {
        title: 'Ampankatoavy ny NIF',
        detail: 'Asehoy any amin’ny ivon-ketra ny karatra statistika azonao tany amin’ny INSTAT. Raketin’ny ivon-ketra sy ankatoaviny ny NIF-nao.',
      },
      {
        title: 'Alao ny karatra ara-ketra',
        detail: 'Alao any amin’ny ivon-ketra ny karatra famantarana ara-ketra, na ataovy pirinty miaraka amin’ny kaody QR raha nandoa tamin’ny e-Hetraphone ianao.',
      },
    ],
  },
  legalReferences: {
    fr: [
      'Code général des impôts (CGI) en vigueur, mis à jour par la loi de finances de l’année',
      'Loi de finances pour 2018 : carte d’identification fiscale obligatoire pour toute personne dont les activités, biens ou revenus sont imposables',
    ],
    mg: [
      'Fehezan-dalàna ankapoben’ny hetra (CGI) manan-kery, havaozin’ny lalàna mifehy ny fitantanam-bolam-panjakana isan-taona',
      'Lalàna mifehy ny fitantanam-bolam-panjakana ho an’ny taona 2018 : tsy maintsy ananan’izay olona rehetra iharan’ny hetra ny asany, ny fananany na ny fidiram-bolany ny karatra famantarana ara-ketra',
    ],
  },
  faq: {
    fr: [
      {
        question: 'Le NIF est-il le même pour toutes mes activités ?',
        answer: 'Oui. Le NIF est un identifiant unique : vous le gardez même si vous changez d’activité ou de centre fiscal.',
        unsure: 'conservation du NIF en cas de changement d’activité ou de centre fiscal : aucune source ne le dit',
      },
      {
        question: 'Puis-je payer mes impôts par mobile money ?',
        answer: 'Oui, une fois que vous avez un NIF, le service e-Hetraphone permet de payer certains impôts par Airtel Money, MVola ou Orange Money. Vous pouvez ensuite consulter vos paiements sur Hetraonline.',
      },
      {
        question: 'Un salarié a-t-il besoin d’un NIF ?',
        answer: 'L’impôt sur les salaires (IRSA) est retenu par l’employeur. Mais la loi de finances pour 2018 rend la carte fiscale obligatoire pour toute personne dont les revenus sont imposables : demandez au centre fiscal si un NIF vous est demandé, surtout si vous exercez aussi une activité ou louez un bien.',
      },
    ],
    mg: [
      {
        question: 'Mitovy ve ny NIF ho an’ny asako rehetra ?',
        answer: 'Eny. Laharana tokana ny NIF : tsy miova izy na dia miova asa na ivon-ketra aza ianao.',
        unsure: 'tsy misy loharano milaza fa tsy miova ny NIF rehefa miova asa na ivon-ketra',
      },
      {
        question: 'Azoko aloa amin’ny « mobile money » ve ny hetrako ?',
        answer: 'Eny, rehefa manana NIF ianao dia ahafahana mandoa hetra sasany amin’ny Airtel Money, MVola na Orange Money ny tolotra e-Hetraphone. Azonao jerena ao amin’ny Hetraonline avy eo ny hetra naloanao.',
      },
      {
        question: 'Mila NIF ve ny mpikarama ?',
        answer: 'Ny mpampiasa no manala ny hetra amin’ny karama (IRSA). Nefa ny lalàna mifehy ny fitantanam-bolam-panjakana ho an’ny taona 2018 dia manery ny karatra ara-ketra ho an’izay olona rehetra iharan’ny hetra ny fidiram-bolany: anontanio any amin’ny ivon-ketra raha angatahina aminao ny NIF, indrindra raha manao asa hafa koa ianao na manofa fananana.',
      },
    ],
  },
  onlineServices: {
    fr: [
      { label: 'Direction générale des impôts', url: 'https://www.impots.mg' },
      { label: 'Hetraonline – espace contribuable', url: 'https://hetraonline.impots.mg' },
    ],
    mg: [
      { label: 'Foibe jeneralin’ny hetra', url: 'https://www.impots.mg' },
      { label: 'Hetraonline – kaontin’ny mpandoa hetra', url: 'https://hetraonline.impots.mg' },
    ],
  },
  related: ['impot-synthetique', 'creer-sa-societe', 'carte-statistique', 'certificat-de-residence', 'certificat-de-situation-fiscale'],
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: [],
  review: {
    status: 'toVerify',
    notes: 'Relu le 2026-11-28 contre la recherche de l’issue 40 (docs/research/issue40/numero-d-identification-fiscale.md). Pièces et parcours : page « Immatriculation » de la DGI (impots.mg, en malgache, non datée) : la carte statistique est une pièce exigée, obtenue à l’INSTAT entre l’acompte et le NIF. Âge du certificat de résidence (3 mois dans l’ancienne version) : aucune source, ligne marquée. Centre fiscal : la DGI parle du lieu de résidence ; son simulateur de l’IR du siège, de la résidence ou du lieu d’exploitation : les deux affichés. Acompte de 50 % du minimum de perception (document non officiel sur Scribd) retiré. Délai au centre fiscal : aucune source, le texte le signale. Loi de finances pour 2018 : numéro et date introuvables, citée par la presse seulement (ligne signalée « à confirmer »). NIFONLINE : adresse non trouvée, non affichée. La page du ministère sur e-Hetraphone est hébergée sur mail.mfb.gov.mg : citée sans lien.',
  },
  sources: [
    { key: 'dgi-immatriculation', title: 'Immatriculation — Paika momba ny fanomezana laharam-pamantarana ny mpandoa hetra (pièces et parcours du NIF)', publisher: 'Direction générale des impôts (DGI)', kind: 'official', url: 'https://www.impots.mg/27-tabs-fomba', seen: '2026-11-28' },
    { key: 'dgi-textes', title: 'Recueil des textes législatifs et réglementaires', publisher: 'Direction générale des impôts (DGI)', kind: 'official', url: 'https://www.impots.mg/293-recueil-des-textes-legislatifs-et-reglementaires', seen: '2026-11-28' },
    { key: 'dgi-simulateur', title: 'Simulateur : impôt sur les revenus (champ et lieu de déclaration)', publisher: 'Direction générale des impôts (DGI)', kind: 'official', url: 'https://www.impots.mg/fr/simulator', seen: '2026-11-28' },
    { key: 'mef-ehetraphone', title: 'Toromarika amin’ny fampiasana ny tolotra e-Hetraphone (page du ministère hébergée sur mail.mfb.gov.mg, lien non publié)', publisher: 'Ministère de l’Économie et des Finances', kind: 'official', seen: '2026-11-28' },
    { key: 'torolalana-fiscalite', title: 'Torolalana — Fampahafantarana momba ny hetra ho an’ny orinasa (S’informer sur la fiscalité d’entreprise : acomptes et minima)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/mg/services/s-informer-sur-la-fiscalite-d-entreprise', seen: '2026-11-28', published: '2024-04' },
    { key: 'torolalana-societe', title: 'Torolalana — Créer sa société (NIF, carte statistique et RCS délivrés par les guichets uniques de l’EDBM)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/fr/services/creer-sa-societe', seen: '2026-11-28' },
    { key: 'gazette-2018', title: 'Carte d’identification fiscale : retour au « karatra isan-dahy » ! (loi de finances pour 2018)', publisher: 'La Gazette de la Grande Île', kind: 'press', url: 'http://www.lagazette-madagascar.com/2018/01/05/carte-didentification-fiscale-retour-karatra-isan-dahy/', seen: '2026-11-28', published: '2018-01-05' },
    { key: 'midi-parcours', title: 'Création d’entreprise : le parcours des pièces (centre fiscal, INSTAT)', publisher: 'Midi Madagasikara', kind: 'press', url: 'https://midi-madagasikara.mg/?p=87639', seen: '2026-11-28' },
    { key: 'lexpress-2021', title: 'Antsiranana : mobilisation sur les Anjara hetrako et e-Hetraphone', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/01/12/2021/antsiranana-mobilisation-sur-les-anjara-hetrako-et-e-hetraphone/', seen: '2026-11-28', published: '2021-12-01' },
    { key: 'allafrica-2022', title: 'E-Hetraphone déployé dans tous les centres fiscaux', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202209120528.html', seen: '2026-11-28', published: '2022-09' },
    { key: 'allafrica-toliara', title: 'EDBM : l’antenne de Toliara (vérification du NIF et calcul des acomptes par le service des impôts)', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202511050386.html', seen: '2026-11-28', published: '2025-11-05' },
    { key: 'midi-2024', title: 'Déploiement de la plateforme « Orinasa » : le délai de création d’une société passe de 4 jours à 48 heures (adresse non retrouvée)', publisher: 'Presse malgache, rubrique Économie', kind: 'press', seen: '2026-11-28', published: '2024-09-20' },
    { key: 'moov-2024', title: 'Création d’entreprises : l’EDBM enregistre 444 nouvelles sociétés en trois mois (délai moyen 1,8 jour)', publisher: 'Moov', kind: 'press', url: 'https://new.moov.mg/article/91495-creation-dentreprises-ledbm-enregistre-444-nouvelles-societes-en-trois-mois', seen: '2026-11-28', published: '2024-10-23' },
  ],
  references: [
    { statement: 'summary', source: 'gazette-2018', quote: '« Indépendamment de la possession d’une carte pour chaque catégorie d’activitéś, la carte fiscale est obligatoire pour toute personne physique ou morale dont les activités, les biens ou les revenus sont imposables à̀ Madagascar. », stipule notamment la loi de Finances pour 2018.' },
    { statement: 'summary', source: 'gazette-2018', quote: 'La mise en application du nouvel identifiant fiscal unique (IFU) dans tous les services du Ministère des Finances et du budget et de la CNAPS est prévue pour fin décembre 2017' },
    { statement: 'summary', source: 'mef-ehetraphone', quote: 'na haka ny Karatry ny mpandoa hetra (CIF) any amin’ny ivon-ketra miandraikitra ny antontan-taratasinao' },
    { statement: 'audience', source: 'gazette-2018', quote: '« Indépendamment de la possession d’une carte pour chaque catégorie d’activitéś, la carte fiscale est obligatoire pour toute personne physique ou morale dont les activités, les biens ou les revenus sont imposables à̀ Madagascar. »' },
    { statement: 'audience', source: 'dgi-immatriculation', quote: 'Sata voasoratra, … karatra statistika ho an’ny fikambanana na ONG.', where: 'liste des pièces, point 12' },
    { statement: 'documents.0', source: 'dgi-immatriculation', quote: '1. Kara-panondrom-pirenena na karatry ny mponina ho an’ny vahiny.' },
    { statement: 'documents.0', source: 'midi-parcours', quote: 'faire une photocopie légalisée de la CIN (en 2 exemplaires)' },
    { statement: 'documents.1', source: 'dgi-immatriculation', quote: '4. Fanamarinam-ponenana,' },
    { statement: 'documents.1', source: 'midi-parcours', quote: 'faire établir un certificat de résidence (en 2exemplaires)' },
    { statement: 'documents.2', source: 'dgi-immatriculation', quote: '5. Kisarisary misy ny toeram-piasana voamarin’ny fokontany,' },
    { statement: 'documents.2', source: 'midi-parcours', quote: 'faire un plan de repérage de lieu d’activité visé par le « fokontany » (en 2 exemplaires)' },
    { statement: 'documents.3', source: 'dgi-immatriculation', quote: '6. Titra ny fananan-trano, (ho an’ireo manofa, na mahazo alalana ampiasana ny trano),' },
    { statement: 'documents.3', source: 'midi-parcours', quote: 'produire un contrat de bail enregistré ou un certificat de propriété de votre habitat' },
    { statement: 'documents.4', source: 'dgi-immatriculation', quote: '3. Tapakila sy taratasy fandrotsaham-bola momba ny hetra tambatra na ny ampaham-bola aloa mialoha' },
    { statement: 'documents.5', source: 'dgi-immatriculation', quote: '2. Karatra statistika' },
    { statement: 'documents.5', source: 'dgi-immatriculation', quote: '1. Ivotoeran-ketra … (handoavana ny hetra tambatra na ny ampaham-bola narotsaka mialoha). 2. Instat Anosy (hakana ny karatra statistika) 3. Ivotoeran-ketra (hakàna ny laharam-pamantarana ny mpandoa hetra)', where: 'parcours' },
    { statement: 'documents.5', source: 'midi-parcours', quote: 'faire une photocopie de la carte statistique (en 2 exemplaires) – à acquérir à Anosy' },
    { statement: 'documents.6', source: 'dgi-immatriculation', quote: '11. Fanomezam-pahefana voamarina raha toa ka misy tsy fahatongavan’ny mpangataka …' },
    { statement: 'documents.7', source: 'dgi-immatriculation', quote: '7. Kara-piara ho an’ireo mpitatita entana, mpitatitra olona, mpampanofa fiara' },
    { statement: 'documents.8', source: 'dgi-immatriculation', quote: '13. Nomerao ny kaonty ammin’ny Banky' },
    { statement: 'documents.9', source: 'dgi-immatriculation', quote: '14. Nomerao ny fangatahana fisoratana anarana tao amin’ny NIFONLINE' },
    { statement: 'cost', source: 'dgi-immatriculation', quote: '1. Ivotoeran-ketra … (handoavana ny hetra tambatra na ny ampaham-bola narotsaka mialoha).', where: 'parcours' },
    { statement: 'cost', source: 'torolalana-fiscalite', quote: '16.000 Ar → sehatra voalohany (primary), mpandraharaha kely, mpitatitra tsy manana fiara.', where: 'Fandoavam-bola aloha (Acompte provisionnel) sy minimum fandoavana' },
    { statement: 'cost', source: 'torolalana-fiscalite', quote: '100.000 Ar → ho an’ny mpanondrana vokatra ara-pambolena sy ala. … 1.000.000 Ar → ho an’ny orinasa hafa rehetra.', where: 'Fandoavam-bola aloha (Acompte provisionnel) amin’ny fananganana' },
    { statement: 'cost', source: 'torolalana-fiscalite', quote: 'created_at: Desambra 2020, updated_at: Avrily 2024', where: 'Dates de la page (copie de Torolalana)' },
    { statement: 'youReceive', source: 'mef-ehetraphone', quote: 'na haka ny Karatry ny mpandoa hetra (CIF) any amin’ny ivon-ketra miandraikitra ny antontan-taratasinao' },
    { statement: 'youReceive', source: 'dgi-immatriculation', quote: '3. Ivotoeran-ketra (hakàna ny laharam-pamantarana ny mpandoa hetra)', where: 'parcours' },
    { statement: 'processingTime', source: 'mef-ehetraphone', quote: 'Afaka 72 ora kosa dia manana safidy ianao : na hamoaka printy izany avy hatrany ny karatrao misy « QR code ». na haka ny Karatry ny mpandoa hetra (CIF) any amin’ny ivon-ketra' },
    { statement: 'processingTime', source: 'midi-2024', quote: 'les entrepreneurs peuvent désormais enregistrer leurs sociétés en seulement 48 heures, contre quatre jours auparavant' },
    { statement: 'processingTime', source: 'moov-2024', quote: 'Le délai moyen d’enregistrement des sociétés a été réduit à 1,8 jour' },
    { statement: 'whereToApply', source: 'dgi-immatriculation', quote: '1. Ivotoeran-ketra mifanaraka amin’ny fonenan’ny mpandoa hetra', where: 'parcours' },
    { statement: 'whereToApply', source: 'dgi-immatriculation', quote: 'Ho an’ireo karazan’orinasa hafa rehetra hatonina ny EDBM.' },
    { statement: 'whereToApply', source: 'dgi-simulateur', quote: 'L’impôt est déclaré et versé au bureau territorialement compétent du lieu du siège social ou de la résidence principale ou au lieu d’exploitation' },
    { statement: 'whereToApply', source: 'torolalana-societe', quote: 'Pour les sociétés, la démarche de création se fait exclusivement au niveau des Guichets Uniques de l’EDBM.', where: 'Étape 4' },
    { statement: 'whereToApply', source: 'allafrica-toliara', quote: 'Un seul service est présent au sein de l’antenne pour le moment : celui des impôts, qui vérifie les données saisies, le NIF, le calcul des acomptes à payer' },
    { statement: 'steps.0', source: 'dgi-immatriculation', quote: '4. Fanamarinam-ponenana, 5. Kisarisary misy ny toeram-piasana voamarin’ny fokontany,' },
    { statement: 'steps.0', source: 'midi-parcours', quote: 'faire un plan de repérage de lieu d’activité visé par le « fokontany » (en 2 exemplaires)' },
    { statement: 'steps.1', source: 'torolalana-fiscalite', quote: 'Tsy maintsy aloan’ny orinasa raha < 400 tapitrisa Ariary ny vola miditra isan-taona.', where: 'Hetra Synthétique (IS)' },
    { statement: 'steps.1', source: 'dgi-simulateur', quote: 'réalisés à Madagascar par les personnes physiques ou morales non soumises à l’IRSA dont le chiffre d’affaires annuel hors taxe est supérieur ou égal à Ar 200 000 000' },
    { statement: 'steps.2', source: 'dgi-immatriculation', quote: '1. Ivotoeran-ketra … (handoavana ny hetra tambatra na ny ampaham-bola narotsaka mialoha). 2. Instat Anosy (hakana ny karatra statistika)', where: 'parcours' },
    { statement: 'steps.3', source: 'dgi-immatriculation', quote: '2. Instat Anosy (hakana ny karatra statistika) 3. Ivotoeran-ketra (hakàna ny laharam-pamantarana ny mpandoa hetra)', where: 'parcours' },
    { statement: 'steps.4', source: 'mef-ehetraphone', quote: 'Afaka 72 ora kosa dia manana safidy ianao : na hamoaka printy izany avy hatrany ny karatrao misy « QR code ». na haka ny Karatry ny mpandoa hetra (CIF) any amin’ny ivon-ketra' },
    { statement: 'legalReferences.0', source: 'dgi-textes', quote: 'Recueil des textes Législatifs et Règlementaires', where: 'Titre de la page' },
    { statement: 'legalReferences.1', source: 'gazette-2018', quote: '« Indépendamment de la possession d’une carte pour chaque catégorie d’activitéś, la carte fiscale est obligatoire pour toute personne physique ou morale dont les activités, les biens ou les revenus sont imposables à̀ Madagascar. », stipule notamment la loi de Finances pour 2018.' },
    { statement: 'faq.0', source: 'gazette-2018', quote: 'La mise en application du nouvel identifiant fiscal unique (IFU) dans tous les services du Ministère des Finances et du budget et de la CNAPS est prévue pour fin décembre 2017' },
    { statement: 'faq.1', source: 'mef-ehetraphone', quote: 'AIRTEL MONEY : *436*8*8# • MVOLA : #111*1*5*7*2# • ORANGE MONEY : #144#3-1-4-1' },
    { statement: 'faq.1', source: 'mef-ehetraphone', quote: 'Manomboka eo dia efa azonao jerena ao amin’ny kaonty Hetraonline (hetraonline.impots.mg) ny fanambarana ara-ketra sy ny hetra naloanao.' },
    { statement: 'faq.1', source: 'mef-ehetraphone', quote: 'Fepetra takiana : Manana Laharam-pamantarana ara-ketra na NIF' },
    { statement: 'faq.1', source: 'lexpress-2021', quote: 'Avoir un numéro fiscal et un compte mobile money sont les seules exigences du système' },
    { statement: 'faq.1', source: 'allafrica-2022', quote: 'le déploiement du service E-Hetraphone dans tous les centres fiscaux de Madagascar' },
    { statement: 'faq.2', source: 'torolalana-fiscalite', quote: 'Vola alaina amin’ny karaman’ny mpiasa isam-bolana nataon’ny orinasa, izay tokony haloa any amin’ny fitondram-panjakana misahana ny hetra.', where: 'IRSA' },
    { statement: 'faq.2', source: 'gazette-2018', quote: '« Indépendamment de la possession d’une carte pour chaque catégorie d’activitéś, la carte fiscale est obligatoire pour toute personne physique ou morale dont les activités, les biens ou les revenus sont imposables à̀ Madagascar. », stipule notamment la loi de Finances pour 2018.' },
    { statement: 'onlineServices.0', source: 'dgi-immatriculation', quote: 'Paika momba ny fanomezana laharam-pamantarana ny mpandoa hetra', where: 'Titre de la page (www.impots.mg)' },
    { statement: 'onlineServices.1', source: 'mef-ehetraphone', quote: 'Manomboka eo dia efa azonao jerena ao amin’ny kaonty Hetraonline (hetraonline.impots.mg) ny fanambarana ara-ketra sy ny hetra naloanao.' },
  ],
}

export default service
