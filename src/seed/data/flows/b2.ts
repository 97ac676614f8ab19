import type { FlowSeed, Localized } from '../../types'

/**
 * Question flows of the guides added by issue 41, batch 2. « Violences : où aller » is written from
 * the guide violences-basees-sur-le-genre (Torolalana « Ady amin’ny herisetra », copy of February
 * 2026; CHU GOB page of the centre Vonjy; La Vérité 2020 on the 813; Madagate 2011 on the 147):
 * where to go depends on who is the victim and on what happened.
 */

const t = (fr: string, mg: string): Localized<string> => ({ fr, mg })

const vbg = {
  plainteOrale: t('Aucune pièce obligatoire : une plainte orale suffit', 'Tsy misy taratasy tsy maintsy ento : ampy ny fitoriana am-bava'),
  cin: t('Votre CIN, si vous l’avez', 'Ny kara-panondronao, raha misy'),
  preuves: t('Les preuves que vous avez : messages, photos, noms des témoins', 'Ny porofo misy : hafatra, sary, anaran’ireo vavolombelona'),
  appel813: t('Appelez le 813 (violences) pour être écoutée et orientée.', 'Antsoy ny 813 (herisetra) mba hohenoina sy hotoroana lalana.'),
  plainte: t(
    'Portez plainte, oralement ou par écrit, à la brigade de gendarmerie ou au commissariat : c’est gratuit.',
    'Mitoria am-bava na an-tsoratra any amin’ny borigadin’ny zandary na ny biraon’ny polisy : maimaim-poana izany.',
  ),
  enquete: t(
    'Les gendarmes écoutent, enquêtent, peuvent arrêter l’auteur et transmettent l’affaire au parquet.',
    'Mihaino, manadihady ny zandary, afaka misambotra ilay nanao ny herisetra ary mandefa ny raharaha any amin’ny fampanoavana.',
  ),
}

const violences: FlowSeed = {
  key: 'violences-ou-aller',
  slug: { fr: 'violences-ou-aller', mg: 'herisetra-aiza-no-mankany' },
  title: t('Violences : où aller', 'Herisetra : aiza no mankany'),
  summary: t(
    'Deux questions pour savoir qui appeler et où aller selon la victime et ce qui s’est passé.',
    'Fanontaniana roa hahafantarana izay antsoina sy izay alehana arakaraka ny niharany sy ny zava-nitranga.',
  ),
  guide: 'violences-basees-sur-le-genre',
  reviewNote: 'Écrit d’après le guide violences-basees-sur-le-genre et ses sources (Torolalana « Ady amin’ny herisetra », copie de février 2026 ; CHU GOB ; La Vérité 2020 ; Madagate 2011). Gratuité : gendarmerie (Torolalana), soins du centre Vonjy (UNICEF 2018), 147 (Madagate 2011). Centre Vonjy hors Antananarivo et Nosy Be : à confirmer.',
  questions: [
    {
      key: 'victime',
      text: t('Qui est la victime ?', 'Iza no niharan’ny herisetra ?'),
      answers: [
        { key: 'enfant', label: t('Un enfant', 'Ankizy'), next: 'enfant' },
        { key: 'adulte', label: t('Une femme ou un homme adulte', 'Vehivavy na lehilahy efa lehibe'), short: t('Un adulte', 'Olon-dehibe'), next: 'quoi' },
      ],
    },
    {
      key: 'quoi',
      text: t('Que s’est-il passé ?', 'Inona no nitranga ?'),
      answers: [
        { key: 'viol', label: t('Un viol ou une agression sexuelle', 'Fanolanana na fanafihana ara-nofo'), short: t('Viol, agression sexuelle', 'Fanolanana'), next: 'viol' },
        { key: 'coups', label: t('Des coups ou des menaces', 'Kapoka na fandrahonana'), next: 'coups' },
        { key: 'argent', label: t('Salaire confisqué, privé d’argent', 'Karama alaina an-tery, tsy omena vola'), short: t('Violence économique', 'Herisetra ara-bola'), next: 'economique' },
      ],
    },
  ],
  outcomes: [
    {
      key: 'enfant',
      title: t('Un enfant est victime ou en danger', 'Ankizy niharan’ny herisetra na atahorana'),
      documents: [vbg.plainteOrale],
      feeAriary: 0,
      feeNote: t('L’appel au 147 est gratuit', 'Maimaim-poana ny antso amin’ny 147'),
      steps: [
        t('Appelez le 147, gratuit et anonyme : la police peut venir mettre l’enfant à l’abri.', 'Antsoy ny 147, maimaim-poana ary tsy ambara anarana : afaka tonga hanavotra ny ankizy ny polisy.'),
        t('En cas de viol, emmenez l’enfant au centre Vonjy (maternité de Befelatanana, Antananarivo).', 'Raha fanolanana, ento any amin’ny foibe Vonjy (toeram-piterahana Befelatanana, Antananarivo) ny ankizy.'),
        vbg.plainte,
      ],
      text: t('Tout témoin peut appeler le 147, pas seulement les parents.', 'Afaka miantso ny 147 ny vavolombelona rehetra, tsy ny ray aman-dreny ihany.'),
    },
    {
      key: 'viol',
      title: t('Viol ou agression sexuelle d’un adulte', 'Fanolanana na fanafihana ara-nofo olon-dehibe'),
      documents: [vbg.plainteOrale, vbg.cin],
      feeAriary: 0,
      feeNote: t('Soins gratuits au centre Vonjy ; plainte gratuite', 'Maimaim-poana ny fitsaboana ao amin’ny foibe Vonjy sy ny fitoriana'),
      office: 'chugob-befelatanana',
      steps: [
        t('Allez vite au centre Vonjy : soins, soutien psychologique et certificat médical au même endroit.', 'Mandehana haingana any amin’ny foibe Vonjy : fitsaboana, fanohanana ara-tsaina ary taratasy avy amin’ny dokotera eo amin’ny toerana iray.'),
        vbg.plainte,
        vbg.enquete,
      ],
      unsure: t('Centre Vonjy : Antananarivo et Nosy Be cités ; ailleurs, à confirmer', 'Foibe Vonjy : Antananarivo sy Nosy Be no voalaza ; any an-kafa, mbola hamafisina'),
    },
    {
      key: 'coups',
      title: t('Coups ou menaces (dans le couple, la famille…)', 'Kapoka na fandrahonana (mpivady, fianakaviana…)'),
      documents: [vbg.plainteOrale, vbg.cin, vbg.preuves],
      feeAriary: 0,
      feeNote: t('Plainte gratuite à la gendarmerie', 'Maimaim-poana ny fitoriana any amin’ny zandary'),
      office: 'gendarmerie-spem-ratsimandrava',
      steps: [
        vbg.appel813,
        t('Faites-vous soigner et demandez un certificat médical si vous êtes blessée.', 'Mitsabo tena ary mangataha taratasy avy amin’ny dokotera raha naratra.'),
        vbg.plainte,
        vbg.enquete,
      ],
    },
    {
      key: 'economique',
      title: t('Violence économique', 'Herisetra ara-bola'),
      documents: [vbg.cin, vbg.preuves],
      steps: [
        vbg.appel813,
        t('Demandez conseil à un centre d’écoute et de conseil juridique (CECJ) ou à une clinique juridique.', 'Mangataha torohevitra any amin’ny foibe fihainoana sy torohevitra ara-dalàna (CECJ) na trano aro zo.'),
        t('La loi de 2019 punit la violence économique : vous pouvez aussi porter plainte.', 'Sazian’ny lalàna tamin’ny 2019 ny herisetra ara-bola : afaka mitory koa ianao.'),
      ],
      unsure: t('Coût du conseil au CECJ non publié', 'Tsy voalaza ny saran’ny torohevitra ao amin’ny CECJ'),
    },
  ],
}

/** Question flows of the guides added by issue 41, batch 2. */
export const flows: FlowSeed[] = [violences]
