import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'acte-de-naissance',
  category: 'etat-civil',
  ministry: 'mid',
  slug: { fr: 'acte-de-naissance', mg: 'kopia-nahaterahana' },
  title: {
    fr: 'Déclarer une naissance et obtenir une copie d’acte de naissance',
    mg: 'Manambara fahaterahana sy maka kopia nahaterahana',
  },
  summary: {
    fr: 'Déclarez la naissance de votre enfant dans les 30 jours à la commune, puis demandez des copies de l’acte quand vous en avez besoin. C’est le premier document de l’identité.',
    mg: 'Ambarao ao amin’ny kaominina ao anatin’ny 30 andro ny fahaterahan’ny zanakao, dia angataho ny kopiany rehefa ilainao. Io no taratasy voalohany manaporofo ny maha-izy anao.',
  },
  audience: {
    fr: 'Les parents d’un nouveau-né, et toute personne née à Madagascar qui a besoin d’une copie de son acte (CIN, passeport, école, mariage, examens).',
    mg: 'Ny ray aman-drenin’ny zaza vao teraka, ary izay rehetra teraka teto Madagasikara mila kopia nahaterahana (kara-panondro, pasipaoro, sekoly, fanambadiana, fanadinana).',
  },
  documents: {
    fr: [
      'Pour la déclaration : le certificat d’accouchement délivré par la maternité, le CSB ou la sage-femme',
      { item: 'Pour la déclaration : une photocopie de la CIN du déclarant (père, mère ou proche) et une photocopie de la CIN de la mère', form: 'photocopy' },
      'Pour la déclaration : la fiche statistique de naissance (INSTAT), remise par le bureau d’état civil',
      'Pour la déclaration : le livret de famille si les parents sont mariés',
      'Pour une copie : le nom complet, la date et le lieu de naissance, et si possible le numéro et l’année de l’acte',
      { item: 'Pour une copie : votre CIN, ou une procuration si vous demandez pour quelqu’un d’autre', unsure: 'procuration non mentionnée par le guide officiel' },
      'Les frais : 1 000 Ar pour la déclaration ; pour une copie, le montant fixé par la commune',
    ],
    mg: [
      'Ho an’ny fanambarana : taratasy fanamarinana fiterahana avy amin’ny toeram-piterahana, CSB na mpampivelona',
      { item: 'Ho an’ny fanambarana : dika mitovin’ny kara-panondron’ny manambara (ray, reny na havana) sy dika mitovin’ny kara-panondron’ny reny', form: 'photocopy' },
      'Ho an’ny fanambarana : taratasy statistika momba ny fahaterahana (INSTAT), omen’ny biraon’ny sora-piankohonana',
      'Ho an’ny fanambarana : bokim-pianakaviana raha manambady ara-dalàna ny ray aman-dreny',
      'Ho an’ny kopia : anarana feno, daty sy toerana nahaterahana, ary raha azo atao ny laharana sy taonan’ny soratra',
      { item: 'Ho an’ny kopia : ny kara-panondronao, na taratasy fanomezan-dàlana raha olon-kafa no angatahanao', unsure: 'tsy voalazan’ny torolalana ofisialy ny taratasy fanomezan-dàlana' },
      'Ny sarany : 1 000 Ar ho an’ny fanambarana ; ho an’ny kopia, izay voafetran’ny kaominina',
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'La déclaration de naissance coûte 1 000 Ar selon le guide officiel Torolalana, montant aussi publié par la Commune urbaine d’Antananarivo pour ses arrondissements ; une commune peut appliquer un autre tarif. Le prix des copies dépend de la commune ; certaines communes délivrent la première copie gratuitement (par exemple Sabotsy Namehana). Demandez toujours un reçu.',
      mg: '1 000 Ar ny fanambarana fahaterahana araka ny torolalana ofisialy Torolalana, sarany navoakan’ny Kaominina Ambonivohitr’Antananarivo koa ho an’ny boriborintany ; mety hampihatra sarany hafa ny kaominina sasany. Miankina amin’ny kaominina ny saran’ny kopia ; misy kaominina manome maimaim-poana ny kopia voalohany (ohatra any Sabotsy Namehana). Angataho foana ny rosia.',
    },
  },
  youReceive: {
    fr: 'L’acte de naissance inscrit au registre de la commune, puis les copies (copie intégrale ou extrait) que vous demandez.',
    mg: 'Ny fahaterahana voasoratra ao amin’ny rejisitry ny kaominina, ary ireo kopia nahaterahana (kopia feno na kopia fohy) angatahinao.',
  },
  processingTime: {
    fr: 'La déclaration est enregistrée sur place. La première copie peut demander jusqu’à une semaine (7 jours à Sabotsy Namehana) ; à Antananarivo, le traitement prenait 10 à 20 jours avant l’ouverture du guichet unique des arrondissements en mars 2025. Comptez plus longtemps si le registre est ancien ou abîmé.',
    mg: 'Raisina eo no ho eo ny fanambarana. Mety haharitra hatramin’ny herinandro ny kopia voalohany (7 andro any Sabotsy Namehana) ; eto Antananarivo, 10 ka hatramin’ny 20 andro ny fikarakarana talohan’ny nanokafana ny birao tokana tao amin’ny boriborintany tamin’ny martsa 2025. Mety haharitra kokoa raha efa tranainy na simba ny rejisitra.',
  },
  whereToApply: {
    fr: 'Au bureau d’état civil de la commune du lieu de naissance (à Antananarivo, à la mairie d’arrondissement). Dans certaines communes, le chef fokontany peut recevoir la déclaration. À l’étranger : ambassade ou consulat de Madagascar.',
    mg: 'Ao amin’ny biraon’ny sora-piankohonana ao amin’ny kaominina nahaterahana (eto Antananarivo, ao amin’ny boriborintany). Any amin’ny kaominina sasany, ny sefom-pokontany dia afaka mandray ny fanambarana. Any ivelany : masoivoho na kaonsoly malagasy.',
  },
  steps: {
    fr: [
      { title: 'Déclarez la naissance dans les 30 jours', detail: 'Si l’enfant est né à l’hôpital ou dans une formation sanitaire, c’est l’établissement qui déclare la naissance (loi 2018-027, article 48) : vérifiez auprès de lui que c’est fait. Sinon, le père, la mère, un proche ou toute personne ayant assisté à la naissance se présente à l’état civil de la commune du lieu de naissance avec le certificat d’accouchement. Passé ce délai, il faut un jugement supplétif.', feeAriary: 1000, unsure: 'tarif pouvant varier selon la commune' },
      { title: 'Vérifiez l’acte avant de signer', detail: 'Relisez les noms, la date, le lieu et le nom des parents. Une erreur est beaucoup plus difficile à corriger ensuite.' },
      { title: 'Demandez une copie quand vous en avez besoin', detail: 'Adressez-vous à la commune où l’acte a été dressé, en indiquant le nom complet, la date de naissance et si possible le numéro de l’acte.' },
      { title: 'Payez les frais et gardez le reçu', detail: 'Réglez le timbre ou les frais demandés au guichet officiel, jamais à un intermédiaire.' },
      { title: 'Retirez et contrôlez la copie', detail: 'Vérifiez la signature et le cachet de l’officier d’état civil. L’ancienneté maximale dépend de l’administration qui la demande : moins de 3 mois pour la CIN selon le guide officiel Torolalana, moins de 6 mois pour un mariage ; demandez-la avant de faire faire la copie.' },
    ],
    mg: [
      { title: 'Ambarao ao anatin’ny 30 andro ny fahaterahana', detail: 'Raha teraka tany amin’ny hopitaly na toeram-pitsaboana ny zaza, ny toeram-pitsaboana no manambara ny fahaterahana (lalàna 2018-027, andininy faha-48) : hamarino aminy fa vita izany. Raha tsy izany, ny ray, ny reny, havana iray na olona nanatrika ny fiterahana no manatona ny sora-piankohonana ao amin’ny kaominina nahaterahana, mitondra ny taratasy fanamarinana fiterahana. Raha tafahoatra io fe-potoana io dia ilaina ny didim-pitsarana mameno.', feeAriary: 1000, unsure: 'mety miovaova arakaraka ny kaominina ny sarany' },
      { title: 'Hamarino ny soratra alohan’ny hanaovana sonia', detail: 'Vakio indray ny anarana, ny daty, ny toerana ary ny anaran’ny ray aman-dreny. Sarotra be ny manitsy diso rehefa avy eo.' },
      { title: 'Angataho ny kopia rehefa ilainao', detail: 'Manatona ny kaominina nanoratana ny soratra ianao, ary lazao ny anarana feno, ny daty nahaterahana ary raha azo atao ny laharan’ny soratra.' },
      { title: 'Aloavy ny sarany ary tehirizo ny rosia', detail: 'Aloavy eo amin’ny birao ofisialy ny hajia na sarany, fa aza atao amin’ny mpanelanelana.' },
      { title: 'Raiso ary hamarino ny kopia', detail: 'Jereo ny sonia sy ny tombo-kasen’ny mpiandraikitra ny sora-piankohonana. Miankina amin’ny birao mangataka azy ny faharetany farany : tsy mihoatra ny 3 volana ho an’ny kara-panondro araka ny torolalana ofisialy Torolalana, tsy mihoatra ny 6 volana ho an’ny fanambadiana ; anontanio izany alohan’ny hakanao ny kopia.' },
    ],
  },
  legalReferences: {
    fr: [
      'Loi n° 2018-027 du 8 février 2019 relative à l’état civil (déclaration de naissance dans les 30 jours, article 45 ; déclaration par l’hôpital ou la formation sanitaire, article 48)',
    ],
    mg: [
      'Lalàna laharana faha-2018-027 tamin’ny 8 febroary 2019 momba ny sora-piankohonana (fanambarana fahaterahana ao anatin’ny 30 andro, andininy faha-45 ; fanambarana ataon’ny hopitaly na toeram-pitsaboana, andininy faha-48)',
    ],
  },
  faq: {
    fr: [
      { question: 'J’ai dépassé le délai de 30 jours, que faire ?', answer: 'La commune ne peut plus dresser l’acte directement. Il faut demander un jugement supplétif au tribunal de première instance. Renseignez-vous aussi sur les audiences foraines organisées près de chez vous.' },
      { question: 'Puis-je demander la copie dans une autre commune que celle de ma naissance ?', answer: 'En principe non : seule la commune où l’acte a été dressé peut délivrer une copie. Un proche peut faire la démarche pour vous avec une procuration et une copie de votre CIN.' },
      { question: 'Mon acte contient une erreur, comment la corriger ?', answer: 'Une simple erreur matérielle se signale à l’officier d’état civil ; une rectification plus importante passe par un jugement du tribunal. Apportez des pièces qui prouvent la bonne information.' },
    ],
    mg: [
      { question: 'Tafahoatra ny 30 andro aho, inona no atao ?', answer: 'Tsy afaka manoratra mivantana ny soratra intsony ny kaominina. Tsy maintsy mangataka didim-pitsarana mameno any amin’ny Fitsarana ambaratonga voalohany ianao. Anontanio koa raha misy fitsarana mivahiny (audience foraine) akaikin’ny toerana misy anao.' },
      { question: 'Azoko atao ve ny maka kopia any amin’ny kaominina hafa ankoatra ny nahaterahako ?', answer: 'Raha ny fitsipika dia tsia : ny kaominina nanoratana ny soratra ihany no afaka manome kopia. Afaka manao izany ho anao ny havana iray mitondra taratasy fanomezan-dàlana sy dika mitovy amin’ny kara-panondronao.' },
      { question: 'Misy diso ny soratro, ahoana no hanitsiana azy ?', answer: 'Ny diso madinika dia ambara amin’ny mpiandraikitra ny sora-piankohonana ; ny fanitsiana lehibe kokoa kosa dia mila didim-pitsarana. Ento ny taratasy manaporofo ny marina.' },
    ],
  },
  related: ['jugement-suppletif-de-naissance', 'carte-nationale-d-identite', 'certificat-de-residence', 'inscription-scolaire'],
  lastReviewed: '2026-11-25',
  verifiedAt: '2026-11-25',
  // Loi 2018-027, article 45 (legal references; the consulate's page and Torolalana agree): 30 days after the birth.
  deadline: { kind: 'after', count: 30, unit: 'days' },
  unconfirmed: ['whereToApply'],
  review: {
    status: 'toVerify',
    notes: 'Comparé le 2026-11-25 à Torolalana (fiche « Obtenir un acte de naissance », lue dans une copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, février 2026, texte malgache). Accord sur les pièces de la déclaration (certificat d’accouchement, livret de famille, copies des CIN de la mère et du déclarant, fiche statistique) et le délai de 30 jours. Désaccord : Torolalana : déclaration à 1 000 Ar, sans réserve ; fiche : 1 000 Ar à Antananarivo seulement, montant communal ailleurs ; décision : 1 000 Ar, marqué « peut varier selon la commune » à l’étape (la Commune de Sabotsy Namehana publie d’autres règles pour les copies). Validité des copies : la fiche disait « 3 ou 6 mois » sans dire qui exige quoi ; Torolalana exige moins de 3 mois pour la CIN, moins de 6 mois pour le mariage (et se contredit pour le passeport : 6 mois en français, 3 mois en malgache) ; décision : l’étape cite les deux cas et renvoie à l’administration destinataire. Pièce : procuration pour une copie non mentionnée par Torolalana, marquée. Lieu de déclaration : rôle du chef fokontany dans la réception des déclarations (« dans certaines communes ») à confirmer dans le texte de la loi 2018-027 au Journal officiel (article 30 cité seulement par une source secondaire). Circulaire interministérielle du 4 mai 2024 sur la tenue de l’état civil à consulter (frais et délais des copies). Vérifier le terme malagasy « didim-pitsarana mameno » pour « jugement supplétif ».',
  },
  sources: [
    { title: 'Torolalana — Obtenir un acte de naissance', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/fr/services/demande-d-acte-de-naissance', seen: '2026-11-25', published: '2026-02', supports: ['summary', 'cost', 'documents', 'steps'] },
    { title: 'Services arrondissements (enregistrement des nouveau-nés, tarifs et pièces)', publisher: 'Commune urbaine d’Antananarivo (CUA)', kind: 'official', url: 'https://www.cua.mg/services-arrondissements/', seen: '2026-11-23', supports: ['cost', 'documents'] },
    { title: 'État civil – service aux ressortissants (déclaration dans les 30 jours, article 45 de la loi 2018-027)', publisher: 'Ambassade de Madagascar en France', kind: 'official', url: 'https://ambamad-paris.diplomatie.gov.mg/index.php/service-consulaire/service-aux-ressortissants/etat-civil', seen: '2026-11-23', supports: ['legalReferences'] },
    { title: 'Procédures administratives (état civil : première copie gratuite, 7 jours)', publisher: 'Commune rurale de Sabotsy Namehana', kind: 'official', url: 'https://sabotsy-namehana.com/procedures-administratives/', seen: '2026-11-23', supports: ['processingTime'] },
    { title: 'État civil – transcriptions (actes de moins de 3 mois)', publisher: 'Ambassade de Madagascar au Sénégal', kind: 'official', url: 'https://ambamad-dakar.diplomatie.gov.mg/index.php/services-consulaires/etat-civil', seen: '2026-11-23', supports: ['whereToApply'] },
    { title: 'Madagascar : loi n° 2018-027 relative à l’état civil (extraits, articles 45 à 50)', publisher: 'Citizenship Rights in Africa Initiative', kind: 'secondary', url: 'http://citizenshiprightsafrica.org/madagascar-loi-n2018-027-relative-a-letat-civil/', seen: '2026-11-23', published: '2019-02-21', supports: ['legalReferences'] },
    { title: 'État civil : les déclarations de naissance touchées par la réforme', publisher: 'La Vérité', kind: 'press', url: 'https://laverite.mg/societe/item/16966-etat-civil-les-déclarations-de-naissance-touchées-par-la-réforme.html', seen: '2026-11-23', published: '2022-08-31', supports: ['legalReferences'] },
    { title: 'Antananarivo : guichet unique d’enregistrement des naissances dans les arrondissements', publisher: 'AllAfrica (reprise de la presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202503200251.html', seen: '2026-11-23', published: '2025-03-20', supports: ['processingTime'] },
    { title: 'Généralités sur l’acte de naissance', publisher: 'elearning.education.mg (Ministère de l’Éducation nationale)', kind: 'secondary', url: 'http://elearning.education.mg/course/view.php?id=44', seen: '2026-11-23', supports: ['summary'] },
    { title: 'Comment obtenir un acte de naissance', publisher: 'Guide Za Malagasy', kind: 'secondary', url: 'https://guide.za-malagasy.com/demarches-et-documents-administratifs/comment-obtenir-un-acte-de-naissance-2.html', seen: '2026-11-23', supports: ['documents', 'steps'] },
  ],
}

export default service
