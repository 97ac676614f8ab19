import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'certificat-d-origine',
  category: 'entreprises',
  ministry: 'commerce',
  slug: { fr: 'certificat-d-origine', mg: 'taratasy-fanamarinana-ny-niavian-ny-entana' },
  title: {
    fr: 'Obtenir un certificat d’origine',
    mg: 'Maka taratasy fanamarinana ny niavian’ny entana',
  },
  summary: {
    fr: 'Le certificat d’origine prouve qu’une marchandise exportée a été produite ou assemblée à Madagascar. Il permet d’exporter sans droits vers certains marchés (SADC, COMESA, COI, AGOA). La Chambre de commerce et d’industrie (CCI) le délivre, aussi en ligne par le module MIDAC.',
    mg: 'Ny taratasy fanamarinana ny niaviana (certificat d’origine) dia manaporofo fa novokarina na natambatra teto Madagasikara ny entana aondrana. Ahafahana manondrana tsy andoavana haba any amin’ny tsena sasany (SADC, COMESA, COI, AGOA) izy io. Ny Chambre de commerce et d’industrie (CCI) no manome azy, azo angatahina an-tserasera koa amin’ny alalan’ny MIDAC.',
  },
  audience: {
    fr: 'Exportateurs de marchandises produites ou assemblées à Madagascar, quand l’acheteur ou le pays de destination exige une preuve d’origine.',
    mg: 'Mpanondrana entana novokarina na natambatra teto Madagasikara, rehefa mitaky porofon’ny niaviana ny mpividy na ny firenena alehany.',
  },
  documents: {
    fr: [
      'Le formulaire de demande',
      { item: 'La facture commerciale', quantity: 10 },
      'La liste de poids et de colisage',
      'La note de valeur',
      'Le formulaire propre à l’accord visé (SADC, COMESA, COI, accords bilatéraux…)',
    ],
    mg: [
      'Ny taratasy fangatahana',
      { item: 'Ny faktiora ara-barotra', quantity: 10 },
      'Ny lisitry ny lanja sy ny fonosana',
      'Ny taratasy milaza ny sanda',
      'Ny taratasy fenoina mifanaraka amin’ny fifanarahana (SADC, COMESA, COI, fifanarahana roa tonta…)',
    ],
  },
  cost: {
    free: false,
    amountAriary: 20000,
    details: {
      fr: '{montant} à la CCI d’Antananarivo, selon une fiche de procédure non datée. Demandez le tarif en vigueur et un reçu.',
      mg: '{sarany} any amin’ny CCI Antananarivo, araka ny taratasy mamaritra ny fomba fanao tsy misy daty. Anontanio ny sarany ankehitriny ary angataho ny rosia.',
    },
  },
  delay: { from: 2, unit: 'days' },
  processingTime: {
    fr: 'Environ {délai} ; en ligne par le MIDAC, la CCI annonçait en 2016 une délivrance presque en temps réel.',
    mg: 'Eo amin’ny {faharetany} eo ho eo ; an-tserasera amin’ny MIDAC, nambaran’ny CCI tamin’ny 2016 fa saika avy hatrany no hanomezana azy.',
  },
  whereToApply: {
    fr: 'À la Chambre de commerce et d’industrie de votre région (à Antananarivo : CCIA, 20 rue Henry Razanatseheno), ou en ligne par le module MIDAC de GasyNet. La douane délivre aussi certains certificats.',
    mg: 'Any amin’ny Chambre de commerce et d’industrie ao amin’ny faritra misy anao (eto Antananarivo : CCIA, 20 lalana Henry Razanatseheno), na an-tserasera amin’ny alalan’ny MIDAC an’ny GasyNet. Manome taratasy sasany koa ny fadin-tseranana.',
  },
  places: ['ccia-certificat-origine'],
  youReceive: {
    fr: 'Un certificat d’origine qui atteste que la marchandise est d’origine malagasy.',
    mg: 'Taratasy fanamarinana ny niaviana manamarina fa avy eto Madagasikara ny entana.',
  },
  steps: {
    fr: [
      { title: 'Choisissez le bon certificat', detail: 'Le type dépend du pays de destination : SADC, COMESA, COI, accords bilatéraux (Chine, Inde…). Pour l’Union européenne, voir la question ci-dessous.' },
      { title: 'Faites la demande', detail: 'Déposez le dossier à la CCI ou faites la demande en ligne sur le module MIDAC, où vous suivez la demande en temps réel.', place: 'ccia-certificat-origine' },
      { title: 'Payez et recevez le certificat', detail: 'Payez les frais à la CCI et recevez le certificat ; la douane y accède par la référence MIDAC au dédouanement.', duration: { from: 2, unit: 'days' } },
    ],
    mg: [
      { title: 'Safidio ny taratasy mety', detail: 'Miankina amin’ny firenena alehany ny karazany : SADC, COMESA, COI, fifanarahana roa tonta (Sina, India…). Ho an’ny Vondrona Eoropeana, jereo ny fanontaniana etsy ambany.' },
      { title: 'Ataovy ny fangatahana', detail: 'Apetraho any amin’ny CCI ny antontan-taratasy na ataovy an-tserasera amin’ny MIDAC ny fangatahana, izay ahafahanao manaraka azy avy hatrany.', place: 'ccia-certificat-origine' },
      { title: 'Mandoava ary raiso ny taratasy', detail: 'Aloavy amin’ny CCI ny sarany ary raiso ny taratasy ; jeren’ny fadin-tseranana amin’ny alalan’ny kaody MIDAC izany rehefa manafaka entana.', duration: { from: 2, unit: 'days' } },
    ],
  },
  legalReferences: {
    fr: ['Code des douanes, article 21 (loi n° 2020-010 du 14/07/20 portant LFR 2020) : certificats d’origine à l’exportation, authentifiés par l’Administration des douanes'],
    mg: ['Fehezan-dalàna momba ny fadin-tseranana (Code des douanes), andininy faha-21 (lalàna laharana faha-2020-010 tamin’ny 14/07/20, LFR 2020) : taratasy fanamarinana ny niaviana amin’ny fanondranana, hamarinin’ny fadin-tseranana'],
  },
  faq: {
    fr: [
      { question: 'J’exporte vers l’Union européenne : faut-il un EUR.1 ?', answer: 'Non, plus depuis le 1er janvier 2023 : l’UE n’accepte plus les EUR.1 délivrés par Madagascar. L’origine se déclare sur un document commercial par un exportateur enregistré (REX), ou par tout exportateur si l’envoi ne dépasse pas 6 000 € de produits originaires.' },
      { question: 'À quoi sert le certificat ?', answer: 'À prouver l’origine malagasy de la marchandise : vers les États-Unis (AGOA), la SADC ou le COMESA, l’exportation est exempte de taxes si l’origine est prouvée.' },
    ],
    mg: [
      { question: 'Manondrana any amin’ny Vondrona Eoropeana aho : mila EUR.1 ve ?', answer: 'Tsia, tsy ilaina intsony hatramin’ny 1 janoary 2023 : tsy ekena intsony any amin’ny Vondrona Eoropeana ny EUR.1 omen’i Madagasikara. Ambaran’ny mpanondrana voasoratra (REX) amin’ny taratasy ara-barotra ny niaviana, na ataon’ny mpanondrana rehetra raha tsy mihoatra ny 6 000 € ny vokatra avy eto.' },
      { question: 'Inona no ilana an’io taratasy io ?', answer: 'Manaporofo ny niavian’ny entana avy eto Madagasikara : ho any Etazonia (AGOA), SADC na COMESA, tsy andoavana haba ny fanondranana raha voaporofo ny niaviana.' },
    ],
  },
  onlineServices: {
    fr: [{ label: 'GasyNet (module MIDAC) : demande en ligne', url: 'https://gasynet.com' }],
    mg: [{ label: 'GasyNet (MIDAC) : fangatahana an-tserasera', url: 'https://gasynet.com' }],
  },
  related: ['devenir-exportateur', 'exporter-des-produits-artisanaux', 'certificat-phytosanitaire'],
  directory: 'none',
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: ['cost'],
  review: {
    status: 'toVerify',
    notes: 'Rédigé le 2026-11-28 (issue 41, docs/research/issue41/certificat-d-origine.md). Torolalana (copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, relevé du 26 février 2026) n’a pas de fiche sur le certificat d’origine. Sources : fiche de procédure « Certificate of origin » (huilesessentiellesmg.net, non datée : CCI ou douane, 20 000 Ar à la CCIA, 2 jours, pièces, formulaires par accord) ; Midi Madagasikara et L’Express (août 2016 : intégration de la CCIA au module MIDAC, demande en ligne) ; MaTV (rôle du certificat, exemption AGOA, SADC, COMESA) ; AllAfrica 2018 (MIDAC, suivi en temps réel, référence MIDAC au dédouanement) ; International Pratique (fin de l’EUR.1 pour l’UE au 1er janvier 2023, REX, 6 000 €). Montant de 20 000 Ar : une seule source non datée, écrit « 20,000 » (le contrôle des chiffres ne le reconnaît pas), marqué (coût). Texte de référence : Code des douanes, article 21 (site des douanes).',
  },
  sources: [
    { key: 'douanes-code', title: 'Code des douanes, section III : origine des marchandises (articles 20 et 21)', publisher: 'Douanes malagasy', kind: 'official', url: 'http://www.douanes.gov.mg/code/titre-premier-principes-generaux-du-regime-des-douanes/chapitre-v-conditions-dapplication-de-la-loi-tarifaire/section-iii-origine-des-marchandises/', seen: '2026-11-28' },
    { key: 'fiche-procedure', title: 'Procedure : Certificate of origin (CCI ou douane, coûts, délai, pièces)', publisher: 'huilesessentiellesmg.net (portail de procédures, non officiel)', kind: 'secondary', url: 'https://huilesessentiellesmg.net/index.php?id=8&r=searchProcedure%2Fview1', seen: '2026-11-28' },
    { key: 'midi-2016', title: 'Douanes : la CCIA intègre le module MIDAC', publisher: 'Midi Madagasikara', kind: 'press', url: 'https://midi-madagasikara.mg/douanes-cccia-integre-module-midac', seen: '2026-11-28', published: '2016-08' },
    { key: 'lexpress-2016', title: 'Commerce international : l’octroi des certificats d’origine dématérialisé', publisher: 'L’Express de Madagascar', kind: 'press', url: 'http://www.lexpressmada.com/blog/actualites/commerce-international-loctroi-des-certificats-dorigine-dematerialise/', seen: '2026-11-28', published: '2016-08' },
    { key: 'matv', title: 'Dématérialisation : délivrance en ligne du certificat d’origine', publisher: 'MaTV', kind: 'press', url: 'https://matv.mg/demateralisation-delivrance-en-ligne-du-certificat-dorigine/', seen: '2026-11-28' },
    { key: 'allafrica-2018', title: 'Facilitation des échanges : l’OMDA connecté au module MIDAC', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'http://fr.allafrica.com/stories/201806040735.html', seen: '2026-11-28', published: '2018-06' },
    { key: 'intl-pratique', title: 'UE-Madagascar : les justificatifs d’origine préférentielle à présenter à l’import en UE (mise à jour au 1.1.2023)', publisher: 'International Pratique', kind: 'secondary', url: 'https://international-pratique.com/2022/12/12/ue-madagascar-les-justificatifs-dorigine-preferentielle-a-presenter-a-limport-en-ue-mise-a-jour-au-1-1-2023/', seen: '2026-11-28', published: '2022-12-12' },
    { key: 'doc-export', title: 'Formalités ou documents nécessaires à l’exportation (types de certificats d’origine ; copie en ligne)', publisher: 'Document anonyme (copie sur Scribd)', kind: 'secondary', url: 'https://ru.scribd.com/document/443997759/doc-export', seen: '2026-11-28' },
  ],
  references: [
    { statement: 'summary', source: 'matv', quote: 'la Chambre de Commerce manifeste sa volonté de recourir au module MIDAC en procédant à la délivrance en ligne du certificat d’origine pour les marchandises produites ou assemblées dans le pays.' },
    { statement: 'summary', source: 'matv', quote: 'l’exportation vers les Etats-Unis (AGOA), la SADC ou le COMESA est exempte de taxes s’il est prouvé que les marchandises pro' },
    { statement: 'summary', source: 'midi-2016', quote: 'Une intégration qui permettra aux entreprises exportatrices d’obtenir en ligne le certificat d’origine délivré par la CCIA et exigé pour les opérations d’exportation.' },
    { statement: 'audience', source: 'matv', quote: 'A l’étranger, des pays importateurs exigent, en effet, un document attestant l’origine de la marchandise.' },
    { statement: 'audience', source: 'midi-2016', quote: 'obtenir en ligne le certificat d’origine délivré par la CCIA et exigé pour les opérations d’exportation.' },
    { statement: 'documents.0', source: 'fiche-procedure', quote: 'Application form (1 ex) | 1', where: 'Required documents' },
    { statement: 'documents.1', source: 'fiche-procedure', quote: 'Commercial invoice (10 copies) | 10', where: 'Required documents' },
    { statement: 'documents.2', source: 'fiche-procedure', quote: 'Weight and packing list | 1', where: 'Required documents' },
    { statement: 'documents.2', source: 'doc-export', quote: '2) Liste de poids et de colisage établie par l’exportateur' },
    { statement: 'documents.3', source: 'fiche-procedure', quote: 'Value Rating | 1', where: 'Required documents' },
    { statement: 'documents.3', source: 'doc-export', quote: '3) Note de valeur établie par l’exportateur' },
    { statement: 'documents.4', source: 'fiche-procedure', quote: 'SADC … Formulaire SGP SADC | 1 … COMESA … Formulaire SGP COMESA | 1 … COI … Formulaire SGP COI | 1 … Accords Bilatéraux (Chine, Inde,…) … Formulaire SGP Spécifique | 1', where: 'Required documents' },
    { statement: 'cost', source: 'fiche-procedure', quote: 'CCIA: 20,000 Ar | 2 days', where: 'Costs' },
    { statement: 'processingTime', source: 'fiche-procedure', quote: 'CCIA: 20,000 Ar | 2 days', where: 'Procedure time' },
    { statement: 'processingTime', source: 'midi-2016', quote: 'Avec la procédure matérielle d’avant, l’exportateur devait attendre au moins 2 jours avant d’obtenir, dorénavant la procédure se fait pratiquement en temps réel avec le MIDAC' },
    { statement: 'whereToApply', source: 'fiche-procedure', quote: 'Chamber of Commerce and Industry Address: Depending on region Antananarivo: 20, rue Henry RAZANATSEHENO, Antananarivo - Madagascar - BP: 166 Service issuing Certificates of Origin', where: 'Responsible agency' },
    { statement: 'whereToApply', source: 'fiche-procedure', quote: 'or Customs Service Address: Antaninarenina – Antananarivo - Madagascar', where: 'Responsible agency' },
    { statement: 'whereToApply', source: 'midi-2016', quote: 'l’intégration de la Chambre de Commerce et d’Industrie d’Antananarivo dans le module MIDAC (Ministères, Départements et Agences de Contrôle).' },
    { statement: 'whereToApply', source: 'douanes-code', quote: '2° L’Administration des Douanes est l’autorité compétente en matière d’authentification des certificats d’origine.', where: 'Article 21' },
    { statement: 'legalReferences.0', source: 'douanes-code', quote: 'Art. 21. – 1° A l’exportation, les formes et conditions de délivrance des certificats d’origine sont fixées conformément aux dispositions spécifiques prévues par les engagements internationaux en vigueur pour l’octroi de régimes préférentiels.', where: 'Article 21' },
    { statement: 'legalReferences.0', source: 'douanes-code', quote: '2° L’Administration des Douanes est l’autorité compétente en matière d’authentification des certificats d’origine. (Loi n° 2020-010 du 14/07/20 portant LFR 2020)', where: 'Article 21' },
    { statement: 'youReceive', source: 'matv', quote: 'Comme son nom l’indique, il s’agit d’un document qui atteste l’origine de la marchandise.' },
    { statement: 'steps.0', source: 'fiche-procedure', quote: 'SADC … Formulaire SGP SADC | 1 … COMESA … Formulaire SGP COMESA | 1 … COI … Formulaire SGP COI | 1 … Accords Bilatéraux (Chine, Inde,…)', where: 'Required documents' },
    { statement: 'steps.0', source: 'doc-export', quote: '4) Certificat d’Origine : - Type EUR, pour les exportations vers les pays de l’Union Européenne - Type COI, pour les exportations vers les pays de Commission de l’Océan Indien (COI) - Type COMESA' },
    { statement: 'steps.1', source: 'allafrica-2018', quote: 'Il permet à l’opérateur de faire sa demande en ligne et d’en effectuer le suivi en temps réel.' },
    { statement: 'steps.1', source: 'midi-2016', quote: 'les exportateurs ne sont plus obligés de faire le déplacement à la CCIA pour remplir les imprimés et attendre la signature et la délivrance du certificat d’origine.' },
    { statement: 'steps.2', source: 'fiche-procedure', quote: 'CCIA: 20,000 Ar | 2 days', where: 'Costs' },
    { statement: 'steps.2', source: 'allafrica-2018', quote: 'il permet aux douanes d’y accéder au moment du dédouanement pour autant que le ministère ou l’agence de contrôle concernée a validé sa décision et que la référence MIDAC a été correctement mentionnée dans la déclaration en douanes.' },
    { statement: 'faq.0', source: 'intl-pratique', quote: 'A partir du 1er janvier 2023, les certificats de circulation EUR.1 délivrés par Madagascar et les déclarations sur facture établies par les exportateurs agréés ne seront plus acceptés.' },
    { statement: 'faq.0', source: 'intl-pratique', quote: '- un exportateur enregistré dans la base REX/Registered Exporters, ou - tout exportateur pour tout envoi dont la valeur totale des produits originaires ne dépasse pas 6 000 €.' },
    { statement: 'faq.1', source: 'matv', quote: 'l’exportation vers les Etats-Unis (AGOA), la SADC ou le COMESA est exempte de taxes s’il est prouvé que les marchandises pro' },
    { statement: 'onlineServices.0', source: 'midi-2016', quote: 'Ce système développé en partenariat avec Gasynet permet en tout cas un gain de temps considérable' },
  ],
}

export default service
