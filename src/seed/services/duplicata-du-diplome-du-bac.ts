import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'duplicata-du-diplome-du-bac',
  category: 'education',
  ministry: 'office-du-bac',
  slug: { fr: 'duplicata-du-diplome-du-bac', mg: 'dikasolo-diplaoma-bakalorea' },
  title: {
    fr: 'Copie ou duplicata du diplôme du bac',
    mg: 'Dika mitovy na dikasolon’ny diplaoma bakalorea',
  },
  summary: {
    fr: 'Pour un concours ou un emploi, on vous demande souvent une copie du diplôme du bac certifiée par l’Office du bac. Si vous avez perdu le diplôme ou le relevé de notes, adressez-vous à l’Office du bac (direction des examens nationaux) de l’université de la province où vous l’avez passé.',
    mg: 'Ho an’ny fifaninanana na asa, matetika angatahina aminao ny dika mitovy amin’ny diplaoma bakalorea voamarin’ny Office du Bac. Raha very ny diplaoma na ny taratasy naoty, manatona ny Office du Bac (fitaleavan’ny fanadinam-pirenena) ao amin’ny oniversiten’ny faritany nanaovanao azy.',
  },
  marks: {
    summary: {
      fr: 'délivrance d’un duplicata après perte : aucune source malgache trouvée',
      mg: 'famoahana dikasolo rehefa very : tsy nahitana loharano malagasy',
    },
  },
  audience: {
    fr: 'Les bacheliers qui doivent fournir une copie certifiée de leur diplôme, ou qui ont perdu leur diplôme ou leur relevé de notes.',
    mg: 'Ireo manana bakalorea tsy maintsy manome dika mitovy voamarina amin’ny diplaomany, na very ny diplaomany na ny taratasy naotiny.',
  },
  documents: {
    fr: [
      { item: 'Votre CIN', unsure: 'pièces à apporter non publiées' },
      { item: 'Le diplôme ou l’attestation de réussite (pour une copie certifiée) ; en cas de perte, tout document qui prouve la session, la série et votre numéro (relevé, convocation, copie)', unsure: 'pièces à apporter non publiées' },
    ],
    mg: [
      { item: 'Ny kara-panondronao', unsure: 'tsy navoaka ny taratasy entina' },
      { item: 'Ny diplaoma na ny fanamarinana fahafahana (ho an’ny dika mitovy voamarina) ; raha very, izay taratasy manaporofo ny taona, ny sokajy ary ny laharanao (taratasy naoty, taratasy fiantsoana, dika mitovy)', unsure: 'tsy navoaka ny taratasy entina' },
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Tarif non publié : à confirmer à l’Office du bac. N’achetez jamais un diplôme ou une « mention » sur internet : ce sont des faux, et leur usage est puni.',
      mg: 'Tsy navoaka ny sarany : hamafiso any amin’ny Office du Bac. Aza mividy diplaoma na « mention » amin’ny aterineto mihitsy : sandoka ireo, ary voasazy ny fampiasana azy.',
    },
  },
  youReceive: {
    fr: 'Une copie de votre diplôme certifiée par l’Office du bac.',
    mg: 'Dika mitovy amin’ny diplaomanao voamarin’ny Office du Bac.',
  },
  processingTime: {
    fr: 'Aucun délai publié : faites la demande bien avant la date limite de votre concours ou de votre dossier.',
    mg: 'Tsy misy faharetany navoaka : ataovy mialoha be ny daty farany amin’ny fifaninanana na ny antontan-taratasinao ny fangatahana.',
  },
  whereToApply: {
    fr: 'À l’Office du bac (direction des examens nationaux) de l’université de votre province : à Ankatso pour Antananarivo ; Mahajanga, Fianarantsoa, Toamasina, Toliara et Antsiranana ont le leur.',
    mg: 'Any amin’ny Office du Bac (fitaleavan’ny fanadinam-pirenena) ao amin’ny oniversiten’ny faritany misy anao : any Ankatso ho an’Antananarivo ; manana ny azy koa i Mahajanga, Fianarantsoa, Toamasina, Toliara ary Antsiranana.',
  },
  places: ['direction-examens-nationaux-ankatso'],
  steps: {
    fr: [
      { title: 'Trouvez le bon office', detail: 'Allez à l’Office du bac de la province où vous avez passé le bac (Ankatso pour la province d’Antananarivo).', place: 'direction-examens-nationaux-ankatso' },
      { title: 'Demandez la copie certifiée', detail: 'Présentez votre diplôme et votre CIN et demandez une copie certifiée par l’Office du bac, comme l’exigent certains concours (gendarmerie).', unsure: 'déroulement au guichet non publié' },
      { title: 'En cas de perte, demandez un nouveau document', detail: 'Donnez l’année, la série et votre numéro : l’Office retrouve votre nom dans la liste officielle des admis. Faites aussi une déclaration de perte.', unsure: 'procédure de duplicata non publiée' },
      { title: 'Méfiez-vous des faux', detail: 'Les employeurs et les ministères vérifient les diplômes sur les listes des bacheliers : un faux diplôme est découvert et puni.' },
    ],
    mg: [
      { title: 'Tadiavo ny birao mety', detail: 'Mankanesa any amin’ny Office du Bac ao amin’ny faritany nanaovanao ny bakalorea (Ankatso ho an’ny faritanin’Antananarivo).', place: 'direction-examens-nationaux-ankatso' },
      { title: 'Angataho ny dika mitovy voamarina', detail: 'Asehoy ny diplaomanao sy ny kara-panondronao ary angataho ny dika mitovy voamarin’ny Office du Bac, araka ny takian’ny fifaninanana sasany (zandarimaria).', unsure: 'tsy navoaka ny fizotry ny raharaha eo amin’ny birao' },
      { title: 'Raha very, mangataha taratasy vaovao', detail: 'Omeo ny taona, ny sokajy ary ny laharanao : jeren’ny birao ao amin’ny lisitra ofisialin’ireo afaka ny anaranao. Manaova fanambarana fahaverezana koa.', unsure: 'tsy navoaka ny fomba fangatahana dikasolo' },
      { title: 'Tandremo ny sandoka', detail: 'Hamarinin’ny mpampiasa sy ny ministera amin’ny lisitr’ireo afaka bakalorea ny diplaoma : hita sy voasazy ny diplaoma sandoka.' },
    ],
  },
  legalReferences: {
    fr: ['Loi n° 2004-004 du 26 juillet 2004 modifiée par la loi n° 2008-011 du 17 juillet 2008 portant orientation générale du système d’éducation, d’enseignement et de formation à Madagascar'],
    mg: ['Lalàna laharana faha-2004-004 tamin’ny 26 jolay 2004 novaina tamin’ny lalàna laharana faha-2008-011 tamin’ny 17 jolay 2008 momba ny fitsipika ankapoben’ny rafitra fanabeazana, fampianarana ary fiofanana eto Madagasikara'],
  },
  faq: {
    fr: [
      { question: 'Combien coûte le diplôme du bac à l’Université d’Antananarivo ?', answer: 'D’après une note circulaire de l’université rapportée par la presse, le droit d’acquisition du diplôme du bac est de 30 000 Ar, et de 60 000 Ar si la demande est faite plus de trois mois après les résultats.', unsure: 'article non daté : tarif actuel à confirmer à l’université' },
      { question: 'Un employeur peut-il vérifier mon bac ?', answer: 'Oui : le ministère de l’Enseignement supérieur et chacune des universités ont les listes des bacheliers de chaque session, et invitent entreprises et institutions à les consulter.' },
      { question: 'On me propose un diplôme ou une mention contre de l’argent sur Facebook. Est-ce possible ?', answer: 'Non. C’est une arnaque : le ministère de l’Enseignement supérieur a porté plainte contre ces comptes en 2025, et l’usage de faux est puni par la loi.' },
    ],
    mg: [
      { question: 'Ohatrinona ny diplaoma bakalorea ao amin’ny Oniversiten’Antananarivo ?', answer: 'Araka ny taratasy fampahafantarana avy amin’ny oniversite notaterin’ny gazety, 30 000 Ar ny saram-pangalana ny diplaoma bakalorea, ary 60 000 Ar raha atao mihoatra ny telo volana aorian’ny valiny ny fangatahana.', unsure: 'tsy misy daty ilay lahatsoratra : hamafiso any amin’ny oniversite ny sarany ankehitriny' },
      { question: 'Afaka manamarina ny bakaloreako ve ny mpampiasa ?', answer: 'Eny : manana ny lisitr’ireo afaka bakalorea isaky ny fanadinana ny Ministeran’ny Fampianarana ambony sy ny oniversite tsirairay, ary manentana ny orinasa sy ny andrim-panjakana hijery azy ireo.' },
      { question: 'Misy manolotra diplaoma na « mention » amin’ny vola ao amin’ny Facebook. Azo atao ve izany ?', answer: 'Tsia. Fisolokiana izany : nitory ireo kaonty ireo ny Ministeran’ny Fampianarana ambony tamin’ny 2025, ary voasazin’ny lalàna ny fampiasana sandoka.' },
    ],
  },
  related: ['resultats-du-baccalaureat', 'authentification-de-diplome', 'equivalence-de-diplome', 'declaration-de-perte'],
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: ['cost', 'processingTime', 'documents', 'whereToApply'],
  review: {
    status: 'toVerify',
    notes: 'Rédigé le 2026-11-28 (issue 41, docs/research/issue41/duplicata-du-diplome-du-bac.md). Aucune page de l’Office du bac ni du MESUPRES sur la copie ou le duplicata du diplôme : pas de fiche Torolalana (copie publique, dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, relevé du 26 février 2026), sauf la fiche du recrutement des élèves-gendarmes qui exige une « copie du diplôme BACC certifiée par l’Office du Bacc ». Les pages trouvées sur les duplicatas (Sénégal, Togo, Bénin) ne concernent pas Madagascar : non utilisées. Résumé marqué (duplicata après perte sans source) ; pièces, coût et délai marqués ; étapes 2 et 3 marquées. Lieux : direction des examens nationaux à Ankatso (L’Express 2025), Office du bac de Mahajanga (L’Express 2023) ; les autres provinces par analogie : « Où s’adresser » marqué.',
  },
  sources: [
    { key: 'arrete-1032', title: 'Arrêté n° 1032/2017/MEN portant organisation de l’Enseignement général privé (visas ; texte reproduit)', publisher: 'Scribd (copie du texte officiel)', kind: 'secondary', url: 'https://fr.scribd.com/document/559373322/Arrete-1032-version-Francaise', seen: '2026-11-28', published: '2017' },
    { key: 'peer', title: 'Madagascar : acteurs non étatiques dans l’éducation', publisher: 'Education Profiles (PEER, Rapport mondial de suivi sur l’éducation, UNESCO)', kind: 'secondary', url: 'https://education-profiles.org/fr/afrique-sub-saharienne/madagascar/~acteurs-non-etatiques-dans-leducation', seen: '2026-11-28' },
    { key: 'torolalana-gendarmes', title: 'Torolalana — Fifaninanana hiditra ho zandary (copie du bac certifiée par l’Office du Bacc)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/mg/services/recrutement-des-eleves-gendarmes', seen: '2026-11-28' },
    { key: 'lexpress-2025', title: 'Baccalauréat – Des milliers de dossiers… (direction des examens nationaux à Ankatso)', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://www.lexpress.mg/2025/04/baccalaureat-des-milliers-de-dossiers.html', seen: '2026-11-28', published: '2025-04' },
    { key: 'lexpress-2023-05', title: 'Baccalauréat – Hausse de 18,29 % des candidats inscrits (Office du baccalauréat de Mahajanga)', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/30/05/2023/baccalaureat-hausse-de-1829-des-candidats-inscrits/', seen: '2026-11-28', published: '2023-05-30' },
    { key: 'laverite-2018', title: 'Faux diplômes de Baccalauréat - Les vendeurs traqués !', publisher: 'La Vérité', kind: 'press', url: 'http://laverite.mg/societe/item/5632-faux-dipl%C3%B4mes-de-baccalaur%C3%A9at-les-vendeurs-traqu%C3%A9s%C2%A0.html', seen: '2026-11-28', published: '2018-02-09' },
    { key: 'lexpress-2017', title: 'Fonction publique – De faux bacheliers chez les maîtres FRAM', publisher: 'L’Express de Madagascar', kind: 'press', url: 'http://www.lexpressmada.com/blog/actualites/fonction-publique-de-faux-bacheliers-chez-les-maitres-fram/', seen: '2026-11-28', published: '2017-11' },
    { key: 'newsmada', title: 'Université d’Antananarivo : hausse des droits d’acquisition des diplômes', publisher: 'Newsmada', kind: 'press', url: 'https://newsmada.com/?p=29011', seen: '2026-11-28' },
    { key: 'allafrica-2025-08', title: 'Baccalauréat : tentative de vente de mentions sur les réseaux sociaux', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202508130216.html', seen: '2026-11-28', published: '2025-08-13' },
  ],
  references: [
    { statement: 'legalReferences.0', source: 'arrete-1032', quote: 'Vu la loi n°2004 – 004 du 26 Juillet 2004 modifiée par la loi n° 2008 – 011 du 17 Juillet 2008 portant orientation générale du système d’Éducation, d’Enseignement et de Formation à Madagascar ;' },
    { statement: 'legalReferences.0', source: 'peer', quote: 'La Loi n° 2008-011 portant orientation générale du système d’éducation, d’enseignement et de formation à Madagascar (Art. 11), qui couvre le préscolaire et l’éducation primaire et secondaire' },
    { statement: 'summary', source: 'torolalana-gendarmes', quote: 'Dika mitovy @ diplaoma BACC voamarin’ny Office du Bacc na ny mitovy lenta amin’izany', where: 'Antontan-taratasy ilaina' },
    { statement: 'summary', source: 'lexpress-2025', quote: 'De nombreuses fiches d’inscription n’ont pas été remises à la direction des examens nationaux à Ankatso' },
    { statement: 'audience', source: 'torolalana-gendarmes', quote: 'Dika mitovy @ diplaoma BACC voamarin’ny Office du Bacc', where: 'Antontan-taratasy ilaina' },
    { statement: 'cost', source: 'laverite-2018', quote: '« Proposer ce genre de service sur Facebook n’est que pure arnaque. De plus, l’utilisation de faux et usage de faux reste punie par la Loi en vigueur à Madagascar.' },
    { statement: 'youReceive', source: 'torolalana-gendarmes', quote: 'Dika mitovy @ diplaoma BACC voamarin’ny Office du Bacc', where: 'Antontan-taratasy ilaina' },
    { statement: 'whereToApply', source: 'lexpress-2025', quote: 'De nombreuses fiches d’inscription n’ont pas été remises à la direction des examens nationaux à Ankatso' },
    { statement: 'whereToApply', source: 'lexpress-2023-05', quote: 'détaille le directeur de l’Office du baccalauréat de Mahajanga, le Pr Roukia' },
    { statement: 'whereToApply', source: 'laverite-2018', quote: 'Le Mesupres ainsi que chacune des 6 universités du pays disposent des listes des nouveaux bacheliers par session.' },
    { statement: 'steps.0', source: 'lexpress-2025', quote: 'Des milliers d’élèves de Terminale dans la province d’Antananarivo … De nombreuses fiches d’inscription n’ont pas été remises à la direction des examens nationaux à Ankatso' },
    { statement: 'steps.1', source: 'torolalana-gendarmes', quote: 'Dika mitovy @ diplaoma BACC voamarin’ny Office du Bacc na ny mitovy lenta amin’izany', where: 'Antontan-taratasy ilaina' },
    { statement: 'steps.2', source: 'lexpress-2017', quote: 'L’office du baccalauréat à Antananarivo en aurait aussi découvert trente-six, depuis janvier. « C’étaient des faux. Ils n’étaient même pas inscrits dans la liste des admis »' },
    { statement: 'steps.3', source: 'laverite-2018', quote: 'le ministère de tutelle interpelle les responsables des entreprises ou encore les institutions à consulter les listes pour éviter d’être dupés par les postulants ou employés titulaires de faux diplômes.' },
    { statement: 'steps.3', source: 'lexpress-2017', quote: 'Plusieurs centaines de faux diplômes de baccalauréat ont été découverts par le ministère de la Fonction publique, cette année. … Quelques détenteurs parmi les maitres Fram ont été déjà sanctionnés.' },
    { statement: 'faq.0', source: 'newsmada', quote: 'Pour le baccalauréat, l’université d’Antananarivo applique une hausse de 36%. A compter du 1er mai, ce droit qui se situe actuellement à 22.000 ariary, coûte désormais 30.000 ariary selon la note circulaire.' },
    { statement: 'faq.0', source: 'newsmada', quote: 'Les nouveaux diplômés disposent d’un délai de trois mois après la sortie des résultats des examens pour déposer leur demande … En cas de retard, les bacheliers doivent par exemple s’acquitter d’une somme de 60.000 ariary au lieu de 30.000 ariary' },
    { statement: 'faq.1', source: 'laverite-2018', quote: 'Le Mesupres ainsi que chacune des 6 universités du pays disposent des listes des nouveaux bacheliers par session. La vérification de ces listes s’avère ainsi indispensable pour ceux qui veulent s’assurer s’il s’agit d’un vrai ou un faux diplôme.' },
    { statement: 'faq.2', source: 'allafrica-2025-08', quote: 'Le ministère a porté plainte contre les comptes identifiés comme promoteurs de ces offres frauduleuses.' },
    { statement: 'faq.2', source: 'laverite-2018', quote: 'l’utilisation de faux et usage de faux reste punie par la Loi en vigueur à Madagascar.' },
  ],
}

export default service
