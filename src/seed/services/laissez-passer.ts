import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'laissez-passer',
  category: 'tourisme-et-voyage',
  ministry: 'mae',
  slug: { fr: 'laissez-passer', mg: 'taratasy-fahazoan-dalana-hiverina' },
  title: {
    fr: 'Rentrer sans passeport valide : le laissez-passer',
    mg: 'Hiverina tsy misy pasipaoro manan-kery : ny laissez-passer',
  },
  summary: {
    fr: 'Un Malgache à l’étranger qui doit rentrer d’urgence sans passeport valide peut demander un laissez-passer à l’ambassade de Madagascar. Il n’est délivré qu’à titre exceptionnel, au cas par cas, quand il n’y a pas le temps de faire un nouveau passeport.',
    mg: 'Ny Malagasy any ivelany tsy maintsy miverina maika nefa tsy manana pasipaoro manan-kery dia afaka mangataka laissez-passer any amin’ny masoivohon’i Madagasikara. Tsy omena afa-tsy amin’ny toe-javatra manokana izy, tsirairay, rehefa tsy ampy ny fotoana hanaovana pasipaoro vaovao.',
  },
  marks: {
    summary: {
      fr: 'règles publiées par l’ambassade de Madagascar au Canada ; les autres ambassades peuvent différer',
      mg: 'fitsipika navoakan’ny masoivohon’i Madagasikara any Kanada ; mety tsy mitovy amin’izany ny masoivoho hafa',
    },
  },
  audience: {
    fr: 'Les Malgaches qui n’ont pas d’autre nationalité, à l’étranger, sans passeport valide, qui doivent rentrer d’urgence : retour définitif après l’expiration du titre de séjour sans régularisation possible, décès ou maladie grave d’un proche.',
    mg: 'Ireo Malagasy tsy manana zom-pirenena hafa, any ivelany, tsy manana pasipaoro manan-kery, ka tsy maintsy miverina maika : fiverenana tanteraka rehefa lany daty ny fahazoan-dàlana hipetraka ary tsy azo nahitsiana, fahafatesana na aretina mafy nahazo havana akaiky.',
  },
  documents: {
    fr: [
      'Une lettre de demande manuscrite adressée à l’ambassadeur, datée et signée',
      'La photocopie d’une pièce d’identité',
      'La photocopie du billet d’avion',
      'La photocopie d’un justificatif de résidence dans le pays',
      { item: 'Photos d’identité', quantity: 2 },
    ],
    mg: [
      'Taratasy fangatahana nosoratana tanana, ho an’ny ambasadaoro, misy daty sy sonia',
      'Dika mitovy ny taratasy maha-izy anao',
      'Dika mitovy ny tapakila fiaramanidina',
      'Dika mitovy ny porofon’ny fipetrahana any amin’ilay firenena',
      { item: 'Sary famantarana', quantity: 2 },
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Montant non publié par l’ambassade : demandez-le en déposant la demande.',
      mg: 'Tsy navoakan’ny masoivoho ny sarany : anontanio rehefa mametraka ny fangatahana.',
    },
  },
  processingTime: {
    fr: 'Déposez la demande une semaine avant le départ ; le laissez-passer est remis la veille du départ (ambassade au Canada).',
    mg: 'Apetraho herinandro alohan’ny handehanana ny fangatahana ; omena ny andro alohan’ny handehanana ny laissez-passer (masoivoho any Kanada).',
  },
  whereToApply: {
    fr: 'À l’ambassade ou au consulat de Madagascar du pays où vous êtes.',
    mg: 'Any amin’ny masoivoho na kaonsilin’i Madagasikara ao amin’ny firenena misy anao.',
  },
  youReceive: {
    fr: 'Un laissez-passer, document de voyage provisoire pour rentrer à Madagascar.',
    mg: 'Laissez-passer, taratasy fivezivezena vonjimaika hiverenana eto Madagasikara.',
  },
  steps: {
    fr: [
      { title: 'Vérifiez que votre cas est urgent', detail: 'Seuls les cas urgents ou imprévus sont acceptés : retour définitif après l’échec de la régularisation, décès ou maladie d’un proche.' },
      { title: 'Préparez la demande', detail: 'Écrivez à la main une lettre à l’ambassadeur, datée et signée, et joignez les copies et les 2 photos.' },
      { title: 'Déposez-la une semaine avant le départ', detail: 'Déposez le dossier à l’ambassade au moins une semaine avant la date de départ.' },
      { title: 'Retirez le laissez-passer la veille', detail: 'S’il est accordé, il est remis la veille du départ.' },
    ],
    mg: [
      { title: 'Hamarino fa maika ny tranga misy anao', detail: 'Ny tranga maika na tsy nampoizina ihany no raisina : fiverenana tanteraka rehefa tsy nahomby ny fanarahana ny lalàna, fahafatesana na aretina nahazo havana akaiky.' },
      { title: 'Omano ny fangatahana', detail: 'Manorata tanana taratasy ho an’ny ambasadaoro, misy daty sy sonia, ary ampio ny dika mitovy sy ny sary 2.' },
      { title: 'Apetraho herinandro alohan’ny handehanana', detail: 'Apetraho any amin’ny masoivoho ny antontan-taratasy, herinandro farafahakeliny alohan’ny daty handehanana.' },
      { title: 'Alao ny andro alohan’ny handehanana', detail: 'Raha ekena, omena ny andro alohan’ny handehanana ny laissez-passer.' },
    ],
  },
  legalReferences: {
    fr: ['Aucun texte propre au laissez-passer n’est cité : règles publiées par l’ambassade. Textes généraux sur les voyages des Malgaches : loi n° 91-025 du 12 août 1991 (circulation des nationaux vers l’extérieur) et décret n° 2000-127 du 24 février 2000 (documents de voyage aux nationaux)'],
    mg: ['Tsy misy lalàna manokana momba ny laissez-passer voalaza : fitsipika navoakan’ny masoivoho. Lalàna ankapobeny momba ny dian’ny Malagasy any ivelany : lalàna laharana faha-91-025 tamin’ny 12 aogositra 1991 (fivezivezen’ny teratany mankany ivelany) sy didim-panjakana laharana faha-2000-127 tamin’ny 24 febroary 2000 (taratasy fitsangatsanganana ho an’ny teratany)'],
  },
  faq: {
    fr: [
      { question: 'J’ai une autre nationalité. Puis-je demander un laissez-passer ?', answer: 'Non, selon l’ambassade au Canada : il est réservé aux Malgaches qui n’ont pas d’autre nationalité.' },
      { question: 'Mon passeport expire bientôt, mais je ne suis pas pressé. Que faire ?', answer: 'Demandez le renouvellement du passeport : depuis 2025, il peut se faire dans les ambassades, et depuis 2026 par procuration, selon le ministère des Affaires étrangères.', unsure: 'mise en œuvre selon l’ambassade' },
    ],
    mg: [
      { question: 'Manana zom-pirenena hafa aho. Afaka mangataka laissez-passer ve aho ?', answer: 'Tsia, araka ny masoivoho any Kanada : natokana ho an’ny Malagasy tsy manana zom-pirenena hafa izy.' },
      { question: 'Efa ho lany daty ny pasipaoroko, saingy tsy maika aho. Inona no atao ?', answer: 'Angataho ny fanavaozana ny pasipaoro : nanomboka tamin’ny 2025, azo atao any amin’ny masoivoho, ary nanomboka tamin’ny 2026 azo atao amin’ny taratasy fanomezan-dàlana, araka ny ministeran’ny Raharaham-bahiny.', unsure: 'fampiharana arakaraka ny masoivoho' },
    ],
  },
  related: ['passeport', 'declaration-de-perte', 'legalisation-de-documents'],
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: ['cost'],
  review: {
    status: 'toVerify',
    notes: 'Rédigé le 2026-11-28 (issue 41, docs/research/issue41/laissez-passer.md). Source principale : ambassade de Madagascar au Canada, page « Madagascar laissez-passer travel document » (en anglais) : conditions, pièces, une semaine avant, remise la veille. Seule ambassade trouvée qui publie ces règles : le résumé est marqué (autres ambassades). Montant non publié, marqué. Renouvellement du passeport à l’étranger : Newsmada (janvier 2025, Conseil des ministres) et allAfrica (février 2026, procuration), FAQ marquée. Torolalana n’a pas de fiche (copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, relevé du 26 février 2026). Texte de référence : ni l’ambassade ni la presse n’en citent pour le laissez-passer ; la ligne le dit et donne les textes généraux sur les voyages des Malgaches, lus dans un recueil privé de textes malgaches (jwf-legal2) : loi n° 91-025 du 12 août 1991 et décret n° 2000-127 du 24 février 2000 (cité dans le décret n° 61-267, qui avait abrogé le laissez-passer valant passeport de 1960).',
  },
  sources: [
    { key: 'ambassade-canada', title: 'Madagascar laissez-passer travel document', publisher: 'Ambassade de la République de Madagascar au Canada', kind: 'official', url: 'http://www.madagascar-embassy.ca/en/consular-department/passport/madagascar-laisser-passer-travel-document', seen: '2026-11-28' },
    { key: 'newsmada-2025', title: 'Conseil des ministres : le renouvellement de passeport peut s’effectuer auprès de toutes les ambassades', publisher: 'Newsmada', kind: 'press', url: 'https://newsmada.com/2025/01/24/conseil-des-ministres-le-renouvellement-de-passeport-peut-seffectuer-aupres-de-toutes-les-ambassades', seen: '2026-11-28', published: '2025-01-24' },
    { key: 'allafrica-2026', title: 'Passeport : l’extension de la validité à dix ans à l’étude ; renouvellement par procuration', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202602260284.html', seen: '2026-11-28', published: '2026-02-26' },
    { key: 'loi-91-025', title: 'Loi n° 91-025 du 12 août 1991 portant organisation et contrôle de la circulation des nationaux vers l’extérieur (texte reproduit)', publisher: 'jwf-legal2.fr.gd (recueil de textes malgaches)', kind: 'secondary', url: 'http://jwf-legal2.fr.gd/Lois-242.htm', seen: '2026-11-28', published: '1991-08-12' },
    { key: 'decrets-passeport', title: 'Décret n° 61-267 du 26 mai 1961 portant création du passeport, avec le décret n° 2000-127 (textes reproduits)', publisher: 'jwf-legal2.fr.gd (recueil de textes malgaches)', kind: 'secondary', url: 'http://jwf-legal2.fr.gd/D-e2-crets-521.htm', seen: '2026-11-28', published: '1961-05-26' },
  ],
  references: [
    { statement: 'summary', source: 'ambassade-canada', quote: 'The application for a laissez-passer must be justified: only urgent cases and any unexpected event that does not allow time to apply for a new passport are taken into consideration.' },
    { statement: 'summary', source: 'ambassade-canada', quote: 'The pass is issued on a case-by-case basis, in strictly exceptional circumstances and is delivered the day before the departure date.' },
    { statement: 'audience', source: 'ambassade-canada', quote: 'An urgent case may be a definitive return to Madagascar for nationals whose residence permit has expired and whose regularization procedures have proved unsuccessful;' },
    { statement: 'audience', source: 'ambassade-canada', quote: 'An unexpected event may be the death or illness of a near relative. … The application for a laissez-passer is only allowed for the Malagasy without any other nationality.' },
    { statement: 'documents.0', source: 'ambassade-canada', quote: 'A handwritten letter of request for a laisser-passer addressed to the Ambassador, dated and signed', where: 'Required documents' },
    { statement: 'documents.1', source: 'ambassade-canada', quote: 'A photocopy of identification.', where: 'Required documents' },
    { statement: 'documents.2', source: 'ambassade-canada', quote: 'A photocopy of the airline ticket', where: 'Required documents' },
    { statement: 'documents.3', source: 'ambassade-canada', quote: 'A photocopy of a proof of residence in Canada.', where: 'Required documents' },
    { statement: 'documents.4', source: 'ambassade-canada', quote: '2 passport photos.', where: 'Required documents' },
    { statement: 'processingTime', source: 'ambassade-canada', quote: 'The application must be made one week before the date of departure.' },
    { statement: 'processingTime', source: 'ambassade-canada', quote: 'is delivered the day before the departure date.' },
    { statement: 'whereToApply', source: 'ambassade-canada', quote: 'A handwritten letter of request for a laisser-passer addressed to the Ambassador, dated and signed' },
    { statement: 'youReceive', source: 'ambassade-canada', quote: 'only urgent cases and any unexpected event that does not allow time to apply for a new passport are taken into consideration.' },
    { statement: 'steps.0', source: 'ambassade-canada', quote: 'An urgent case may be a definitive return to Madagascar for nationals whose residence permit has expired and whose regularization procedures have proved unsuccessful; An unexpected event may be the death or illness of a near relative.' },
    { statement: 'steps.1', source: 'ambassade-canada', quote: 'A handwritten letter of request for a laisser-passer addressed to the Ambassador, dated and signed … 2 passport photos.', where: 'Required documents' },
    { statement: 'steps.2', source: 'ambassade-canada', quote: 'The application must be made one week before the date of departure.' },
    { statement: 'steps.3', source: 'ambassade-canada', quote: 'The pass is issued on a case-by-case basis, in strictly exceptional circumstances and is delivered the day before the departure date.' },
    { statement: 'faq.0', source: 'ambassade-canada', quote: 'The application for a laissez-passer is only allowed for the Malagasy without any other nationality.' },
    { statement: 'faq.1', source: 'newsmada-2025', quote: 'la diaspora malgache peut dorénavant entamer les procédures de renouvellement de leur passeport auprès de leur ambassade respective' },
    { statement: 'faq.1', source: 'allafrica-2026', quote: 'Désormais, il n’est plus obligatoire que le titulaire se présente en personne. En effet, la procédure peut être effectuée par procuration, selon le ministère des Affaires étrangères.' },
    { statement: 'legalReferences.0', source: 'ambassade-canada', quote: 'The pass is issued on a case-by-case basis, in strictly exceptional circumstances and is delivered the day before the departure date.' },
    { statement: 'legalReferences.0', source: 'loi-91-025', quote: 'LOI N° 91-025 DU 12 AOUT 1991 portant organisation et contrôle de la circulation des nationaux vers l’Extérieur' },
    { statement: 'legalReferences.0', source: 'decrets-passeport', quote: 'décret n° 2000-127 du 24 février 2000 fixant les modalités d’application des nouvelles dispositions de la loi n° 99-032 portant loi de finances pour l’exercice 2000 relatives à la création de passeport et délivrance de documents de voyage aux nationaux' },
  ],
}

export default service
