import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'gerer-son-habitation',
  category: 'habitat-et-foncier',
  ministry: 'matsf',
  slug: { fr: 'gerer-son-habitation', mg: 'fitantanana-ny-fonenana-sy-ny-tany' },
  title: {
    fr: 'Gérer sa maison et son terrain',
    mg: 'Mitantana ny trano sy ny tany',
  },
  summary: {
    fr: 'Acheter, demander, construire, diviser ou transmettre un terrain demande plusieurs démarches. Torolalana les range en deux services : l’aménagement du territoire et de l’habitat (autorisations, urbanisme) et les services fonciers (titres, mutations, bornage).',
    mg: 'Dingana maromaro no ilaina amin’ny fividianana, fangatahana, fanorenana, fanavahana na famindrana tany. Sampan-draharaha roa no anasokajian’ny Torolalana azy : ny fanajariana ny tany sy ny fonenana (fanomezan-dàlana, fanajariana tanàna) ary ny fananan-tany (titra, famindrana, fanatsatoham-bato).',
  },
  audience: {
    fr: 'Les propriétaires de maisons et de terrains, et ceux qui veulent en acheter, en demander ou y construire.',
    mg: 'Ireo tompon-trano sy tompon-tany, sy ireo te hividy, hangataka na hanorina trano.',
  },
  documents: {
    fr: [
      'Pour la plupart des démarches sur un terrain titré ou cadastré : un certificat de situation juridique (CSJ) de moins de 3 mois',
      'Le plan du terrain avec les coordonnées Laborde',
      { item: 'Votre CIN', form: 'certifiedCopy' },
    ],
    mg: [
      'Ho an’ny ankamaroan’ny dingana amin’ny tany misy titra na kadasitra : fanamarinana ny fananan-tany (CSJ) latsaky ny 3 volana',
      'Ny sari-tany misy ny « coordonnées Laborde »',
      { item: 'Ny kara-panondronao (CIN)', form: 'certifiedCopy' },
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Chaque démarche a ses droits : par exemple 4 000 Ar pour un certificat de situation juridique. Voyez le guide de la démarche.',
      mg: 'Samy manana ny sarany ny dingana tsirairay : ohatra, 4 000 Ar ny fanamarinana ny fananan-tany (CSJ). Jereo ny torolalana momba ilay dingana.',
    },
  },
  processingTime: {
    fr: 'Selon la démarche : voyez le guide de chaque démarche.',
    mg: 'Arakaraka ny dingana : jereo ny torolalana momba ny dingana tsirairay.',
  },
  whereToApply: {
    fr: 'Direction générale de l’aménagement du territoire et de l’habitat (DGATH) et ses services régionaux pour les autorisations ; Direction générale des services fonciers (DGSF) : service des Domaines et service topographique du lieu du terrain.',
    mg: 'Tale jeneralin’ny fanajariana ny tany sy ny fonenana (DGATH) sy ny sampan-draharahany isam-paritra ho an’ny fanomezan-dàlana ; Tale jeneralin’ny fananan-tany (DGSF) : sampan-draharahan’ny fananan-tany sy ny fandrefesan-tany misy ny tany.',
  },
  youReceive: {
    fr: 'Selon la démarche : autorisation, certificat, plan, titre ou inscription à votre nom.',
    mg: 'Arakaraka ny dingana : fanomezan-dàlana, fanamarinana, sari-tany, titra na fisoratana amin’ny anaranao.',
  },
  steps: {
    fr: [
      { title: 'Vérifiez la situation du terrain', detail: 'Demandez un certificat de situation juridique au service des Domaines et le plan au service topographique (CIRTOPO).' },
      { title: 'Urbanisme et autorisations (DGATH)', detail: 'Autorisation de transaction immobilière, alignement hors de la commune urbaine d’Antananarivo, permis de construire, prescriptions d’urbanisme, lotissement, découpage, autorisation de morcellement, avis sur un remblai.' },
      { title: 'Demandes de terrain et titres (DGSF)', detail: 'Demande de terrain, certificat négatif de propriété, prescription acquisitive, transformation du cadastre, terrain privé de l’État, repérage, origine de propriété.' },
      { title: 'Changements sur le titre (DGSF)', detail: 'Mutation par décès, vente, partage, échange ou donation ; changement de nom ; prénotation ; radiation d’hypothèque ; servitude de passage ; second duplicata ; copie authentique.' },
      { title: 'Travaux topographiques (DGSF)', detail: 'Bornage, rétablissement des bornes et limites, plan régulier, reproduction de plan, coordonnées Laborde.' },
    ],
    mg: [
      { title: 'Hamarino ny toetry ny tany', detail: 'Mangataha fanamarinana ny fananan-tany any amin’ny sampan-draharahan’ny fananan-tany sy sari-tany any amin’ny fandrefesan-tany (CIRTOPO).' },
      { title: 'Fanajariana sy fanomezan-dàlana (DGATH)', detail: 'Fanomezan-dàlana hivarotra trano na tany, fanarahana ny lalana ivelan’ny kaominina Antananarivo Renivohitra, fahazoan-dàlana hanorina, fepetra ara-panajariana, fizarana ho tany fanorenana, fanavahana, hevitra momba ny fanotofana.' },
      { title: 'Fangatahana tany sy titra (DGSF)', detail: 'Fangatahana tany, fanamarinana fa tsy misy tompony, fahazoana noho ny fotoana ela nipetrahana (prescription acquisitive), famadihana kadasitra, tanim-panjakana, famantarana ny tany, fiavian’ny fananana.' },
      { title: 'Fanovana amin’ny titra (DGSF)', detail: 'Famindrana noho ny fahafatesana, fivarotana, fizarana, fifanakalozana na fanomezana ; fanovana anarana ; fanamarihana mialoha (prénotation) ; fanesorana antoka (hypothèque) ; lalana fandalovana ; dikasolo faharoa ; dika mitovy ofisialy.' },
      { title: 'Asa fandrefesan-tany (DGSF)', detail: 'Fanatsatoham-bato, famerenana ny vato sy ny fetra, sari-tany ara-dalàna, dika sari-tany, « coordonnées Laborde ».' },
    ],
  },
  legalReferences: {
    fr: ['Ordonnance n° 60-146 du 3 octobre 1960 relative au régime foncier de l’immatriculation (modifiée) : livres fonciers et titres fonciers'],
    mg: ['Hitsivolana laharana faha-60-146 tamin’ny 3 oktobra 1960 mikasika ny fitsipika momba ny fampidirana ny tany ao amin’ny boky (novaina) : bokin-tany sy titra'],
  },
  faq: {
    fr: [
      { question: 'Par quoi commencer avant d’acheter ?', answer: 'Vérifiez que le vendeur a un vrai titre ou cadastre : demandez-lui la copie du certificat de situation juridique, ou le numéro du titre et le nom du terrain, puis demandez un CSJ récent.' },
      { question: 'Où trouver le détail de ces démarches ?', answer: 'Torolalana renvoie au site de la Direction générale des travaux publics (DGTP) ; les démarches les plus courantes ont leur guide ici.' },
    ],
    mg: [
      { question: 'Inona no atao voalohany alohan’ny hividianana ?', answer: 'Hamarino raha manana titra na kadasitra marina ny mpivarotra : angataho aminy ny dika mitovy amin’ny fanamarinana ny fananan-tany, na ny laharan’ny titra sy ny anaran’ny tany, avy eo mangataha CSJ vaovao.' },
      { question: 'Aiza no ahitana ny antsipirihan’ireo dingana ireo ?', answer: 'Manondro ny tranonkalan’ny Tale jeneralin’ny asa vaventy (DGTP) ny Torolalana ; ny dingana fanao matetika dia manana ny torolalany eto.' },
    ],
  },
  related: ['acheter-un-terrain', 'certificat-de-situation-juridique', 'mutation-de-titre-foncier', 'transformer-cadastre-en-titre', 'bornage', 'morcellement'],
  directory: 'none',
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: [],
  review: {
    status: 'toVerify',
    notes: 'Rédigé le 2026-11-28 (issue 41, lot b4 ; docs/research/issue41/gerer-son-habitation.md). Source principale : Torolalana, fiche « Fitantanana ny toeram-ponenana sy ny fananan-tany » (Gérer son habitation et ses propriétés foncières), version malgache lue dans la copie publique (dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, relevé du 26 février 2026) : liste des services de la DGATH et de la DGSF, renvoi aux pages de la DGTP (adresse non donnée par la fiche, non reprise). Pièces, CSJ à 4 000 Ar et vérification du vendeur : fiche Torolalana « Hividy tany amin’olon-tsotra ». Traductions malgaches de certains services (alignement, remblai, prescription acquisitive) à faire relire. Texte de référence ajouté : ordonnance n° 60-146 (copie Droit-Afrique ; l’exposé des motifs de la loi n° 2017-046 la dit en vigueur) ; la loi n° 2017-046, qui devait la remplacer, a été en partie déclarée non conforme par la HCC en 2018 (voir le guide titre-foncier).',
  },
  sources: [
    { key: 'torolalana', title: 'Torolalana — Fitantanana ny toeram-ponenana sy ny fananan-tany (Gérer son habitation et ses propriétés foncières)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/mg/services/gerer-son-habitation-et-ses-proprietes-foncieres', seen: '2026-11-28' },
    { key: 'torolalana-achat', title: 'Torolalana — Hividy tany amin’olon-tsotra (Acheter un terrain auprès d’un particulier)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/mg/services/acheter-un-terrain-aupres-d-un-particulier', seen: '2026-11-28' },
    { key: 'ordonnance-60-146', title: 'Ordonnance n° 60-146 du 3 octobre 1960 relative au régime foncier de l’immatriculation, modifiée (texte, copie Droit-Afrique)', publisher: 'Droit-Afrique (copie sur vdocuments.fr)', kind: 'official', url: 'https://vdocuments.fr/regime-foncier.html', seen: '2026-11-28' },
    { key: 'loi-2017-046', title: 'Loi n° 2017-046 fixant le régime juridique de l’immatriculation et de la propriété foncière titrée, exposé des motifs (copie déposée sur Scribd)', publisher: 'République de Madagascar (copie sur Scribd)', kind: 'official', url: 'https://fr.scribd.com/document/784837953/Mad179673', seen: '2026-11-28', published: '2017' },
  ],
  references: [
    { statement: 'summary', source: 'torolalana', quote: 'Ny fividianana na fangatahana tany dia mitaky dingana maromaro. Ny tanjonay dia ny hanampy anao amin’ny dingana rehetra mikasika ny fananan-tany.', where: 'Description' },
    { statement: 'summary', source: 'torolalana', quote: 'La Direction Générale de l’Aménagement du Territoire et de l’Habitat (DGATH) … La Direction Générale des Services Fonciers (DGSF)', where: 'Liste supplémentaire' },
    { statement: 'audience', source: 'torolalana', quote: 'Ny fahafatarana ny mombamomba ny fananan-tany dia isany tena hilaina amin’ny tetik’asa fampandrosoana sy fanorenana. Ny fividianana na fangatahana tany dia mitaky dingana maromaro.', where: 'Description' },
    { statement: 'documents.0', source: 'torolalana-achat', quote: 'fanamarinana Fananan-tany iray tsy lany daty ho an’ny tany misy titra na kadasitra (latsaky ny 3 volana)', where: 'Antontan-taratasy ilaina' },
    { statement: 'documents.1', source: 'torolalana-achat', quote: '«certificat de situation juridique » sy sari-tany (plan) misy«coordonnées Laborde»no entina mangataka izany.', where: 'Fanamarihana' },
    { statement: 'documents.1', source: 'torolalana', quote: 'DEMANDE DE COORDONNÉE LABORDE', where: 'DGSF' },
    { statement: 'documents.2', source: 'torolalana-achat', quote: 'dika mitovy voamarina ny karam-panondrom-pirenena;', where: 'Antontan-taratasy ilaina' },
    { statement: 'cost', source: 'torolalana-achat', quote: 'fanamarinana ny fanana-tany:4 000 Ar.', where: 'Sarany' },
    { statement: 'whereToApply', source: 'torolalana', quote: 'La Direction Générale de l’Aménagement du Territoire et de l’Habitat (DGATH):AUTORISATION DE TRANSACTION IMMOBILIERE', where: 'Toerana' },
    { statement: 'whereToApply', source: 'torolalana', quote: 'La Direction Générale des Services Fonciers (DGSF)DEPÔT DE DEMANDE DU TERRAIN', where: 'Toerana' },
    { statement: 'whereToApply', source: 'torolalana-achat', quote: 'fanamarinana ny fanana-tany: sampandraharahan’ny fananan-tany misy ilay tany.', where: 'Toerana' },
    { statement: 'whereToApply', source: 'torolalana-achat', quote: 'sari-tany (plan): sampandraharahan’ny fandrefesan-tany misy ilay tany (CIRTOPO)', where: 'Toerana' },
    { statement: 'youReceive', source: 'torolalana', quote: 'AUTORISATION DE MORCELLEMENT … CERFICAT DE SITUATION JURIDIQUE … REPRODUCTION DE PLAN', where: 'Liste supplémentaire' },
    { statement: 'steps.0', source: 'torolalana-achat', quote: 'fanamarinana ny fanana-tany: sampandraharahan’ny fananan-tany misy ilay tany.', where: 'Toerana' },
    { statement: 'steps.0', source: 'torolalana-achat', quote: 'sari-tany (plan): sampandraharahan’ny fandrefesan-tany misy ilay tany (CIRTOPO)', where: 'Toerana' },
    { statement: 'steps.1', source: 'torolalana', quote: 'AUTORISATION DE TRANSACTION IMMOBILIERE, INSTRUCTION DE DOSSIER D’ALIGNEMENT EN DEHORS DE LA CUA, … INSTRUCTION ET AVIS SUR LA DEMANDE DE PERMIS DE CONSTRUIRE, DELIVRANCE DE PRESCRIPTION D’URBANISME', where: 'DGATH' },
    { statement: 'steps.1', source: 'torolalana', quote: 'INSTRUCTION DE DOSSIER DE LOTISSEMENT, DEMANDE DE DECOUPAGE GENERAL, AUTORISATION DE MORCELLEMENT, AVIS TECHNIQUE SUR LA DEMANDE DE REMBLAI', where: 'DGATH' },
    { statement: 'steps.2', source: 'torolalana', quote: 'DEPÔT DE DEMANDE DU TERRAIN, CERTIFICAT NEGATIF DE PROPRIETE, PRESCRIPTION ACQUISITIVE, TRANSFORMATION CADASTRE, … DEMANDE D’ACQUISITION DU TERRAIN PRIVE DE L’ETAT, REPERAGE, DEMANDE D’ORIGINE DE PROPRIETE ET/OU/ETAT PARCELLAIRE', where: 'DGSF' },
    { statement: 'steps.3', source: 'torolalana', quote: 'CHANGEMENT DE NOM, MUTATION PAR DECES, MUTATION PAR VENTE, MUTATION PAR PARTAGE (TOTALITÉ OU PARTIE) AVEC OU SANS MORCELLEMENT, MUTATION PAR ECHANGE, MUTATION PAR DONATION, INSCRIPTION OU RADIATION DE PRENOTATION, RADIATION DE CHARGE ET HYPOTHÈQUE, SERVITUDE DE PASSAGE, SECOND DUPLICATA', where: 'DGSF' },
    { statement: 'steps.3', source: 'torolalana', quote: 'COPIE AUTHENTIQUE', where: 'DGSF' },
    { statement: 'steps.4', source: 'torolalana', quote: 'TRAVAUX DE BORNAGE, TRAVAUX DE RETABLISSEMENT DES BORNES ET LIMITES, MISE A JOUR DES PLANS, TRAVAUX D’ÉTABLISSEMENTS DE PLAN RÉGULIER, REPRODUCTION DE PLAN, FUSION CHANGEMENT DE NOM OU DE TITRE, DEMANDE DE COORDONNÉE LABORDE', where: 'DGSF' },
    { statement: 'faq.0', source: 'torolalana-achat', quote: 'Hamarinina tsara aloha raha manana titra na kadasitra marina ilay olona hivarotra. Alaina aminy ny fotokopian’ny taratasy fanamarinana fananan-tany vita kadasitra na titra (certificat de situation juridique), na ny laharan’ny titra sy ny anaran’ny tany.', where: 'Description' },
    { statement: 'faq.0', source: 'torolalana-achat', quote: 'Manao fangatahana taratasy fanamarinana fananan-tany vita kadasitra na titra vaovao.', where: 'Description' },
    { statement: 'faq.1', source: 'torolalana', quote: 'Ireto avy ny dingana arahina izay azonao jerena eo amin’ny tranon-kala Direction Générale des Travaux Publics (DGTP)', where: 'Dingana' },
    { statement: 'legalReferences.0', source: 'ordonnance-60-146', quote: 'Ordonnance n60-146 du 3 octobre 1960 relative au rgime foncier de limmatriculation modifie par :', where: 'en-tête' },
    { statement: 'legalReferences.0', source: 'ordonnance-60-146', quote: 'La garantie des droits rels est obtenue au moyen de la publication sur des livres fonciers, un compte particulier dnomm titre foncier, ouvert pour chaque immeuble', where: 'article 1' },
    { statement: 'legalReferences.0', source: 'loi-2017-046', quote: 'la réforme du régime foncier de l’immatriculation actuellement régi par l’Ordonnance n° 60-146 du 3 octobre 1960', where: 'exposé des motifs' },
  ],
}

export default service
