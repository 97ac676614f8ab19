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
      'Les frais de délivrance',
    ],
    mg: [
      'Ny kara-panondronao (na kopia nahaterahana ho an’ny zaza tsy ampy taona, miaraka amin’ny kara-panondron’ny ray aman-dreny)',
      'Ny bokin’ny fokontany na ny fisoratanao ao amin’ny rejisitry ny fokontany',
      'Raha takiana : porofo momba ny fonenana (faktiora JIRAMA, rosian’ny hofan-trano, fanamarinana avy amin’ny tompon-trano)',
      'Ny saran’ny famoahana',
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'De petits frais sont généralement demandés, souvent entre 200 et 2 000 ariary selon le fokontany et la commune. Demandez un reçu.',
      mg: 'Matetika misy sarany kely, eo anelanelan’ny 200 sy 2 000 ariary eo ho eo arakaraka ny fokontany sy ny kaominina. Angataho ny rosia.',
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
    fr: ['Textes régissant le fokontany, subdivision administrative de base de la commune (organisation et attributions du chef fokontany)'],
    mg: ['Didy aman-dalàna mifehy ny fokontany, fizarana ara-pitantanana fototra ao amin’ny kaominina (fandaminana sy andraikitry ny sefom-pokontany)'],
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
  lastReviewed: '2026-11-21',
  review: {
    status: 'toVerify',
    notes: 'Montant des frais (200 à 2 000 Ar selon des sources secondaires) et durée de validité (3 mois, usage courant) à confirmer ; visa ou légalisation par la commune selon les cas à préciser ; référence exacte du décret sur les fokontany à ajouter.',
  },
  sources: [
    { title: 'Comment obtenir un certificat de résidence – Guide Za Malagasy', url: 'https://guide.za-malagasy.com/demarches-et-documents-administratifs/comment-obtenir-un-certificat-de-residence-3.html' },
    { title: 'Création de carte d’identité nationale (CIN) à Madagascar – Datagascar', url: 'https://datagascar.com/creation-de-carte-didentite-nationale-cin-a-madagascar' },
  ],
}

export default service
