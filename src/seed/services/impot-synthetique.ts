import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'impot-synthetique',
  category: 'fiscalite',
  ministry: 'dgi',
  slug: { fr: 'impot-synthetique', mg: 'hetra-tambatra' },
  title: {
    fr: 'Impôt synthétique (IS) : déclarer et payer',
    mg: 'Hetra tambatra (IS) : fanambarana sy fandoavana',
  },
  summary: {
    fr: 'L’impôt synthétique est l’impôt unique des petites entreprises dont le chiffre d’affaires annuel est inférieur à 200 millions d’ariary. Il remplace l’impôt sur les revenus et la TVA.',
    mg: 'Ny hetra tambatra no hetra tokana aloan’ireo orinasa madinika izay latsaky ny 200 tapitrisa ariary isan-taona ny vola miditra amin’ny varotra. Misolo ny hetra amin’ny fidiram-bola sy ny TVA izy.',
  },
  audience: {
    fr: 'Personnes physiques, entreprises individuelles et petites sociétés dont le chiffre d’affaires annuel est inférieur à 200 000 000 Ar : commerçants, artisans, agriculteurs, éleveurs, pêcheurs, gargotiers, transporteurs, prestataires, professions libérales.',
    mg: 'Olon-tokana, orinasa tsy miankina ary orinasa madinika izay latsaky ny 200 000 000 Ar isan-taona ny vola miditra : mpivarotra, mpanao asa tanana, mpamboly, mpiompy, mpanjono, tompon’ny hotely madinika, mpitatitra, mpanome tolotra, mpanao asa malalaka.',
  },
  documents: {
    fr: [
      'Carte fiscale ou NIF',
      'Formulaire de déclaration de l’impôt synthétique (disponible au centre fiscal ou sur le site de la DGI)',
      'Journal des recettes et des dépenses de l’année précédente, pour les activités qui doivent le tenir',
      'Reçus des acomptes déjà payés dans l’année',
      'CIN du contribuable ou procuration légalisée du représentant',
    ],
    mg: [
      'Karatra ara-ketra na NIF',
      'Taratasy fanambarana ny hetra tambatra (azo alaina ao amin’ny ivon-ketra na amin’ny tranonkalan’ny DGI)',
      'Boky firaketana ny vola miditra sy mivoaka tamin’ny taona lasa, ho an’ireo asa voatery mitana izany',
      'Tapakilan’ireo vola mialoha efa naloa tamin’ny taona',
      'CIN an’ny mpandoa hetra na taratasy fanomezan-dalana voamarin’ny misolo azy',
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'L’impôt est égal à 5 % du chiffre d’affaires (ou du revenu brut) de l’année précédente, avec un minimum de perception qui dépend de l’activité : 16 000 Ar (agriculteurs, éleveurs, pêcheurs, transport non motorisé), 50 000 Ar (artisans, gargotiers, petits producteurs), 100 000 Ar (commerçants, prestataires, hôteliers, restaurateurs, artistes), 150 000 Ar (professions libérales et autres), d’après la fiche de l’EDBM, à confirmer dans la loi de finances. La déclaration elle-même est gratuite. Des pénalités s’ajoutent en cas de retard.',
      mg: 'Ny hetra dia 5 % amin’ny vola niditra (na fidiram-bola feno) tamin’ny taona lasa, misy farany ambany arakaraka ny karazan’asa : 16 000 Ar (mpamboly, mpiompy, mpanjono, fitaterana tsy misy motera), 50 000 Ar (mpanao asa tanana, mpivarotra sakafo « gargote », mpamokatra madinika), 100 000 Ar (mpivarotra, mpanome tolotra, tompon’ny hotely sy trano fisakafoanana, mpanakanto), 150 000 Ar (asa malalaka sy ny sisa), araka ny taratasin’ny EDBM, mbola hamarinina ao amin’ny lalàna momba ny tetibola. Maimaim-poana ny fanambarana. Misy sazy fanampiny raha tara.',
    },
  },
  processingTime: {
    fr: 'Une nouvelle activité paie l’impôt synthétique avant de commencer ; ensuite, la déclaration et le paiement annuels se font avant le 31 mars (vérifiez chaque année le calendrier de la DGI), avec possibilité d’acomptes. Le reçu est remis immédiatement au guichet ; par mobile money, le SMS de confirmation vaut récépissé.',
    mg: 'Ny asa vaovao dia mandoa ny hetra tambatra alohan’ny hanombohana ; avy eo dia atao alohan’ny 31 martsa ny fanambarana sy ny fandoavana isan-taona (hamarino isan-taona ao amin’ny alimanaky ny DGI), ary azo aloa tsikelikely. Omena avy hatrany eny amin’ny birao ny tapakila ; raha amin’ny « mobile money » dia ny hafatra SMS manamarina no porofon’ny fandoavana.',
  },
  whereToApply: {
    fr: 'Centre fiscal (ivon-ketra) dont dépend votre activité, ou lors des opérations de fiscalité de proximité organisées dans les communes. Paiement possible partout par mobile money (e-Hetraphone : MVola, Orange Money, Airtel Money) avec votre NIF ; le SMS reçu vaut récépissé. Lors de la fiscalité de proximité, exigez l’ordre de mission et le badge de l’agent.',
    mg: 'Ivon-ketra miandraikitra ny asanao, na mandritra ny hetsika « fiscalité de proximité » karakaraina any amin’ny kaominina. Azo aloa na aiza na aiza amin’ny alalan’ny « mobile money » (e-Hetraphone : MVola, Orange Money, Airtel Money) miaraka amin’ny NIF-nao ; ny SMS voarainao no porofon’ny fandoavana. Mandritra ny « fiscalité de proximité », angataho amin’ny mpiasa ny taratasy iraka sy ny marika famantarana azy.',
  },
  steps: {
    fr: [
      {
        title: 'Vérifier que vous relevez de l’IS',
        detail: 'Si votre chiffre d’affaires annuel est inférieur à 200 millions d’ariary, vous relevez en principe de l’impôt synthétique. Au-delà, vous passez à l’impôt sur les revenus et à la TVA.',
      },
      {
        title: 'Calculer votre chiffre d’affaires',
        detail: 'Additionnez toutes les sommes encaissées l’année précédente pour vos ventes et services. Tenez un cahier des recettes et des dépenses pour faciliter ce calcul.',
      },
      {
        title: 'Remplir la déclaration',
        detail: 'Indiquez votre chiffre d’affaires sur le formulaire. L’impôt est de 5 % de ce montant, sans descendre sous le minimum de votre activité.',
      },
      {
        title: 'Payer l’impôt',
        detail: 'Payez au centre fiscal ou par mobile money avec votre NIF. Gardez le reçu ou le SMS : il vaut justificatif de paiement.',
      },
      {
        title: 'Conserver vos justificatifs',
        detail: 'Gardez déclarations, reçus et cahier de recettes pendant plusieurs années. Ils seront demandés en cas de contrôle.',
      },
    ],
    mg: [
      {
        title: 'Hamarino raha iharan’ny IS ianao',
        detail: 'Raha latsaky ny 200 tapitrisa ariary isan-taona ny vola miditra aminao, hetra tambatra no iharanao raha ny fitsipika. Raha mihoatra izany, hetra amin’ny fidiram-bola sy TVA no iharanao.',
      },
      {
        title: 'Kajio ny vola niditra',
        detail: 'Ampitomboy ny vola rehetra voaray tamin’ny varotra sy ny tolotra tamin’ny taona lasa. Mitanà kahie firaketana ny vola miditra sy mivoaka mba hanamorana izany kajy izany.',
      },
      {
        title: 'Fenoy ny fanambarana',
        detail: 'Soraty ao amin’ny taratasy ny vola niditra. 5 % amin’io vola io ny hetra, nefa tsy latsaky ny farany ambany voafetra ho an’ny asanao.',
      },
      {
        title: 'Aloavy ny hetra',
        detail: 'Aloavy any amin’ny ivon-ketra na amin’ny « mobile money » miaraka amin’ny NIF-nao. Tehirizo ny tapakila na ny SMS : porofon’ny fandoavana izany.',
      },
      {
        title: 'Tehirizo ny porofo',
        detail: 'Tehirizo mandritra ny taona maromaro ny fanambarana, ny tapakila ary ny kahie firaketana. Hangatahina ireo raha misy fanaraha-maso.',
      },
    ],
  },
  legalReferences: {
    fr: [
      'Code général des impôts, titre relatif à l’impôt synthétique (article 01.02.01 et suivants)',
      'Loi de finances de l’année en cours (taux, minima de perception et échéances)',
    ],
    mg: [
      'Fehezan-dalàna ankapoben’ny hetra, lohateny momba ny hetra tambatra (andininy 01.02.01 sy ny manaraka)',
      'Lalàna mifehy ny fitantanam-bolam-panjakana amin’ity taona ity (taha, farany ambany ary fe-potoana)',
    ],
  },
  faq: {
    fr: [
      {
        question: 'Je viens de commencer mon activité. Comment est calculé mon impôt ?',
        answer: 'La première année, vous payez un acompte lors de la déclaration d’activité au centre fiscal. L’agent l’évalue selon votre activité et votre chiffre d’affaires prévu.',
      },
      {
        question: 'Dois-je facturer la TVA ?',
        answer: 'Non. L’impôt synthétique remplace la TVA et l’impôt sur les revenus : vous ne facturez pas de TVA à vos clients.',
      },
      {
        question: 'Que se passe-t-il si je ne déclare pas ?',
        answer: 'Le centre fiscal peut vous imposer d’office et appliquer des pénalités de retard. Régularisez le plus tôt possible.',
      },
    ],
    mg: [
      {
        question: 'Vao nanomboka ny asako aho. Ahoana no anaovana ny kajy ny hetrako ?',
        answer: 'Amin’ny taona voalohany dia mandoa vola mialoha ianao rehefa manambara ny asanao any amin’ny ivon-ketra. Ny mpiasan’ny ivon-ketra no manombana izany arakaraka ny asanao sy ny vola andrasana hiditra.',
      },
      {
        question: 'Tsy maintsy mampiditra TVA amin’ny faktiora ve aho ?',
        answer: 'Tsia. Ny hetra tambatra no misolo ny TVA sy ny hetra amin’ny fidiram-bola : tsy mampiditra TVA amin’ny mpanjifanao ianao.',
      },
      {
        question: 'Inona no mitranga raha tsy manambara aho ?',
        answer: 'Afaka manamarina ny hetranao ho azy ny ivon-ketra ary mampihatra sazy noho ny fahatarana. Ataovy ara-dalàna haingana araka izay azo atao ny toe-javatra.',
      },
    ],
  },
  onlineServices: {
    fr: [
      { label: 'Direction générale des impôts', url: 'https://www.impots.mg' },
      { label: 'Hetraonline – espace contribuable', url: 'https://hetraonline.impots.mg' },
    ],
    mg: [
      { label: 'Foibe jeneralin’ny hetra', url: 'https://www.impots.mg' },
      { label: 'Hetraonline – kaontin’ny mpandoa hetra', url: 'https://hetraonline.impots.mg' },
    ],
  },
  related: ['numero-d-identification-fiscale', 'creer-sa-societe', 'impots-fonciers'],
  lastReviewed: '2026-11-23',
  verifiedAt: '2026-11-23',
  unconfirmed: ['cost', 'processingTime', 'documents', 'legalReferences', 'onlineServices'],
  review: {
    status: 'toVerify',
    notes: 'Montant : taux de 5 % et seuil de 200 000 000 Ar (résumé, public, étape 1) issus de sites privés (2018-2019) : vérifier dans le CGI et la dernière loi de finances (taux éventuellement différencié selon l’activité) ; minima de perception repris d’une copie de la fiche EDBM. Délai : échéance annuelle « avant le 31 mars » tirée d’un document non officiel, à vérifier dans le calendrier de la DGI. Pièces à fournir (formulaire, journal des recettes, reçus d’acomptes, CIN ou procuration) non confirmées. Texte : numéro d’article du CGI (01.02.01 ou 01.02.02) à vérifier. Site en ligne : le service « Hetra online » existe (presse 2020) mais l’adresse hetraonline.impots.mg n’est pas confirmée. L’ancien lien du ministère sur un hôte de messagerie (mail.mfb.gov.mg) a été retiré. Terme malgache « hetra tambatra » pour « impôt synthétique » à valider.',
  },
  sources: [
    { title: 'Alimanàka ny fotoam-pandoavan-ketra 2024 (calendrier fiscal)', publisher: 'Direction générale des impôts (DGI)', kind: 'official', url: 'https://www.impots.mg/calendar', seen: '2026-11-23', published: '2024' },
    { title: 'Hetra phone : paiement de l’impôt synthétique via MVola', publisher: 'Direction générale du Trésor', kind: 'official', url: 'http://www.tresorpublic.mg/?p=27016', seen: '2026-11-23', published: '2017-03' },
    { title: 'Signature des conventions Hetraphone avec Airtel, Orange et Telma (SMS de confirmation valant récépissé)', publisher: 'MaTV', kind: 'press', url: 'https://matv.mg/?p=128529', seen: '2026-11-23', published: '2020-01' },
    { title: 'Impôt : déploiement du « e-Hetra phone » au niveau national', publisher: 'La Vérité', kind: 'press', url: 'https://laverite.mg/economie/item/14191', seen: '2026-11-23', published: '2021-08-24' },
    { title: 'Antsiranana : mobilisation sur les « Anjara hetrako » et e-Hetraphone (NIF et compte mobile money)', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/01/12/2021/antsiranana-mobilisation-sur-les-anjara-hetrako-et-e-hetraphone/', seen: '2026-11-23', published: '2021-12-01' },
    { title: 'Direction générale des impôts : l’utilisation des plateformes digitales conseillée aux usagers (Hetra online)', publisher: 'La Vérité', kind: 'press', url: 'https://laverite.mg/economie/item/10810', seen: '2026-11-23', published: '2020-07-06' },
    { title: 'DGI : communiqué contre les faux agents du fisc (ordre de mission et badge, fiscalité de proximité)', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/201702140485.html', seen: '2026-11-23', published: '2017-02-14' },
    { title: 'Fiche de procédure « Business registration » de l’EDBM (minima de l’impôt synthétique, CGI art. 01.02.05 ; copie sur un site tiers)', publisher: 'EDBM (copie non officielle)', kind: 'secondary', seen: '2026-11-23' },
    { title: 'Obligations fiscales des sociétés (échéance avant le 31 mars)', publisher: 'Scribd (document déposé par un particulier)', kind: 'secondary', url: 'https://fr.scribd.com/document/467836152/obligations-fiscales-des-stes-doc', seen: '2026-11-23' },
    { title: 'La déclaration et le paiement des impôts reportés au 31 mai', publisher: 'Les Décrypteurs', kind: 'press', url: 'http://www.lesdecrypteurs.com/actualites/madagascar/2018/05/15/declaration-paiement-impots-reportes-31-mai/', seen: '2026-11-23', published: '2018-05-15' },
    { title: 'L’impôt synthétique à Madagascar, l’impôt des TPE/PME', publisher: 'Stileex', kind: 'secondary', url: 'https://stileex.xyz/impot-synthetique-madagascar/', seen: '2026-11-23' },
    { title: 'Les impôts synthétiques à Madagascar', publisher: 'Madagascar Services', kind: 'secondary', url: 'https://www.madagascar-services.com/blog/post/2018/03/28/impots-synthetique-a-madagascar', seen: '2026-11-23', published: '2018-03-28' },
    { title: 'De nouvelles mesures pour les contribuables', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://www.lexpressmada.com/blog/actualites/de-nouvelles-mesures-pour-les-contribuables/', seen: '2026-11-23', published: '2017' },
    { title: 'Paiement des impôts synthétiques par mobile money', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202108260499.html', seen: '2026-11-23', published: '2021-08-26' },
  ],
}

export default service
