import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'signaler-la-delinquance-economique',
  category: 'securite-et-justice',
  ministry: 'gendarmerie',
  slug: { fr: 'signaler-la-delinquance-economique', mg: 'mitory-fandikan-dalana-ara-bola' },
  title: {
    fr: 'Signaler une escroquerie ou une fraude financière',
    mg: 'Mitory hosoka na fandikan-dalàna ara-bola',
  },
  summary: {
    fr: 'Escroquerie, abus de confiance, fraude douanière, détournement d’argent, corruption, blanchiment : la gendarmerie a un service qui enquête sur ces infractions économiques et financières. Vous pouvez porter plainte par écrit ou oralement, gratuitement.',
    mg: 'Fisolokiana, fivadiham-pitokisana, fandikan-dalàna amin’ny ladoany, fanodikodinam-bola, kolikoly, famotsiam-bola : manana sampan-draharaha manadihady ireo fandikan-dalàna ara-bola sy ara-toekarena ireo ny zandarimariam-pirenena. Afaka mametraka fitoriana an-tsoratra na am-bava ianao, maimaim-poana.',
  },
  audience: {
    fr: 'Les victimes et les témoins d’une infraction économique ou financière : particuliers, commerçants, entreprises.',
    mg: 'Ireo niharany sy ireo vavolombelon’ny fandikan-dalàna ara-bola na ara-toekarena : olon-tsotra, mpivarotra, orinasa.',
  },
  marks: {
    audience: {
      fr: 'commerçants et entreprises : non cités par le guide officiel',
      mg: 'mpivarotra sy orinasa : tsy voatonon’ny torolalana ofisialy',
    },
  },
  documents: {
    fr: [
      'Une plainte écrite, ou une plainte orale faite sur place',
      { item: 'Les preuves que vous avez : contrats, reçus, chèques, messages, relevés', unsure: 'non cité par le guide officiel' },
    ],
    mg: [
      'Fitoriana an-tsoratra, na fitoriana am-bava atao eo an-toerana',
      { item: 'Ireo porofo eo am-pelatananao : fifanarahana, rosia, taratasim-bola (chèque), hafatra, taratasy avy amin’ny banky', unsure: 'tsy voalazan’ny torolalana ofisialy' },
    ],
  },
  cost: {
    free: true,
    details: {
      fr: 'Porter plainte et l’enquête ne coûtent rien.',
      mg: 'Tsy mandoa vola ianao amin’ny fametrahana fitoriana sy ny fanadihadiana.',
    },
  },
  youReceive: {
    fr: 'Une enquête : les enquêteurs vous entendent, ainsi que les témoins, puis transmettent l’affaire au parquet, qui décide des suites.',
    mg: 'Fanadihadiana : henoin’ny mpanadihady ianao sy ireo vavolombelona, avy eo atolony any amin’ny Fampanoavana ny raharaha, izay manapa-kevitra ny tohiny.',
  },
  processingTime: {
    fr: 'Durée variable selon l’affaire.',
    mg: 'Miovaova arakaraka ny raharaha ny faharetany.',
  },
  whereToApply: {
    fr: 'À Antananarivo : gendarmerie du camp Ratsimandrava (Andrefanambohijanahary), section de recherches criminelles et ses équipes d’enquête. En région : le groupement régional de la gendarmerie. La police a aussi un service contre les fraudes à Anosy.',
    mg: 'Eto Antananarivo : zandarimaria ao amin’ny toby Ratsimandrava (Andrefanambohijanahary), sampana fikarohana heloka bevava sy ireo ekipa mpikaroka. Any amin’ny faritra : tobim-paritry ny zandarimariam-pirenena. Manana sampan-draharaha miady amin’ny hosoka ao Anosy koa ny polisy.',
  },
  places: ['gendarmerie-delinquance-economique-ratsimandrava'],
  steps: {
    fr: [
      { title: 'Déposez plainte', detail: 'Présentez-vous avec votre plainte écrite, ou faites-la oralement aux enquêteurs. Apportez les preuves que vous avez.', place: 'gendarmerie-delinquance-economique-ratsimandrava', feeAriary: 0 },
      { title: 'L’enquête', detail: 'Les enquêteurs vous entendent, ainsi que les témoins, pour établir les infractions ; ils convoquent ou arrêtent les auteurs.' },
      { title: 'Suivez l’affaire au parquet', detail: 'Le dossier est transmis au parquet du tribunal. Avec les gendarmes, vous vous rendez au tribunal pour connaître la suite de l’affaire et les instructions du magistrat.' },
    ],
    mg: [
      { title: 'Apetraho ny fitoriana', detail: 'Manatona mitondra ny fitorianao an-tsoratra, na ataovy am-bava amin’ny mpanadihady izany. Ento ireo porofo eo am-pelatananao.', place: 'gendarmerie-delinquance-economique-ratsimandrava', feeAriary: 0 },
      { title: 'Ny fanadihadiana', detail: 'Henoin’ny mpanadihady ianao sy ireo vavolombelona rehetra mba hamaritana ny fandikan-dalàna ; antsoin’izy ireo na samborina ireo nanao ny heloka.' },
      { title: 'Araho any amin’ny Fampanoavana ny raharaha', detail: 'Atolotra any amin’ny Fampanoavana ao amin’ny fitsarana ny antontan-taratasy. Miaraka amin’ny zandary no hanatonanao ny fitsarana mba hahafantatra ny tohin’ny raharaha sy ny toromarika omen’ny mpitsara.' },
    ],
  },
  legalReferences: {
    fr: ['Loi n° 2018-043 du 13 février 2019 sur la lutte contre le blanchiment de capitaux et le financement du terrorisme (projet de loi la modifiant adopté par le Sénat le 14 décembre 2023)'],
    mg: ['Lalàna laharana faha-2018-043 tamin’ny 13 febroary 2019 momba ny ady amin’ny famotsiam-bola sy ny famatsiana ny fampihorohoroana (volavolan-dalàna manova azy naneken’ny Antenimierandoholona tamin’ny 14 desambra 2023)'],
  },
  faq: {
    fr: [
      { question: 'Arnaque en ligne (faux recrutement, faux passeport) : à qui m’adresser ?', answer: 'La police nationale reçoit aussi ces plaintes : son service central des enquêtes spécialisées et de lutte contre les fraudes (SCESLFD), à Anosy, a arrêté des escrocs après les plaintes de leurs victimes.' },
      { question: 'Dois-je payer pour que l’enquête avance ?', answer: 'Non : la démarche est gratuite selon le guide officiel. Ne payez personne pour « accélérer » votre dossier.' },
    ],
    mg: [
      { question: 'Hosoka an-tserasera (asa sandoka, pasipaoro sandoka) : iza no hatonina ?', answer: 'Mandray ireo fitoriana ireo koa ny polisim-pirenena : nisambotra mpisoloky ny sampan-draharaha foibe misahana ny fanadihadiana manokana sy ny ady amin’ny hosoka (SCESLFD) ao Anosy, taorian’ny fitorian’ireo niharany.' },
      { question: 'Tsy maintsy mandoa vola ve aho mba handrosoan’ny fanadihadiana ?', answer: 'Tsia : maimaim-poana ny fomba fanao araka ny torolalana ofisialy. Aza mandoa vola amin’iza na iza hanafainganana ny raharahanao.' },
    ],
  },
  related: ['porter-plainte', 'signaler-la-corruption', 'reclamation-consommateur', 'doleances'],
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: [],
  review: {
    status: 'toVerify',
    notes: 'Rédigé le 2026-11-28 (issue 41, lot b8 ; recherche : docs/research/issue41/signaler-la-delinquance-economique.md). Torolalana, fiche malgache « Sampandraharaha miady amin’ny fandikan-dalana ara-bola sy ara-toekarena » (lue dans la copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, relevé du 26 février 2026 ; la version française n’y figure pas) : infractions traitées, pièces (plainte écrite ou orale), étapes, lieux (toby Ratsimandrava Andrefanambohijanahary, section de recherches criminelles, groupes et équipes d’enquête, groupements régionaux), gratuité, durée variable. Moov (janvier 2026) : SCESLFD de la police à Anosy. AllAfrica (avril 2024) : unités spécialisées de gendarmerie et de police. Non cités par Torolalana et marqués : commerçants et entreprises dans le public, preuves à apporter. Torolalana ne cite aucun texte ; texte de référence pour le blanchiment : loi n° 2018-043 (Sénat, décembre 2023 ; L’Express, février 2019).',
  },
  sources: [
    { key: 'torolalana', title: 'Torolalana — Sampandraharaha miady amin’ny fandikan-dalana ara-bola sy ara-toekarena (Lutte contre la délinquance économique et financière)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/mg/services/lutte-contre-la-delinquance-economique-et-financier', seen: '2026-11-28' },
    { key: 'moov-2026', title: 'Faux passeports et escroqueries : quatre individus arrêtés à Antananarivo (SCESLFD, Anosy)', publisher: 'Moov', kind: 'press', url: 'https://moov.mg/article/111714-faux-passeports-et-escroqueries-quatre-individus-arretes-a-antananarivo', seen: '2026-11-28', published: '2026-01-27' },
    { key: 'senat-2023', title: 'Adoption du projet de loi portant sur le blanchiment de capitaux et le financement du terrorisme à Madagascar', publisher: 'Sénat de Madagascar', kind: 'official', url: 'https://senat.mg/actualite/adoption-du-projet-de-loi-portant-sur-le-blanchiment-de-capitaux-et-le-financement-du-terrorisme-a-madagascar', seen: '2026-11-28', published: '2023-12' },
    { key: 'lexpress-2019', title: 'Délits financiers : la HCC valide la loi anti-blanchiment (loi 2018-043)', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://www.lexpressmada.com/09/02/2019/delits-financiers-la-hcc-valide-la-loi-anti-blanchiment/', seen: '2026-11-28', published: '2019-02-09' },
    { key: 'allafrica-2024', title: 'Délinquance financière : formation d’officiers de gendarmerie et de police des unités spécialisées', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202404170206.html', seen: '2026-11-28', published: '2024-04-17' },
  ],
  references: [
    { statement: 'summary', source: 'torolalana', quote: 'Sampandraharaha mandray an-tanana ny fanadihadiana ireo fandikan-dalana ara-bola sy ara-toekarena toy : ny fisolokiana, ny fivadiam-pitokisana, ny fandikan-dalàna ny ladoany, ny fanodikodinam-bola, ny kolikoly, ny famotsiam-bola', where: 'Description' },
    { statement: 'summary', source: 'torolalana', quote: 'fitoriana • fitorohana am-bava', where: 'Zavatra hilaina' },
    { statement: 'summary', source: 'torolalana', quote: ': tsy andoavam-bola', where: 'Sarany' },
    { statement: 'audience', source: 'torolalana', quote: 'atao famotorana ilay mpitory sy ireo vavolombelona rehetra', where: 'Dingana 2' },
    { statement: 'documents.0', source: 'torolalana', quote: 'fitoriana • fitorohana am-bava', where: 'Zavatra hilaina' },
    { statement: 'cost', source: 'torolalana', quote: ': tsy andoavam-bola', where: 'Sarany' },
    { statement: 'youReceive', source: 'torolalana', quote: 'fanadihadiana: atao famotorana ilay mpitory sy ireo vavolombelona rehetra mba ahafahana mamoaka ireo karazana fandikan-dalana manoloana ilay tranga ary mampiantso na misambotra ny mpanao heloka.', where: 'Dingana 2' },
    { statement: 'youReceive', source: 'torolalana', quote: 'fanaterana eny amin’ny fampanoavana (tribonaly) izay tompon’antoka', where: 'Dingana 3' },
    { statement: 'processingTime', source: 'torolalana', quote: 'Faharetan’ny fikarakarana: miovaova araky ny tranga misy', where: 'Description' },
    { statement: 'whereToApply', source: 'torolalana', quote: 'toby Ratsimandrava Andrefanambohijanahary Antananarivo • sampana fikarohana heloka bevava • vondrona manohana ny fikarohana fandikan-dalàna • ekipa mpikaroka fandikan-dalàna • tobim-paritry ny zandarimariam-pirenena', where: 'Toerana' },
    { statement: 'whereToApply', source: 'moov-2026', quote: 'La Police nationale, via le SCESLFD (Service central des Enquêtes Spécialisées et de la Lutte Contre les Fraudes) à Anosy, a arrêté quatre individus impliqués dans des affaires de fraude et de trafic de documents officiels.' },
    { statement: 'steps.0', source: 'torolalana', quote: 'fametrahana fitoriana - Fitorohana', where: 'Dingana 1' },
    { statement: 'steps.0', source: 'torolalana', quote: 'fitoriana • fitorohana am-bava', where: 'Zavatra hilaina' },
    { statement: 'steps.0', source: 'torolalana', quote: ': tsy andoavam-bola', where: 'Sarany' },
    { statement: 'steps.1', source: 'torolalana', quote: 'fanadihadiana: atao famotorana ilay mpitory sy ireo vavolombelona rehetra mba ahafahana mamoaka ireo karazana fandikan-dalana manoloana ilay tranga ary mampiantso na misambotra ny mpanao heloka.', where: 'Dingana 2' },
    { statement: 'steps.2', source: 'torolalana', quote: 'fanaterana eny amin’ny fampanoavana (tribonaly) izay tompon’antoka: Miaraka amin’ny zandary manantona ny fitsarana ny mpitory mba ahalalana ny tohiny raharaha sy ny toromariky ny mpitsara.', where: 'Dingana 3' },
    { statement: 'legalReferences.0', source: 'senat-2023', quote: 'ont adopté sans amendement … le jeudi 14 décembre 2023 le projet de loi n°022/2023 du 04 octobre 2023 modifiant et complétant certaines dispositions de la loi n° 2018-043 du 13 février 2019 relatif à la lutte contre le blanchiment de capitaux et le financement du terrorisme.' },
    { statement: 'legalReferences.0', source: 'lexpress-2019', quote: '2018-043. Telle est la référence de la loi sur la lutte contre le blanchiment des capitaux et du financement du terrorisme.' },
    { statement: 'faq.0', source: 'moov-2026', quote: 'Dix-sept personnes ont été trompées et ont porté plainte auprès du SCESLFD.' },
    { statement: 'faq.0', source: 'moov-2026', quote: 'La Police nationale, via le SCESLFD (Service central des Enquêtes Spécialisées et de la Lutte Contre les Fraudes) à Anosy, a arrêté quatre individus impliqués dans des affaires de fraude et de trafic de documents officiels.' },
    { statement: 'faq.0', source: 'allafrica-2024', quote: 'Cette initiative a bénéficié à 20 officiers malgaches, composés à parts égales de gendarmes et de policiers, tous issus d’unités spécialisées dans la lutte contre la criminalité économique et financière.' },
    { statement: 'faq.1', source: 'torolalana', quote: ': tsy andoavam-bola', where: 'Sarany' },
  ],
}

export default service
