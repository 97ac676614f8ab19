import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'porter-plainte',
  category: 'securite-et-justice',
  ministry: 'justice',
  slug: { fr: 'porter-plainte', mg: 'fametrahana-fitoriana' },
  title: {
    fr: 'Porter plainte après une infraction',
    mg: 'Mametraka fitoriana rehefa niharan’ny fandikan-dalàna',
  },
  summary: {
    fr: 'Si vous êtes victime d’un vol, d’une agression, d’une escroquerie ou de violences, vous pouvez porter plainte gratuitement auprès de la police, de la gendarmerie ou du procureur de la République.',
    mg: 'Raha niharan’ny halatra, fanafihana, hosoka na herisetra ianao dia afaka mametraka fitoriana maimaim-poana any amin’ny polisy, ny zandarimariam-pirenena na ny Fampanoavana (Procureur de la République).',
  },
  audience: {
    fr: 'Toute victime d’une infraction (ou son représentant légal pour un mineur), et tout témoin d’un crime ou d’un délit.',
    mg: 'Izay rehetra niharan’ny fandikan-dalàna (na ny solontenany ara-dalàna raha zaza tsy ampy taona), ary izay rehetra nahita heloka bevava na heloka.',
  },
  documents: {
    fr: [
      'Votre CIN (ou tout document d’identité)',
      'Le récit précis des faits : date, heure, lieu, personnes impliquées',
      'Les preuves dont vous disposez : photos, messages, factures, reçus, certificat médical',
      'Les noms et contacts des témoins',
      'Pour un objet volé : sa description, son numéro de série ou la facture',
    ],
    mg: [
      'Ny kara-panondronao (na taratasy fanamarinana ny maha-izy anao)',
      'Ny fitantarana mazava ny zava-nitranga : daty, ora, toerana, olona voakasika',
      'Ny porofo eo am-pelatananao : sary, hafatra, faktiora, rosia, taratasy avy amin’ny dokotera',
      'Ny anarana sy ny fomba hifandraisana amin’ireo vavolombelona',
      'Raha entana nangalarina : ny mombamomba azy, ny laharany na ny faktiorany',
    ],
  },
  cost: {
    free: true,
    details: {
      fr: 'Déposer une plainte est gratuit. Personne ne doit vous demander d’argent pour enregistrer votre plainte ; si c’est le cas, signalez-le au BIANCO.',
      mg: 'Maimaim-poana ny fametrahana fitoriana. Tsy misy tokony hangataka vola aminao handraisana ny fitorianao ; raha misy izany dia ambarao any amin’ny BIANCO.',
    },
  },
  youReceive: {
    fr: 'L’enregistrement de votre plainte, transmise au procureur de la République, qui décide de la suite (enquête, poursuites). Demandez une preuve du dépôt (récépissé ou numéro de la plainte).',
    mg: 'Voasoratra ny fitorianao ary alefa any amin’ny Fampanoavana, izay manapaka izay hanaraka azy (fanadihadiana, fanenjehana). Angataho ny porofon’ny fametrahana (rosia na laharan’ny fitoriana).',
  },
  processingTime: {
    fr: 'La plainte est reçue sur place, sans attendre. L’enquête et les suites judiciaires peuvent ensuite prendre plusieurs semaines ou mois, selon les cas.',
    mg: 'Raisina eo no ho eo ny fitoriana. Mety haharitra herinandro na volana maromaro kosa ny fanadihadiana sy ny dingana ara-pitsarana manaraka, arakaraka ny tranga.',
  },
  whereToApply: {
    fr: 'Au commissariat de police (en ville) ou à la brigade de gendarmerie (en zone rurale) la plus proche ; ou par lettre au procureur de la République près le tribunal de première instance. Le fokontany peut vous orienter.',
    mg: 'Ao amin’ny kaomisariatin’ny polisy (an-tanàn-dehibe) na ny borigadin’ny zandarimariam-pirenena (any ambanivohitra) akaiky indrindra ; na amin’ny alalan’ny taratasy alefa any amin’ny Fampanoavana eo anivon’ny Fitsarana ambaratonga voalohany. Afaka manoro anao ny fokontany.',
  },
  steps: {
    fr: [
      { title: 'Mettez-vous en sécurité', detail: 'En cas de danger immédiat, appelez les numéros d’urgence. Faites-vous soigner et demandez un certificat médical si vous êtes blessé.' },
      { title: 'Rassemblez les preuves', detail: 'Notez les faits tant qu’ils sont frais et gardez tous les documents, photos et messages.' },
      { title: 'Déposez plainte', detail: 'Rendez-vous au commissariat ou à la brigade de gendarmerie, ou écrivez au procureur de la République. La plainte peut être faite oralement ou par écrit ; les officiers de police judiciaire reçoivent les plaintes (Code de procédure pénale, article 131) : s’ils refusent, écrivez au procureur.', feeAriary: 0 },
      { title: 'Relisez le procès-verbal', detail: 'Vérifiez que vos déclarations sont fidèlement écrites avant de signer, et demandez le récépissé ou le numéro de la plainte.' },
      { title: 'Suivez votre dossier', detail: 'Gardez le récépissé et renseignez-vous régulièrement auprès du service enquêteur ou du parquet.' },
    ],
    mg: [
      { title: 'Mitadiava toerana azo antoka', detail: 'Raha misy loza mananontanona, antsoy ny laharana vonjy taitra. Mitsabo tena ary mangataha taratasy avy amin’ny dokotera raha naratra ianao.' },
      { title: 'Angony ny porofo', detail: 'Soraty ny zava-nitranga raha mbola vaovao ao an-tsainao ary tehirizo ny taratasy, sary ary hafatra rehetra.' },
      { title: 'Apetraho ny fitoriana', detail: 'Mankanesa any amin’ny kaomisariaty na ny borigadin’ny zandarimariam-pirenena, na manorata any amin’ny Fampanoavana. Azo atao am-bava na an-tsoratra ny fitoriana ; ny manamboninahitra misahana ny polisy ara-pitsarana (OPJ) no mandray ny fitoriana (Fehezan-dalàna momba ny paika ady heloka, andininy faha-131) : raha mandà izy ireo, manorata any amin’ny Fampanoavana.', feeAriary: 0 },
      { title: 'Vakio indray ny fitanana an-tsoratra', detail: 'Hamarino fa voasoratra tsara ny fanambaranao alohan’ny hanaovanao sonia, ary angataho ny rosia na ny laharan’ny fitoriana.' },
      { title: 'Araho ny raharahanao', detail: 'Tehirizo ny rosia ary manontania tsy tapaka any amin’ny sampan-draharaha manao ny fanadihadiana na any amin’ny Fampanoavana.' },
    ],
  },
  legalReferences: {
    fr: [
      'Code de procédure pénale (ordonnance n° 62-052 du 20 septembre 1962, modifiée), article 131 (les officiers de police judiciaire reçoivent les plaintes et dénonciations)',
      'Code de procédure pénale (ordonnance n° 62-052 du 20 septembre 1962, modifiée), article 161 (le procureur de la République reçoit les plaintes et apprécie la suite à leur donner)',
      'Code de procédure pénale (ordonnance n° 62-052 du 20 septembre 1962, modifiée), articles 183 et suivants (plainte avec constitution de partie civile devant le juge d’instruction)',
    ],
    mg: [
      'Fehezan-dalàna momba ny paika ady heloka (didy hitsivolana laharana faha-62-052 tamin’ny 20 septambra 1962, novaina), andininy faha-131 (ny manamboninahitra misahana ny polisy ara-pitsarana no mandray ny fitoriana sy ny fampahafantarana)',
      'Fehezan-dalàna momba ny paika ady heloka (didy hitsivolana laharana faha-62-052 tamin’ny 20 septambra 1962, novaina), andininy faha-161 (ny Fampanoavana no mandray ny fitoriana ary manapaka izay atao aminy)',
      'Fehezan-dalàna momba ny paika ady heloka (didy hitsivolana laharana faha-62-052 tamin’ny 20 septambra 1962, novaina), andininy faha-183 sy ny manaraka (fitoriana miaraka amin’ny fangatahana onitra eo anatrehan’ny mpitsara mpanadihady)',
    ],
  },
  faq: {
    fr: [
      { question: 'La police refuse de prendre ma plainte. Que faire ?', answer: 'Vous pouvez écrire directement au procureur de la République du tribunal de première instance. Si un agent vous demande de l’argent, signalez-le au BIANCO.', unsure: 'recours direct au procureur : article du Code de procédure pénale lu seulement dans une copie non officielle' },
      { question: 'Puis-je retirer ma plainte ?', answer: 'Vous pouvez vous désister, mais pour certaines infractions graves le procureur peut décider de poursuivre quand même.' },
      { question: 'Ai-je besoin d’un avocat ?', answer: 'Pas pour déposer plainte. Un avocat peut être utile ensuite, notamment si vous demandez réparation en vous constituant partie civile devant le juge d’instruction, ce qui peut exiger une consignation (une somme déposée d’avance).', unsure: 'consignation pour la constitution de partie civile : aucune source trouvée' },
    ],
    mg: [
      { question: 'Tsy mety mandray ny fitoriako ny polisy. Inona no atao ?', answer: 'Afaka manoratra mivantana any amin’ny Fampanoavana eo anivon’ny Fitsarana ambaratonga voalohany ianao. Raha misy mpiasa mangataka vola aminao, ambarao any amin’ny BIANCO.', unsure: 'fitarainana mivantana any amin’ny Fampanoavana : andininy ao amin’ny Fehezan-dalàna momba ny paika ady heloka novakiana tamin’ny dika tsy ofisialy ihany' },
      { question: 'Azoko esorina ve ny fitoriako ?', answer: 'Azonao atao ny misintona, fa amin’ny heloka mafy sasany dia mety hanapa-kevitra hanohy ny fanenjehana ihany ny Fampanoavana.' },
      { question: 'Mila mpisolovava ve aho ?', answer: 'Tsy ilaina amin’ny fametrahana fitoriana. Mety hilaina any aoriana kosa ny mpisolovava, indrindra raha mangataka onitra eo anatrehan’ny mpitsara mpanadihady ianao, izay mety hitaky vola apetraka mialoha.', unsure: 'vola apetraka mialoha rehefa mangataka onitra : tsy nahitana loharano' },
    ],
  },
  related: ['numeros-d-urgence', 'casier-judiciaire-bulletin-n-3', 'doleances', 'certificat-medical'],
  lastReviewed: '2026-11-25',
  verifiedAt: '2026-11-25',
  unconfirmed: [],
  review: {
    status: 'toVerify',
    notes: 'Relu le 2026-11-28 énoncé par énoncé (docs/research/issue40/porter-plainte.md) contre Torolalana (fiches de la gendarmerie « Ady amin’ny herisetra », « Torolalana raha misy tranga tsy fandriam-pahalemana » et « Sampandraharaha miady amin’ny fandikan-dalana ara-bola sy ara-toekarena », lues dans une copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, février 2026, texte malgache). Confirmé : plainte gratuite à la gendarmerie, orale ou écrite, reçue sur place, informations à donner (qui, quoi, où, quand, conséquences), dossier transmis au parquet. Le numéro d’aide « SOS Herisetra » donné par Torolalana (+261 (0)34 14 016 00 66) a un chiffre de trop : non repris. Récépissé : aucune source ne dit qu’il est remis ; il n’est plus affiché comme remis, le texte conseille de le demander. Consignation pour la constitution de partie civile : aucune source, marquée dans la FAQ. Pièces autres que le récit (CIN, preuves, témoins, facture) : aucune source, affichées « à confirmer ». Articles 131, 161 et 183 du Code de procédure pénale : lus seulement sur des blogs d’un même auteur (diffamer.fr, survivre.org) ; l’ordonnance n° 62-052 est confirmée par deux copies du code ; à recontrôler sur la version consolidée (dernière modification vue : loi n° 2016-017 du 22 août 2016). Traduction malgache de « Procureur de la République » (Fampanoavana) et « officier de police judiciaire » à valider.',
  },
  sources: [
    { key: 'torolalana-violence', title: 'Torolalana — Ady amin’ny herisetra (Lutte contre la violence, gendarmerie ; lu dans une copie publique du site, février 2026)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/mg/services/lutte-contre-la-violence', seen: '2026-11-28', published: '2026-02' },
    { key: 'torolalana-incident', title: 'Torolalana — Torolalana raha misy tranga tsy fandriam-pahalemana (Guide en cas d’incident sécuritaire, gendarmerie ; lu dans une copie publique du site, février 2026)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/mg/services/guide-en-cas-d-incident-securitaire', seen: '2026-11-28', published: '2026-02' },
    { key: 'torolalana-eco', title: 'Torolalana — Sampandraharaha miady amin’ny fandikan-dalana ara-bola sy ara-toekarena (gendarmerie ; lu dans une copie publique du site, février 2026)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/mg/services/lutte-contre-la-delinquance-economique-et-financier', seen: '2026-11-28', published: '2026-02' },
    { key: 'lexxika-cpp', title: 'Code de procédure pénale (texte consolidé, avec la liste des modifications)', publisher: 'Lexxika (base de textes juridiques)', kind: 'secondary', url: 'https://textes.lexxika.com/lois-malagasy/code-de-procedure-penale-2/', seen: '2026-11-28' },
    { key: 'lawinsider-cpp', title: 'Code de procédure pénale malagasy, version du 28 février 2017 (copie)', publisher: 'lawinsider.com', kind: 'secondary', url: 'https://lawinsider.com/fr/contracts/79kvv45ccSG', seen: '2026-11-28', published: '2017-02-28' },
    { key: 'diffamer', title: 'Art. 147 CPP malgache (citant les articles 131, 161, 183 et 184)', publisher: 'diffamer.fr / survivre.org (blogs militants d’un même auteur)', kind: 'secondary', url: 'https://diffamer.fr/art-147-cpp-malgache-le-ministere-public-exerce-laction-publique-donc-dapres-la-cour-de-cassation-malgache-tous-les-membres-du-ministere-public-peuvent-exercer-laction-publique/', seen: '2026-11-28' },
    { key: 'survivre', title: 'Art. 161 CPP malgache : le procureur de la République reçoit les plaintes et les dénonciations', publisher: 'diffamer.fr / survivre.org (blogs militants d’un même auteur)', kind: 'secondary', url: 'https://survivre.org/art-161-cpp-malgache-le-procureur-de-la-republique-recoit-les-plaintes-et-les-denonciations-et-apprecie-la-suite-a-leur-donner/', seen: '2026-11-28' },
    { key: 'spoliation', title: 'Textes de loi malgaches (article 129 du Code de procédure pénale)', publisher: 'spoliation.org', kind: 'secondary', url: 'http://spoliation.org/textes-de-loi-malgaches/', seen: '2026-11-28' },
    { key: 'midi-bianco', title: 'Boîtes à doléances du BIANCO dans les 119 districts', publisher: 'Midi Madagasikara', kind: 'press', url: 'https://midi-madagasikara.mg/?p=70841', seen: '2026-11-28' },
  ],
  references: [
    { statement: 'summary', source: 'torolalana-eco', quote: "fametrahana fitoriana - Fitorohana", where: 'dingana 1' },
    { statement: 'summary', source: 'torolalana-eco', quote: ": tsy andoavam-bola", where: 'sarany' },
    { statement: 'summary', source: 'torolalana-incident', quote: "maimaim-poana", where: 'sarany' },
    { statement: 'summary', source: 'diffamer', quote: "Art. 131. CPP malgache – Les officiers de police judiciaire reçoivent les plaintes et les dénonciations. Art. 161. CPP malgache- Le procureur de la République reçoit les plaintes et les dénonciations et apprécie la suite à leur donner." },
    { statement: 'audience', source: 'survivre', quote: "Toute personne qui a été témoin d'un crime ou d'un délit contre la sûreté publique ou contre lavie ou la propriété d'autrui est pareillement tenue d'en donner avis au procureur de la République." },
    { statement: 'documents.1', source: 'torolalana-incident', quote: "Inona ilay tranga misy ? … Aiza ny toerana misy azy ? … Daty sy ora nitrangany ? … Inona ny vokany (zava-niseho taorian'ilay tranga) ?", where: 'Dingana 2 : filazana fohy ny tranga misy' },
    { statement: 'cost', source: 'torolalana-violence', quote: ": Tsy andoavam-bola", where: 'sarany' },
    { statement: 'cost', source: 'torolalana-eco', quote: ": tsy andoavam-bola", where: 'sarany' },
    { statement: 'cost', source: 'midi-bianco', quote: "Si une personne est témoin ou victime d'un fait de corruption, elle rédige le fait sur un papier. Et puis, elle met la lettre dans une enveloppe fermée à l'adresse du Directeur Général du Bianco." },
    { statement: 'youReceive', source: 'torolalana-eco', quote: "fanaterana eny amin'ny fampanoavana (tribonaly) izay tompon'antoka", where: 'dingana 3' },
    { statement: 'youReceive', source: 'torolalana-violence', quote: "fandefasana ny raharaha eny amin'ny fampanoavana", where: 'Dingana 2' },
    { statement: 'youReceive', source: 'survivre', quote: "Art. 161. – Le procureur de la République reçoit les plaintes et les dénonciations et apprécie la suite à leur donner." },
    { statement: 'processingTime', source: 'torolalana-incident', quote: "eo no eo", where: 'fotoana ilaina (Dingana 1 sy 2)' },
    { statement: 'processingTime', source: 'torolalana-eco', quote: "Faharetan'ny fikarakarana: miovaova araky ny tranga misy" },
    { statement: 'processingTime', source: 'torolalana-violence', quote: "miova arakaraky ny tranga misy", where: 'Dingana 2' },
    { statement: 'whereToApply', source: 'torolalana-incident', quote: "izay biraon'ny zandary miandraikitra ilay toeranaa", where: 'toerana' },
    { statement: 'whereToApply', source: 'spoliation', quote: "Les officiers de police judiciaire des commissariats de sécurité publique (police urbaine) ont compétence sur l'ensemble de la circonscription urbaine dans laquelle est implanté le commissariat." },
    { statement: 'whereToApply', source: 'survivre', quote: "Art. 161. – Le procureur de la République reçoit les plaintes et les dénonciations et apprécie la suite à leur donner." },
    { statement: 'steps.2', source: 'torolalana-violence', quote: "fandraisana-fihenoana-famonjena … Fakana am-bava", where: 'Dingana 2' },
    { statement: 'steps.2', source: 'torolalana-violence', quote: "fitoriana … fitorohana am-bava na an-tsoratra", where: 'Taratasy hilaina (Dingana 2)' },
    { statement: 'steps.2', source: 'torolalana-violence', quote: ": Tsy andoavam-bola", where: 'sarany' },
    { statement: 'steps.2', source: 'diffamer', quote: "Art. 131. CPP malgache – Les officiers de police judiciaire reçoivent les plaintes et les dénonciations." },
    { statement: 'steps.4', source: 'torolalana-eco', quote: "Miaraka amin'ny zandary manantona ny fitsarana ny mpitory mba ahalalana ny tohiny raharaha sy ny toromariky ny mpitsara.", where: 'dingana 3' },
    { statement: 'legalReferences.0', source: 'lexxika-cpp', quote: "Le Code de procédure pénale malgache a été promulgué par ordonnance nº 62 – 052 du 20 septembre 1962 et publié au Journal officiel nº 246 du 05/10/6 2), p. 2050.", where: 'avertissement' },
    { statement: 'legalReferences.0', source: 'lawinsider-cpp', quote: "Le Code de procédure pénale malgache a été promulgué par ordonnance nº 62-052 du 20 septembre 1962" },
    { statement: 'legalReferences.0', source: 'diffamer', quote: "Art. 131. CPP malgache – Les officiers de police judiciaire reçoivent les plaintes et les dénonciations." },
    { statement: 'legalReferences.1', source: 'survivre', quote: "Art. 161. – Le procureur de la République reçoit les plaintes et les dénonciations et apprécie la suite à leur donner." },
    { statement: 'legalReferences.2', source: 'diffamer', quote: "Art 183 et 184 -CPP malgache – Toute personne qui se prétend lésée par un délit peut,en portant plainte, se constituer partie civile devant le juge d'instruction" },
    { statement: 'faq.0', source: 'survivre', quote: "Art. 161. – Le procureur de la République reçoit les plaintes et les dénonciations et apprécie la suite à leur donner." },
    { statement: 'faq.0', source: 'midi-bianco', quote: "Si une personne est témoin ou victime d'un fait de corruption, elle rédige le fait sur un papier. Et puis, elle met la lettre dans une enveloppe fermée à l'adresse du Directeur Général du Bianco." },
    { statement: 'faq.2', source: 'torolalana-incident', quote: "Milaza ny mombamomban'ny mpiantso … Anarana … Adiresy … Toerana misy azy amin'ny fotoana iantsoany.", where: 'Dingana 1' },
  ],
}

export default service
