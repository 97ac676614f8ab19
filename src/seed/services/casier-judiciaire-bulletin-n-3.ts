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
    fr: 'Le bulletin n° 3 du casier judiciaire indique si vous avez été condamné pour certaines infractions. Il est souvent demandé pour un emploi, un concours, une candidature à une élection ou un visa.',
    mg: 'Ny bulletin n° 3 amin’ny firaketana heloka dia milaza raha efa voaheloka tamin’ny fandikan-dalàna sasany ianao. Matetika takiana amin’ny asa, fifaninanana, firotsahana ho fidiana na visa izy.',
  },
  audience: {
    fr: 'Toute personne majeure qui doit fournir un extrait de casier judiciaire ; seul l’intéressé (ou son mandataire) peut obtenir son bulletin n° 3.',
    mg: 'Izay olon-dehibe rehetra tsy maintsy manome taratasy fanamarinana firaketana heloka ; ilay olona voakasika ihany (na izay nomeny fahefana) no afaka mahazo ny bulletin n° 3.',
  },
  documents: {
    fr: [
      'Le formulaire de demande rempli (disponible au greffe)',
      'Une copie récente de votre acte de naissance',
      'Une photocopie de votre CIN',
      'Le timbre fiscal ou les frais de greffe',
      'Si quelqu’un dépose pour vous : une procuration et sa CIN',
    ],
    mg: [
      'Ny taratasy fangatahana efa fenoina (azo alaina ao amin’ny greffe)',
      'Kopia nahaterahanao vao nalaina',
      'Dika mitovy amin’ny kara-panondronao',
      'Hajia na saran’ny greffe',
      'Raha olon-kafa no mametraka ho anao : taratasy fanomezan-dàlana sy ny kara-panondrony',
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Un timbre fiscal ou des frais de greffe sont généralement demandés ; le montant est affiché au greffe. Tout paiement supplémentaire pour « aller plus vite » est illégal : signalez-le au BIANCO ou sur le site de doléances du ministère de la Justice (www.fitsarana-valio-tarainako.mg).',
      mg: 'Matetika misy hajia na saran’ny greffe takiana ; apetaka ao amin’ny greffe ny sandany. Tsy ara-dalàna ny fandoavana fanampiny rehetra « mba hanafainganana » : ambarao any amin’ny BIANCO na ao amin’ny tranokalan’ny fitarainana an’ny Ministeran’ny Fitsarana (www.fitsarana-valio-tarainako.mg) izany.',
    },
  },
  processingTime: {
    fr: 'Quelques jours en général ; plus longtemps en période d’affluence. À l’approche des élections, le TPI d’Antananarivo a reçu jusqu’à 2 000 demandes par jour (2019) : anticipez.',
    mg: 'Andro vitsivitsy matetika ; maharitra kokoa rehefa be olona. Rehefa nanakaiky ny fifidianana dia nahazo fangatahana hatramin’ny 2 000 isan’andro ny Fitsarana ambaratonga voalohany eto Antananarivo (2019) : aza miandry farany.',
  },
  whereToApply: {
    fr: 'Au service du casier judiciaire (greffe) du tribunal de première instance dont dépend votre lieu de naissance ; à Antananarivo, au TPI d’Anosy. Pour les personnes nées à l’étranger, renseignez-vous auprès du ministère de la Justice.',
    mg: 'Ao amin’ny sampan-draharaha misahana ny firaketana heloka (greffe) ao amin’ny Fitsarana ambaratonga voalohany misy ny toerana nahaterahanao ; eto Antananarivo, ao amin’ny TPI Anosy. Ho an’ireo teraka tany ivelany, anontanio ny Ministeran’ny Fitsarana.',
  },
  steps: {
    fr: [
      { title: 'Identifiez le bon tribunal', detail: 'Le casier est en principe tenu par le TPI du lieu de naissance. Renseignez-vous si vous êtes né dans une autre région.' },
      { title: 'Préparez les pièces', detail: 'Acte de naissance récent, photocopie de la CIN et formulaire rempli.' },
      { title: 'Déposez la demande au greffe', detail: 'Payez le timbre ou les frais au guichet officiel et gardez le récépissé qui indique la date de retrait.' },
      { title: 'Retirez le bulletin', detail: 'Présentez le récépissé et votre CIN. Vérifiez votre identité sur le document.' },
    ],
    mg: [
      { title: 'Fantaro ny fitsarana tokony hatonina', detail: 'Raha ny fitsipika dia ny TPI misy ny toerana nahaterahana no mitahiry ny firaketana. Anontanio raha teraka tany amin’ny faritra hafa ianao.' },
      { title: 'Omano ny taratasy', detail: 'Kopia nahaterahana vao nalaina, dika mitovy amin’ny kara-panondro ary taratasy fangatahana efa fenoina.' },
      { title: 'Apetraho ao amin’ny greffe ny fangatahana', detail: 'Aloavy eo amin’ny birao ofisialy ny hajia na ny sarany ary tehirizo ny rosia milaza ny daty hakana azy.' },
      { title: 'Raiso ny bulletin', detail: 'Asehoy ny rosia sy ny kara-panondronao. Hamarino ny mombamomba anao voasoratra eo amin’ny taratasy.' },
    ],
  },
  legalReferences: {
    fr: ['Code de procédure pénale malagasy (dispositions relatives au casier judiciaire et à ses bulletins n° 1, 2 et 3)'],
    mg: ['Fehezan-dalàna momba ny fitsarana heloka malagasy (fepetra momba ny firaketana heloka sy ny bulletin n° 1, 2 ary 3)'],
  },
  faq: {
    fr: [
      { question: 'Combien de temps le bulletin est-il valable ?', answer: 'La plupart des administrations et ambassades exigent un bulletin de moins de 3 mois.' },
      { question: 'Quelle différence entre les bulletins n° 1, 2 et 3 ?', answer: 'Les bulletins n° 1 et 2 sont réservés aux autorités judiciaires et à certaines administrations. Le bulletin n° 3 est le seul que vous pouvez demander pour vous-même ; il contient moins d’informations.' },
    ],
    mg: [
      { question: 'Mandritra ny firy volana no manan-kery ny bulletin ?', answer: 'Ny ankamaroan’ny birao sy masoivoho dia mitaky bulletin tsy mihoatra ny 3 volana.' },
      { question: 'Inona no mampiavaka ny bulletin n° 1, 2 ary 3 ?', answer: 'Ny bulletin n° 1 sy 2 dia natokana ho an’ny manam-pahefana ara-pitsarana sy ny birao sasany. Ny bulletin n° 3 ihany no azonao angatahina ho an’ny tenanao ; vitsy kokoa ny fampahalalana ao aminy.' },
    ],
  },
  related: ['acte-de-naissance', 'carte-nationale-d-identite', 'porter-plainte'],
  lastReviewed: '2026-11-23',
  verifiedAt: '2026-11-23',
  unconfirmed: ['cost', 'processingTime', 'documents', 'whereToApply', 'legalReferences'],
  review: {
    status: 'toVerify',
    notes: 'Aucune page du ministère de la Justice décrivant le bulletin n° 3 trouvée. Montant du timbre ou des frais de greffe à confirmer auprès du greffe du TPI d’Anosy ; site de doléances www.fitsarana-valio-tarainako.mg cité par la presse (février 2024) : vérifier qu’il est en service. Délai habituel (« quelques jours ») non confirmé ; seul le pic d’affluence de 2019 est sourcé. Liste des pièces (formulaire, acte de naissance, CIN, timbre, procuration) non confirmée. Lieu : compétence du TPI du lieu de naissance et service compétent pour les personnes nées à l’étranger à vérifier. Texte : articles précis du Code de procédure pénale à citer. Validité de 3 mois exigée par les administrations (FAQ) non vérifiée. Libellé malagasy « taratasy fanamarinana firaketana heloka » à valider.',
  },
  sources: [
    { title: 'Tribunal : rush à la délivrance de casier judiciaire', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/12/09/2019/tribunal-rush-a-la-delivrance-de-casier-judiciaire/', seen: '2026-11-23', published: '2019-09-12' },
    { title: 'Justice : site de doléances en ligne pour les justiciables (www.fitsarana-valio-tarainako.mg)', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202402270191.html', seen: '2026-11-23', published: '2024-02-27' },
    { title: 'Enrôlement biométrique à Tanjombato : témoignage sur le casier judiciaire', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202601280587.html', seen: '2026-11-23', published: '2026-01-28' },
    { title: 'Site officiel', publisher: 'Ministère de la Justice', kind: 'official', url: 'https://www.justice.mg/', seen: '2026-11-23' },
  ],
}

export default service
