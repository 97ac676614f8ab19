import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'enregistrer-un-bail',
  category: 'habitat-et-foncier',
  ministry: 'dgi',
  slug: { fr: 'enregistrer-un-bail', mg: 'fanoratana-fifanarahana-fanofana' },
  title: {
    fr: 'Enregistrer un contrat de location (bail)',
    mg: 'Mampiraikitra an-boky fifanarahana fanofana',
  },
  summary: {
    fr: 'Un contrat de location (bail) d’une maison, d’un local ou d’un terrain est un acte sous seing privé : il se fait enregistrer aux Impôts, et le loyer écrit dans le contrat sert de base au droit d’enregistrement.',
    mg: 'Ny fifanarahana fanofana trano, toeram-piasana na tany dia taratasy nataon’olon-tsotra : ampiraiketina an-boky any amin’ny Hetra izany, ary ny hofan-trano voasoratra ao amin’ny fifanarahana no ifotoran’ny haban’ny firaiketana an-boky.',
  },
  audience: {
    fr: 'Les propriétaires qui louent et les locataires (logement, commerce, bureau) ; les entreprises qui louent leur siège.',
    mg: 'Ireo tompon-trano mampanofa sy ireo mpanofa (fonenana, fivarotana, birao) ; ireo orinasa manofa ny foibeny.',
  },
  documents: {
    fr: [
      { item: 'Le contrat de bail signé par le bailleur et le locataire, avec la durée, l’usage des lieux et le loyer', unsure: 'nombre d’exemplaires non publié' },
      { item: 'La CIN du bailleur et du locataire', unsure: 'pièce non citée par les sources' },
    ],
    mg: [
      { item: 'Ny fifanarahana fanofana vonosonian’ny tompony sy ny mpanofa, misy ny faharetany, ny ampiasana ny toerana ary ny hofany', unsure: 'tsy voalaza ny isan’ny dika' },
      { item: 'Ny kara-panondron’ny tompony sy ny mpanofa', unsure: 'tsy voatanisan’ny loharano' },
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Droit proportionnel calculé sur le loyer du contrat ; taux à demander au centre fiscal.',
      mg: 'Haba kajiana amin’ny hofan-trano voasoratra ao amin’ny fifanarahana ; anontanio any amin’ny ivon-ketra ny tahany.',
    },
  },
  processingTime: {
    fr: 'Délai non publié : demandez au centre fiscal.',
    mg: 'Tsy voalaza ny faharetany : anontanio any amin’ny ivon-ketra.',
  },
  whereToApply: {
    fr: 'Au centre fiscal (Impôts) compétent. Pour une entreprise qui se crée, l’enregistrement du bail du siège se fait à l’EDBM avec le dossier de création.',
    mg: 'Any amin’ny ivon-ketra mahefa. Ho an’ny orinasa vao hatsangana, any amin’ny EDBM no ampiraiketina an-boky ny fifanarahana fanofana ny foibe, miaraka amin’ny antontan-taratasy fananganana.',
  },
  places: ['edbm-guichet-unique-antananarivo'],
  youReceive: {
    fr: 'Le contrat de bail enregistré (mention de l’enregistrement des Impôts).',
    mg: 'Ny fifanarahana fanofana voarakitra an-boky (misy ny mariky ny firaiketana an-boky avy amin’ny Hetra).',
  },
  steps: {
    fr: [
      { title: 'Rédigez le contrat', detail: 'Écrivez la durée, l’usage des lieux, le loyer, la façon de payer et de réviser le loyer, les charges de chacun et la sous-location.' },
      { title: 'Signez le contrat', detail: 'Le bailleur et le locataire signent le contrat.' },
      { title: 'Faites enregistrer le contrat', detail: 'Présentez le contrat au centre fiscal compétent et payez le droit d’enregistrement, calculé sur le loyer.' },
    ],
    mg: [
      { title: 'Soraty ny fifanarahana', detail: 'Soraty ny faharetany, ny ampiasana ny toerana, ny hofany, ny fomba fandoavana sy fanovana ny hofany, ny andraikitry ny tsirairay ary ny fampanofana amin’olon-kafa.' },
      { title: 'Asio sonia ny fifanarahana', detail: 'Manao sonia ny fifanarahana ny tompony sy ny mpanofa.' },
      { title: 'Ampiraiketo an-boky ny fifanarahana', detail: 'Ento any amin’ny ivon-ketra mahefa ny fifanarahana ary aloavy ny haban’ny firaiketana an-boky, kajiana amin’ny hofany.' },
    ],
  },
  legalReferences: {
    fr: [
      'Code général des impôts, partie II : droits d’enregistrement des actes et mutations (droit proportionnel sur les transmissions de jouissance)',
      'Loi n° 2015-037 du 3 février 2016 sur le régime juridique des baux commerciaux',
    ],
    mg: [
      'Fehezan-dalàna ankapobe momba ny hetra, fizarana II : haban’ny firaiketana an-boky ny taratasy sy ny famindrana (haba araka ny sanda amin’ny famindrana fampiasana)',
      'Lalàna laharana faha-2015-037 tamin’ny 3 febroary 2016 momba ny fitsipika mifehy ny fanofana ho an’ny varotra',
    ],
  },
  faq: {
    fr: [
      { question: 'Mon bail est pour un commerce. Quelle loi s’applique ?', answer: 'La loi n° 2015-037 sur les baux commerciaux régit les locaux ou terrains à usage commercial, industriel, artisanal ou professionnel, l’enseignement et les professions libérales.' },
      { question: 'Je suis étranger : puis-je louer à long terme ?', answer: 'Oui, par un bail emphytéotique : de 18 ans au moins à 99 ans au plus, sans reconduction tacite.' },
    ],
    mg: [
      { question: 'Ho an’ny fivarotana ny fanofako. Inona no lalàna mihatra ?', answer: 'Ny lalàna laharana faha-2015-037 momba ny fanofana ho an’ny varotra no mifehy ny trano na tany ampiasaina amin’ny varotra, indostria, asa tanana na asa matihanina, ny fampianarana ary ny asa tsy miankina.' },
      { question: 'Vahiny aho : afaka manofa maharitra ve aho ?', answer: 'Eny, amin’ny alalan’ny « bail emphytéotique » : 18 taona farafahakeliny ka hatramin’ny 99 taona farafahabetsany, tsy mitohy ho azy.' },
    ],
  },
  related: ['impots-fonciers', 'creer-sa-societe', 'numero-d-identification-fiscale', 'gerer-son-habitation'],
  directory: 'none',
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: ['cost', 'processingTime', 'documents'],
  review: {
    status: 'toVerify',
    notes: 'Rédigé le 2026-11-28 (issue 41, lot b4 ; docs/research/issue41/enregistrer-un-bail.md). Torolalana n’a pas de fiche sur le bail (copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, relevé du 26 février 2026). Droit proportionnel sur les transmissions de jouissance : CGI 2015, partie II (copie Lexxika) ; le taux applicable aux baux n’apparaît pas dans les extraits lus : coût marqué. Contrat de location = acte sous seing privé soumis à l’enregistrement : Madagascar Services (2017). Loyer base de l’enregistrement et enregistrement du bail du siège à l’EDBM : Stileex. Contenu du contrat et loi 2015-037 : Agoramada et Lexxika. Bail emphytéotique (18 à 99 ans) : guide.mg et Propriossimo. Pièces et délai non publiés : marqués. Textes sur les baux d’habitation (ordonnance n° 62-100 du 1er octobre 1962, citée par une étude de 1999) non repris faute de savoir s’ils sont en vigueur.',
  },
  sources: [
    { key: 'cgi-2015', title: 'Code général des impôts 2015, partie II : droit d’enregistrement des actes et mutations (copie du texte)', publisher: 'Lexxika (textes de lois malgaches)', kind: 'official', url: 'https://textes.lexxika.com/lois-malagasy/droit-fiscal/code-general-des-impots-2015/livre-i-impots-detat/partie-ii-droit-denregistrement-actes-mutations/', seen: '2026-11-28', published: '2015' },
    { key: 'loi-2015-037', title: 'Loi n° 2015-037 du 3 février 2016 sur le régime juridique des baux commerciaux (copie du texte)', publisher: 'Lexxika (textes de lois malgaches)', kind: 'official', url: 'https://textes.lexxika.com/lois-malagasy/loi-n2015-037-du-03-fevrier-2016-sur-le-regime-juridique-des-baux-commerciaux/', seen: '2026-11-28', published: '2016-02-03' },
    { key: 'madagascar-services-2017', title: 'L’enregistrement fiscal des actes à Madagascar', publisher: 'Madagascar Services (blog)', kind: 'secondary', url: 'https://www.madagascar-services.com/blog/fr/post/2017/07/25/lenregistrement-fiscal-actes-a-madagascar', seen: '2026-11-28', published: '2017-07-25' },
    { key: 'stileex', title: 'Contrat de bail à Madagascar', publisher: 'Stileex', kind: 'secondary', url: 'https://stileex.xyz/contrat-de-bail-madagascar/', seen: '2026-11-28' },
    { key: 'agoramada', title: 'Tout ce qu’il faut savoir sur le contrat de bail à Madagascar', publisher: 'Agoramada (forum)', kind: 'secondary', url: 'https://agoramada.com/t/tout-ce-quil-faut-savoir-sur-le-contrat-de-bail-a-madagascar/2313/2', seen: '2026-11-28' },
    { key: 'guide-mg', title: 'Le bail emphytéotique', publisher: 'immobilier.guide.mg', kind: 'secondary', url: 'https://immobilier.guide.mg/bail-emphyteotique.html', seen: '2026-11-28' },
    { key: 'propriossimo', title: 'Le contrat de bail emphytéotique à Madagascar', publisher: 'Propriossimo', kind: 'secondary', url: 'https://propriossimo.fr/?p=277', seen: '2026-11-28' },
  ],
  references: [
    { statement: 'summary', source: 'madagascar-services-2017', quote: 'Les actes sous seing privés sont les actes établis par des personnes privées comme les contrats de ventes, contrat de location, reconnaissance de dette, les différents constats,…' },
    { statement: 'summary', source: 'madagascar-services-2017', quote: 'Tout acte effectué sur le territoire de la République de Madagascar est soumis à la formalité d’enregistrement' },
    { statement: 'summary', source: 'stileex', quote: 'ce montant servira de base pour l’enregistrement du contrat au niveau du centre compétent.' },
    { statement: 'audience', source: 'agoramada', quote: 'Bail commercial : location de sites commerciaux (bureau, local, etc.) Bail civil : pour les particuliers' },
    { statement: 'audience', source: 'stileex', quote: 'L’enregistrement initial du contrat de bail se fera au niveau de l’EDBM lors du dépôt de dossiers pour la cré' },
    { statement: 'documents.0', source: 'agoramada', quote: 'La durée du contrat de bail : convenue entre les deux partis et peut être déterminée ou non L’usage des lieux : si siège social ou le lieu d’activité ou les deux en même temps Le montant du loyer : à convenir entre les deux partis' },
    { statement: 'cost', source: 'cgi-2015', quote: 'Art. 02.01.05 – Le droit proportionnel est établi pour les transmissions de propriété, d’usufruit ou de jouissance de biens meubles ou immeubles, entre vifs' },
    { statement: 'cost', source: 'stileex', quote: 'ce montant servira de base pour l’enregistrement du contrat au niveau du centre compétent.' },
    { statement: 'whereToApply', source: 'stileex', quote: 'ce montant servira de base pour l’enregistrement du contrat au niveau du centre compétent.' },
    { statement: 'whereToApply', source: 'stileex', quote: 'L’enregistrement initial du contrat de bail se fera au niveau de l’EDBM lors du dépôt de dossiers pour la cré' },
    { statement: 'youReceive', source: 'madagascar-services-2017', quote: 'Tout acte effectué sur le territoire de la République de Madagascar est soumis à la formalité d’enregistrement' },
    { statement: 'steps.0', source: 'agoramada', quote: 'Les modalités de paiement et de révision Les charges du bailleur et du locataire : … Les sous-locations : si vous projetez de faire des sous-locations, il faut les mentionner dans le contrat de bail' },
    { statement: 'steps.1', source: 'agoramada', quote: 'Pour votre cas, vous pouvez soit passer par la domiciliation d’entreprise, soit par la rédaction et signature d’un contrat de bail.' },
    { statement: 'steps.2', source: 'stileex', quote: 'ce montant servira de base pour l’enregistrement du contrat au niveau du centre compétent.' },
    { statement: 'steps.2', source: 'cgi-2015', quote: 'Art. 02.01.05 – Le droit proportionnel est établi pour les transmissions de propriété, d’usufruit ou de jouissance de biens meubles ou immeubles, entre vifs' },
    { statement: 'legalReferences.0', source: 'cgi-2015', quote: 'Partie II – Droit d’enregistrement des actes et mutations' },
    { statement: 'legalReferences.1', source: 'loi-2015-037', quote: 'Loi n°2015-037 du 03 Février 2016 Sur le régime juridique des baux commerciaux.' },
    { statement: 'faq.0', source: 'agoramada', quote: 'la loi 2015-037 sur les baux commerciaux à Madagascar ne régit que les immeubles ou les terrains à usage commercial, industriel, artisanal ou professionnel, ou pour l’enseignement, les locaux où l’on exerce une profession libérale.' },
    { statement: 'faq.0', source: 'loi-2015-037', quote: 'LOI N° 2015-037 Sur le régime juridique des baux commerciaux.' },
    { statement: 'faq.1', source: 'guide-mg', quote: 'Sur la Grande Île, un bail emphytéotique ne peut avoir une durée inférieure à 18 ans, ni supérieure à 99 ans.' },
    { statement: 'faq.1', source: 'propriossimo', quote: 'Il est d’une durée déterminée pouvant aller de 18 ans minimum, sans aucune clause de tacite reconduction, mais peut être renouvelé jusqu’à 99 ans avec l’accord des contractants.' },
  ],
}

export default service
