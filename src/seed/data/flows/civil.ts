import type { FlowSeed, Localized } from '../../types'

/**
 * Question flows of civil status (« Ce qu’il vous faut »): declaring a birth, getting married.
 * Written from the guides acte-de-naissance, jugement-suppletif-de-naissance and acte-de-mariage,
 * their fact-check notes (docs/fact-check/) and Torolalana (copy of February 2026). Communes and
 * tribunals have no office entry yet: the outcomes name them in their steps and carry no `office`.
 */

const t = (fr: string, mg: string): Localized<string> => ({ fr, mg })

// ---------------------------------------------------------------- Naissance

const birth = {
  certificatHopital: t(
    'Le certificat d’accouchement délivré par l’hôpital, la maternité ou le CSB',
    'Taratasy fanamarinana fiterahana avy amin’ny hopitaly, toeram-piterahana na CSB',
  ),
  certificatMaison: t(
    'Le certificat d’accouchement délivré par la sage-femme, le CSB ou la maternité',
    'Taratasy fanamarinana fiterahana avy amin’ny mpampivelona, CSB na toeram-piterahana',
  ),
  cinMere: t('Une photocopie de la CIN de la mère', 'Dika mitovy amin’ny kara-panondron’ny reny'),
  cinDeclarantHopital: t(
    'Une photocopie de la CIN du déclarant, si ce n’est pas la mère',
    'Dika mitovy amin’ny kara-panondron’ny manambara, raha tsy ny reny izy',
  ),
  cinDeclarant: t(
    'Une photocopie de la CIN du déclarant (père, mère ou proche)',
    'Dika mitovy amin’ny kara-panondron’ny manambara (ray, reny na havana)',
  ),
  fiche: t(
    'La fiche statistique de naissance (INSTAT), remise par le bureau d’état civil',
    'Taratasy statistika momba ny fahaterahana (INSTAT), omen’ny biraon’ny sora-piankohonana',
  ),
  livret: t('Le livret de famille des parents', 'Ny bokim-pianakavian’ny ray aman-dreny'),
}

const birthSteps = {
  hopitalDeclare: t(
    'L’hôpital ou le centre de santé déclare lui-même la naissance à l’état civil (loi 2018-027, article 48).',
    'Ny hopitaly na ny toeram-pitsaboana no manambara ny fahaterahana any amin’ny sora-piankohonana (lalàna 2018-027, andininy faha-48).',
  ),
  hopitalVerifier: t(
    'Avant la fin des 30 jours, demandez-lui si la déclaration est faite.',
    'Alohan’ny hahatapitra ny 30 andro, anontanio izy raha efa vita ny fanambarana.',
  ),
  hopitalSinon: t(
    'Sinon, le père, la mère ou un proche la fait à la mairie (bureau d’état civil) de la commune où l’enfant est né.',
    'Raha tsy vita, ny ray, ny reny na havana iray no manao izany ao amin’ny biraon’ny sora-piankohonana ao amin’ny kaominina nahaterahan’ny zaza.',
  ),
  maisonAller: t(
    'Dans les 30 jours, allez à la mairie (bureau d’état civil) de la commune où l’enfant est né ; à Antananarivo, à la mairie d’arrondissement.',
    'Ao anatin’ny 30 andro, mankanesa any amin’ny biraon’ny sora-piankohonana ao amin’ny kaominina nahaterahan’ny zaza ; eto Antananarivo, any amin’ny boriborintany.',
  ),
  maisonQui: t(
    'Le père, la mère, un proche ou une personne présente à la naissance peut faire la déclaration.',
    'Ny ray, ny reny, havana iray na olona nanatrika ny fiterahana no afaka manambara.',
  ),
  maisonDeposer: t(
    'Remettez les pièces : l’acte de naissance est dressé sur place.',
    'Atolory ny taratasy : soratana eo no ho eo ny fahaterahana.',
  ),
  relire: t(
    'Relisez les noms, la date, le lieu et le nom des parents avant de signer l’acte.',
    'Vakio indray ny anarana, ny daty, ny toerana ary ny anaran’ny ray aman-dreny alohan’ny hanaovana sonia.',
  ),
  payer: t(
    'Payez au guichet officiel, jamais à un intermédiaire, et gardez le reçu.',
    'Aloavy eo amin’ny birao ofisialy ny sarany, fa aza amin’ny mpanelanelana, ary tehirizo ny rosia.',
  ),
}

const birthFee = {
  feeFromGuide: true as const,
  feeNote: t(
    'Frais de la déclaration selon le guide officiel Torolalana, aussi publiés par la Commune urbaine d’Antananarivo',
    'Saran’ny fanambarana araka ny torolalana ofisialy Torolalana. Navoakan’ny Kaominina Ambonivohitr’Antananarivo koa izy.',
  ),
}

const birthLate = t(
  'Passé 30 jours, la commune ne peut plus dresser l’acte : il faut un jugement supplétif du tribunal.',
  'Raha mihoatra ny 30 andro, tsy afaka manoratra mivantana ny fahaterahana intsony ny kaominina : ilaina ny didim-pitsarana mameno.',
)

const hopitalText = t(
  'Les pièces ci-dessous servent si vous devez déclarer vous-même. Passé 30 jours, il faut un jugement supplétif du tribunal.',
  'Ilaina ireo taratasy ireo raha ianareo no tsy maintsy manambara. Raha mihoatra ny 30 andro, ilaina ny didim-pitsarana mameno.',
)

const hopitalUnsure = t(
  'Le guide ne dit pas si ces frais sont demandés quand l’établissement déclare lui-même.',
  'Tsy voalazan’ny torolalana raha takiana izany sarany izany rehefa ny toeram-pitsaboana no manambara.',
)

const maisonUnsure = t(
  'Sans personnel de santé à l’accouchement, le guide ne dit pas ce qui remplace le certificat d’accouchement : demandez à la commune.',
  'Raha tsy nisy mpitsabo nanatrika ny fiterahana, tsy voalazan’ny torolalana izay manolo ny taratasy fanamarinana fiterahana : anontanio ny kaominina.',
)

const suppletif = {
  requete: t(
    'Une requête au président du tribunal de première instance, souvent sur formulaire',
    'Taratasy fangatahana alefa any amin’ny filohan’ny Fitsarana ambaratonga voalohany, matetika amin’ny taratasy fenoina',
  ),
  recherche: t(
    'Un certificat de recherche infructueuse, délivré par la commune du lieu de naissance',
    'Taratasy fanamarinana fa tsy nahitana ny soratra (certificat de recherche infructueuse) avy amin’ny kaominina nahaterahana',
  ),
  residence: t(
    'Votre certificat de résidence, et celui de l’enfant s’il est mineur',
    'Ny fanamarinam-ponenanao, sy an’ilay zaza raha zaza tsy ampy taona',
  ),
  somatique: t(
    'Un certificat d’examen somatique, établi par un médecin, qui indique l’âge probable',
    'Taratasy fanamarinana avy amin’ny dokotera milaza ny taona mety ho nahaterahana (examen somatique)',
  ),
  temoins: t(
    'La CIN de deux témoins qui connaissent les faits de la naissance',
    'Kara-panondron’ny vavolombelona roa mahalala ny fahaterahana',
  ),
  parents: t(
    'La CIN ou l’acte de naissance des parents, s’ils sont connus',
    'Kara-panondro na kopia nahaterahan’ny ray aman-dreny, raha fantatra izy ireo',
  ),
}

const suppletifSteps = {
  recherche: t(
    'Demandez le certificat de recherche infructueuse à la mairie (bureau d’état civil) de la commune de naissance.',
    'Angataho any amin’ny biraon’ny sora-piankohonana ao amin’ny kaominina nahaterahana ny taratasy fanamarinana fa tsy nahitana ny soratra.',
  ),
  somatique: t(
    'Faites établir par un médecin le certificat d’examen somatique.',
    'Asaivo manao ny taratasy fanamarinana ny taona (examen somatique) ny dokotera.',
  ),
  deposer: t(
    'Déposez la requête et les pièces au greffe du tribunal de première instance, ou lors d’une audience foraine ; gardez le récépissé.',
    'Apetraho ao amin’ny birao mpitan-tsoratry ny TPI na mandritra ny fitsarana mivahiny ny fangatahana ; tehirizo ny taratasy fanamarinana fandraisana.',
  ),
  audience: t(
    'Venez à l’audience avec vos deux témoins : le juge vous entend, puis rend le jugement supplétif.',
    'Manatreha ny fotoam-pitsarana miaraka amin’ny vavolombelona roa : henoin’ny mpitsara ianao, avy eo mamoaka ny didim-pitsarana mameno izy.',
  ),
  transcrire: t(
    'Faites transcrire le jugement à la commune, qui vous délivre ensuite la copie d’acte de naissance.',
    'Asaivo soratana ao amin’ny kaominina ny didy, ary ny kaominina no manome anao ny kopia nahaterahana avy eo.',
  ),
}

const suppletifCommon = {
  feeNote: t(
    'Frais de greffe et de timbre possibles au tribunal, puis frais de la copie à la commune',
    'Mety misy sarany amin’ny birao mpitan-tsoratra sy hajia any amin’ny fitsarana, ary saran’ny kopia any amin’ny kaominina',
  ),
  text: t(
    'Pour un enfant de moins de 18 ans, renseignez-vous sur les audiences foraines : la procédure y est souvent gratuite ou allégée. Un avocat n’est pas obligatoire.',
    'Ho an’ny ankizy latsaky ny 18 taona, anontanio raha misy fitsarana mivahiny (audience foraine) : matetika maimaim-poana na nohamaivanina ny dingana any. Tsy voatery ny mpisolovava.',
  ),
  unsure: t(
    'Montant des frais et délai non publiés (plusieurs semaines à quelques mois selon le tribunal). Pièces tirées de sources non officielles : confirmez-les au greffe.',
    'Tsy navoaka ny sarany sy ny faharetany (herinandro maromaro ka hatramin’ny volana vitsivitsy arakaraka ny fitsarana). Avy amin’ny loharano tsy ofisialy ny lisitry ny taratasy : hamarino any amin’ny birao mpitan-tsoratra.',
  ),
}

const parentsQuestion = {
  text: t('Les parents sont-ils mariés civilement ?', 'Manambady ara-panjakana ve ny ray aman-dreny ?'),
  hint: t(
    'Le livret de famille est remis lors du mariage civil à la mairie.',
    'Omena amin’ny fanambadiana ara-panjakana any amin’ny kaominina ny bokim-pianakaviana.',
  ),
}
const maries = {
  key: 'maries',
  label: t('Oui, ils ont un livret de famille', 'Eny, manana bokim-pianakaviana'),
  short: t('Oui, mariés', 'Eny, manambady'),
}
const nonMaries = {
  key: 'non-maries',
  label: t('Non, pas mariés à la mairie', 'Tsia, tsy nanambady tany amin’ny kaominina'),
  short: t('Non', 'Tsia'),
}

const naissance: FlowSeed = {
  key: 'declarer-une-naissance',
  slug: { fr: 'declarer-une-naissance', mg: 'fanambarana-fahaterahana' },
  title: t('Déclarer une naissance : ce qu’il vous faut', 'Fanambarana fahaterahana : izay ilainao'),
  summary: t(
    'Quelques questions (délai, lieu de naissance, parents mariés ou non) pour savoir quoi faire et quelles pièces apporter.',
    'Fanontaniana vitsivitsy (fe-potoana, toerana nahaterahana, manambady na tsia ny ray aman-dreny) hahafantaranao izay atao sy ny taratasy entina.',
  ),
  guide: 'acte-de-naissance',
  reviewNote:
    'À vérifier : (1) frais de la déclaration, 1 000 Ar d’après Torolalana et la CUA (confirmés par la recherche issue 40 ; le guide ne les marque plus « pouvant varier ») ; on ignore s’ils sont demandés quand l’hôpital déclare lui-même (loi 2018-027, art. 48, source secondaire) ; (2) pièce qui remplace le certificat d’accouchement quand aucun personnel de santé n’a assisté à la naissance (non dit par les sources) ; (3) délai légal de 30 jours (loi 2018-027, art. 45, cité par l’ambassade à Paris et Torolalana) ; (4) rôle du chef fokontany dans la réception des déclarations (art. 30, source secondaire) : volontairement non repris ; (5) jugement supplétif : pièces issues de sources secondaires, frais de greffe et de timbre et délai non publiés, gratuité des audiences foraines pour les moins de 18 ans (sources secondaires) ; (6) aucune fiche bureau pour les communes ni pour le greffe des TPI : ajouter `office` quand elles existeront ; (7) terme « didim-pitsarana mameno » à faire valider ; relecture du malgache par un locuteur natif ; (8) acte perdu ou illisible : en principe un jugement reconstitutif, et non supplétif (greffier en chef du TPI d’Antananarivo, L’Express 2017, docs/research/issue40/jugement-suppletif-de-naissance.md) ; pièces et frais non publiés, le résultat renvoie au greffe.',
  questions: [
    {
      key: 'delai',
      text: t('La naissance date-t-elle de 30 jours ou moins ?', 'Tsy mbola mihoatra ny 30 andro ve hatramin’ny nahaterahana ?'),
      hint: t(
        'Au-delà de 30 jours, il faut un jugement supplétif du tribunal.',
        'Raha mihoatra ny 30 andro, ilaina ny didim-pitsarana mameno.',
      ),
      answers: [
        { key: 'dans-le-delai', label: t('Oui, 30 jours ou moins', 'Eny, 30 andro na latsaka'), next: 'lieu' },
        {
          key: 'en-retard',
          label: t('Non, plus de 30 jours, jamais déclarée', 'Tsia, mihoatra ny 30 andro, tsy nambara'),
          short: t('Plus de 30 jours', 'Mihoatra ny 30 andro'),
          next: 'date',
        },
        {
          key: 'acte-introuvable',
          label: t('Déclarée, mais le registre est perdu ou illisible', 'Efa nambara, fa very na tsy azo vakiana ny rejisitra'),
          short: t('Acte perdu ou illisible', 'Very, tsy azo vakiana'),
          next: 'reconstitutif',
        },
      ],
    },
    {
      key: 'lieu',
      text: t('Où l’enfant est-il né ?', 'Taiza no teraka ny zaza ?'),
      hint: t(
        'À l’hôpital ou au centre de santé, c’est l’établissement qui déclare la naissance.',
        'Raha tany amin’ny hopitaly na toeram-pitsaboana, izy no manambara ny fahaterahana.',
      ),
      answers: [
        {
          key: 'hopital',
          label: t('À l’hôpital ou dans un centre de santé', 'Tany amin’ny hopitaly na toeram-pitsaboana'),
          short: t('Hôpital, centre de santé', 'Toeram-pitsaboana'),
          next: 'parents-hopital',
        },
        {
          key: 'maison',
          label: t('À la maison ou ailleurs', 'Tao an-trano na toerana hafa'),
          short: t('Maison ou ailleurs', 'An-trano na toeran-kafa'),
          next: 'parents-maison',
        },
      ],
    },
    {
      key: 'parents-hopital',
      ...parentsQuestion,
      answers: [
        { ...maries, next: 'hopital-maries' },
        { ...nonMaries, next: 'hopital-non-maries' },
      ],
    },
    {
      key: 'parents-maison',
      ...parentsQuestion,
      answers: [
        { ...maries, next: 'maison-maries' },
        { ...nonMaries, next: 'maison-non-maries' },
      ],
    },
    {
      key: 'date',
      text: t('Connaissez-vous la date de naissance exacte ?', 'Fantatrao ve ny daty marina nahaterahana ?'),
      hint: t(
        'Sinon, un médecin estime l’âge probable (examen somatique).',
        'Raha tsy fantatra, ny dokotera no manombana ny taona (examen somatique).',
      ),
      answers: [
        { key: 'date-connue', label: t('Oui, la date est connue', 'Eny, fantatra ny daty'), next: 'suppletif-date-connue' },
        { key: 'date-inconnue', label: t('Non, elle est inconnue', 'Tsia, tsy fantatra'), next: 'suppletif-date-inconnue' },
      ],
    },
  ],
  outcomes: [
    {
      key: 'hopital-maries',
      title: t('Né à l’hôpital ou au centre de santé, parents mariés', 'Teraka tany amin’ny toeram-pitsaboana, manambady ny ray aman-dreny'),
      documents: [birth.certificatHopital, birth.cinMere, birth.cinDeclarantHopital, birth.fiche, birth.livret],
      ...birthFee,
      steps: [birthSteps.hopitalDeclare, birthSteps.hopitalVerifier, birthSteps.hopitalSinon, birthSteps.relire, birthSteps.payer],
      text: hopitalText,
      unsure: hopitalUnsure,
    },
    {
      key: 'hopital-non-maries',
      title: t('Né à l’hôpital ou au centre de santé, parents non mariés', 'Teraka tany amin’ny toeram-pitsaboana, tsy manambady ny ray aman-dreny'),
      documents: [birth.certificatHopital, birth.cinMere, birth.cinDeclarantHopital, birth.fiche],
      ...birthFee,
      steps: [birthSteps.hopitalDeclare, birthSteps.hopitalVerifier, birthSteps.hopitalSinon, birthSteps.relire, birthSteps.payer],
      text: hopitalText,
      unsure: hopitalUnsure,
    },
    {
      key: 'maison-maries',
      title: t('Né à la maison ou ailleurs, parents mariés', 'Teraka tao an-trano na toerana hafa, manambady ny ray aman-dreny'),
      documents: [birth.certificatMaison, birth.cinDeclarant, birth.cinMere, birth.fiche, birth.livret],
      ...birthFee,
      steps: [birthSteps.maisonAller, birthSteps.maisonQui, birthSteps.maisonDeposer, birthSteps.relire, birthSteps.payer],
      text: birthLate,
      unsure: maisonUnsure,
    },
    {
      key: 'maison-non-maries',
      title: t('Né à la maison ou ailleurs, parents non mariés', 'Teraka tao an-trano na toerana hafa, tsy manambady ny ray aman-dreny'),
      documents: [birth.certificatMaison, birth.cinDeclarant, birth.cinMere, birth.fiche],
      ...birthFee,
      steps: [birthSteps.maisonAller, birthSteps.maisonQui, birthSteps.maisonDeposer, birthSteps.relire, birthSteps.payer],
      text: birthLate,
      unsure: maisonUnsure,
    },
    {
      key: 'suppletif-date-connue',
      title: t('Jugement supplétif : naissance non déclarée à temps', 'Didim-pitsarana mameno : tsy nambara ara-potoana'),
      documents: [suppletif.requete, suppletif.recherche, suppletif.residence, suppletif.temoins, suppletif.parents],
      feeNote: suppletifCommon.feeNote,
      steps: [suppletifSteps.recherche, suppletifSteps.deposer, suppletifSteps.audience, suppletifSteps.transcrire],
      text: suppletifCommon.text,
      unsure: suppletifCommon.unsure,
    },
    {
      key: 'suppletif-date-inconnue',
      title: t('Jugement supplétif, date de naissance inconnue', 'Didim-pitsarana mameno, tsy fantatra ny daty nahaterahana'),
      documents: [suppletif.requete, suppletif.recherche, suppletif.residence, suppletif.somatique, suppletif.temoins, suppletif.parents],
      feeNote: suppletifCommon.feeNote,
      steps: [suppletifSteps.recherche, suppletifSteps.somatique, suppletifSteps.deposer, suppletifSteps.audience, suppletifSteps.transcrire],
      text: suppletifCommon.text,
      unsure: suppletifCommon.unsure,
    },
    {
      key: 'reconstitutif',
      title: t('Acte perdu ou illisible : jugement reconstitutif', 'Sora-pahaterahana very na tsy azo vakiana'),
      documents: [],
      steps: [
        t(
          'Renseignez-vous au greffe du tribunal de première instance (TPI) sur la procédure et les pièces à fournir.',
          'Manontania any amin’ny birao mpitan-tsoratry ny TPI. Anontanio ny fomba fanao sy ny taratasy ilaina.',
        ),
      ],
      text: t(
        'Si votre acte existait mais que le registre est perdu, brûlé ou illisible, la procédure est en principe un jugement reconstitutif, et non un jugement supplétif.',
        'Nisy ve ny sora-pahaterahanao, nefa very, may na tsy azo vakiana ny rejisitra? Didim-pitsarana mamerina ny sora-pahaterahana (jugement reconstitutif) no atao raha ny fitsipika. Tsy didim-pitsarana mameno.',
      ),
      unsure: t(
        'Pièces, frais et délai non publiés : seule la presse (2017) en parle, qui cite au moins trois mois de procédure. Confirmez au greffe.',
        'Tsy navoaka ny taratasy ilaina, ny sarany ary ny faharetany. Ny gazety ihany no miresaka izany (2017): telo volana farafahakeliny. Hamarino any amin’ny birao mpitan-tsoratra.',
      ),
    },
  ],
}

// ---------------------------------------------------------------- Mariage

const wed = {
  naissance: t(
    'Pour chacun : une copie d’acte de naissance de moins de 6 mois',
    'Isaky ny mpivady : kopia nahaterahana tsy mihoatra ny 6 volana',
  ),
  celibat: t(
    'Pour chacun : un certificat de célibat (déjà marié avant : acte de décès ou jugement de divorce du précédent conjoint)',
    'Isaky ny mpivady : fanamarinana fa tsy manambady (raha efa nanambady : kopia fahafatesana na didim-pisaraham-panambadiana)',
  ),
  residence: t('Pour chacun : un certificat de résidence', 'Isaky ny mpivady : fanamarinam-ponenana'),
  cinPhoto: t(
    'Pour chacun : la CIN et une photo d’identité récente',
    'Isaky ny mpivady : kara-panondro sy sary famantarana vao nalaina',
  ),
  copiesCin: t(
    'Une copie certifiée de la CIN de chacun de vous et des 2 témoins (une copie d’acte de naissance peut être demandée aux témoins)',
    'Dika mitovy voamarina amin’ny kara-panondron’ny mpivady sy ny vavolombelona 2 (mety angatahina kopia nahaterahana koa ny vavolombelona)',
  ),
  // Foreign spouse: no CIN; the passport and the embassy's certificate instead (guide, documents and FAQ).
  photoCinEtranger: t(
    'Pour chacun : une photo d’identité récente ; la CIN pour l’époux malagasy',
    'Isaky ny mpivady : sary famantarana vao nalaina ; kara-panondro ho an’ny Malagasy',
  ),
  passeport: t('Pour l’époux étranger : son passeport', 'Ho an’ny vahiny : ny pasipaorony'),
  copiesCinEtranger: t(
    'Une copie certifiée de la CIN de l’époux malagasy et des 2 témoins (une copie d’acte de naissance peut être demandée aux témoins)',
    'Dika mitovy voamarina amin’ny kara-panondron’ny Malagasy sy ny vavolombelona 2 (mety angatahina kopia nahaterahana koa ny vavolombelona)',
  ),
  coutume: t(
    'Pour l’époux étranger : un certificat de coutume ou de capacité matrimoniale de son ambassade (capacité à mariage pour un Français)',
    'Ho an’ny vahiny : fanamarinana avy amin’ny masoivohony (certificat de coutume na de capacité matrimoniale)',
  ),
  demande: t(
    'La demande de mariage civil, retirée à la commune, remplie et signée par vous et vos 2 témoins',
    'Taratasy fangatahana fanambadiana ara-panjakana, alaina any amin’ny kaominina, fenoina sy soniavinareo sy ny vavolombelona 2',
  ),
  enveloppes: t('4 enveloppes timbrées', 'Valopy misy hajia 4'),
  engagement: t('Une lettre d’engagement légalisée (demandée à Antananarivo)', 'Taratasy fanekena voamarina ara-dalàna (takiana eto Antananarivo)'),
  engagementSiTana: t('À Antananarivo : une lettre d’engagement légalisée', 'Eto Antananarivo : taratasy fanekena voamarina ara-dalàna'),
  militaire: t(
    'Si l’un de vous est militaire : l’autorisation de l’autorité militaire',
    'Raha miaramila ny iray aminareo : fahazoan-dàlana avy amin’ny manam-pahefana miaramila',
  ),
  horsMairie: t(
    'Pour une célébration hors de la mairie : une ordonnance du tribunal',
    'Raha hatao ivelan’ny biraon’ny kaominina ny fankalazana : didy avy amin’ny fitsarana',
  ),
  decisionMineur: t(
    'La décision du président du tribunal de première instance qui autorise le mariage du mineur',
    'Fanapahan-kevitry ny filohan’ny Fitsarana ambaratonga voalohany manome alalana ny zaza tsy ampy taona hanambady',
  ),
}

const wedDocs = {
  malagasy: [wed.naissance, wed.celibat, wed.residence, wed.cinPhoto, wed.copiesCin, wed.demande, wed.enveloppes],
  etranger: [wed.naissance, wed.celibat, wed.residence, wed.photoCinEtranger, wed.passeport, wed.coutume, wed.copiesCinEtranger, wed.demande, wed.enveloppes],
  casParticuliers: [wed.militaire, wed.horsMairie],
}

const wedSteps = {
  ambassade: t(
    'L’époux étranger demande à son ambassade le certificat de coutume ou de capacité matrimoniale.',
    'Mangataka ny fanamarinana (certificat de coutume na de capacité matrimoniale) any amin’ny masoivohony ny vahiny.',
  ),
  renseignerCommune: t(
    'Renseignez-vous à la mairie (bureau d’état civil) de la commune où réside l’un de vous : pièces exactes et date.',
    'Mangataha fanazavana any amin’ny biraon’ny sora-piankohonana ao amin’ny kaominina onenan’ny iray aminareo : taratasy ilaina sy daty.',
  ),
  renseignerJeudi: t(
    'Renseignez-vous à la mairie d’arrondissement où réside l’un de vous et fixez avec elle un jeudi.',
    'Mangataha fanazavana any amin’ny boriborintany onenan’ny iray aminareo ary tendreo miaraka aminy ny alakamisy hanaovana azy.',
  ),
  renseignerSamedi: t(
    'Renseignez-vous à la mairie d’arrondissement où réside l’un de vous et fixez avec elle un samedi.',
    'Mangataha fanazavana any amin’ny boriborintany onenan’ny iray aminareo ary tendreo miaraka aminy ny asabotsy hanaovana azy.',
  ),
  deposer: t(
    'Déposez le dossier complet 15 à 20 jours avant la date : le projet de mariage est affiché (publication des bans).',
    'Apetraho 15 ka hatramin’ny 20 andro mialoha ny daty ny antontan-taratasy feno : apetaka ampahibemaso ny fikasana hanambady.',
  ),
  deposerTana: t(
    'Déposez le dossier complet : la célébration a lieu au moins 15 jours après, le temps de la publication des bans.',
    'Apetraho ny antontan-taratasy feno : farafahakeliny 15 andro aorian’izay no atao ny fankalazana, mandritra ny fanambarana ampahibemaso.',
  ),
  celebrer: t(
    'Présentez-vous avec vos 2 témoins devant l’officier d’état civil ; vous y choisissez votre régime matrimonial.',
    'Manatona ny mpiandraikitra ny sora-piankohonana miaraka amin’ny vavolombelona 2 ianareo ; eo no isafidiananareo ny fitsipika mifehy ny fananan’ny mpivady.',
  ),
  recevoir: t(
    'Relisez l’acte avant de signer : vous recevez le livret de famille et une copie de l’acte de mariage.',
    'Vakio ny soratra alohan’ny hanaovana sonia : omena anareo ny bokim-pianakaviana sy kopia fanambadiana.',
  ),
  mineurDemande: t(
    'Les parents (ou la personne qui a autorité sur le mineur) demandent l’autorisation au président du tribunal de première instance.',
    'Ny ray aman-dreny (na ny olona manana fahefana amin’ilay zaza) no mangataka alalana amin’ny filohan’ny Fitsarana ambaratonga voalohany.',
  ),
  mineurConsentement: t(
    'Le mineur et ses parents donnent leur consentement devant lui ; il n’autorise le mariage que pour des motifs graves.',
    'Manome ny faneken’izy ireo eo anatrehany ny zaza sy ny ray aman-dreniny ; noho ny antony matotra ihany no anomezany alalana.',
  ),
  mineurDeposer: t(
    'Avec sa décision, déposez le dossier complet à la mairie (bureau d’état civil) de la commune où réside l’un de vous.',
    'Miaraka amin’ny fanapahan-keviny, apetraho ao amin’ny biraon’ny sora-piankohonana ao amin’ny kaominina onenan’ny iray aminareo ny antontan-taratasy feno.',
  ),
  mineurDeposerEtranger: t(
    'Avec sa décision et le certificat de l’ambassade de l’époux étranger, déposez le dossier complet à la mairie de la commune où réside l’un de vous.',
    'Miaraka amin’io fanapahan-kevitra io sy ny fanamarinan’ny masoivohon’ny vahiny, apetraho any amin’ny kaominina onenan’ny iray aminareo ny antontan-taratasy.',
  ),
  mineurCelebrer: t(
    'Après la publication des bans, présentez-vous avec vos 2 témoins devant l’officier d’état civil.',
    'Aorian’ny fanambarana ampahibemaso, manatona ny mpiandraikitra ny sora-piankohonana miaraka amin’ny vavolombelona 2 ianareo.',
  ),
}

const wedDuration = { from: 15, to: 20, unit: 'days' } as const

const wedText = {
  conditions: t(
    'Vous devez avoir 18 ans ou plus et ne pas être déjà mariés, et l’un de vous au moins doit résider dans la commune.',
    'Tsy maintsy feno 18 taona na mihoatra ianareo ary tsy manambady olon-kafa, ary farafahakeliny iray aminareo monina ao amin’ilay kaominina.',
  ),
  etranger: t(
    'Les documents étrangers doivent souvent être traduits et légalisés, et le dossier peut prendre plus de temps.',
    'Matetika tsy maintsy adika sy hamarinina ny taratasy avy any ivelany, ary mety haharitra kokoa ny dingana.',
  ),
  mineur: t(
    'Avant 18 ans, seul le président du tribunal peut autoriser le mariage (loi 2007-022, article 3) : l’accord écrit des parents ne suffit pas.',
    'Alohan’ny 18 taona, ny filohan’ny Fitsarana ambaratonga voalohany ihany no afaka manome alalana hanambady (lalàna 2007-022, andininy faha-3) : tsy ampy ny fanekena an-tsoratra avy amin’ny ray aman-dreny.',
  ),
}

const wedFee = {
  jeudi: t(
    'Célébration un jeudi (tarif de la Commune urbaine d’Antananarivo) ; demandez le prix du livret et des copies',
    'Fankalazana amin’ny alakamisy (saran’ny Kaominina Ambonivohitr’Antananarivo) ; anontanio ny saran’ny bokim-pianakaviana sy ny kopia',
  ),
  samedi: t(
    'Célébration un samedi (tarif de la Commune urbaine d’Antananarivo) ; demandez le prix du livret et des copies',
    'Fankalazana amin’ny asabotsy (saran’ny Kaominina Ambonivohitr’Antananarivo) ; anontanio ny saran’ny bokim-pianakaviana sy ny kopia',
  ),
  commune: t(
    'Tarif fixé par la commune, plus cher le samedi : demandez-le, avec un reçu',
    'Ny kaominina no mametra ny sarany, lafo kokoa ny asabotsy : anontanio izany, ary angataho ny rosia',
  ),
}

const wedUnsure = {
  tana: t(
    'La lettre d’engagement légalisée est demandée à Antananarivo, mais le guide officiel ne la cite pas. Prix du livret de famille et des copies non publié.',
    'Takiana eto Antananarivo ny taratasy fanekena voamarina ara-dalàna, saingy tsy voalazan’ny torolalana ofisialy. Tsy navoaka ny saran’ny bokim-pianakaviana sy ny kopia.',
  ),
  commune: t(
    'Le tarif dépend de la commune et du jour : demandez le tarif officiel. Prix du livret de famille et des copies non publié.',
    'Miankina amin’ny kaominina sy ny andro ny sarany : angataho ny sarany ofisialy. Tsy navoaka ny saran’ny bokim-pianakaviana sy ny kopia.',
  ),
  etranger: t(
    'Pièces de l’époux étranger (passeport au lieu de la CIN, traduction, légalisation) à confirmer à la commune.',
    'Hamarino any amin’ny kaominina ny taratasin’ny vahiny (pasipaoro fa tsy kara-panondro, fandikan-teny, fanamarinana).',
  ),
  mineur: t(
    'Torolalana dit que l’accord écrit des parents suffit ; ce portail suit la loi 2007-022 (article 3). Pièces, frais et délai de la demande au tribunal non publiés ; tarif de la célébration selon la commune et le jour.',
    'Milaza ny Torolalana fa ampy ny fanekena an-tsoratra avy amin’ny ray aman-dreny ; ity vavahadin-tserasera ity kosa manaraka ny lalàna 2007-022 (andininy faha-3). Tsy navoaka ny taratasy, ny sarany ary ny faharetan’ny fangatahana any amin’ny fitsarana ; miankina amin’ny kaominina sy ny andro ny saran’ny fankalazana.',
  ),
  mineurEtranger: t(
    'Le guide ne décrit pas le cas d’un mineur qui épouse un étranger : demandez au tribunal et à la commune.',
    'Tsy voalazan’ny torolalana ny zaza tsy ampy taona manambady vahiny : anontanio ny fitsarana sy ny kaominina.',
  ),
}

const join = (...parts: Localized<string>[]): Localized<string> => ({
  fr: parts.map((p) => p.fr).join(' '),
  mg: parts.map((p) => p.mg).join(' '),
})

const ageQuestion = {
  text: t('Les deux futurs époux ont-ils 18 ans ou plus ?', 'Feno 18 taona na mihoatra ve izy roa hanambady ?'),
  hint: t(
    'Avant 18 ans, il faut l’autorisation du président du tribunal.',
    'Alohan’ny 18 taona, ilaina ny alalana avy amin’ny filohan’ny fitsarana.',
  ),
}
const majeurs = { key: 'majeurs', label: t('Oui, tous les deux', 'Eny, izy roa') }
const mineur = {
  key: 'mineur',
  label: t('Non, l’un a moins de 18 ans', 'Tsia, latsaky ny 18 taona ny iray'),
  short: t('L’un a moins de 18 ans', 'Tsy ampy taona ny iray'),
}

const communeQuestion = {
  text: t('Où et quel jour aura lieu le mariage ?', 'Aiza sy amin’ny andro inona no hanaovana ny fanambadiana ?'),
  hint: t(
    'Antananarivo : la Commune urbaine et ses mairies d’arrondissement.',
    'Antananarivo : ny Kaominina Ambonivohitr’Antananarivo sy ny boriborintany.',
  ),
}
const jeudi = {
  key: 'antananarivo-jeudi',
  label: t('À Antananarivo, un jeudi', 'Eto Antananarivo, alakamisy'),
  short: t('Antananarivo, jeudi', 'Antananarivo, alakamisy'),
}
const samedi = {
  key: 'antananarivo-samedi',
  label: t('À Antananarivo, un samedi', 'Eto Antananarivo, asabotsy'),
  short: t('Antananarivo, samedi', 'Antananarivo, asabotsy'),
}
const autreCommune = {
  key: 'autre-commune',
  label: t('Dans une autre commune', 'Any amin’ny kaominina hafa'),
  short: t('Autre commune', 'Kaominina hafa'),
}

const mariage: FlowSeed = {
  key: 'se-marier',
  slug: { fr: 'se-marier', mg: 'manambady' },
  title: t('Se marier à la mairie : ce qu’il vous faut', 'Fanambadiana ara-panjakana : izay ilainareo'),
  summary: t(
    'Trois questions (nationalité, âge, commune et jour) pour connaître les pièces, les frais et les étapes de votre mariage civil.',
    'Fanontaniana telo (zom-pirenena, taona, kaominina sy andro) hahafantaranareo ny taratasy, ny sarany ary ny dingana amin’ny fanambadianareo ara-panjakana.',
  ),
  guide: 'acte-de-mariage',
  reviewNote:
    'À vérifier : (1) frais de célébration à Antananarivo, 20 000 Ar le jeudi et 30 000 Ar le samedi (page de la CUA, non datée) ; célébrations possibles d’autres jours ? ; ailleurs, Torolalana donne 10 000 à 40 000 Ar selon la commune et le jour (60 000 Ar au plus en tout) : non repris en chiffres, faute de montant unique ; prix du livret de famille et des copies inconnu ; (2) délai de dépôt 15 à 20 jours avant la date (Torolalana), au moins 15 jours à Antananarivo (CUA) ; durée légale de la publication des bans non trouvée ; (3) mineur : la loi 2007-022, art. 3 (autorisation du président du TPI pour motifs graves, à la demande des parents) est suivie contre Torolalana (accord écrit des parents) ; pièces, frais et délai de cette demande non publiés ; cas d’un mineur épousant un étranger non décrit ; (4) époux étranger : passeport à la place de la CIN, traduction et légalisation de ses pièces, déduits du guide (pièces et FAQ), à confirmer ; (5) lettre d’engagement légalisée demandée par la CUA seulement ; (6) aucune fiche bureau pour les communes : pas d’`office` ; (7) relecture du malgache par un locuteur natif.',
  questions: [
    {
      key: 'nationalite',
      text: t('Les deux futurs époux sont-ils de nationalité malagasy ?', 'Malagasy avokoa ve izy roa hanambady ?'),
      answers: [
        { key: 'deux-malagasy', label: t('Oui, tous les deux', 'Eny, samy Malagasy'), next: 'age' },
        { key: 'conjoint-etranger', label: t('Non, l’un est étranger', 'Tsia, vahiny ny iray'), next: 'age-etranger' },
      ],
    },
    {
      key: 'age',
      ...ageQuestion,
      answers: [
        { ...majeurs, next: 'commune' },
        { ...mineur, next: 'malagasy-mineur' },
      ],
    },
    {
      key: 'age-etranger',
      ...ageQuestion,
      answers: [
        { ...majeurs, next: 'commune-etranger' },
        { ...mineur, next: 'etranger-mineur' },
      ],
    },
    {
      key: 'commune',
      ...communeQuestion,
      answers: [
        { ...jeudi, next: 'malagasy-tana-jeudi' },
        { ...samedi, next: 'malagasy-tana-samedi' },
        { ...autreCommune, next: 'malagasy-autre-commune' },
      ],
    },
    {
      key: 'commune-etranger',
      ...communeQuestion,
      answers: [
        { ...jeudi, next: 'etranger-tana-jeudi' },
        { ...samedi, next: 'etranger-tana-samedi' },
        { ...autreCommune, next: 'etranger-autre-commune' },
      ],
    },
  ],
  outcomes: [
    {
      key: 'malagasy-tana-jeudi',
      title: t('Deux Malagasy majeurs, mariage un jeudi à Antananarivo', 'Malagasy roa efa ampy taona, manambady alakamisy eto Antananarivo'),
      documents: [...wedDocs.malagasy, wed.engagement, ...wedDocs.casParticuliers],
      feeAriary: 20000,
      feeNote: wedFee.jeudi,
      duration: wedDuration,
      steps: [wedSteps.renseignerJeudi, wedSteps.deposerTana, wedSteps.celebrer, wedSteps.recevoir],
      text: wedText.conditions,
      unsure: wedUnsure.tana,
    },
    {
      key: 'malagasy-tana-samedi',
      title: t('Deux Malagasy majeurs, mariage un samedi à Antananarivo', 'Malagasy roa efa ampy taona, manambady asabotsy eto Antananarivo'),
      documents: [...wedDocs.malagasy, wed.engagement, ...wedDocs.casParticuliers],
      feeAriary: 30000,
      feeNote: wedFee.samedi,
      duration: wedDuration,
      steps: [wedSteps.renseignerSamedi, wedSteps.deposerTana, wedSteps.celebrer, wedSteps.recevoir],
      text: wedText.conditions,
      unsure: wedUnsure.tana,
    },
    {
      key: 'malagasy-autre-commune',
      title: t('Deux Malagasy majeurs, mariage dans votre commune', 'Malagasy roa efa ampy taona, manambady ao amin’ny kaomininareo'),
      documents: [...wedDocs.malagasy, ...wedDocs.casParticuliers],
      feeNote: wedFee.commune,
      duration: wedDuration,
      steps: [wedSteps.renseignerCommune, wedSteps.deposer, wedSteps.celebrer, wedSteps.recevoir],
      text: wedText.conditions,
      unsure: wedUnsure.commune,
    },
    {
      key: 'etranger-tana-jeudi',
      title: t('Avec un époux étranger, mariage un jeudi à Antananarivo', 'Manambady vahiny, alakamisy eto Antananarivo'),
      documents: [...wedDocs.etranger, wed.engagement, ...wedDocs.casParticuliers],
      feeAriary: 20000,
      feeNote: wedFee.jeudi,
      duration: wedDuration,
      steps: [wedSteps.ambassade, wedSteps.renseignerJeudi, wedSteps.deposerTana, wedSteps.celebrer, wedSteps.recevoir],
      text: wedText.etranger,
      unsure: join(wedUnsure.etranger, wedUnsure.tana),
    },
    {
      key: 'etranger-tana-samedi',
      title: t('Avec un époux étranger, mariage un samedi à Antananarivo', 'Manambady vahiny, asabotsy eto Antananarivo'),
      documents: [...wedDocs.etranger, wed.engagement, ...wedDocs.casParticuliers],
      feeAriary: 30000,
      feeNote: wedFee.samedi,
      duration: wedDuration,
      steps: [wedSteps.ambassade, wedSteps.renseignerSamedi, wedSteps.deposerTana, wedSteps.celebrer, wedSteps.recevoir],
      text: wedText.etranger,
      unsure: join(wedUnsure.etranger, wedUnsure.tana),
    },
    {
      key: 'etranger-autre-commune',
      title: t('Avec un époux étranger, mariage dans votre commune', 'Manambady vahiny, ao amin’ny kaomininareo'),
      documents: [...wedDocs.etranger, ...wedDocs.casParticuliers],
      feeNote: wedFee.commune,
      duration: wedDuration,
      steps: [wedSteps.ambassade, wedSteps.renseignerCommune, wedSteps.deposer, wedSteps.celebrer, wedSteps.recevoir],
      text: wedText.etranger,
      unsure: join(wedUnsure.etranger, wedUnsure.commune),
    },
    {
      key: 'malagasy-mineur',
      title: t('Un futur époux a moins de 18 ans : autorisation du tribunal', 'Latsaky ny 18 taona ny iray : alalana avy amin’ny fitsarana'),
      documents: [wed.decisionMineur, ...wedDocs.malagasy, wed.engagementSiTana, ...wedDocs.casParticuliers],
      feeNote: wedFee.commune,
      steps: [wedSteps.mineurDemande, wedSteps.mineurConsentement, wedSteps.mineurDeposer, wedSteps.mineurCelebrer, wedSteps.recevoir],
      text: wedText.mineur,
      unsure: wedUnsure.mineur,
    },
    {
      key: 'etranger-mineur',
      title: t('Époux étranger et époux de moins de 18 ans : autorisation du tribunal', 'Misy vahiny sy latsaky ny 18 taona : alalana avy amin’ny fitsarana'),
      documents: [wed.decisionMineur, ...wedDocs.etranger, wed.engagementSiTana, ...wedDocs.casParticuliers],
      feeNote: wedFee.commune,
      steps: [wedSteps.mineurDemande, wedSteps.mineurConsentement, wedSteps.mineurDeposerEtranger, wedSteps.mineurCelebrer, wedSteps.recevoir],
      text: wedText.mineur,
      unsure: join(wedUnsure.mineur, wedUnsure.mineurEtranger),
    },
  ],
}

export const civilFlows: FlowSeed[] = [naissance, mariage]
