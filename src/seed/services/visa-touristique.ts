import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: "visa-touristique",
  category: "tourisme-et-voyage",
  ministry: "securite-publique",
  slug: { fr: "visa-touristique", mg: "visa-fizahantany" },
  title: { fr: "Visa touristique pour Madagascar", mg: "Visa fizahantany ho an'i Madagasikara" },
  summary: {
    fr: "Ce guide explique comment un visiteur étranger obtient un visa touristique (non immigrant) pour un séjour de 90 jours au plus à Madagascar : en ligne, à l'arrivée ou auprès d'une ambassade.",
    mg: "Ity torolalana ity dia manazava ny fomba ahazoan'ny vahiny visa fizahantany (tsy mpifindra monina) ho an'ny fijanonana 90 andro farafahabetsany eto Madagasikara: an-tserasera, rehefa tonga, na any amin'ny masoivoho.",
  },
  audience: {
    fr: "Les étrangers qui viennent à Madagascar pour le tourisme, une visite familiale ou un court déplacement. Utile aussi aux Malgaches qui invitent des proches étrangers.",
    mg: "Ireo vahiny tonga eto Madagasikara hizaha tany, hitsidika havana na handeha vetivety. Ilaina koa ho an'ireo Malagasy manasa havana na namana vahiny.",
  },
  documents: {
    fr: [
      "Passeport valable au moins 6 mois après la date de retour, avec des pages vierges",
      "Billet d'avion aller-retour ou de continuation",
      "Adresse d'hébergement à Madagascar (réservation d'hôtel ou certificat d'hébergement)",
      "Formulaire de demande de visa rempli (en ligne ou papier)",
      "Photos d'identité récentes si la demande est faite à une ambassade",
      "Moyen de paiement du droit de visa",
    ],
    mg: [
      "Pasipaoro manan-kery 6 volana farafahakeliny aorian'ny daty hiverenana, misy pejy tsy voasoratra",
      "Tapakila fiaramanidina mandroso sy miverina na hitohy any amin'ny firenena hafa",
      "Adiresy hipetrahana eto Madagasikara (famandrihana hotely na taratasy fanamarinana fampiantranoana)",
      "Taratasy fangatahana visa feno (an-tserasera na amin'ny taratasy)",
      "Sary famantarana vao haingana raha any amin'ny masoivoho no angatahina",
      "Fomba handoavana ny saran'ny visa",
    ],
  },
  cost: {
    free: false,
    details: {
      fr: "Le droit de visa dépend de la durée du séjour et a souvent changé. Selon la loi de finances annoncée début 2026 : 65 000 Ar jusqu'à 15 jours, 104 000 Ar de 16 jours à un mois, 130 000 Ar d'un à deux mois, 182 000 Ar de deux à trois mois. Le e-visa était auparavant facturé 35 € (30 jours), 40 € (60 jours) et 50 € (90 jours) ; la mesure de 2022 (pas de droit de visa pour 15 jours ou moins, seulement 10 € de frais) ne s'applique plus si le tarif de 2026 est en vigueur. Vérifiez le tarif avant le départ.",
      mg: "Miankina amin'ny faharetan'ny fijanonana ny saran'ny visa, ary matetika niova izany. Araka ny lalàna momba ny fitantanam-bola nambara tamin'ny fiandohan'ny taona 2026: 65 000 Ar hatramin'ny 15 andro, 104 000 Ar manomboka amin'ny 16 andro ka hatramin'ny iray volana, 130 000 Ar iray ka hatramin'ny roa volana, 182 000 Ar roa ka hatramin'ny telo volana. Teo aloha dia 35 € (30 andro), 40 € (60 andro) ary 50 € (90 andro) ny e-visa ; tsy mihatra intsony ny fepetra tamin'ny 2022 (tsy nandoa saran'ny visa raha 15 andro na latsaka, 10 € fotsiny) raha manan-kery ny sarany tamin'ny 2026. Hamarino ny sarany alohan'ny handehanana.",
    },
  },
  delay: { from: 48, to: 72, unit: 'hours' },
  processingTime: {
    fr: "E-visa : réponse en {délai} en général. À l'arrivée : le jour même à l'aéroport. À une ambassade : le délai dépend du poste, renseignez-vous auprès de lui.",
    mg: "E-visa: valiny ao anatin'ny {faharetany} amin'ny ankapobeny. Rehefa tonga: vita anio ihany eny amin'ny seranam-piaramanidina. Any amin'ny masoivoho: miankina amin'ny toerana ny faharetany, anontanio izy.",
  },
  whereToApply: {
    fr: "En ligne sur le site officiel du e-visa (evisamada.gov.mg), valable pour une arrivée dans l'un des 9 aéroports pris en compte, dont Ivato et Nosy Be Fascene ; à l'arrivée, au guichet de la Police de l'air et des frontières (aéroport d'Ivato et autres aéroports internationaux) ; ou avant le départ auprès d'une ambassade ou d'un consulat de Madagascar. Une prolongation dans la limite de 3 mois se demande au commissariat de police.",
    mg: "An-tserasera ao amin'ny tranokala ofisialin'ny e-visa (evisamada.gov.mg), manan-kery raha tonga amin'ny iray amin'ireo seranam-piaramanidina 9 voakasika, anisan'izany Ivato sy Nosy Be Fascene; rehefa tonga, eo amin'ny biraon'ny Polisin'ny seranam-piaramanidina sy ny sisintany (seranam-piaramanidina Ivato sy ireo seranam-piaramanidina iraisam-pirenena hafa); na alohan'ny hialana, any amin'ny masoivoho na kaonsilin'i Madagasikara. Any amin'ny kaomisarian'ny polisy no angatahana ny fanitarana, tsy mihoatra ny 3 volana.",
  },
  steps: {
    fr: [
      { title: "Choisissez la durée du séjour", detail: "Le visa touristique couvre au plus 90 jours. Il ne permet pas de travailler et ne se transforme pas en visa de long séjour." },
      { title: "Vérifiez le passeport", detail: "Il doit être valable au moins 6 mois après le retour et avoir des pages libres." },
      { title: "Faites la demande", detail: "Remplissez le formulaire sur le site du e-visa, ou préparez le formulaire papier pour l'ambassade. À l'arrivée, les guichets de l'aéroport délivrent aussi le visa." },
      { title: "Payez le droit de visa", detail: "Payez selon la durée choisie, en ligne ou au guichet. Gardez le reçu avec votre passeport.", unsure: "tarif en vigueur à vérifier avant le départ" },
      { title: "Présentez-vous à la police des frontières", detail: "À l'arrivée, montrez votre passeport, votre autorisation e-visa imprimée ou votre reçu, votre billet retour et votre adresse de séjour. Le policier appose le visa." },
    ],
    mg: [
      { title: "Safidio ny faharetan'ny fijanonana", detail: "90 andro farafahabetsany no andrakofan'ny visa fizahantany. Tsy ahazoana miasa izy ary tsy azo ovaina ho visa maharitra." },
      { title: "Hamarino ny pasipaoro", detail: "Tsy maintsy manan-kery 6 volana farafahakeliny aorian'ny fiverenana izy ary misy pejy malalaka." },
      { title: "Ataovy ny fangatahana", detail: "Fenoy ny taratasy fangatahana ao amin'ny tranokalan'ny e-visa, na omano ny taratasy ho an'ny masoivoho. Manome visa koa ny birao eny amin'ny seranam-piaramanidina rehefa tonga." },
      { title: "Aloavy ny saran'ny visa", detail: "Aloavy araka ny faharetana nofidiana, an-tserasera na eo amin'ny birao. Tehirizo miaraka amin'ny pasipaoronao ny rosia.", unsure: "hamarino alohan'ny handehanana ny sarany manan-kery" },
      { title: "Misehoa eo amin'ny polisin'ny sisintany", detail: "Rehefa tonga, asehoy ny pasipaoronao, ny fahazoan-dalana e-visa natonta na ny rosia, ny tapakila fiverenana ary ny adiresy hipetrahanao. Ny polisy no mametaka ny visa." },
    ],
  },
  legalReferences: {
    fr: [
      "Loi n° 62-006 du 6 juin 1962 fixant l'organisation et le contrôle de l'immigration, modifiée par la loi n° 95-020 du 24 juillet 1995",
      "Décret n° 94-652 du 11 octobre 1994 fixant les modalités d'application de la loi n° 62-006, modifié par le décret n° 97-1154 du 19 septembre 1997",
      "Arrêté interministériel n° 8421/97 du 19 septembre 1997 fixant les conditions et modalités d'octroi des visas d'entrée et de séjour (article 2 : prolongation au commissariat de police dans la limite de 3 mois au total, visa non transformable en long séjour)",
      "Loi de finances de l'année, qui fixe le montant des droits de visa",
    ],
    mg: [
      "Lalàna laharana faha-62-006 tamin'ny 6 jona 1962 mametraka ny fandaminana sy ny fanaraha-maso ny fifindra-monina, novaina tamin'ny lalàna laharana faha-95-020 tamin'ny 24 jolay 1995",
      "Didim-panjakana laharana faha-94-652 tamin'ny 11 oktobra 1994 mamaritra ny fomba fampiharana ny lalàna laharana faha-62-006, novaina tamin'ny didim-panjakana laharana faha-97-1154 tamin'ny 19 septambra 1997",
      "Didim-pitondrana iombonan'ny ministera laharana faha-8421/97 tamin'ny 19 septambra 1997 mamaritra ny fepetra sy ny fomba fanomezana visa fidirana sy fijanonana (andininy 2: fanitarana any amin'ny kaomisarian'ny polisy tsy mihoatra ny 3 volana raha atambatra, tsy azo ovaina ho visa maharitra)",
      "Lalàna momba ny fitantanam-bolam-panjakana isan-taona, izay mamaritra ny saran'ny visa",
    ],
  },
  faq: {
    fr: [
      { question: "Un visiteur peut-il obtenir son visa à l'arrivée ?", answer: "Oui, les guichets de la Police de l'air et des frontières délivrent le visa touristique dans les aéroports internationaux. Le e-visa évite l'attente." },
      { question: "Peut-on prolonger un visa touristique ?", answer: "Oui, au commissariat de police, tant que la durée totale du séjour ne dépasse pas 3 mois. Au-delà, il faut un autre type de visa demandé avant l'arrivée." },
      { question: "Quels sites faut-il éviter ?", answer: "Utilisez uniquement le site officiel evisamada.gov.mg ou une ambassade. Des sites privés aux noms proches facturent des frais supplémentaires." },
    ],
    mg: [
      { question: "Afaka mahazo ny visany rehefa tonga ve ny mpitsidika?", answer: "Eny, manome visa fizahantany eny amin'ireo seranam-piaramanidina iraisam-pirenena ny biraon'ny Polisin'ny seranam-piaramanidina sy ny sisintany. Manalavitra ny filaharana ny e-visa." },
      { question: "Azo itarina ve ny visa fizahantany?", answer: "Eny, any amin'ny kaomisarian'ny polisy, raha tsy mihoatra ny 3 volana ny fitambaran'ny fijanonana. Raha mihoatra izany dia mila karazana visa hafa angatahina alohan'ny ahatongavana." },
      { question: "Tranokala inona no tokony hialana?", answer: "Ny tranokala ofisialy evisamada.gov.mg na ny masoivoho ihany no ampiasao. Misy tranokala tsy miankina manana anarana mitovitovy aminy izay mampandoa sarany fanampiny." },
    ],
  },
  youReceive: {
    fr: "Un visa touristique (non immigrant) dans le passeport, ou une autorisation e-visa à imprimer : séjour de 90 jours au plus, sans droit de travailler.",
    mg: "Visa fizahantany (tsy mpifindra monina) ao amin'ny pasipaoro, na fahazoan-dalana e-visa tokony hatonta: fijanonana 90 andro farafahabetsany, tsy ahazoana miasa.",
  },
  onlineServices: {
    fr: [{ label: "E-visa Madagascar (site officiel)", url: "http://www.evisamada.gov.mg/" }],
    mg: [{ label: "E-visa Madagasikara (tranokala ofisialy)", url: "http://www.evisamada.gov.mg/" }],
  },
  related: ["visa-d-hebergement", "passeport", "numeros-d-urgence"],
  lastReviewed: '2026-11-25',
  verifiedAt: '2026-11-25',
  unconfirmed: ['cost', 'documents'],
  review: {
    status: 'toVerify',
    notes: 'Pièces (passeport valable 6 mois, billet retour, hébergement, formulaire, photos) non confirmées par une source officielle récente (seule une note de presse de 2016). Texte : loi n° 62-006 (modifiée par la loi n° 95-020), décret n° 94-652 (modifié par le décret n° 97-1154 du 19 septembre 1997) et arrêté interministériel n° 8421/97 du 19 septembre 1997 retrouvés dans des copies du Journal officiel (Refworld, recueils en ligne) ; l\'article 2 de l\'arrêté confirme la prolongation au commissariat de police dans la limite de 3 mois au total et l\'impossibilité de transformer ce visa en long séjour : marques retirées sur le lieu et les textes. Montants : barème de 2026 connu par une reprise de presse d\'Orange Actu, marqué « à vérifier » à l\'étape de paiement ; le confirmer dans la loi de finances 2026. Vérifier si la taxe touristique s\'ajoute, et l\'adresse exacte (http ou https) du site evisamada.gov.mg. Source retirée le 2026-11-25 : l\'article de madagascar-tourisme.com « le visa électronique enfin disponible » renvoie vers evisamada-mg.com, le site au nom proche contre lequel la fiche met en garde ; il ne doit plus être cité. Torolalana n\'a pas de fiche sur le visa touristique (catalogue de février 2026, lu dans une copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana) ; sa fiche « Transfert de visa » vise le transfert d\'un visa de long séjour sur un nouveau passeport, hors du champ de cette fiche.',
  },
  sources: [
    { title: 'Loi n° 62-006 modifiée par la loi n° 95-020 du 24 juillet 1995 (texte reproduit)', publisher: 'Consulat honoraire de Madagascar à Lyon', kind: 'secondary', url: 'https://www.consmadalyon.org/index.php/visas', seen: '2026-11-25', published: '1995-07-24', supports: ['legalReferences'] },
    { title: 'Conditions des étrangers : liste des textes (décret n° 94-652 modifié par le décret n° 97-1154 du 19 septembre 1997, arrêté n° 8421/97)', publisher: 'jeanjacquesdupont.com (recueil de textes)', kind: 'secondary', url: 'http://jeanjacquesdupont.com/Justice.htm', seen: '2026-11-25', supports: ['legalReferences'] },
    { title: 'Loi n° 62-006 du 6 juin 1962 fixant l’organisation et le contrôle de l’immigration (texte du Journal officiel du 16 juin 1962)', publisher: 'Refworld (HCR), lu dans l’archive web du HCR', kind: 'secondary', url: 'https://www.refworld.org/docid/3ae6b4f14.html', seen: '2026-11-25', published: '1962-06-16', supports: ['legalReferences'] },
    { title: 'Décret n° 94-652 fixant les modalités d’application de la loi n° 62-006 (texte du Journal officiel du 7 novembre 1994)', publisher: 'Refworld (HCR), lu dans l’archive web du HCR', kind: 'secondary', url: 'https://www.refworld.org/docid/3ae6b4ef0.html', seen: '2026-11-25', published: '1994-11-07', supports: ['legalReferences'] },
    { title: 'Arrêté interministériel n° 8421/97-MAE/MININTER/MI/SESP du 19 septembre 1997 fixant les conditions et modalités d’octroi des visas (articles 1 et 2 : délivrance par les ambassades ou le commissariat de police de l’aéroport, prolongation au commissariat dans la limite de 3 mois)', publisher: 'Recueil de textes juridiques malgaches (copie en ligne du Journal officiel du 29 septembre 1997)', kind: 'secondary', url: 'http://jwf-legal2.fr.gd/Arretes-123.htm', seen: '2026-11-25', published: '1997-09-29', supports: ['legalReferences', 'whereToApply', 'faq', 'steps'] },
    { title: 'Visa de séjour à Madagascar : le gouvernement malgache dévoile les nouveaux tarifs (reprise d’Orange Actu)', publisher: 'Habari za Comores', kind: 'press', url: 'https://www.habarizacomores.com/2026/02/visa-de-sejour-madagascar-le.html', seen: '2026-11-23', published: '2026-02', supports: ['cost'] },
    { title: 'Direction Madagascar avec le visa électronique (48 à 72 heures, neuf aéroports)', publisher: 'RTBF', kind: 'press', url: 'https://www.rtbf.be/tendance/voyage/detail_direction-madagascar-avec-le-visa-electronique?id=10226605', seen: '2026-11-23', published: '2019-05', supports: ['onlineServices', 'processingTime'] },
    { title: 'Madagascar réduit ses frais de visa court séjour à l’arrivée', publisher: 'VisasNews', kind: 'press', url: 'https://visasnews.com/madagascar-reduit-ses-frais-de-visa-court-sejour-a-larrivee', seen: '2026-11-23', published: '2022-09', supports: ['cost'] },
    { title: 'Visa et formalités administratives', publisher: 'voyagemadagascar.com', kind: 'secondary', url: 'http://www.voyagemadagascar.com/infos-pratiques/avant-de-partir/visa/', seen: '2026-11-23', supports: ['documents'] },
    { title: 'Partir à Madagascar : séjour inférieur ou supérieur à 3 mois', publisher: 'Blog Agir avec Madagascar', kind: 'secondary', url: 'http://agir.avec.madagascar.over-blog.com/2016/03/partir-a-madagascar.html', seen: '2026-11-23', published: '2016-03', supports: ['documents'] },
    { title: 'Voyage à Madagascar : quelles formalités effectuer avant tout départ (adresse d’origine mal formée, lien retiré)', publisher: 'Île tropicale', kind: 'secondary', seen: '2026-11-23' },
  ],
}
export default service
