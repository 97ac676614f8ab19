import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'acte-de-naissance',
  category: 'etat-civil',
  ministry: 'mid',
  slug: { fr: 'acte-de-naissance', mg: 'kopia-soratra-nahaterahana' },
  title: {
    fr: 'Déclarer une naissance et obtenir une copie d’acte de naissance',
    mg: 'Manambara fahaterahana sy maka kopia nahaterahana',
  },
  summary: {
    fr: 'Déclarez la naissance de votre enfant dans les 30 jours à la commune, puis demandez des copies de l’acte quand vous en avez besoin. C’est le premier document de l’identité.',
    mg: 'Ambarao ao amin’ny kaominina ao anatin’ny 30 andro ny fahaterahan’ny zanakao, dia angataho ny kopiany rehefa ilainao. Io no taratasy voalohany manaporofo ny maha-izy anao.',
  },
  audience: {
    fr: 'Les parents d’un nouveau-né, et toute personne née à Madagascar qui a besoin d’une copie de son acte (CIN, passeport, école, mariage, examens).',
    mg: 'Ny ray aman-drenin’ny zaza vao teraka, ary izay rehetra teraka teto Madagasikara mila kopia nahaterahana (kara-panondro, pasipaoro, sekoly, fanambadiana, fanadinana).',
  },
  documents: {
    fr: [
      'Pour la déclaration : le certificat d’accouchement délivré par la maternité, le CSB ou la sage-femme',
      'Pour la déclaration : la CIN du déclarant (père, mère ou proche)',
      'Pour la déclaration : le livret de famille si les parents sont mariés',
      'Pour une copie : le nom complet, la date et le lieu de naissance, et si possible le numéro et l’année de l’acte',
      'Pour une copie : votre CIN, ou une procuration si vous demandez pour quelqu’un d’autre',
      'Le timbre fiscal ou les frais demandés par la commune',
    ],
    mg: [
      'Ho an’ny fanambarana : taratasy fanamarinana fiterahana avy amin’ny toeram-piterahana, CSB na mpampivelona',
      'Ho an’ny fanambarana : kara-panondron’ny manambara (ray, reny na havana)',
      'Ho an’ny fanambarana : bokim-pianakaviana raha manambady ara-dalàna ny ray aman-dreny',
      'Ho an’ny kopia : anarana feno, daty sy toerana nahaterahana, ary raha azo atao ny laharana sy taonan’ny soratra',
      'Ho an’ny kopia : ny kara-panondronao, na taratasy fanomezan-dàlana raha olon-kafa no angatahanao',
      'Hajia na sarany takian’ny kaominina',
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'La déclaration de naissance dans le délai de 30 jours ne devrait rien coûter. La délivrance d’une copie ou d’un extrait donne souvent lieu à de petits frais ou à un timbre fiscal, dont le montant varie selon la commune (de quelques centaines à quelques milliers d’ariary). Demandez toujours un reçu.',
      mg: 'Tsy tokony handoa vola ianao raha manambara fahaterahana ao anatin’ny 30 andro. Matetika kosa misy sarany kely na hajia ny fakana kopia na sombiny, ary miovaova arakaraka ny kaominina izany (zato vitsivitsy ka hatramin’ny arivo vitsivitsy ariary). Angataho foana ny rosia.',
    },
  },
  processingTime: {
    fr: 'La déclaration se fait sur place. Une copie est souvent remise le jour même ou en quelques jours ; comptez plus longtemps si le registre est ancien ou abîmé.',
    mg: 'Atao eo no ho eo ny fanambarana. Matetika azo anio ihany na ao anatin’ny andro vitsivitsy ny kopia ; mety haharitra kokoa raha efa tranainy na simba ny rejisitra.',
  },
  whereToApply: {
    fr: 'Au bureau d’état civil de la commune du lieu de naissance (à Antananarivo, à la mairie d’arrondissement). Dans certaines communes, le chef fokontany peut recevoir la déclaration. À l’étranger : ambassade ou consulat de Madagascar.',
    mg: 'Ao amin’ny biraon’ny sora-piankohonana ao amin’ny kaominina nahaterahana (eto Antananarivo, ao amin’ny boriborintany). Any amin’ny kaominina sasany, ny sefom-pokontany dia afaka mandray ny fanambarana. Any ivelany : masoivoho na kaonsoly malagasy.',
  },
  steps: {
    fr: [
      { title: 'Déclarez la naissance dans les 30 jours', detail: 'Le père, la mère ou un proche se présente à l’état civil de la commune du lieu de naissance avec le certificat d’accouchement. Passé ce délai, il faut un jugement supplétif.' },
      { title: 'Vérifiez l’acte avant de signer', detail: 'Relisez les noms, la date, le lieu et le nom des parents. Une erreur est beaucoup plus difficile à corriger ensuite.' },
      { title: 'Demandez une copie quand vous en avez besoin', detail: 'Adressez-vous à la commune où l’acte a été dressé, en indiquant le nom complet, la date de naissance et si possible le numéro de l’acte.' },
      { title: 'Payez les frais et gardez le reçu', detail: 'Réglez le timbre ou les frais demandés au guichet officiel, jamais à un intermédiaire.' },
      { title: 'Retirez et contrôlez la copie', detail: 'Vérifiez la signature et le cachet de l’officier d’état civil. Beaucoup d’administrations exigent une copie de moins de 3 mois.' },
    ],
    mg: [
      { title: 'Ambarao ao anatin’ny 30 andro ny fahaterahana', detail: 'Ny ray, ny reny na havana iray no manatona ny sora-piankohonana ao amin’ny kaominina nahaterahana, mitondra ny taratasy fanamarinana fiterahana. Raha tafahoatra io fe-potoana io dia ilaina ny didim-pitsarana mameno.' },
      { title: 'Hamarino ny soratra alohan’ny hanaovana sonia', detail: 'Vakio indray ny anarana, ny daty, ny toerana ary ny anaran’ny ray aman-dreny. Sarotra be ny manitsy diso rehefa avy eo.' },
      { title: 'Angataho ny kopia rehefa ilainao', detail: 'Manatona ny kaominina nanoratana ny soratra ianao, ary lazao ny anarana feno, ny daty nahaterahana ary raha azo atao ny laharan’ny soratra.' },
      { title: 'Aloavy ny sarany ary tehirizo ny rosia', detail: 'Aloavy eo amin’ny birao ofisialy ny hajia na sarany, fa aza atao amin’ny mpanelanelana.' },
      { title: 'Raiso ary hamarino ny kopia', detail: 'Jereo ny sonia sy ny tombo-kasen’ny mpiandraikitra ny sora-piankohonana. Maro ny birao mitaky kopia tsy mihoatra ny 3 volana.' },
    ],
  },
  legalReferences: {
    fr: [
      'Loi n° 2018-027 du 8 février 2019 relative à l’état civil (déclaration de naissance dans les 30 jours, article 45)',
    ],
    mg: [
      'Lalàna laharana faha-2018-027 tamin’ny 8 febroary 2019 momba ny sora-piankohonana (fanambarana fahaterahana ao anatin’ny 30 andro, andininy faha-45)',
    ],
  },
  faq: {
    fr: [
      { question: 'J’ai dépassé le délai de 30 jours, que faire ?', answer: 'La commune ne peut plus dresser l’acte directement. Il faut demander un jugement supplétif au tribunal de première instance. Renseignez-vous aussi sur les audiences foraines organisées près de chez vous.' },
      { question: 'Puis-je demander la copie dans une autre commune que celle de ma naissance ?', answer: 'En principe non : seule la commune où l’acte a été dressé peut délivrer une copie. Un proche peut faire la démarche pour vous avec une procuration et une copie de votre CIN.' },
      { question: 'Mon acte contient une erreur, comment la corriger ?', answer: 'Une simple erreur matérielle se signale à l’officier d’état civil ; une rectification plus importante passe par un jugement du tribunal. Apportez des pièces qui prouvent la bonne information.' },
    ],
    mg: [
      { question: 'Tafahoatra ny 30 andro aho, inona no atao ?', answer: 'Tsy afaka manoratra mivantana ny soratra intsony ny kaominina. Tsy maintsy mangataka didim-pitsarana mameno any amin’ny Fitsarana ambaratonga voalohany ianao. Anontanio koa raha misy fitsarana mivahiny (audience foraine) akaikin’ny toerana misy anao.' },
      { question: 'Azoko atao ve ny maka kopia any amin’ny kaominina hafa ankoatra ny nahaterahako ?', answer: 'Raha ny fitsipika dia tsia : ny kaominina nanoratana ny soratra ihany no afaka manome kopia. Afaka manao izany ho anao ny havana iray mitondra taratasy fanomezan-dàlana sy dika mitovy amin’ny kara-panondronao.' },
      { question: 'Misy diso ny soratro, ahoana no hanitsiana azy ?', answer: 'Ny diso madinika dia ambara amin’ny mpiandraikitra ny sora-piankohonana ; ny fanitsiana lehibe kokoa kosa dia mila didim-pitsarana. Ento ny taratasy manaporofo ny marina.' },
    ],
  },
  related: ['jugement-suppletif-de-naissance', 'carte-nationale-d-identite', 'certificat-de-residence', 'inscription-scolaire'],
  lastReviewed: '2026-11-21',
  review: {
    status: 'toVerify',
    notes: 'Montant des frais ou du timbre fiscal pour une copie (variable selon la commune) et gratuité de la déclaration dans les 30 jours à confirmer ; rôle exact du chef fokontany dans la réception des déclarations (article 30 de la loi 2018-027 cité par une source secondaire) à vérifier ; exigence de copie de moins de 3 mois à confirmer ; vérifier le terme malagasy « didim-pitsarana mameno » pour « jugement supplétif ».',
  },
  sources: [
    { title: 'État civil – Ambassade de Madagascar en France', url: 'https://ambamad-paris.diplomatie.gov.mg/index.php/service-consulaire/service-aux-ressortissants/etat-civil' },
    { title: 'Généralités sur l’acte de naissance – elearning.education.mg', url: 'http://elearning.education.mg/course/view.php?id=44' },
    { title: 'Comment obtenir un acte de naissance – Guide Za Malagasy', url: 'https://guide.za-malagasy.com/demarches-et-documents-administratifs/comment-obtenir-un-acte-de-naissance-2.html' },
  ],
}

export default service
