import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'certificat-de-nationalite',
  category: 'citoyennete',
  ministry: 'justice',
  slug: { fr: 'certificat-de-nationalite', mg: 'fanamarinana-zom-pirenena' },
  title: {
    fr: 'Obtenir un certificat de nationalité malagasy',
    mg: 'Maka fanamarinana ny zom-pirenena malagasy',
  },
  summary: {
    fr: 'Le certificat de nationalité prouve que vous êtes Malagasy. Il est délivré par le président du tribunal de première instance et demandé pour certains concours, emplois publics, dossiers fonciers ou démarches à l’étranger.',
    mg: 'Ny fanamarinana ny zom-pirenena dia manaporofo fa Malagasy ianao. Ny filohan’ny Fitsarana ambaratonga voalohany no manome azy, ary takiana amin’ny fifaninanana sasany, asam-panjakana, raharaha momba ny tany na fomba fanao any ivelany.',
  },
  marks: {
    summary: {
      fr: 'usage pour les dossiers fonciers : aucune source trouvée',
      mg: 'tsy nahitana loharano ny fampiasana azy amin’ny raharaha momba ny tany',
    },
  },
  audience: {
    fr: 'Toute personne de nationalité malagasy qui doit la prouver, y compris les personnes devenues malagasy par naturalisation.',
    mg: 'Izay rehetra manana zom-pirenena malagasy ka mila manaporofo izany, anisan’izany ireo lasa Malagasy tamin’ny alalan’ny fanomezana zom-pirenena.',
  },
  documents: {
    fr: [
      'Une demande adressée au président du tribunal de première instance',
      'La copie intégrale de votre acte de naissance',
      'Un certificat de résidence',
      'Si vous êtes né après le 26 juin 1960 : la copie de l’acte de mariage ou de la première page du livret de famille de vos parents (de préférence certifiée par la commune)',
      'Si vos parents n’étaient pas mariés : l’acte de naissance du parent malagasy (ou son acte de décès s’il est décédé)',
      'Si vous avez été naturalisé : le Journal officiel qui publie votre naturalisation',
    ],
    mg: [
      'Taratasy fangatahana alefa any amin’ny filohan’ny Fitsarana ambaratonga voalohany',
      'Kopia lava nahaterahanao',
      'Fanamarinam-ponenana',
      'Raha teraka taorian’ny 26 jona 1960 ianao : dika mitovy amin’ny kopia fanambadian’ny ray aman-dreninao na ny pejy voalohan’ny bokim-pianakaviany (tsara raha voamarina any amin’ny kaominina)',
      'Raha tsy nanambady ara-panjakana ny ray aman-dreninao : kopia nahaterahan’ilay ray na reny malagasy (na kopia fahafatesany raha efa maty)',
      'Raha nahazo zom-pirenena ianao : ny Gazety ofisialy namoahana izany',
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Des frais de timbre ou de greffe peuvent être demandés selon le tribunal. Renseignez-vous au guichet et exigez un reçu.',
      mg: 'Mety hangatahana hajia na saran’ny birao mpitan-tsoratra arakaraka ny fitsarana. Anontanio eo amin’ny birao ary angataho ny rosia.',
    },
  },
  youReceive: {
    fr: 'Un certificat de nationalité malagasy délivré par le président du tribunal de première instance.',
    mg: 'Taratasy fanamarinana ny maha-teratany malagasy omen’ny filohan’ny Fitsarana ambaratonga voalohany.',
  },
  processingTime: {
    fr: 'Quelques jours à quelques semaines. Le délai est plus long si le dossier doit être vérifié par le service de la nationalité du ministère de la Justice.',
    mg: 'Andro vitsivitsy ka hatramin’ny herinandro vitsivitsy. Maharitra kokoa raha tsy maintsy hamarinin’ny sampan-draharaha misahana ny zom-pirenena ao amin’ny Ministeran’ny Fitsarana ny antontan-taratasy.',
  },
  whereToApply: {
    fr: 'Au secrétariat du président du tribunal de première instance du lieu où vous résidez (à Antananarivo, TPI d’Anosy, porte 108 au 1er étage selon Ivotoro). Selon Ivotoro, les dossiers particuliers passent par le service de la nationalité du ministère de la Justice (direction des Affaires judiciaires), à Faravohitra, porte A5.',
    mg: 'Ao amin’ny biraon’ny sekreteran’ny filohan’ny Fitsarana ambaratonga voalohany ao amin’ny toerana onenanao (eto Antananarivo, TPI Anosy, varavarana 108 amin’ny rihana voalohany araka ny Ivotoro). Araka ny Ivotoro, ireo raharaha manokana dia mandalo ao amin’ny sampan-draharaha misahana ny zom-pirenena ao amin’ny Ministeran’ny Fitsarana (tale misahana ny raharaha ara-pitsarana), Faravohitra, varavarana A5.',
  },
  steps: {
    fr: [
      { title: 'Rassemblez les actes d’état civil', detail: 'Demandez des copies récentes de votre acte de naissance et des actes de vos parents qui prouvent votre filiation malagasy.' },
      { title: 'Rédigez la demande', detail: 'Adressez une demande au président du TPI en indiquant pourquoi vous avez besoin du certificat.' },
      { title: 'Déposez le dossier au secrétariat du président du TPI', detail: 'Remettez toutes les pièces et gardez le récépissé ; on vous indiquera quand revenir.' },
      { title: 'Répondez aux demandes de compléments', detail: 'Si les pièces ne suffisent pas à prouver votre origine, d’autres actes (naissance ou décès des grands-parents) peuvent vous être demandés.' },
      { title: 'Retirez le certificat', detail: 'Vérifiez l’orthographe de votre nom et conservez l’original ; donnez plutôt des copies certifiées.' },
    ],
    mg: [
      { title: 'Angony ireo sora-piankohonana', detail: 'Angataho ny kopia vao nalaina amin’ny kopia nahaterahanao sy ny an’ny ray aman-dreninao izay manaporofo fa Malagasy ny fiavianao.' },
      { title: 'Soraty ny fangatahana', detail: 'Mandefasa fangatahana any amin’ny filohan’ny TPI ary lazao ny antony ilanao ny fanamarinana.' },
      { title: 'Apetraho ao amin’ny biraon’ny sekreteran’ny filohan’ny TPI ny antontan-taratasy', detail: 'Atolory ny taratasy rehetra ary tehirizo ny rosia ; holazaina aminao ny fotoana hiverenana.' },
      { title: 'Valio ny fangatahana famenony', detail: 'Raha tsy ampy hanaporofoana ny fiavianao ireo taratasy dia mety hangatahina aminao ny soratra hafa (nahaterahana na nahafatesan’ny raibe sy renibe).' },
      { title: 'Raiso ny fanamarinana', detail: 'Hamarino ny fanoratana ny anaranao ary tehirizo ny tany am-boalohany ; dika mitovy voamarina no omeo.' },
    ],
  },
  legalReferences: {
    fr: [
      'Ordonnance n° 60-064 du 22 juillet 1960 portant Code de la nationalité malagasy, modifiée notamment par la loi n° 95-021 du 18 septembre 1995 et par la loi n° 2016-038 du 25 janvier 2017',
      'Instruction relative à la délivrance des certificats de nationalité malgache (JO n° 137 du 10.12.60, p. 2552)',
    ],
    mg: [
      'Hitsivolana laharana faha-60-064 tamin’ny 22 jolay 1960 mametraka ny Fehezan-dalàna momba ny zom-pirenena malagasy, novaina indrindra tamin’ny lalàna laharana faha-95-021 tamin’ny 18 septambra 1995 sy ny lalàna laharana faha-2016-038 tamin’ny 25 janoary 2017',
      'Toromarika momba ny famoahana ny fanamarinana ny zom-pirenena malagasy (Gazety ofisialy laharana faha-137 tamin’ny 10.12.60, pejy 2552)',
    ],
  },
  faq: {
    fr: [
      { question: 'Qui délivre le certificat ?', answer: 'Le président du tribunal de première instance. C’est un acte administratif confié à la justice : en cas de refus, un recours est possible auprès du ministre de la Justice.', unsure: 'recours auprès du ministre de la Justice : aucune source trouvée' },
      { question: 'Mon enfant est né à l’étranger d’un parent malagasy. Que faire ?', answer: 'Faites d’abord transcrire sa naissance à l’ambassade ou au consulat de Madagascar, puis demandez le certificat de nationalité. Selon le ministère de la Justice, l’enfant d’un père ou d’une mère malagasy est malagasy ; certaines pages de consulats décrivent encore l’ancienne règle (enfant légitime d’un père malagasy).' },
    ],
    mg: [
      { question: 'Iza no manome ny fanamarinana ?', answer: 'Ny filohan’ny Fitsarana ambaratonga voalohany. Asa ara-pitantanana napetraka amin’ny fitsarana izy io : raha lavina ny fangatahanao dia azonao atao ny mitaraina any amin’ny minisitry ny Fitsarana.', unsure: 'fitarainana any amin’ny minisitry ny Fitsarana : tsy nahitana loharano' },
      { question: 'Teraka tany ivelany tamin’ny ray na reny malagasy ny zanako. Inona no atao ?', answer: 'Asaivo soratana any amin’ny masoivoho na kaonsoly malagasy aloha ny fahaterahany, avy eo mangataha fanamarinana ny zom-pirenena. Araka ny Ministeran’ny Fitsarana, Malagasy ny zaza nateraky ny ray na reny Malagasy ; misy pejin’ny kaonsoly mbola milaza ny fitsipika taloha (zanaka ara-dalàna nateraky ny ray Malagasy).' },
    ],
  },
  related: ['acte-de-naissance', 'certificat-de-residence', 'passeport', 'acquerir-la-nationalite-malagasy'],
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: ['cost', 'processingTime'],
  review: {
    status: 'toVerify',
    notes: 'Relu le 2026-11-28 phrase par phrase (recherche issue 40, docs/research/issue40/certificat-de-nationalite.md). Torolalana n’a aucune fiche sur cette démarche. La page du ministère de la Justice (justice.mg, page 8559) confirme le président du TPI seul compétent, la demande au TPI du lieu de résidence, l’acte de naissance, le livret de famille ou l’acte de mariage des parents et le certificat de résidence. Corrigé : dépôt au secrétariat du président du TPI (et non au greffe) ; loi n° 2016-038 du 25 janvier 2017 ajoutée au texte de référence. Montant des frais inconnu : la page du ministère a une rubrique sur les frais dont le texte n’est pas conservé ; marqué. Délai (« quelques jours à quelques semaines ») non confirmé, marqué. Numéros de porte (108, A5), cas particuliers (parents non mariés, naturalisation, actes supplémentaires) et condition du 26 juin 1960 repris d’Ivotoro seulement. Instruction du 10 décembre 1960 (JO n° 137) : intitulé cité d’après le texte reproduit par jwf-legal2 (date écrite « 10.12.60 » comme la source). Résumé : usage pour les dossiers fonciers sans source, marqué ; FAQ : recours auprès du ministre sans source, marqué ; règle de filiation : des pages de consulats décrivent encore la règle d’avant 2017, la réponse dit les deux.',
  },
  sources: [
    { key: 'justice', title: 'Certificat de nationalité malagasy / Taratasy fanamarinana ny fizakana ny zom-pirenena malagasy', publisher: 'Ministère de la Justice', kind: 'official', url: 'http://www.justice.mg/?page_id=8559', seen: '2026-11-28' },
    { key: 'justice-post', title: 'Fanapariahana lalàna sy paik’ady ara-pitsarana (certificat de nationalité)', publisher: 'Ministère de la Justice', kind: 'official', url: 'http://www.justice.mg/?p=8993', seen: '2026-11-28' },
    { key: 'ambassade-dakar', title: 'État civil – transcriptions (certificat de nationalité du demandeur de plus de 21 ans)', publisher: 'Ambassade de Madagascar au Sénégal', kind: 'official', url: 'https://ambamad-dakar.diplomatie.gov.mg/index.php/services-consulaires/etat-civil', seen: '2026-11-28' },
    { key: 'consulat-grand-ouest', title: 'Demander la nationalité malgache', publisher: 'Consulat de Madagascar (Grand Ouest, France)', kind: 'official', url: 'http://actualites.consulat-madagascargrandouest.fr/index.php/demander-la-nationalite-malgache', seen: '2026-11-28' },
    { key: 'ivotoro', title: 'Certificat de nationalité (fiche du TPI d’Antananarivo, porte 108)', publisher: 'Ivotoro (centre d’information administrative)', kind: 'secondary', url: 'https://www.ivotoro.mg/language/mg/procedure/certificat-de-nationalite-2/', seen: '2026-11-28' },
    { key: 'allafrica-2023', title: 'Double nationalité : le code de la nationalité modifié par la loi n° 2016-038', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202307120399.html', seen: '2026-11-28', published: '2023-07-12' },
    { key: 'mcf', title: 'Transmettre la nationalité malgache', publisher: 'Malagasy Club de France', kind: 'secondary', url: 'http://www.malagasyclubdefrance.com/transmettre-la-nationalite-malgache/', seen: '2026-11-28' },
    { key: 'circulaire-1961', title: 'Circulaire n° 138-MJ/DIR/NAT du 13 juillet 1961 (texte reproduit)', publisher: 'jwf-legal2.fr.gd (recueil de textes malgaches)', kind: 'secondary', url: 'http://jwf-legal2.fr.gd/Autres-types-de-textes-51.htm', seen: '2026-11-28', published: '1961-07-13' },
    { key: 'jwf-ordonnance', title: 'Ordonnance n° 60-064 du 22 juillet 1960 portant Code de la nationalité malgache, avec la liste des modifications (texte reproduit)', publisher: 'jwf-legal2.fr.gd (recueil de textes malgaches)', kind: 'secondary', url: 'https://jwf-legal2.fr.gd/Ordonnance-95.htm', seen: '2026-11-23', published: '1960-07-23' },
    { key: 'jwf-instruction', title: 'Instruction relative à la délivrance des certificats de nationalité malgache (JO n° 137 du 10 décembre 1960, texte reproduit)', publisher: 'jwf-legal2.fr.gd (recueil de textes malgaches)', kind: 'secondary', url: 'https://jwf-legal2.fr.gd/Autres-types-de-textes-196.htm', seen: '2026-11-23', published: '1960-12-10' },
  ],
  references: [
    { statement: 'summary', source: 'justice', quote: 'INONA NO ANTSOINA HOE "CERTIFICAT DE NATIONALITE MALAGASY"? Taratasy manamarina fa mizaka ny zom-pirenena Malagasy ny olona iray.' },
    { statement: 'summary', source: 'justice', quote: 'IZA NO AFAKA MANOME NY "CERTIFICAT DE NATIONALITE MALAGASY"? Ny Filohan’ny Fitsarana ambaratonga voalohany irery ihany no afaka manome azy' },
    { statement: 'summary', source: 'justice-post', quote: 'Ohatra raisintsika akaiky indrindra dia ny mikasika ny fanadinana hidirana ho mpiasam-panjakana, satria dia tsy maintsy Malagasy ihany no afaka mifaninana amin’izany' },
    { statement: 'summary', source: 'ambassade-dakar', quote: 'Une photocopie du certificat de nationalité Malagasy du demandeur s’il a plus de 21 ans' },
    { statement: 'audience', source: 'justice', quote: 'INONA NO ANTSOINA HOE "CERTIFICAT DE NATIONALITE MALAGASY"? Taratasy manamarina fa mizaka ny zom-pirenena Malagasy ny olona iray.' },
    { statement: 'audience', source: 'ivotoro', quote: 'Ho an’ny vahiny mizaka ny zom-pirenena malagasy, mila mitondra ireo taratasy voalaza etsy ambany sy ny Journal Officiel de la République de Madagascar (J. O. R .M) manambara ny fahazoany ny zom-pirenena Malagasy' },
    { statement: 'documents.0', source: 'justice', quote: 'Manao fangatahana ilay olona mangataka "certificat de nationalité" izay alefa any amin’ny Filohan’ny Fitsarana Ambaratonga voalohany misy ny toerana ipetrahany.' },
    { statement: 'documents.0', source: 'ivotoro', quote: 'Taratasy fangatahana miantefa amin’ny Président du Tribunal de Première Instance d’Antananarivo' },
    { statement: 'documents.1', source: 'justice', quote: 'Kopian’ny sora-pahaterahan’ny mpangataka' },
    { statement: 'documents.1', source: 'ivotoro', quote: 'Kopia lava nahaterahan’ny mpangataka' },
    { statement: 'documents.2', source: 'justice', quote: 'Taratasy fanamarinam-ponenan’ilay mpangataka' },
    { statement: 'documents.2', source: 'ivotoro', quote: 'Fanamarinana toeram-ponenana.' },
    { statement: 'documents.3', source: 'justice', quote: 'Kopian’ny bokim-pianakavian’ny Ray aman- drenin’ny mpangataka (tsara raha vita fanamarinana tany amin’ny firaisana) na sora-panambadian’ny Ray aman-drenin’ny mpangataka' },
    { statement: 'documents.3', source: 'ivotoro', quote: '2) Raha teraka tao aorian’ny 26 Jona 1960 : … Dika lasitry ny pejy voalohan’ny bokim-pianakaviana na dika lasitry ny fisoratam-panambadian’ny ray aman-drenin’ny mpangataka, raha nisoratra ara-panjakana ireo' },
    { statement: 'documents.3', source: 'circulaire-1961', quote: 'seuls les articles 90 et 91 du Code de la nationalité malgache règlent l’attribution de la nationalité malgache aux personnes nées avant le 26 juin 1960' },
    { statement: 'documents.4', source: 'ivotoro', quote: 'Raha tsy nisoratra ara-panjakana ny ray aman-dreny, dia tokony manome kopia lava nahaterahan’ny reny na ny rainy ilay mpangataka (izay mampiseho fa malagasy tokoa izy) ary raha efa maty ireo, dia ny taratasy fanambarana fahafatesana no il[aina]' },
    { statement: 'documents.5', source: 'ivotoro', quote: 'Ho an’ny vahiny mizaka ny zom-pirenena malagasy, mila mitondra ireo taratasy voalaza etsy ambany sy ny Journal Officiel de la République de Madagascar (J. O. R .M) manambara ny fahazoany ny zom-pirenena Malagasy' },
    { statement: 'youReceive', source: 'justice', quote: 'IZA NO AFAKA MANOME NY "CERTIFICAT DE NATIONALITE MALAGASY"? Ny Filohan’ny Fitsarana ambaratonga voalohany irery ihany no afaka manome azy' },
    { statement: 'processingTime', source: 'ivotoro', quote: 'no mandefa bordereau d’envoi ao amin’ny Président du Tribunal de Première Instance d’Antananarivo. Ilay bordereau dia manamarina ny fanomezana ny certificat de nationalité malgache amin’ny anaran’ny mpangataka, na ny fandavana izany' },
    { statement: 'whereToApply', source: 'justice', quote: '… alefa any amin’ny Filohan’ny Fitsarana Ambaratonga voalohany misy ny toerana ipetrahany.' },
    { statement: 'whereToApply', source: 'justice', quote: 'Aterina ao amin’ny biraon’ny Sekretera manokan’ny filohan’ny Fitsarana Ambaratonga voalohany ny fangatahana ary ampiarahina amin’izany ny antotan-taratasy ilaina sy ny porofo rehetra.' },
    { statement: 'whereToApply', source: 'ivotoro', quote: 'Porte 108 - 1er étage, Tribunal de première instance Antananarivo.' },
    { statement: 'whereToApply', source: 'ivotoro', quote: 'tsara raha mametraka ny antontan-taratasiny eo anivon’ny service de Nationalité du Ministère de la Justice à Faravohitra (Direction des Affaires Judiciaires), porte A5 ny mpangataka' },
    { statement: 'steps.0', source: 'justice', quote: 'Kopian’ny bokim-pianakavian’ny Ray aman- drenin’ny mpangataka (tsara raha vita fanamarinana tany amin’ny firaisana) na sora-panambadian’ny Ray aman-drenin’ny mpangataka' },
    { statement: 'steps.0', source: 'justice', quote: 'Kopian’ny sora-pahaterahan’ny mpangataka' },
    { statement: 'steps.1', source: 'justice', quote: 'Manao fangatahana ilay olona mangataka "certificat de nationalité" izay alefa any amin’ny Filohan’ny Fitsarana Ambaratonga voalohany misy ny toerana ipetrahany.' },
    { statement: 'steps.2', source: 'justice', quote: 'Aterina ao amin’ny biraon’ny Sekretera manokan’ny filohan’ny Fitsarana Ambaratonga voalohany ny fangatahana ary ampiarahina amin’izany ny antotan-taratasy ilaina sy ny porofo rehetra.' },
    { statement: 'steps.3', source: 'ivotoro', quote: 'Mety hiseho hoe tsy ampy hanamarinana ny fiaviana malagasin’ny mpangataka ireo taratasy voatonona ireo, ka noho izany mety hangataka kopia naterahana sy taratasy fanambarana fahafatesana maro mba hanamporofoana fa malagasy fiaviana ny mpangataka.' },
    { statement: 'legalReferences.0', source: 'justice', quote: 'Didy hitsivolana laharana faha 60-064 tamin’ny 22 Jolay 1960 novaina sy nofenoin’ny lalàna … sy ny lalàna laharana faha 95-021 tamin’ny 18 septambra 1995 ary ny lalàna laharana faha 2016-038 tamin’ny 25 janoary 2017' },
    { statement: 'legalReferences.0', source: 'allafrica-2023', quote: 'modifiées et complétées par la loi n°2016-038 adoptée par l’Assemblée nationale et le Sénat en leur séance respective du 12 décembre 2016 et du 15 décembre 2016 puis validée par la Haute Cour Constitutionnelle dans sa Décision en date du 18 janvier 2017, avant d’être promulguée le 25 janvier 2017' },
    { statement: 'legalReferences.1', source: 'jwf-instruction', quote: 'INSTRUCTION RELATIVE A LA DELIVRANCE DES CERTIFICATS DE NATIONALITE MALGACHE (JO N° 137 du 10.12.60 p. 2552)', where: 'intitulé' },
    { statement: 'faq.0', source: 'justice', quote: 'IZA NO AFAKA MANOME NY "CERTIFICAT DE NATIONALITE MALAGASY"? Ny Filohan’ny Fitsarana ambaratonga voalohany irery ihany no afaka manome azy' },
    { statement: 'faq.1', source: 'justice', quote: 'IZA NO ATAO HOE MALAGASY? -Ny zaza nateraky ny ray sy/ na reny Malagasy.' },
    { statement: 'faq.1', source: 'mcf', quote: 'L’enfant est malgache, il faut juste demander la transcription d’acte de naissance et le certificat de nationalité.' },
    { statement: 'faq.1', source: 'consulat-grand-ouest', quote: 'Est malgache : - l’enfant légitime d’un père malgache, - l’enfant légitime d’une mère malgache et d’un père qui n’a pas de nationalité ou dont on ne connait pas la nationalité.', says: 'otherwise' },
  ],
}

export default service
