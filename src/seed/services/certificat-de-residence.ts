import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'certificat-de-residence',
  category: 'etat-civil',
  ministry: 'mid',
  slug: { fr: 'certificat-de-residence', mg: 'fanamarinam-ponenana' },
  title: {
    fr: 'Obtenir un certificat de résidence',
    mg: 'Maka fanamarinam-ponenana',
  },
  summary: {
    fr: 'Le certificat de résidence prouve que vous habitez dans un fokontany. Il est demandé pour la CIN, le passeport, le mariage, l’inscription scolaire ou un emploi.',
    mg: 'Ny fanamarinam-ponenana dia manaporofo fa monina ao amin’ny fokontany iray ianao. Takiana amin’ny kara-panondro, pasipaoro, fanambadiana, fisoratana anarana an-tsekoly na asa izy.',
  },
  audience: {
    fr: 'Toute personne qui habite à Madagascar et doit prouver son adresse ; pour un mineur, le parent ou le tuteur.',
    mg: 'Izay rehetra monina eto Madagasikara ka mila manaporofo ny fonenany ; ho an’ny zaza tsy ampy taona, ny ray aman-dreny na ny mpiahy.',
  },
  documents: {
    fr: [
      'Votre CIN (ou l’acte de naissance pour un mineur, avec la CIN du parent)',
      'Votre carnet de fokontany ou l’inscription au registre du fokontany',
      'Si demandé : un justificatif de domicile (facture JIRAMA, quittance de loyer, attestation du logeur)',
      'Pour un duplicata de CIN : une photo d’identité, le certificat devant porter votre photo',
      'Les frais de délivrance',
    ],
    mg: [
      'Ny kara-panondronao (na kopia nahaterahana ho an’ny zaza tsy ampy taona, miaraka amin’ny kara-panondron’ny ray aman-dreny)',
      'Ny bokin’ny fokontany na ny fisoratanao ao amin’ny rejisitry ny fokontany',
      'Raha takiana : porofo momba ny fonenana (faktiora JIRAMA, rosian’ny hofan-trano, fanamarinana avy amin’ny tompon-trano)',
      'Ho an’ny duplicata CIN : sary famantarana iray, satria tsy maintsy misy sary ny fanamarinam-ponenana',
      'Ny saran’ny famoahana',
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'De petits frais sont généralement demandés : de quelques centaines à 2 000 Ar selon le fokontany et la commune, d’après des guides non officiels (200 à 1 000 Ar pour l’un, 500 à 2 000 Ar pour l’autre). Demandez un reçu.',
      mg: 'Matetika misy sarany kely : zato vitsivitsy ka hatramin’ny 2 000 Ar arakaraka ny fokontany sy ny kaominina, araka ny torolalana tsy ofisialy (200 ka hatramin’ny 1 000 Ar araka ny iray, 500 ka hatramin’ny 2 000 Ar araka ny iray hafa). Angataho ny rosia.',
    },
  },
  processingTime: {
    fr: 'En général immédiat ou dans la journée. Une vérification à domicile peut allonger le délai d’un ou deux jours.',
    mg: 'Matetika avy hatrany na anio ihany. Mety haharitra iray na roa andro raha misy fanamarinana atao any an-tranonao.',
  },
  whereToApply: {
    fr: 'Au bureau du fokontany de votre lieu de résidence (chef fokontany). Certaines communes demandent ensuite un visa ou une légalisation à la mairie.',
    mg: 'Ao amin’ny biraon’ny fokontany misy ny fonenanao (sefom-pokontany). Misy kaominina mitaky fanamarinana na sonia fanampiny ao amin’ny lapan’ny tanàna avy eo.',
  },
  steps: {
    fr: [
      { title: 'Faites-vous recenser au fokontany', detail: 'Si vous venez d’emménager, inscrivez-vous d’abord au registre du fokontany avec votre CIN.' },
      { title: 'Présentez-vous au bureau du fokontany', detail: 'Apportez votre CIN et votre carnet de fokontany, et précisez à quoi servira le certificat.' },
      { title: 'Laissez vérifier votre adresse', detail: 'Le chef fokontany ou un agent peut vérifier que vous habitez bien à l’adresse indiquée.' },
      { title: 'Payez les frais et retirez le certificat', detail: 'Contrôlez votre nom, votre adresse et la date, puis faites légaliser à la commune si l’administration destinataire l’exige.' },
    ],
    mg: [
      { title: 'Misoratra anarana ao amin’ny fokontany', detail: 'Raha vao nifindra trano ianao dia misoratra anarana aloha ao amin’ny rejisitry ny fokontany miaraka amin’ny kara-panondronao.' },
      { title: 'Manatona ny biraon’ny fokontany', detail: 'Ento ny kara-panondronao sy ny bokin’ny fokontany, ary lazao hoe hanaovana inona ny fanamarinana.' },
      { title: 'Avelao hohamarinina ny fonenanao', detail: 'Mety hanamarina ny sefom-pokontany na mpiasa iray fa tena monina amin’ilay adiresy ianao.' },
      { title: 'Aloavy ny sarany ary raiso ny fanamarinana', detail: 'Hamarino ny anaranao, ny adiresinao ary ny daty, avy eo asaivo hamarinina any amin’ny kaominina raha takian’ny birao handefasana azy izany.' },
    ],
  },
  legalReferences: {
    fr: ['Décret n° 2009-890 fixant l’organisation, le fonctionnement et les attributions du Fokontany (il remplace le décret n° 2004-299 du 3 mars 2004)'],
    mg: ['Didim-panjakana laharana faha-2009-890 mametra ny fandaminana, ny fiasana ary ny andraikitry ny Fokontany (manolo ny didim-panjakana laharana faha-2004-299 tamin’ny 3 martsa 2004)'],
  },
  faq: {
    fr: [
      { question: 'Combien de temps le certificat est-il valable ?', answer: 'La plupart des administrations demandent un certificat de moins de 3 mois. Vérifiez auprès de l’organisme destinataire.' },
      { question: 'Je suis locataire, puis-je l’obtenir ?', answer: 'Oui. Une attestation de votre logeur ou une quittance de loyer peut vous être demandée.' },
    ],
    mg: [
      { question: 'Mandritra ny firy volana no manan-kery ny fanamarinana ?', answer: 'Ny ankamaroan’ny birao dia mitaky fanamarinana tsy mihoatra ny 3 volana. Anontanio ny birao handefasana azy.' },
      { question: 'Mpanofa trano aho, azoko atao ve ny maka izany ?', answer: 'Eny. Mety hangatahina aminao ny fanamarinana avy amin’ny tompon-trano na ny rosian’ny hofan-trano.' },
    ],
  },
  related: ['carte-nationale-d-identite', 'acte-de-naissance', 'legalisation-de-documents'],
  lastReviewed: '2026-11-23',
  verifiedAt: '2026-11-23',
  unconfirmed: ['cost'],
  review: {
    status: 'toVerify',
    notes: 'Montant des frais : aucun tarif officiel trouvé ; les guides privés donnent 200 à 1 000 Ar ou 500 à 2 000 Ar. Date du décret n° 2009-890 sur les fokontany à lire au Journal officiel (numéro cité par la presse). Durée de validité de 3 mois : exigence des administrations destinataires (passeport, CIN), pas une règle du certificat. Les autres faits (lieu, pièces, délai) ne reposent que sur des guides privés : à recouper avec une source officielle (commune ou ministère de l’Intérieur).',
  },
  sources: [
    { title: 'Décret n° 2009-890 fixant l’organisation, le fonctionnement et les attributions du Fokontany (cité par un ancien secrétaire général du ministère de l’Intérieur)', publisher: 'MaTV', kind: 'press', url: 'https://matv.mg/?p=119516', seen: '2026-11-23' },
    { title: 'Décret n° 2004-299 du 3 mars 2004 fixant l’organisation, le fonctionnement et les attributions du Fokontany (texte reproduit)', publisher: 'Scribd (document déposé par un particulier)', kind: 'secondary', url: 'https://fr.scribd.com/document/625126927/FONKONTANY-01', seen: '2026-11-23', published: '2004-04-12' },
    { title: 'Comment obtenir un certificat de résidence', publisher: 'Guide Za Malagasy', kind: 'secondary', url: 'https://guide.za-malagasy.com/demarches-et-documents-administratifs/comment-obtenir-un-certificat-de-residence-3.html', seen: '2026-11-23' },
    { title: 'Création de carte d’identité nationale (CIN) à Madagascar', publisher: 'DataGascar', kind: 'secondary', url: 'https://datagascar.com/creation-de-carte-didentite-nationale-cin-a-madagascar', seen: '2026-11-23' },
    { title: 'Création d’un duplicata CIN en cas de perte (certificat de résidence avec photo)', publisher: 'DataGascar', kind: 'secondary', url: 'https://datagascar.com/creation-dun-duplicata-cin-en-cas-de-perte', seen: '2026-11-23' },
    { title: 'Fokontany', publisher: 'Wikimonde (copie de Wikipédia)', kind: 'secondary', url: 'https://wikimonde.com/article/Fokontany', seen: '2026-11-23' },
    { title: 'Va-et-vient administratif (témoignage : certificat de résidence à faire légaliser à la commune)', publisher: 'Blog Madagascar aventures', kind: 'secondary', url: 'http://madagascar-aventures.blogspot.com/2012/05/va-et-vient-administratif.html', seen: '2026-11-23', published: '2012-05-21' },
  ],
}

export default service
