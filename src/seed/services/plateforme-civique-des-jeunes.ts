import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'plateforme-civique-des-jeunes',
  category: 'citoyennete',
  ministry: 'jeunesse',
  slug: { fr: 'plateforme-civique-des-jeunes', mg: 'sehatra-fandraisan-anjaran-ny-tanora' },
  title: {
    fr: 'Participer à la vie civique en tant que jeune',
    mg: 'Mandray anjara amin’ny fiainam-pirenena amin’ny maha-tanora',
  },
  summary: {
    fr: 'Les jeunes de 14 à 30 ans peuvent faire entendre leur voix : formulaire en ligne de la Plateforme Jeunesse Citoyenne (rencontre des jeunes avec le Président de la République), associations et plateformes de jeunes, consultations du ministère de la Jeunesse et des Sports, dialogues sur la Refondation, inscription sur la liste électorale et doléances.',
    mg: 'Afaka maneho ny heviny ny tanora 14 ka hatramin’ny 30 taona : taratasy fenoina an-tserasera ao amin’ny Sehatra ho an’ny Tanora Olompirenena (fihaonan’ny tanora amin’ny Filohan’ny Repoblika), fikambanana sy sehatry ny tanora, fakan-kevitra ataon’ny Ministeran’ny Tanora sy ny Fanatanjahantena, fifampidinihana momba ny Fanorenana vaovao (Refondation), fisoratana amin’ny lisi-pifidianana ary fitarainana.',
  },
  audience: {
    fr: 'Les jeunes de 14 à 30 ans (définition de la loi sur la Politique nationale de la jeunesse), les associations et mouvements de jeunes, étudiants ou non.',
    mg: 'Ny tanora 14 ka hatramin’ny 30 taona (araka ny famaritan’ny lalàna momba ny Politika nasionalin’ny tanora), ny fikambanana sy ny hetsiky ny tanora, na mpianatra na tsia.',
  },
  documents: {
    fr: [
      'Votre CIN (ou un acte de naissance pour les moins de 18 ans)',
      'Pour une association : les statuts, la liste des membres du bureau et le récépissé de déclaration',
      'Pour s’inscrire à une consultation : la fiche d’inscription demandée par l’organisateur',
      'Pour un mineur : l’accord d’un parent si l’activité l’exige',
    ],
    mg: [
      'Ny kara-panondronao (na kopia nahaterahana ho an’ny latsaky ny 18 taona)',
      'Ho an’ny fikambanana : ny sata, ny lisitry ny mpikambana ao amin’ny birao ary ny rosian’ny fanambarana',
      'Hisoratana amin’ny fakan-kevitra : ny taratasy fisoratana angatahin’ny mpikarakara',
      'Ho an’ny zaza tsy ampy taona : ny fanekena avy amin’ny ray aman-dreny raha takian’ny hetsika',
    ],
  },
  cost: {
    free: true,
    details: {
      fr: 'La participation aux consultations publiques et dialogues de jeunes est gratuite. La déclaration d’une association peut entraîner de petits frais administratifs.',
      mg: 'Maimaim-poana ny fandraisana anjara amin’ny fakan-kevitra sy fifampidinihana ho an’ny tanora. Mety misy sarany ara-pitantanana kely kosa ny fanambarana fikambanana.',
    },
  },
  processingTime: {
    fr: 'Dépend de l’activité : les inscriptions aux consultations sont ouvertes pendant des périodes annoncées à l’avance ; la déclaration d’une association prend en général quelques jours à quelques semaines.',
    mg: 'Miankina amin’ny hetsika : misokatra mandritra ny fotoana efa nambara mialoha ny fisoratana amin’ny fakan-kevitra ; matetika andro vitsivitsy ka hatramin’ny herinandro vitsivitsy ny fanambarana fikambanana.',
  },
  whereToApply: {
    fr: 'Au ministère de la Jeunesse et des Sports et dans ses directions régionales ; au QG Tanora (Ankorondrano, Antananarivo) lors des événements annoncés ; au district pour déclarer une association ; à la commune et au fokontany pour les initiatives locales.',
    mg: 'Ao amin’ny Ministeran’ny Tanora sy ny Fanatanjahantena sy ireo sampana isam-paritra ; ao amin’ny QG Tanora (Ankorondrano, Antananarivo) mandritra ny hetsika ambara ; ao amin’ny distrika hanambarana fikambanana ; ao amin’ny kaominina sy fokontany ho an’ny hetsika eo an-toerana.',
  },
  steps: {
    fr: [
      { title: 'Déposez votre contribution sur la Plateforme Jeunesse Citoyenne', detail: 'Sur le portail Torolalana, le formulaire recueille vos idées, questions et signalements pour la rencontre des jeunes avec le Président de la République et la reprise du pays. Remplissez vos informations personnelles et les champs marqués d’un astérisque (*), soyez précis, et n’indiquez pas de données sensibles (santé, numéro complet de pièce d’identité, coordonnées bancaires). Les contributions publiées le sont sans votre nom.', feeAriary: 0 },
      { title: 'Informez-vous sur les consultations en cours', detail: 'Suivez les annonces du ministère de la Jeunesse et des Sports, de la direction régionale et de votre commune (radio, affiches, réseaux sociaux officiels). Une révision de la Politique nationale de la jeunesse a été lancée en novembre 2025 avec les associations de jeunes.' },
      { title: 'Rejoignez ou créez une association', detail: 'Une association déclarée est plus facilement invitée aux concertations. Déposez les statuts au district pour obtenir le récépissé.' },
      { title: 'Inscrivez-vous dans les délais', detail: 'Les inscriptions aux ateliers et dialogues ont des dates limites : présentez-vous avec votre CIN ou la fiche de votre organisation.' },
      { title: 'Participez et faites des propositions', detail: 'Préparez vos idées à partir des besoins de votre quartier : emploi, éducation, santé, sécurité, environnement.' },
      { title: 'Exercez aussi vos droits de citoyen', detail: 'Inscrivez-vous sur la liste électorale dès 18 ans et utilisez la procédure de doléance pour signaler un mauvais fonctionnement d’un service public.' },
    ],
    mg: [
      { title: 'Apetraho ny anjara birikinao ao amin’ny Sehatra ho an’ny Tanora Olompirenena', detail: 'Ao amin’ny vavahadin-tserasera Torolalana, ny taratasy fenoina dia manangona ny hevitrao, ny fanontanianao ary ny tatitrao ho an’ny fihaonan’ny tanora amin’ny Filohan’ny Repoblika sy ny fanarenana ny firenena. Fenoy ny mombamomba anao sy ny saha misy kintana (*), ataovy mazava tsara, ary aza mampiditra angona saro-pady (fahasalamana, laharana feno amin’ny kara-panondro, mombamomba ny kaonty banky). Tsy misy anaranao ny anjara biriky avoaka ho hitan’ny besinimaro.', feeAriary: 0 },
      { title: 'Mitadiava vaovao momba ny fakan-kevitra misy', detail: 'Araho ny filazan’ny Ministeran’ny Tanora sy ny Fanatanjahantena, ny sampana isam-paritra ary ny kaominina misy anao (radio, petadrindrina, tambajotra sosialy ofisialy). Natomboka tamin’ny novambra 2025 ny fanavaozana ny Politika nasionalin’ny tanora miaraka amin’ireo fikambanan’ny tanora.' },
      { title: 'Midira na mamorona fikambanana', detail: 'Mora kokoa ny manasa fikambanana voaambara amin’ny fifampidinihana. Apetraho any amin’ny distrika ny sata mba hahazoana ny rosia.' },
      { title: 'Misoratra ara-potoana', detail: 'Misy daty farany ny fisoratana amin’ny atrikasa sy fifampidinihana : manatona mitondra ny kara-panondronao na ny taratasin’ny fikambananao.' },
      { title: 'Mandraisa anjara ary manaova tolo-kevitra', detail: 'Omano ny hevitrao mifototra amin’ny filan’ny faritra misy anao : asa, fanabeazana, fahasalamana, filaminana, tontolo iainana.' },
      { title: 'Ampiasao koa ny zonao amin’ny maha-olom-pirenena', detail: 'Misoratra amin’ny lisi-pifidianana raha vao feno 18 taona ianao ary ampiasao ny fomba fametrahana fitarainana raha misy sampan-draharaham-panjakana tsy mandeha tsara.' },
    ],
  },
  legalReferences: {
    fr: [
      'Loi n° 2004-028 du 9 septembre 2004 portant Politique nationale de la jeunesse, modifiée par la loi n° 2015-038 (promulguée en février 2016), qui définit les jeunes comme les personnes de 14 à 30 ans',
      'Ordonnance n° 60-133 du 3 octobre 1960 portant régime général des associations',
    ],
    mg: [
      'Lalàna laharana faha-2004-028 tamin’ny 9 septambra 2004 momba ny Politika nasionalin’ny tanora, novain’ny lalàna laharana faha-2015-038 (navoaka tamin’ny febroary 2016), izay mamaritra ho tanora ny olona 14 ka hatramin’ny 30 taona',
      'Hitsivolana laharana faha-60-133 tamin’ny 3 oktobra 1960 mametraka ny fitsipika ankapoben’ny fikambanana',
    ],
  },
  faq: {
    fr: [
      { question: 'Qu’est-ce que la Plateforme Jeunesse Citoyenne ?', answer: 'Un formulaire en ligne du portail officiel Torolalana pour participer à la rencontre des jeunes avec le Président de la République et partager idées, questions et signalements sur la reprise du pays. Il se remplit en 1 minute environ. Vous pouvez demander l’accès à vos données, leur correction ou leur effacement.' },
      { question: 'Faut-il être membre d’une association pour participer ?', answer: 'Non, certaines consultations sont ouvertes à tous les jeunes. Mais beaucoup d’ateliers invitent en priorité les organisations de jeunes déclarées.' },
      { question: 'Je suis mineur, puis-je participer ?', answer: 'Oui, à partir de 14 ans pour les activités de jeunesse. Pour voter, il faut avoir 18 ans et être inscrit sur la liste électorale.' },
    ],
    mg: [
      { question: 'Inona ilay Sehatra ho an’ny Tanora Olompirenena ?', answer: 'Taratasy fenoina an-tserasera ao amin’ny vavahadin-tserasera ofisialy Torolalana, handraisana anjara amin’ny fihaonan’ny tanora amin’ny Filohan’ny Repoblika sy hizarana hevitra, fanontaniana ary tatitra momba ny fanarenana ny firenena. 1 minitra eo ho eo no hamenoana azy. Afaka mangataka ny hijery, hanitsy na hamafa ny mombamomba anao ianao.' },
      { question: 'Tsy maintsy mpikambana amin’ny fikambanana ve vao afaka mandray anjara ?', answer: 'Tsia, misy fakan-kevitra misokatra ho an’ny tanora rehetra. Maro anefa ny atrikasa manasa voalohany ireo fikambanan’ny tanora voaambara.' },
      { question: 'Zaza tsy ampy taona aho, afaka mandray anjara ve ?', answer: 'Eny, manomboka amin’ny 14 taona ho an’ny hetsiky ny tanora. Raha hifidy kosa dia tsy maintsy feno 18 taona ary voasoratra amin’ny lisi-pifidianana.' },
    ],
  },
  youReceive: {
    fr: 'Aucun document : votre contribution (idée, question ou signalement) est enregistrée et examinée ; pour une association déclarée, le récépissé de déclaration.',
    mg: 'Tsy misy taratasy : voaray sy dinihina ny anjara birikinao (hevitra, fanontaniana na tatitra) ; ho an’ny fikambanana voaambara, ny rosian’ny fanambarana.',
  },
  onlineServices: {
    fr: [
      { label: 'Plateforme Jeunesse Citoyenne (Torolalana, formulaire de contribution)', url: 'https://torolalana.gov.mg/fr/services/plateforme-jeunesse-citoyenne' },
      { label: 'Déposer une doléance en ligne', url: '/fr/contact/?kind=complaint' },
    ],
    mg: [
      { label: 'Sehatra ho an’ny Tanora Olompirenena (Torolalana, taratasy fenoina)', url: 'https://torolalana.gov.mg/mg/services/plateforme-jeunesse-citoyenne' },
      { label: 'Mametraka fitarainana an-tserasera', url: '/mg/contact/?kind=complaint' },
    ],
  },
  related: ['inscription-sur-la-liste-electorale', 'doleances', 'carte-nationale-d-identite'],
  lastReviewed: '2026-11-25',
  verifiedAt: '2026-11-25',
  unconfirmed: ['cost', 'processingTime', 'documents', 'whereToApply', 'legalReferences'],
  review: {
    status: 'toVerify',
    notes: 'Torolalana, fiche « Plateforme Jeunesse Citoyenne » (catégorie Citoyenneté), lue dans une copie publique (dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, février 2026), identifie le dispositif : un formulaire de contribution en ligne pour la rencontre des jeunes avec le Président de la République (idées, questions, signalements sur la reprise du pays, environ 1 minute, sans données sensibles). Torolalana : plateforme = ce formulaire ; fiche : dispositif « non identifié », contenu général ; décision : formulaire ajouté en première étape, dans la FAQ et les services en ligne, le reste du contenu général gardé ; l\'adresse directe du formulaire n\'est pas dans la copie, d\'où le lien vers la fiche Torolalana. Montant : gratuité des consultations et frais de déclaration d\'une association non confirmés. Délai de déclaration d\'une association (« quelques jours à quelques semaines ») non confirmé. Pièces (CIN, statuts, fiche d\'inscription, accord parental) non confirmées. Lieu : QG Tanora (Ankorondrano) et déclaration des associations au district non confirmés (adresses issues d\'un article de novembre 2025). Texte : ordonnance n° 60-133 du 3 octobre 1960 sur les associations introuvable, à vérifier au Journal officiel.',
  },
  sources: [
    { title: 'Torolalana — Plateforme Jeunesse Citoyenne', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/fr/services/plateforme-jeunesse-citoyenne', seen: '2026-11-25', published: '2026-02', supports: ['summary', 'onlineServices', 'steps', 'faq'] },
    { title: 'Loi n° 2015-038 modifiant et complétant la loi n° 2004-028 du 9 septembre 2004 portant Politique nationale de la jeunesse (jeunes de 14 à 30 ans)', publisher: 'Ministère de la Jeunesse et des Sports', kind: 'official', url: 'https://www.mjs.gov.mg/?page_id=33', seen: '2026-11-23', published: '2016-02', supports: ['audience', 'legalReferences'] },
    { title: 'SP-CIMJ : Politique nationale de la jeunesse réactualisée et promulguée en février 2016', publisher: 'Ministère de la Jeunesse et des Sports', kind: 'official', url: 'https://www.mjs.gov.mg/?page_id=6870', seen: '2026-11-23', supports: ['legalReferences'] },
    { title: 'Révision de la Politique nationale de la jeunesse lancée avec les associations de jeunes', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202511220102.html', seen: '2026-11-23', published: '2025-11-22', supports: ['steps'] },
    { title: 'Politique nationale : les jeunes appelés à participer à façonner l’avenir de la Grande Île', publisher: 'Moov', kind: 'press', url: 'https://www.moov.mg/article/109014-politique-nationale-les-jeunes-appeles-a-participer-a-faconner-lavenir-de-la-grande-ile', seen: '2026-11-23', published: '2025', supports: ['summary'] },
    { title: 'Université d’Antananarivo : débat sur la Refondation avec des jeunes', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202512090385.html', seen: '2026-11-23', published: '2025-12-09', supports: ['summary'] },
    { title: 'Lalaina Randriarimanana : « Les jeunes n’ont pas assez de repères par rapport à leur participation dans la vie publique »', publisher: 'Politika', kind: 'press', url: 'https://www.politika.mg/interviews/lalaina-randriarimanana-les-jeunes-nont-pas-assez-de-reperes-par-rapporta-leur-participation-dans-la-vie-publique/', seen: '2026-11-23' },
  ],
}

export default service
