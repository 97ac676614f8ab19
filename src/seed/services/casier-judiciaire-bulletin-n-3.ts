import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'casier-judiciaire-bulletin-n-3',
  category: 'securite-et-justice',
  ministry: 'justice',
  slug: { fr: 'casier-judiciaire-bulletin-n-3', mg: 'taratasy-firaketana-heloka-laharana-3' },
  title: {
    fr: 'Obtenir un extrait de casier judiciaire (bulletin n° 3)',
    mg: 'Maka taratasy fanamarinana firaketana heloka (bulletin n° 3)',
  },
  summary: {
    fr: 'Le bulletin n° 3 du casier judiciaire indique les condamnations pénales inscrites à votre nom ; un bulletin « néant » montre que vous n’avez pas été condamné. Il est souvent demandé pour un emploi, un concours, une candidature, un visa ou un prêt.',
    mg: 'Ny bulletin n° 3 amin’ny firaketana heloka bevava dia milaza ny fanamelohana ara-pitsarana voasoratra amin’ny anaranao ; raha « néant » ny bulletin dia midika fa tsy mbola voaheloka ianao. Matetika takiana amin’ny asa, fifaninanana, firotsahan-kofidiana, visa na fampindramam-bola izy.',
  },
  audience: {
    fr: 'Toute personne qui doit fournir un extrait de casier judiciaire. La demande se dépose au tribunal du lieu de naissance.',
    mg: 'Izay rehetra tsy maintsy manome kopian’ny firaketana heloka bevava. Any amin’ny fitsarana misy ny toerana nahaterahana no ametrahana ny fangatahana.',
  },
  documents: {
    fr: [
      { item: 'Une demande manuscrite (lettre écrite à la main, datée et signée)' },
      { item: 'Une photocopie de votre carte nationale d’identité (CIN), certifiée conforme cette année', form: 'certifiedCopy' },
      { item: 'Une copie intégrale ou un extrait de votre acte de naissance' },
      { item: 'Si quelqu’un dépose pour vous : une procuration et sa CIN', unsure: 'non mentionné par le guide officiel, à confirmer au greffe' },
    ],
    mg: [
      { item: 'Fangatahana atao sora-tanana (taratasy soratana tanana, misy daty sy sonia)' },
      { item: 'Dika mitovin’ny kara-panondro (CIN), voamarina tamin’ity taona ity', form: 'certifiedCopy' },
      { item: 'Kopia nahaterahana feno (kopia lava) na kopia fohy' },
      { item: 'Raha olon-kafa no mametraka ho anao : taratasy fanomezan-dàlana sy ny kara-panondrony', unsure: 'tsy voalaza ao amin’ny torolalana ofisialy, hamarinina any amin’ny birao fitahirizana ny firaketana' },
    ],
  },
  cost: {
    free: false,
    amountAriary: 2000,
    details: {
      fr: '2 000 Ar, payés au dépôt de la demande (le guide officiel indique un paiement au Trésor public) ; le retrait du bulletin est gratuit. Tout paiement supplémentaire pour « aller plus vite » est illégal : signalez-le au BIANCO ou sur le site de doléances du ministère de la Justice (www.fitsarana-valio-tarainako.mg).',
      mg: '2 000 Ar, aloa rehefa mametraka ny fangatahana (milaza fandoavana any amin’ny Tahirim-bolam-panjakana ny torolalana ofisialy) ; maimaim-poana ny fakana ny bulletin. Tsy ara-dalàna ny fandoavana fanampiny rehetra « mba hanafainganana » : ambarao any amin’ny BIANCO na ao amin’ny tranokalan’ny fitarainana an’ny Ministeran’ny Fitsarana (www.fitsarana-valio-tarainako.mg) izany.',
    },
  },
  youReceive: {
    fr: 'Le bulletin n° 3 de votre casier judiciaire.',
    mg: 'Ny bulletin n° 3 amin’ny firaketana heloka bevava momba anao.',
  },
  delay: { from: 24, unit: 'hours' },
  processingTime: {
    fr: 'Environ {délai} en général ; le délai exact vous est indiqué au dépôt. À l’approche des élections, le TPI d’Antananarivo a reçu jusqu’à 2 000 demandes par jour (2019) : anticipez.',
    mg: 'Eo amin’ny {faharetany} eo ho eo matetika ; lazaina aminao rehefa mametraka ny fangatahana ny faharetany marina. Rehefa nanakaiky ny fifidianana dia nahazo fangatahana hatramin’ny 2 000 isan’andro ny Fitsarana ambaratonga voalohany eto Antananarivo (2019) : aza miandry farany.',
  },
  whereToApply: {
    fr: 'Au service du casier judiciaire du tribunal de première instance (TPI) du lieu où vous êtes né. À Antananarivo : palais de justice d’Anosy, bureau État civil, porte 01, section casier judiciaire, du lundi au vendredi de 8 h à 12 h. Pour les personnes nées à l’étranger, renseignez-vous auprès du ministère de la Justice.',
    mg: 'Ao amin’ny sampana mitahiry ny firaketana heloka bevava ao amin’ny Fitsarana ambaratonga voalohany (TPI) misy ny toerana nahaterahanao. Eto Antananarivo : Lapan’ny Fitsarana Anosy, biraon’ny sora-piankohonana, varavarana 01, sampana firaketana heloka bevava, alatsinainy ka hatramin’ny zoma, 8 ora ka hatramin’ny 12 ora. Ho an’ireo teraka tany ivelany, anontanio ny Ministeran’ny Fitsarana.',
  },
  places: ['tpi-antananarivo-casier-judiciaire'],
  steps: {
    fr: [
      { title: 'Préparez les pièces', detail: 'Écrivez une demande à la main, faites certifier cette année une photocopie de votre CIN et procurez-vous une copie ou un extrait de votre acte de naissance. Attachez vos papiers ensemble (trombone).' },
      { title: 'À Antananarivo : prenez rendez-vous en ligne', detail: 'Si vous êtes né dans l’un des districts d’Antananarivo Renivohitra (arrondissements 1 à 6), Avaradrano, Atsimondrano, Manjakandriana, Ambohidratrimo, Anjozorobe ou Andramasina, réservez un rendez-vous sur digital.gov.mg/cj.', place: 'tpi-antananarivo-casier-judiciaire' },
      { title: 'Déposez la demande au tribunal', detail: 'Présentez-vous au TPI de votre lieu de naissance. L’agent vérifie les pièces, puis vous payez 2 000 Ar. Gardez le reçu.', feeAriary: 2000 },
      { title: 'Retirez le bulletin', detail: 'Revenez au même tribunal à la date indiquée au dépôt (en général le lendemain) et vérifiez votre identité sur le bulletin.', feeAriary: 0 },
    ],
    mg: [
      { title: 'Omano ny antontan-taratasy', detail: 'Manorata fangatahana amin’ny tanana, ampamarino tamin’ity taona ity ny dika mitovin’ny kara-panondronao ary makà kopia nahaterahana fohy na feno. Atambaro ny taratasinao (trombone).' },
      { title: 'Eto Antananarivo : mamandrika fotoana an-tserasera', detail: 'Raha teraka tao amin’ny iray amin’ireo distrikan’Antananarivo Renivohitra (boriborintany 1 ka hatramin’ny 6), Avaradrano, Atsimondrano, Manjakandriana, Ambohidratrimo, Anjozorobe na Andramasina ianao, mamandriha fotoana ao amin’ny digital.gov.mg/cj.', place: 'tpi-antananarivo-casier-judiciaire' },
      { title: 'Apetraho any amin’ny fitsarana ny fangatahana', detail: 'Manatona ny TPI misy ny toerana nahaterahanao. Hamarinin’ny mpiasa ny antontan-taratasy, avy eo aloavinao ny 2 000 Ar. Tehirizo ny rosia.', feeAriary: 2000 },
      { title: 'Alao ny bulletin', detail: 'Miverena any amin’io fitsarana io ihany amin’ny daty lazaina aminao rehefa mametraka (matetika ny ampitson’iny) ary hamarino ny mombamomba anao voasoratra ao amin’ny bulletin.', feeAriary: 0 },
    ],
  },
  legalReferences: {
    fr: ['Code de procédure pénale malagasy (dispositions relatives au casier judiciaire et à ses bulletins n° 1, 2 et 3)'],
    mg: ['Fehezan-dalàna momba ny fitsarana heloka malagasy (fepetra momba ny firaketana heloka bevava sy ny bulletin n° 1, 2 ary 3)'],
  },
  faq: {
    fr: [
      { question: 'Combien de temps le bulletin est-il valable ?', answer: 'Le bulletin ne porte pas de date de fin ; c’est l’administration qui le demande qui fixe son ancienneté maximale (souvent moins de 3 mois). Vérifiez auprès d’elle.', unsure: 'durée de 3 mois courante, non vérifiée' },
      { question: 'Quelle différence entre les bulletins n° 1, 2 et 3 ?', answer: 'Les bulletins n° 1 et 2 sont réservés aux autorités judiciaires et à certaines administrations. Le bulletin n° 3 est le seul que vous pouvez demander pour vous-même ; il contient moins d’informations.' },
      { question: 'Où trouver un modèle de demande manuscrite ?', answer: 'Le guide officiel Torolalana propose un modèle. Une lettre simple suffit : vos nom et prénoms, date et lieu de naissance, noms des parents, adresse, l’objet « demande de bulletin n° 3 du casier judiciaire », la date et votre signature.', unsure: 'contenu exact de la lettre à confirmer au greffe' },
    ],
    mg: [
      { question: 'Mandritra ny firy volana no manan-kery ny bulletin ?', answer: 'Tsy misy daty fahataperana voasoratra ao amin’ny bulletin ; ny birao mangataka azy no mametra ny fahelany farany (matetika tsy mihoatra ny 3 volana). Anontanio izy ireo.', unsure: 'fahela 3 volana mahazatra, tsy voamarina' },
      { question: 'Inona no mampiavaka ny bulletin n° 1, 2 ary 3 ?', answer: 'Ny bulletin n° 1 sy 2 dia natokana ho an’ny manam-pahefana ara-pitsarana sy ny birao sasany. Ny bulletin n° 3 ihany no azonao angatahina ho an’ny tenanao ; vitsy kokoa ny fampahalalana ao aminy.' },
      { question: 'Aiza no ahitana ohatra amin’ny fangatahana atao sora-tanana ?', answer: 'Misy ohatra omen’ny torolalana ofisialy Torolalana. Ampy ny taratasy tsotra : ny anarana sy fanampin’anarana, ny daty sy toerana nahaterahana, ny anaran’ny ray aman-dreny, ny adiresy, ny antony « fangatahana bulletin n° 3 amin’ny firaketana heloka bevava », ny daty ary ny sonianao.', unsure: 'votoatin’ny taratasy hamarinina any amin’ny birao fitahirizana ny firaketana' },
    ],
  },
  onlineServices: {
    fr: [{ label: 'Rendez-vous pour le casier judiciaire au TPI d’Antananarivo', url: 'https://digital.gov.mg/cj' }],
    mg: [{ label: 'Famandrihana fotoana ho an’ny firaketana heloka bevava ao amin’ny TPI Antananarivo', url: 'https://digital.gov.mg/cj' }],
  },
  related: ['acte-de-naissance', 'carte-nationale-d-identite', 'porter-plainte'],
  lastReviewed: '2026-11-25',
  verifiedAt: '2026-11-25',
  unconfirmed: ['legalReferences'],
  review: {
    status: 'toVerify',
    notes: 'Comparé le 2026-11-25 à Torolalana (fiche « casier judiciaire ou bulletin n° 3 », lue dans une copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, février 2026, texte malgache). Désaccords : Torolalana : 2 000 Ar ; fiche : pas de montant (timbre ou frais de greffe) ; décision : 2 000 Ar (guide officiel validé par le service). Torolalana : environ 24 heures ; fiche : « quelques jours » ; décision : environ 24 heures, délai exact annoncé au dépôt (guide officiel). Torolalana : demande manuscrite, photocopie de la CIN certifiée cette année, copie ou extrait d’acte de naissance ; fiche : formulaire, copie récente de l’acte, photocopie simple de la CIN, timbre ; décision : liste de Torolalana (guide officiel). Pièce « procuration » absente de Torolalana : gardée avec une marque. Texte : articles précis du Code de procédure pénale à citer. FAQ : validité de 3 mois et contenu de la lettre marqués. Site de doléances www.fitsarana-valio-tarainako.mg cité par la presse (février 2024) : vérifier qu’il est en service. Libellé malagasy « firaketana heloka bevava » repris de Torolalana.',
  },
  sources: [
    { title: 'Torolalana — Demander un casier judiciaire (bulletin n° 3)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/fr/services/demander-un-casier-judiciaire-bulletin-n-3', seen: '2026-11-25', published: '2026-02', supports: ['summary', 'audience', 'cost', 'processingTime', 'documents', 'whereToApply', 'onlineServices', 'steps'] },
    { title: 'Tribunal : rush à la délivrance de casier judiciaire', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/12/09/2019/tribunal-rush-a-la-delivrance-de-casier-judiciaire/', seen: '2026-11-23', published: '2019-09-12', supports: ['processingTime'] },
    { title: 'Justice : site de doléances en ligne pour les justiciables (www.fitsarana-valio-tarainako.mg)', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202402270191.html', seen: '2026-11-23', published: '2024-02-27', supports: ['cost'] },
    { title: 'Enrôlement biométrique à Tanjombato : témoignage sur le casier judiciaire', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202601280587.html', seen: '2026-11-23', published: '2026-01-28' },
    { title: 'Site officiel', publisher: 'Ministère de la Justice', kind: 'official', url: 'https://www.justice.mg/', seen: '2026-11-23', supports: ['whereToApply'] },
  ],
}

export default service
