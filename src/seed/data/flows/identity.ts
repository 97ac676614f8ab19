import type { FlowSeed, Localized } from '../../types'

/**
 * Question flows of identity documents (« Ce qu’il vous faut »): the passport and the national
 * identity card (CIN). Written from the guides passeport and carte-nationale-d-identite, the
 * fact-check notes (docs/fact-check/torolalana-2026-11.md) and Torolalana (public copy of
 * February 2026: French pages « Demande de passeport » and « Obtenir sa Carte Nationale
 * d’Identité », Malagasy pages « Fangalana pasipaoro » and « Kara-panondrom-pirenena »).
 *
 * The passport flow asks what the request is, then who it is for and where it is made in one
 * question: three separate questions would need more than 5 questions and 12 outcomes. A lost or
 * stolen passport has one outcome per place for every age, its lines for the under-21s say so.
 * District CIN offices have no office entry yet: the CIN outcomes carry no `office`.
 */

const t = (fr: string, mg: string): Localized<string> => ({ fr, mg })

/** One « À confirmer » text from several parts, in both languages. */
const unsure = (...parts: Localized<string>[]): Localized<string> => ({
  fr: parts.map((p) => p.fr).join(' ; '),
  mg: parts.map((p) => p.mg).join(' ; '),
})

// ================================================================ Passeport

const pass = {
  formulaire: t('Formulaire de demande rempli et signé', 'Taratasy fangatahana feno sy voasonia'),
  naissance: t(
    'Copie intégrale de l’acte de naissance de moins de 3 mois',
    'Kopia nahaterahana feno tsy mihoatra ny 3 volana',
  ),
  cin: t(
    'Photocopie de la carte nationale d’identité (CIN), certifiée depuis moins de 3 mois',
    'Dika mitovy amin’ny kara-panondro (CIN), voamarina tsy mihoatra ny 3 volana',
  ),
  residence: t(
    'Certificat de résidence de moins de 3 mois, délivré par le fokontany',
    'Taratasy fanamarinam-ponenana tsy mihoatra ny 3 volana, omen’ny fokontany',
  ),
  photos: t('4 photos d’identité récentes', 'Sary famantarana 4 vao haingana'),
  militaire: t(
    'Hommes de 18 à 50 ans : certificat de position militaire (situation vis-à-vis du service national)',
    'Lehilahy 18 ka hatramin’ny 50 taona: taratasy fanamarinana ny sata miaramila (certificat de position militaire)',
  ),
  militaireJeune: t(
    'Garçon de 18 ans ou plus : certificat de position militaire (situation vis-à-vis du service national)',
    'Lehilahy 18 taona no ho miakatra: taratasy fanamarinana ny sata miaramila (certificat de position militaire)',
  ),
  motif: t(
    'Justificatif du motif du voyage (ordre de mission, convention de stage…)',
    'Porofon’ny antony handehanana (didy iraka, fifanarahana fianarana an-toerana…)',
  ),
  travail: t('Attestation de travail ou certificat de scolarité', 'Fanamarinana fiasana na fanamarinana fianarana'),
  scolarite: t('Certificat de scolarité ou attestation de travail', 'Fanamarinana fianarana na fanamarinana fiasana'),
  parents: t(
    'Autorisation parentale des deux parents, dûment légalisée, de moins de 3 mois',
    'Fahazoan-dàlana avy amin’ny ray aman-dreny roa, voamarina ara-dalàna, tsy mihoatra ny 3 volana',
  ),
  deces: t(
    'Si l’un des parents est décédé : son acte de décès ; si l’enfant est sous tutelle : l’acte de tutelle du tribunal',
    'Raha maty ny iray amin’ny ray aman-dreny: ny kopia fahafatesany; raha eo ambany fiahiana ny zaza: ny didim-pitsarana momba ny mpiahy',
  ),
  parentsSiJeune: t(
    'Moins de 21 ans : autorisation parentale des deux parents, dûment légalisée, de moins de 3 mois',
    'Latsaky ny 21 taona: fahazoan-dàlana avy amin’ny ray aman-dreny roa, voamarina ara-dalàna, tsy mihoatra ny 3 volana',
  ),
  decesSiJeune: t(
    'Moins de 21 ans, si un parent est décédé : son acte de décès ; sous tutelle : l’acte de tutelle du tribunal',
    'Latsaky ny 21 taona, raha maty ny iray amin’ny ray aman-dreny: ny kopia fahafatesany; raha misy mpiahy: ny didim-pitsarana momba azy',
  ),
  ancien: t('Votre ancien passeport', 'Ny pasipaoronao taloha'),
  declaration: t(
    'La déclaration de perte ou de vol faite à la police',
    'Ny fanambarana fahaverezana na halatra natao tany amin’ny polisy',
  ),
}

const adulte = [pass.formulaire, pass.naissance, pass.cin, pass.residence, pass.photos, pass.militaire, pass.motif, pass.travail]
const jeune = [pass.formulaire, pass.naissance, pass.cin, pass.residence, pass.photos, pass.militaireJeune, pass.motif, pass.scolarite, pass.parents, pass.deces]

const passFee = {
  feeFromGuide: true as const,
  feeNote: t(
    'Droit de passeport, payé au Trésor public le jour du rendez-vous. L’enregistrement en ligne et le retrait sont gratuits.',
    'Saran’ny pasipaoro, aloa any amin’ny Tahirim-bolam-panjakana amin’ny andro voatondro. Maimaim-poana ny fisoratana an-tserasera sy ny fakana azy.',
  ),
}

const passSteps = {
  reunir: t(
    'Réunissez les pièces et faites certifier la photocopie de votre CIN.',
    'Angony ny taratasy ilaina ary ampamarino ny dika mitovy amin’ny kara-panondronao.',
  ),
  reunirJeune: t(
    'Réunissez les pièces, dont l’autorisation légalisée des deux parents, et faites certifier la photocopie de la CIN.',
    'Angony ny taratasy ilaina, anisan’izany ny fahazoan-dàlan’ny ray aman-dreny roa voamarina, ary ampamarino ny dika mitovy amin’ny kara-panondro.',
  ),
  declarer: t(
    'Déclarez la perte ou le vol à la police, puis réunissez les pièces et faites certifier la photocopie de la CIN.',
    'Ambarao any amin’ny polisy ny fahaverezana na ny halatra, avy eo vory ny taratasy ary ampamarino ny dika mitovy amin’ny kara-panondro.',
  ),
  enLigne: t(
    'Enregistrez votre demande sur www.pn.gov.mg/passport, joignez les pièces et choisissez un rendez-vous : vous recevez un ticket.',
    'Fenoy an-tserasera ao amin’ny www.pn.gov.mg/passport ny fangatahanao, ampidiro ny taratasy ary safidio ny fotoana: mahazo tapakila ianao.',
  ),
  rendezVous: t(
    'Au rendez-vous, venez en personne au SCCIE à Anosy avec le ticket et les originaux ; payez la quittance au Trésor public.',
    'Amin’ny andro voatondro, tongava manokana eo amin’ny SCCIE Anosy mitondra ny tapakila sy ny tany am-boalohany; aloavy amin’ny Tahirim-bolam-panjakana ny sarany.',
  ),
  rendezVousJeune: t(
    'Au rendez-vous, l’enfant vient au SCCIE à Anosy avec un parent, le ticket et les originaux ; payez la quittance au Trésor public.',
    'Amin’ny andro voatondro, tonga any amin’ny SCCIE Anosy ny zaza miaraka amin’ny ray na reny, mitondra ny tapakila sy ny tany am-boalohany; aloavy ny sarany.',
  ),
  empreintes: t(
    'On prend la photo et les empreintes digitales ; gardez le reçu et le numéro remis, et ne payez jamais un intermédiaire.',
    'Alaina ny sary sy ny dian-tanana; tehirizo ny rosia sy ny laharana omena anao, ary aza mandoa vola amin’ny mpanelanelana mihitsy.',
  ),
  retrait: t(
    'Revenez à la date indiquée avec ce numéro et votre CIN, et vérifiez le passeport avant de partir.',
    'Miverena amin’ny daty voatondro mitondra io laharana io sy ny kara-panondronao, ary hamarino ny pasipaoro alohan’ny hialanao.',
  ),
  commissariat: t(
    'Demandez au commissariat central de votre région où se font l’enregistrement biométrique et le dépôt de la demande.',
    'Anontanio any amin’ny kaomisarià foiben’ny faritra misy anao hoe aiza no atao ny fisoratana biometrika sy ny fametrahana ny fangatahana.',
  ),
  enLigneRegion: t(
    'Enregistrez votre demande sur www.pn.gov.mg/passport et choisissez un rendez-vous, si le site le propose pour votre région.',
    'Fenoy an-tserasera ao amin’ny www.pn.gov.mg/passport ny fangatahanao ary safidio ny fotoana, raha misy izany ho an’ny faritra misy anao.',
  ),
  rendezVousRegion: t(
    'Au rendez-vous, présentez les originaux, payez la quittance au Trésor public, puis donnez votre photo et vos empreintes.',
    'Amin’ny fotoana voatondro, asehoy ny tany am-boalohany, aloavy any amin’ny Tahirim-bolam-panjakana ny sarany, ary omeo ny sary sy ny dian-tananao.',
  ),
  rendezVousRegionJeune: t(
    'Au rendez-vous, l’enfant vient avec un parent : présentez les originaux, payez la quittance au Trésor public, puis photo et empreintes.',
    'Amin’ny fotoana voatondro, tonga miaraka amin’ny ray na reny ny zaza: asehoy ny tany am-boalohany, aloavy ny sarany, ary alaina ny sary sy ny dian-tanana.',
  ),
  retraitRegion: t(
    'Retirez le passeport à la date indiquée, avec le numéro remis et votre CIN ; vérifiez-le avant de partir.',
    'Alao amin’ny daty voatondro ny pasipaoro, mitondra ny laharana nomena anao sy ny kara-panondronao; hamarino alohan’ny hialanao.',
  ),
}

const stepsTana = [passSteps.reunir, passSteps.enLigne, passSteps.rendezVous, passSteps.empreintes, passSteps.retrait]
const stepsTanaJeune = [passSteps.reunirJeune, passSteps.enLigne, passSteps.rendezVousJeune, passSteps.empreintes, passSteps.retrait]
const stepsRegion = [passSteps.reunir, passSteps.commissariat, passSteps.enLigneRegion, passSteps.rendezVousRegion, passSteps.retraitRegion]
const stepsRegionJeune = [passSteps.reunirJeune, passSteps.commissariat, passSteps.enLigneRegion, passSteps.rendezVousRegionJeune, passSteps.retraitRegion]

const passText = {
  adulte: t(
    'Vous recevez un passeport ordinaire biométrique, valable 5 ans. Les évacuations sanitaires (EVASAN) et les missions urgentes sont traitées à part.',
    'Pasipaoro tsotra biometrika manan-kery 5 taona no omena anao. Karakaraina manokana ny fivoahana hitsabo tena any ivelany (EVASAN) sy ny iraka maika.',
  ),
  jeune: t(
    'Un mineur de plus de quinze ans doit avoir son propre passeport (loi n° 91-025, art. 5). Pour un enfant plus jeune, renseignez-vous au SCCIE. Le passeport est valable 5 ans.',
    'Tsy maintsy manana pasipaoro manokana ny zaza tsy ampy taona mihoatra ny 15 taona (lalàna laharana faha-91-025, andininy faha-5). Ho an’ny zaza kely kokoa, anontanio ny SCCIE. Manan-kery 5 taona ny pasipaoro.',
  ),
  perte: t(
    'Vous recevez un nouveau passeport ordinaire biométrique, valable 5 ans. Les pièces marquées « Moins de 21 ans » ne concernent que les moins de 21 ans.',
    'Pasipaoro tsotra biometrika vaovao manan-kery 5 taona no omena anao. Ny taratasy voamarika hoe « Latsaky ny 21 taona » dia ho an’ny latsaky ny 21 taona ihany.',
  ),
}

const passUnsure = {
  pieces: t(
    'ancienneté de l’acte de naissance (3 mois selon la version malgache du guide officiel, 6 mois selon sa version française) et nombre de photos (4 ou 3 selon la version)',
    'ny faharetan’ny kopia nahaterahana (3 volana araka ny dikan-teny malagasy amin’ny torolalana ofisialy, 6 volana araka ny dikan-teny frantsay) sy ny isan’ny sary (4 na 3 arakaraka ny dikan-teny)',
  ),
  region: t(
    'lieu de dépôt en région : des centres d’enregistrement biométrique régionaux ont été annoncés en 2025, renseignez-vous au commissariat central de votre région',
    'ny toerana hametrahana ny fangatahana any amin’ny faritra: nambara tamin’ny 2025 ny hisokafan’ny ivon-toerana fisoratana biometrika any amin’ny faritra, manontania any amin’ny kaomisarià foiben’ny faritra',
  ),
  renouvellement: t(
    'la version malgache du guide officiel donne pour le renouvellement une liste plus courte (acte de naissance pour les seuls moins de 21 ans, ni certificat militaire ni motif du voyage) ; l’ancien passeport n’y figure pas : demandez au service',
    'ny dikan-teny malagasy amin’ny torolalana ofisialy dia manome lisitra fohy kokoa ho an’ny fanavaozana (kopia nahaterahana ho an’ny latsaky ny 21 taona ihany, tsy misy ny sata miaramila na ny antony handehanana); tsy voatanisa ao ny pasipaoro taloha: anontanio ny birao',
  ),
  cinJeune: t(
    'pièce qui remplace la CIN pour un enfant de moins de 18 ans, qui n’en a pas (non précisé par le guide officiel)',
    'ny taratasy misolo ny kara-panondro ho an’ny zaza latsaky ny 18 taona, izay tsy manana izany (tsy voalaza ao amin’ny torolalana ofisialy)',
  ),
  declaration: t(
    'la déclaration de perte ou de vol n’est pas listée par le guide officiel : à confirmer au guichet',
    'tsy voatanisa ao amin’ny torolalana ofisialy ny fanambarana fahaverezana na halatra: hamarinina eo amin’ny birao',
  ),
}

const tana = { duration: { from: 72, unit: 'hours' as const }, office: 'sccie-anosy' }
const region = { duration: { from: 10, unit: 'days' as const } }

const passeport: FlowSeed = {
  key: 'passeport',
  slug: t('passeport', 'pasipaoro'),
  title: t('Passeport : ce qu’il vous faut', 'Pasipaoro: izay ilainao'),
  summary: t(
    'Deux questions pour connaître les pièces, le coût, le délai et le bureau de votre demande de passeport : premier passeport, renouvellement, perte ou vol.',
    'Fanontaniana roa hahafantarana ny taratasy ilaina, ny sarany, ny faharetany ary ny birao ho an’ny fangatahanao pasipaoro: voalohany, fanavaozana, very na nangalarina.',
  ),
  guide: 'passeport',
  reviewNote:
    'Écrit le 2026-11-25 d’après le guide passeport, la note docs/fact-check/torolalana-2026-11.md et Torolalana lu dans sa copie publique de février 2026 (dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, fichiers backend/all_chunks.json et backend/services_mg_complete.json ; l’extrait .ev/torolalana annoncé n’était pas dans le projet). À vérifier : ' +
    '(1) la page malgache de Torolalana donne une liste à part pour le renouvellement (acte de naissance pour les seuls moins de 21 ans, 3 photos, attestation d’emploi de moins de 3 mois, sans formulaire, certificat militaire ni motif du voyage) alors que la page française donne une seule liste ; les résultats « renouvellement » gardent par prudence la liste complète du guide et le disent dans « À confirmer ». ' +
    '(2) Ancien passeport (renouvellement) et déclaration de perte ou de vol : absents de Torolalana, repris du guide où ils sont marqués. ' +
    '(3) Acte de naissance de 3 ou 6 mois, 3 ou 4 photos : Torolalana se contredit (décision du guide : 3 mois, 4 photos). ' +
    '(4) Pièce qui remplace la CIN pour un enfant de moins de 18 ans : Torolalana exige la CIN sans exception. ' +
    '(5) Région : lieu de dépôt (centres biométriques régionaux annoncés en 2025), rendez-vous en ligne possible ou non, et même droit qu’à Antananarivo (Torolalana ne donne qu’un montant, sans distinguer le lieu). ' +
    '(6) Étranger : Torolalana dit seulement « 10 jours » pour une demande faite à l’extérieur ; pièces et montant fixés par chaque ambassade ; renouvellement dans toutes les ambassades (janvier 2025) et par procuration (février 2026) d’après la presse citée par le guide. ' +
    '(7) Structure : une question « pour qui et où » réunit l’âge et le lieu (limite de 5 questions) ; perte ou vol a un seul résultat par lieu pour tous les âges (limite de 12 résultats), les pièces des moins de 21 ans y sont préfixées « Moins de 21 ans ». ' +
    '(8) Seuil de 21 ans pour l’autorisation parentale (Torolalana), alors que la CIN est délivrée dès 18 ans : à confirmer auprès du SCCIE.',
  questions: [
    {
      key: 'demande',
      text: t('Quelle est votre demande de passeport ?', 'Inona no fangatahanao pasipaoro?'),
      answers: [
        { key: 'premier', label: t('Un premier passeport', 'Pasipaoro voalohany'), next: 'qui-premier' },
        { key: 'renouvellement', label: t('Renouveler un passeport', 'Hanavao pasipaoro'), next: 'qui-renouvellement' },
        { key: 'perte-vol', label: t('Passeport perdu ou volé', 'Pasipaoro very na nangalarina'), short: t('Perdu ou volé', 'Very na nangalarina'), next: 'lieu-perte-vol' },
      ],
    },
    {
      key: 'qui-premier',
      text: t('Pour qui est le passeport, et où déposez-vous la demande ?', 'Ho an’iza ny pasipaoro, ary aiza no hametrahanao ny fangatahana?'),
      hint: t('Moins de 21 ans : la demande exige l’autorisation des deux parents.', 'Latsaky ny 21 taona: takiana ny fahazoan-dàlan’ny ray aman-dreny roa.'),
      short: t('Pour qui, et où ?', 'Ho an’iza, ary aiza?'),
      answers: [
        { key: 'adulte-antananarivo', label: t('21 ans ou plus, à Antananarivo', '21 taona no ho miakatra, eto Antananarivo'), short: t('21+ ans, Antananarivo', '21+ taona, Antananarivo'), next: 'premier-adulte-antananarivo' },
        { key: 'adulte-region', label: t('21 ans ou plus, dans une autre région', '21 taona no ho miakatra, any amin’ny faritra hafa'), short: t('21+ ans, en région', '21+ taona, faritra'), next: 'premier-adulte-region' },
        { key: 'mineur-antananarivo', label: t('Moins de 21 ans, à Antananarivo', 'Latsaky ny 21 taona, eto Antananarivo'), short: t('<21 ans, Antananarivo', '<21 taona, Antananarivo'), next: 'premier-mineur-antananarivo' },
        { key: 'mineur-region', label: t('Moins de 21 ans, dans une autre région', 'Latsaky ny 21 taona, any amin’ny faritra hafa'), short: t('<21 ans, en région', '<21 taona, faritra'), next: 'premier-mineur-region' },
        { key: 'etranger', label: t('À l’étranger (ambassade ou consulat)', 'Any ivelany (masoivoho na kaonsily)'), short: t('À l’étranger', 'Any ivelany'), next: 'etranger' },
      ],
    },
    {
      key: 'qui-renouvellement',
      text: t('Pour qui est le passeport, et où déposez-vous la demande ?', 'Ho an’iza ny pasipaoro, ary aiza no hametrahanao ny fangatahana?'),
      hint: t('Moins de 21 ans : la demande exige l’autorisation des deux parents.', 'Latsaky ny 21 taona: takiana ny fahazoan-dàlan’ny ray aman-dreny roa.'),
      short: t('Pour qui, et où ?', 'Ho an’iza, ary aiza?'),
      answers: [
        { key: 'adulte-antananarivo', label: t('21 ans ou plus, à Antananarivo', '21 taona no ho miakatra, eto Antananarivo'), short: t('21+ ans, Antananarivo', '21+ taona, Antananarivo'), next: 'renouvellement-adulte-antananarivo' },
        { key: 'adulte-region', label: t('21 ans ou plus, dans une autre région', '21 taona no ho miakatra, any amin’ny faritra hafa'), short: t('21+ ans, en région', '21+ taona, faritra'), next: 'renouvellement-adulte-region' },
        { key: 'mineur-antananarivo', label: t('Moins de 21 ans, à Antananarivo', 'Latsaky ny 21 taona, eto Antananarivo'), short: t('<21 ans, Antananarivo', '<21 taona, Antananarivo'), next: 'renouvellement-mineur-antananarivo' },
        { key: 'mineur-region', label: t('Moins de 21 ans, dans une autre région', 'Latsaky ny 21 taona, any amin’ny faritra hafa'), short: t('<21 ans, en région', '<21 taona, faritra'), next: 'renouvellement-mineur-region' },
        { key: 'etranger', label: t('À l’étranger (ambassade ou consulat)', 'Any ivelany (masoivoho na kaonsily)'), short: t('À l’étranger', 'Any ivelany'), next: 'etranger-renouvellement' },
      ],
    },
    {
      key: 'lieu-perte-vol',
      text: t('Où déposez-vous la nouvelle demande ?', 'Aiza no hametrahanao ny fangatahana vaovao?'),
      answers: [
        { key: 'antananarivo', label: t('À Antananarivo', 'Eto Antananarivo'), next: 'perte-vol-antananarivo' },
        { key: 'region', label: t('Dans une autre région', 'Any amin’ny faritra hafa'), next: 'perte-vol-region' },
        { key: 'etranger', label: t('À l’étranger', 'Any ivelany'), next: 'etranger' },
      ],
    },
  ],
  outcomes: [
    {
      key: 'premier-adulte-antananarivo',
      title: t('Premier passeport, 21 ans ou plus, à Antananarivo', 'Pasipaoro voalohany, 21 taona no ho miakatra, eto Antananarivo'),
      documents: adulte,
      ...passFee,
      ...tana,
      steps: stepsTana,
      text: passText.adulte,
      unsure: unsure(passUnsure.pieces),
    },
    {
      key: 'premier-adulte-region',
      title: t('Premier passeport, 21 ans ou plus, dans une région', 'Pasipaoro voalohany, 21 taona no ho miakatra, any amin’ny faritra'),
      documents: adulte,
      ...passFee,
      ...region,
      steps: stepsRegion,
      text: passText.adulte,
      unsure: unsure(passUnsure.region, passUnsure.pieces),
    },
    {
      key: 'premier-mineur-antananarivo',
      title: t('Premier passeport, moins de 21 ans, à Antananarivo', 'Pasipaoro voalohany, latsaky ny 21 taona, eto Antananarivo'),
      documents: jeune,
      ...passFee,
      ...tana,
      steps: stepsTanaJeune,
      text: passText.jeune,
      unsure: unsure(passUnsure.cinJeune, passUnsure.pieces),
    },
    {
      key: 'premier-mineur-region',
      title: t('Premier passeport, moins de 21 ans, dans une région', 'Pasipaoro voalohany, latsaky ny 21 taona, any amin’ny faritra'),
      documents: jeune,
      ...passFee,
      ...region,
      steps: stepsRegionJeune,
      text: passText.jeune,
      unsure: unsure(passUnsure.region, passUnsure.cinJeune, passUnsure.pieces),
    },
    {
      key: 'renouvellement-adulte-antananarivo',
      title: t('Renouvellement, 21 ans ou plus, à Antananarivo', 'Fanavaozana pasipaoro, 21 taona no ho miakatra, eto Antananarivo'),
      documents: [...adulte, pass.ancien],
      ...passFee,
      ...tana,
      steps: stepsTana,
      text: passText.adulte,
      unsure: unsure(passUnsure.renouvellement, passUnsure.pieces),
    },
    {
      key: 'renouvellement-adulte-region',
      title: t('Renouvellement, 21 ans ou plus, dans une région', 'Fanavaozana pasipaoro, 21 taona no ho miakatra, any amin’ny faritra'),
      documents: [...adulte, pass.ancien],
      ...passFee,
      ...region,
      steps: stepsRegion,
      text: passText.adulte,
      unsure: unsure(passUnsure.region, passUnsure.renouvellement, passUnsure.pieces),
    },
    {
      key: 'renouvellement-mineur-antananarivo',
      title: t('Renouvellement, moins de 21 ans, à Antananarivo', 'Fanavaozana pasipaoro, latsaky ny 21 taona, eto Antananarivo'),
      documents: [...jeune, pass.ancien],
      ...passFee,
      ...tana,
      steps: stepsTanaJeune,
      text: passText.jeune,
      unsure: unsure(passUnsure.renouvellement, passUnsure.cinJeune, passUnsure.pieces),
    },
    {
      key: 'renouvellement-mineur-region',
      title: t('Renouvellement, moins de 21 ans, dans une région', 'Fanavaozana pasipaoro, latsaky ny 21 taona, any amin’ny faritra'),
      documents: [...jeune, pass.ancien],
      ...passFee,
      ...region,
      steps: stepsRegionJeune,
      text: passText.jeune,
      unsure: unsure(passUnsure.region, passUnsure.renouvellement, passUnsure.cinJeune, passUnsure.pieces),
    },
    {
      key: 'perte-vol-antananarivo',
      title: t('Passeport perdu ou volé, à Antananarivo', 'Pasipaoro very na nangalarina, eto Antananarivo'),
      documents: [pass.declaration, ...adulte, pass.parentsSiJeune, pass.decesSiJeune],
      ...passFee,
      ...tana,
      steps: [passSteps.declarer, passSteps.enLigne, passSteps.rendezVous, passSteps.empreintes, passSteps.retrait],
      text: passText.perte,
      unsure: unsure(passUnsure.declaration, passUnsure.pieces),
    },
    {
      key: 'perte-vol-region',
      title: t('Passeport perdu ou volé, dans une région', 'Pasipaoro very na nangalarina, any amin’ny faritra'),
      documents: [pass.declaration, ...adulte, pass.parentsSiJeune, pass.decesSiJeune],
      ...passFee,
      ...region,
      steps: [passSteps.declarer, passSteps.commissariat, passSteps.enLigneRegion, passSteps.rendezVousRegion, passSteps.retraitRegion],
      text: passText.perte,
      unsure: unsure(passUnsure.region, passUnsure.declaration, passUnsure.pieces),
    },
    {
      key: 'etranger',
      title: t('Demande de passeport depuis l’étranger', 'Fangatahana pasipaoro avy any ivelany'),
      documents: [],
      feeNote: t(
        'Le montant et la façon de payer sont fixés par l’ambassade ou le consulat.',
        'Ny masoivoho na ny kaonsily no mametraka ny sarany sy ny fomba fandoavana azy.',
      ),
      duration: { from: 10, unit: 'days' },
      steps: [
        t(
          'Contactez l’ambassade ou le consulat de Madagascar de votre pays de résidence : demandez la liste des pièces, le montant et un rendez-vous.',
          'Manatona ny masoivoho na ny kaonsilin’i Madagasikara any amin’ny firenena ipetrahanao: anontanio ny lisitry ny taratasy, ny sarany ary ny fotoana.',
        ),
        t(
          'En France, le rendez-vous se prend en ligne sur la plateforme de l’ambassade à Paris (ambamad-paris.diplomatie.gov.mg).',
          'Any Frantsa, an-tserasera no angatahana fotoana, ao amin’ny sehatry ny masoivoho any Paris (ambamad-paris.diplomatie.gov.mg).',
        ),
        t(
          'Présentez-vous au rendez-vous avec les originaux des pièces demandées ; passeport perdu ou volé : avec la déclaration faite à la police.',
          'Tongava amin’ny fotoana voatondro mitondra ny tany am-boalohan’ny taratasy angatahina; raha very na nangalarina: ento koa ny fanambarana tany amin’ny polisy.',
        ),
      ],
      text: t(
        'Les pièces demandées à Madagascar, dans le guide complet, donnent une idée du dossier, mais seule l’ambassade ou le consulat en fixe la liste.',
        'Ny taratasy angatahina eto Madagasikara, ao amin’ny torolalana feno, dia manome hevitra momba ny antontan-taratasy, fa ny masoivoho na ny kaonsily ihany no mametraka ny lisitra.',
      ),
      unsure: t(
        'pièces, montant et délai réel à l’étranger : le guide officiel indique seulement 10 jours pour une demande faite à l’extérieur ; renseignez-vous auprès de l’ambassade ou du consulat',
        'ny taratasy, ny sarany ary ny faharetany any ivelany: 10 andro ihany no lazain’ny torolalana ofisialy ho an’ny fangatahana avy any ivelany; manontania any amin’ny masoivoho na ny kaonsily',
      ),
    },
    {
      key: 'etranger-renouvellement',
      title: t('Renouvellement du passeport depuis l’étranger', 'Fanavaozana pasipaoro avy any ivelany'),
      documents: [],
      feeNote: t(
        'Le montant et la façon de payer sont fixés par l’ambassade ou le consulat.',
        'Ny masoivoho na ny kaonsily no mametraka ny sarany sy ny fomba fandoavana azy.',
      ),
      duration: { from: 10, unit: 'days' },
      steps: [
        t(
          'Adressez-vous à l’ambassade ou au consulat de Madagascar de votre pays : depuis janvier 2025, toutes les ambassades peuvent renouveler un passeport.',
          'Manatona ny masoivoho na ny kaonsilin’i Madagasikara any amin’ny firenena misy anao: nanomboka ny janoary 2025, afaka manavao pasipaoro ny masoivoho rehetra.',
        ),
        t(
          'Demandez la liste des pièces, le montant et un rendez-vous ; en France, il se prend en ligne (ambamad-paris.diplomatie.gov.mg).',
          'Anontanio ny lisitry ny taratasy, ny sarany ary ny fotoana; any Frantsa, an-tserasera no angatahana izany (ambamad-paris.diplomatie.gov.mg).',
        ),
        t(
          'Si vous ne pouvez pas vous déplacer, demandez si la demande peut être déposée par procuration (annoncé en février 2026).',
          'Raha tsy afaka mandeha ianao, anontanio raha azon’ny solontena manana taratasy fanomezan-dàlana apetraka ny fangatahana (nambara tamin’ny febroary 2026).',
        ),
        t(
          'Rapportez votre ancien passeport, même expiré : il reste la propriété de l’État.',
          'Ento ny pasipaoronao taloha, na dia lany daty aza: an’ny Fanjakana foana izy.',
        ),
      ],
      text: t(
        'Les pièces demandées à Madagascar, dans le guide complet, donnent une idée du dossier, mais seule l’ambassade ou le consulat en fixe la liste.',
        'Ny taratasy angatahina eto Madagasikara, ao amin’ny torolalana feno, dia manome hevitra momba ny antontan-taratasy, fa ny masoivoho na ny kaonsily ihany no mametraka ny lisitra.',
      ),
      unsure: t(
        'liste des pièces, montant et délai réel à l’étranger (le guide officiel indique seulement 10 jours pour une demande faite à l’extérieur) ; conditions du dépôt par procuration',
        'ny lisitry ny taratasy, ny sarany ary ny faharetany any ivelany (10 andro ihany no lazain’ny torolalana ofisialy ho an’ny fangatahana avy any ivelany); ny fepetra amin’ny fametrahana amin’ny alalan’ny solontena',
      ),
    },
  ],
}

// ================================================================ Carte nationale d’identité

const cin = {
  naissance: t(
    'Copie ou bulletin de naissance de moins de 3 mois, de la commune de naissance',
    'Kopia na bileta filazam-pahaterahana tsy mihoatra ny 3 volana, avy amin’ny kaominina nahaterahana',
  ),
  naissanceJugement: t(
    'Copie de naissance de moins de 3 mois, établie par la commune après la transcription du jugement supplétif',
    'Kopia nahaterahana tsy mihoatra ny 3 volana, omen’ny kaominina rehefa voasoratra ny didim-pitsarana mameno',
  ),
  residence2: t(
    '2 certificats de résidence avec photo d’identité, de moins de 1 mois, délivrés par le fokontany',
    'Fanamarinam-ponenana 2 misy sary famantarana, tsy mihoatra ny 1 volana, avy amin’ny fokontany',
  ),
  residence1: t(
    '1 certificat de résidence avec photo d’identité, de moins de 1 mois, délivré par le fokontany',
    'Fanamarinam-ponenana 1 misy sary famantarana, tsy mihoatra ny 1 volana, avy amin’ny fokontany',
  ),
  photos: t(
    '3 photos d’identité : visage net, front et oreilles visibles, cheveux attachés, sans collier, boucles d’oreilles ni lunettes, bras couverts',
    'Sary famantarana 3: tarehy mazava, hita ny handrina sy ny sofina, mifatotra ny volo, tsy misy rojo, kavina na solomaso, voarakotra ny sandry',
  ),
  declaration: t(
    'Déclaration de perte (ou de vol) faite à la police la plus proche, de moins de 1 mois',
    'Fanambarana fahaverezana (na halatra) natao tany amin’ny polisy akaiky indrindra, tsy mihoatra ny 1 volana',
  ),
  attestation: t(
    'Attestation légale de perte (déclaration sur l’honneur), établie au bureau du district',
    'Fanambarana ankarihary tsy misy fitaka, alaina any amin’ny biraon’ny distrika',
  ),
  ficheMere: t(
    'Copie de la fiche mère (fiche de votre première carte), à la commune où elle a été faite, après passage au district',
    'Dika mitovy amin’ny « fiche mère » (taratasin’ny karatra voalohany), any amin’ny kaominina nanaovana azy, rehefa avy tany amin’ny distrika',
  ),
  photocopie: t('Photocopie de la carte perdue, si vous en avez une', 'Dika mitovy amin’ny karatra very, raha manana ianao'),
  electorale: t('Votre carte électorale', 'Ny karatra maha-mpifidy anao'),
  ancienne: t('Votre carte abîmée', 'Ny karatrao simba'),
  actuelle: t('Votre carte actuelle', 'Ny karatrao ankehitriny'),
}

const cinSteps = {
  naissance: t(
    'À la commune de naissance, demandez une copie de votre acte de naissance (avec le livret de famille, un certificat de résidence ou une ancienne copie).',
    'Any amin’ny kaominina nahaterahanao, angataho ny kopia nahaterahana (mitondra bokim-pianakaviana, fanamarinam-ponenana na kopia taloha).',
  ),
  residence2: t(
    'Au fokontany de votre domicile, demandez 2 certificats de résidence avec photo.',
    'Any amin’ny fokontany misy ny fonenanao, angataho fanamarinam-ponenana 2 misy sary.',
  ),
  residence1: t(
    'Au fokontany de votre domicile, demandez 1 certificat de résidence avec photo, et faites 3 photos d’identité.',
    'Any amin’ny fokontany misy ny fonenanao, angataho fanamarinam-ponenana 1 misy sary, ary makà sary famantarana 3.',
  ),
  pieces: t(
    'Demandez la copie de naissance à votre commune de naissance, le certificat de résidence à votre fokontany, et faites 3 photos d’identité.',
    'Angataho any amin’ny kaominina nahaterahanao ny kopia nahaterahana, any amin’ny fokontany misy anao ny fanamarinam-ponenana, ary makà sary famantarana 3.',
  ),
  photos: t('Faites 3 photos d’identité qui respectent les règles ci-dessus.', 'Makà sary famantarana 3 manaraka ireo fepetra voalaza etsy ambony.'),
  deposer: t(
    'Déposez le dossier au bureau de la CIN du district où vous habitez ; payez les frais contre reçu et gardez le récépissé.',
    'Apetraho any amin’ny biraon’ny distrika onenanao ny taratasy; aloavy ny sarany ka angataho ny rosia, ary tehirizo ny taratasy fanamarinana fandraisana.',
  ),
  retirer: t(
    'Au retrait, vérifiez le nom, la date de naissance et le numéro avant de signer le registre.',
    'Rehefa maka ny karatra, hamarino ny anarana, ny daty nahaterahana ary ny laharana alohan’ny hanaovanao sonia ao amin’ny rejisitra.',
  ),
  ficheMere: t(
    'Passez au bureau du district, puis demandez la copie de la fiche mère à la commune où votre première carte a été faite.',
    'Mandalova any amin’ny biraon’ny distrika, avy eo angataho any amin’ny kaominina nanaovana ny karatra voalohany ny dika mitovy amin’ny « fiche mère ».',
  ),
}

const cinFee = {
  feeNote: t(
    'Frais de fabrication de la carte payés au district, contre reçu ; le certificat de résidence se paie à part au fokontany.',
    'Aloa any amin’ny distrika ny saran’ny fanamboarana ny karatra, ka angataho ny rosia; aloa misaraka any amin’ny fokontany ny fanamarinam-ponenana.',
  ),
}

const cinUnsure = {
  frais: t(
    'montant des frais de fabrication de la carte (le guide officiel n’en donne pas et des montants différents circulent) et délai au district',
    'ny saran’ny fanamboarana ny karatra (tsy omen’ny torolalana ofisialy ary samihafa ny vola voalaza) sy ny faharetany any amin’ny distrika',
  ),
  residence: t(
    'validité du certificat de résidence : 1 mois selon la version française du guide officiel, 3 mois selon sa version malgache',
    'ny faharetan’ny fanamarinam-ponenana: 1 volana araka ny dikan-teny frantsay amin’ny torolalana ofisialy, 3 volana araka ny dikan-teny malagasy',
  ),
  ficheMere: t(
    'copie de la fiche mère : selon le guide officiel, elle ne concernerait que les cartes faites hors d’Antananarivo I ; demandez au district',
    'ny dika mitovy amin’ny « fiche mère »: araka ny torolalana ofisialy, ho an’ny karatra natao ivelan’i Antananarivo I ihany izany; anontanio any amin’ny distrika',
  ),
}

const carte: FlowSeed = {
  key: 'carte-nationale-d-identite',
  slug: t('carte-nationale-d-identite', 'kara-panondro'),
  title: t('Carte nationale d’identité : ce qu’il vous faut', 'Kara-panondro: izay ilainao'),
  summary: t(
    'Quelques questions pour connaître les pièces et les démarches de votre cas : première carte, duplicata après perte, vol ou usure, nouvelle carte, enrôlement biométrique.',
    'Fanontaniana vitsivitsy hahafantarana ny taratasy ilaina sy ny fomba fanao ho an’ny tranganao: karatra voalohany, dikasolo rehefa very, nangalarina na simba, karatra vaovao, fisoratana biometrika.',
  ),
  guide: 'carte-nationale-d-identite',
  reviewNote:
    'Écrit le 2026-11-25 d’après le guide carte-nationale-d-identite, la note docs/fact-check/torolalana-2026-11.md et Torolalana lu dans sa copie publique de février 2026 (dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana ; l’extrait .ev/torolalana annoncé n’était pas dans le projet). À vérifier : ' +
    '(1) frais de fabrication de la CIN et délai au district : aucun chiffre confirmé, donc aucun montant ni délai dans les résultats (sauf l’enrôlement, gratuit). ' +
    '(2) Vol : Torolalana ne connaît que la perte ; le vol suit ici la même démarche, à confirmer. ' +
    '(3) Fiche mère : Torolalana dit qu’elle ne concerne que les cartes faites hors d’Antananarivo I et parle d’un passage au district d’Antananarivo I (« TLO porte 13 ») obscur. ' +
    '(4) Certificat de résidence : moins de 1 mois (page française) ou moins de 3 mois (page malgache, première demande). ' +
    '(5) « Nouvelle carte » (informations changées ou carte de plus de 20 ans) : Torolalana n’a pas de fiche ; les pièces sont celles du duplicata pour usure, avec la carte actuelle ; la pièce qui prouve le changement et le texte de 1982 (validité de 20 ans) sont à confirmer. ' +
    '(6) Naissance non déclarée : le guide dit « à défaut d’acte, le jugement supplétif » ; le guide jugement-suppletif-de-naissance dit que la commune délivre la copie après transcription ; le résultat demande la copie et dit que c’est à confirmer. ' +
    '(7) Enrôlement biométrique (NIU) : calendrier réel dans les communes après avril 2026, pièces demandées (presse, Tanjombato), date de la future CIN biométrique. ' +
    '(8) Slug malgache « kara-panondro » (forme du glossaire) alors que le guide a « kara-panondro-nasionaly », lui-même à valider.',
  questions: [
    {
      key: 'demande',
      text: t('Que voulez-vous faire ?', 'Inona no tianao hatao?'),
      answers: [
        { key: 'premiere', label: t('Demander ma première carte (18 ans ou plus)', 'Hangataka ny karatra voalohany (18 taona no ho miakatra)'), short: t('Première carte', 'Karatra voalohany'), next: 'acte' },
        { key: 'remplacer', label: t('Remplacer ma carte', 'Hanolo ny karatrako'), next: 'raison' },
        { key: 'niu', label: t('Me faire enrôler (numéro d’identification unique, NIU)', 'Hisoratra biometrika (laharana manokana, NIU)'), short: t('Enrôlement (NIU)', 'Fisoratana (NIU)'), next: 'enrolement' },
      ],
    },
    {
      key: 'acte',
      text: t('Votre naissance a-t-elle été déclarée à la commune ?', 'Voasoratra tany amin’ny kaominina ve ny nahaterahanao?'),
      hint: t('Si oui, la commune de naissance peut vous donner une copie de l’acte.', 'Raha eny, ny kaominina nahaterahanao no manome ny kopia nahaterahana.'),
      answers: [
        { key: 'oui', label: t('Oui', 'Eny'), next: 'premiere-carte' },
        { key: 'non', label: t('Non, ou l’acte est introuvable', 'Tsia, na tsy hita ny soratra'), short: t('Non ou introuvable', 'Tsia na tsy hita'), next: 'sans-acte' },
      ],
    },
    {
      key: 'raison',
      text: t('Pourquoi faut-il remplacer votre carte ?', 'Nahoana no tsy maintsy soloina ny karatrao?'),
      answers: [
        { key: 'perte', label: t('Elle est perdue', 'Very izy'), next: 'duplicata-perte' },
        { key: 'vol', label: t('Elle a été volée', 'Nangalarina izy'), next: 'duplicata-perte' },
        { key: 'abimee', label: t('Elle est abîmée ou usée', 'Simba na tonta izy'), next: 'duplicata-usure' },
        { key: 'changement', label: t('Une information sur la carte a changé', 'Niova ny mombamomba voasoratra eo amin’ny karatra'), short: t('Information changée', 'Niova ny mombamomba'), next: 'nouvelle-carte' },
        { key: 'plus-de-20-ans', label: t('Elle a plus de 20 ans', 'Mihoatra ny 20 taona izy'), next: 'nouvelle-carte' },
      ],
    },
  ],
  outcomes: [
    {
      key: 'premiere-carte',
      title: t('Première carte nationale d’identité (18 ans ou plus)', 'Kara-panondro voalohany (18 taona no ho miakatra)'),
      documents: [cin.naissance, cin.residence2, cin.photos],
      ...cinFee,
      steps: [cinSteps.naissance, cinSteps.residence2, cinSteps.photos, cinSteps.deposer, cinSteps.retirer],
      text: t(
        'La CIN est obligatoire dès 18 ans. Pensez aussi à l’enrôlement biométrique gratuit quand il passe dans votre commune.',
        'Tsy maintsy ananana ny kara-panondro manomboka amin’ny 18 taona. Aza adino koa ny fisoratana biometrika maimaim-poana rehefa tonga ao amin’ny kaominina misy anao.',
      ),
      unsure: unsure(cinUnsure.frais, cinUnsure.residence),
    },
    {
      key: 'sans-acte',
      title: t('Première carte, quand la naissance n’a pas été déclarée', 'Karatra voalohany, raha tsy voasoratra ny nahaterahana'),
      documents: [cin.naissanceJugement, cin.residence2, cin.photos],
      ...cinFee,
      steps: [
        t(
          'Demandez d’abord un jugement supplétif de naissance au tribunal de première instance (voir le guide du jugement supplétif).',
          'Angataho aloha any amin’ny Fitsarana ambaratonga voalohany ny didim-pitsarana mameno (jereo ny torolalana momba izany).',
        ),
        t(
          'Une fois le jugement transcrit, demandez la copie de naissance à la commune.',
          'Rehefa voasoratry ny kaominina ny didy, angataho any aminy ny kopia nahaterahana.',
        ),
        cinSteps.residence2,
        cinSteps.deposer,
        cinSteps.retirer,
      ],
      unsure: unsure(
        t(
          'pièce acceptée par le district (copie de naissance établie après transcription, ou le jugement lui-même)',
          'ny taratasy ekena any amin’ny distrika (kopia nahaterahana aorian’ny fanoratana ny didy, na ny didim-pitsarana mihitsy)',
        ),
        cinUnsure.frais,
      ),
    },
    {
      key: 'duplicata-perte',
      title: t('Duplicata de la carte après une perte ou un vol', 'Dikasolon’ny kara-panondro very na nangalarina'),
      documents: [cin.declaration, cin.attestation, cin.ficheMere, cin.photocopie, cin.naissance, cin.residence1, cin.photos, cin.electorale],
      ...cinFee,
      steps: [
        t(
          'Déclarez la perte ou le vol au commissariat de police le plus proche, et gardez la déclaration qu’on vous remet.',
          'Ambarao any amin’ny kaomisarian’ny polisy akaiky indrindra ny fahaverezana na ny halatra. Tehirizo ny fanambarana omena anao.',
        ),
        t(
          'Au bureau du district, faites établir l’attestation légale de perte, puis demandez la copie de la fiche mère.',
          'Any amin’ny biraon’ny distrika, angataho ny fanambarana ankarihary tsy misy fitaka, avy eo angataho ny dika mitovy amin’ny « fiche mère ».',
        ),
        cinSteps.pieces,
        cinSteps.deposer,
        cinSteps.retirer,
      ],
      text: t(
        'Cette déclaration ne sert de justificatif que peu de temps : faites le duplicata sans tarder.',
        'Vetivety ihany no azo ampiasaina ho porofo io fanambarana io: ataovy haingana ny dikasolo.',
      ),
      unsure: unsure(
        t(
          'vol : le guide officiel ne parle que de la perte, la même démarche est à confirmer au district',
          'halatra: ny fahaverezana ihany no resahin’ny torolalana ofisialy, hamarinina any amin’ny distrika raha mitovy ny fomba fanao',
        ),
        cinUnsure.ficheMere,
        cinUnsure.frais,
      ),
    },
    {
      key: 'duplicata-usure',
      title: t('Duplicata d’une carte abîmée ou usée', 'Dikasolon’ny kara-panondro simba na tonta'),
      documents: [cin.ancienne, cin.ficheMere, cin.naissance, cin.residence1, cin.photos],
      ...cinFee,
      steps: [cinSteps.ficheMere, cinSteps.naissance, cinSteps.residence1, cinSteps.deposer, cinSteps.retirer],
      unsure: unsure(cinUnsure.ficheMere, cinUnsure.frais),
    },
    {
      key: 'nouvelle-carte',
      title: t('Nouvelle carte : information changée ou carte de plus de 20 ans', 'Karatra vaovao: niova ny mombamomba na mihoatra ny 20 taona ny karatra'),
      documents: [cin.actuelle, cin.ficheMere, cin.naissance, cin.residence1, cin.photos],
      ...cinFee,
      steps: [
        t(
          'Demandez d’abord au bureau de la CIN de votre district les pièces de votre cas, dont celle qui prouve un changement.',
          'Anontanio aloha any amin’ny biraon’ny kara-panondro ao amin’ny distrika misy anao ny taratasy ilaina amin’ny tranganao, anisan’izany izay manaporofo ny fiovana.',
        ),
        cinSteps.ficheMere,
        cinSteps.pieces,
        cinSteps.deposer,
        cinSteps.retirer,
      ],
      text: t(
        'Selon le ministère de l’Intérieur, la CIN est valable 20 ans : une carte plus récente, en bon état et exacte, n’a pas à être remplacée.',
        'Araka ny Ministeran’ny Atitany, manan-kery 20 taona ny kara-panondro: tsy mila soloina ny karatra vao kokoa, tsara toetra ary marina ny mombamomba.',
      ),
      unsure: unsure(
        t(
          'le guide officiel n’a pas de fiche pour ce cas : les pièces sont celles du duplicata d’une carte usée ; texte fixant la validité à 20 ans non retrouvé',
          'tsy misy torolalana ofisialy ho an’ity tranga ity: ireo taratasy ilaina amin’ny dikasolon’ny karatra simba no noraisina; tsy hita ny lahatsoratra mametra ny faharetany ho 20 taona',
        ),
        cinUnsure.ficheMere,
        cinUnsure.frais,
      ),
    },
    {
      key: 'enrolement',
      title: t('Enrôlement biométrique et numéro d’identification unique (NIU)', 'Fisoratana biometrika sy laharana manokana (NIU)'),
      documents: [
        t('Votre CIN, ou une copie intégrale de votre acte de naissance', 'Ny kara-panondronao, na kopia nahaterahana feno'),
        t('Sans pièce : deux témoins qui attestent que vous êtes majeur', 'Raha tsy manana taratasy: vavolombelona roa manamarina fa efa ampy taona ianao'),
      ],
      feeAriary: 0,
      feeNote: t('L’enrôlement et le NIU sont gratuits.', 'Maimaim-poana ny fisoratana sy ny NIU.'),
      steps: [
        t(
          'Renseignez-vous à votre commune ou à votre fokontany sur le passage de l’enrôlement (centre fixe ou équipe mobile).',
          'Manontania any amin’ny kaominina na ny fokontany misy anao hoe rahoviana no tonga ny fisoratana (toerana maharitra na ekipa mivezivezy).',
        ),
        t(
          'Présentez-vous sans rendez-vous avec votre CIN ou une copie intégrale d’acte de naissance.',
          'Manatona tsy mila fotoana voatondro, mitondra ny kara-panondronao na kopia nahaterahana feno.',
        ),
        t(
          'Vous recevez votre numéro d’identification unique (NIU), valable à vie ; gardez votre CIN actuelle.',
          'Mahazo ny laharana manokana (NIU) manan-kery mandritra ny fiainana ianao; tehirizo ny kara-panondronao ankehitriny.',
        ),
      ],
      text: t(
        'L’enrôlement ne prend que quelques minutes. Il ne remplace pas votre CIN : le NIU servira de base aux futurs documents, dont une nouvelle CIN.',
        'Minitra vitsivitsy monja ny fisoratana. Tsy misolo ny kara-panondronao izy: ny NIU no ho fototry ny taratasy ho avy, anisan’izany ny kara-panondro vaovao.',
      ),
      unsure: t(
        'calendrier de l’enrôlement dans votre commune (extension à tout le pays prévue à partir d’avril 2026) et date de la future CIN biométrique',
        'ny fotoana hanaovana ny fisoratana ao amin’ny kaominina misy anao (nokasaina hiitatra manerana ny firenena manomboka ny aprily 2026) sy ny daty hamoahana ny kara-panondro biometrika vaovao',
      ),
    },
  ],
}

export const identityFlows: FlowSeed[] = [passeport, carte]
