import type { FlowSeed, Localized } from '../../types'

/**
 * Question flows of the guides added by issue 41, batch 3. The long-stay visa: the documents depend on why
 * the foreigner settles (EDBM's list « Visa ho an’ny fivahiniana maharitra », Malagasy version, read on
 * 2026-11-28; see docs/research/issue41/visa-de-long-sejour.md). Amounts are only in the press: no fee.
 */

const t = (fr: string, mg: string): Localized<string> => ({ fr, mg })

const common = [
  t('6 photos d’identité récentes', 'Sary famantarana vao haingana 6'),
  t('Une demande motivée au ministère de l’Intérieur et de la Décentralisation', 'Fangatahana manazava ny antony ho an’ny ministeran’ny Atitany sy ny Fitsinjaram-pahefana'),
  t('2 fiches de renseignements et 2 engagements sur l’honneur à signature légalisée', 'Filazana fohifohy momba anao 2 sy fiaikena am-boninahitra voamarina sonia 2'),
  t('La copie du passeport (3 premières pages) et du visa transformable avec le cachet d’entrée', 'Dika mitovy ny pasipaoro (pejy 3 voalohany) sy ny visa azo ovaina misy ny fitomboka nidirana'),
  t('Un casier judiciaire de moins de 3 mois, du pays d’origine et traduit en français', 'Firaketana heloka tsy mihoatra ny 3 volana, avy any amin’ny firenena niaviana ary nadika teny frantsay'),
  t('Un certificat de résidence et l’attestation d’inscription au registre des étrangers du district', 'Fanamarinam-ponenana sy fanamarinana fa voasoratra ao amin’ny rejisitry ny vahiny ao amin’ny distrika'),
  t('Le billet retour', 'Tapakila fiverenana'),
]

const steps = {
  visa: t('Avant le départ, demandez un visa transformable à l’ambassade ou au consulat de Madagascar.', 'Alohan’ny handehanana, angataho any amin’ny masoivoho na kaonsily malagasy ny visa azo ovaina.'),
  registre: t('À l’arrivée, faites-vous inscrire au registre des étrangers du district.', 'Rehefa tonga, misorata anarana ao amin’ny rejisitry ny vahiny ao amin’ny distrika.'),
  deposer: t('Dans le mois qui suit l’arrivée, déposez le dossier au service de l’immigration du ministère de l’Intérieur.', 'Ao anatin’ny iray volana aorian’ny nahatongavana, apetraho any amin’ny sampan-draharaha misahana ny fifindra-monina ao amin’ny ministeran’ny Atitany ny antontan-taratasy.'),
  payer: t('Payez les droits du visa et de la carte de résident, et gardez les reçus.', 'Aloavy ny saran’ny visa sy ny karatry ny mponina vahiny, ary tehirizo ny rosia.'),
  retirer: t('Retirez le visa de long séjour et la carte de résident.', 'Alao ny visa fipetrahana maharitra sy ny karatry ny mponina vahiny.'),
}

const unsure = t(
  'Montant des droits et délai non confirmés par une source officielle : voir le guide.',
  'Tsy voamarin’ny loharano ofisialy ny sarany sy ny faharetany : jereo ny torolalana.',
)

export const flows: FlowSeed[] = [
  {
    key: 'visa-de-long-sejour',
    slug: t('visa-de-long-sejour', 'visa-fipetrahana-maharitra'),
    title: t('Visa de long séjour : ce qu’il vous faut', 'Visa fipetrahana maharitra: izay ilainao'),
    summary: t(
      'Une question sur le motif de votre installation donne les pièces du visa de long séjour.',
      'Fanontaniana iray momba ny antony hipetrahanao no manome ny taratasy ilaina amin’ny visa fipetrahana maharitra.',
    ),
    guide: 'visa-de-long-sejour',
    reviewNote: 'Pièces d’après la page EDBM « Visa ho an’ny fivahiniana maharitra » (version malgache) ; cas « autre motif » (retraite, études, mission) : pièces propres non publiées. Droits seulement dans la presse (février 2026) : aucun montant.',
    questions: [
      {
        key: 'motif',
        text: t('Pourquoi vous installez-vous à Madagascar ?', 'Inona no antony hipetrahanao eto Madagasikara ?'),
        answers: [
          { key: 'travail', label: t('Pour travailler comme salarié', 'Hiasa karamaina'), short: t('Salarié', 'Mpiasa'), next: 'travailleur' },
          { key: 'investissement', label: t('Pour investir ou diriger une société', 'Hampiasa vola na hitantana orinasa'), short: t('Investisseur', 'Mpampiasa vola'), next: 'investisseur' },
          { key: 'famille', label: t('Pour rejoindre mon conjoint ou un parent', 'Hanatona ny vadiko na ny ray aman-dreniko'), short: t('Famille', 'Fianakaviana'), next: 'famille' },
          { key: 'autre', label: t('Autre motif (retraite, études, mission)', 'Antony hafa (fisotroan-dronono, fianarana, iraka)'), short: t('Autre motif', 'Antony hafa'), next: 'autre' },
        ],
      },
    ],
    outcomes: [
      {
        key: 'travailleur',
        title: t('Visa de long séjour d’un salarié', 'Visa fipetrahana maharitra ho an’ny mpiasa'),
        documents: [
          ...common,
          t('Le contrat de travail visé par le ministère chargé du Travail', 'Ny fifanarahana momba ny asa voamarin’ny ministera misahana ny Asa'),
          t('L’autorisation de travail délivrée à l’EDBM', 'Ny fahazoan-dàlana hiasa azo ao amin’ny EDBM'),
          t('L’IRSA et la carte fiscale (NIF)', 'Ny IRSA sy ny kara-ketra (NIF)'),
        ],
        office: 'mid-direction-immigration-emigration',
        steps: [
          t('Avant tout, votre employeur demande l’autorisation de travail à l’EDBM.', 'Alohan’ny zavatra rehetra, mangataka ny fahazoan-dàlana hiasa any amin’ny EDBM ny mpampiasa anao.'),
          steps.visa, steps.registre, steps.deposer, steps.payer, steps.retirer,
        ],
        unsure,
      },
      {
        key: 'investisseur',
        title: t('Visa de long séjour d’un investisseur', 'Visa fipetrahana maharitra ho an’ny mpampiasa vola'),
        documents: [
          ...common,
          t('Les statuts, la carte statistique et l’extrait RCS de la société', 'Ny satan’ny orinasa, ny karatra statistika ary ny dika mitovy RCS'),
          t('La carte fiscale (NIF) et l’attestation d’ouverture de compte bancaire de la société', 'Ny kara-ketra (NIF) sy ny fanamarinana fananan’ny orinasa kaonty amin’ny banky'),
          t('Le business plan de la société', 'Ny tombam-bokatry ny fisokafan’ny orinasa (business plan)'),
        ],
        office: 'mid-direction-immigration-emigration',
        steps: [steps.visa, steps.registre, steps.deposer, steps.payer, steps.retirer],
        unsure,
      },
      {
        key: 'famille',
        title: t('Visa de long séjour pour regroupement familial', 'Visa fipetrahana maharitra ho an’ny fampivondronana fianakaviana'),
        documents: [
          ...common,
          t('La copie de l’acte de naissance ou de l’acte de mariage', 'Dika mitovy ny kopia nahaterahana na ny kopia fanambadiana'),
          t('La copie du visa du parent ou du conjoint', 'Dika mitovy ny visan’ny ray aman-dreny na ny vady'),
        ],
        office: 'mid-direction-immigration-emigration',
        steps: [steps.visa, steps.registre, steps.deposer, steps.payer, steps.retirer],
        text: t(
          'Ce visa ne donne pas le droit de travailler : il faut en plus une autorisation de travail.',
          'Tsy manome zo hiasa io visa io : mila fahazoan-dàlana hiasa koa.',
        ),
        unsure,
      },
      {
        key: 'autre',
        title: t('Visa de long séjour, autre motif', 'Visa fipetrahana maharitra, antony hafa'),
        documents: [
          ...common,
          t('Une pièce qui justifie votre motif (attestation de mission, d’inscription, de pension…)', 'Taratasy manamarina ny antony (fanirahana, fisoratana anarana amin’ny fianarana, fisotroan-dronono…)'),
        ],
        office: 'mid-direction-immigration-emigration',
        steps: [steps.visa, steps.registre, steps.deposer, steps.payer, steps.retirer],
        unsure: t(
          'Pièces propres à ce motif non publiées par l’EDBM : demandez-les au ministère. Montant et délai : voir le guide.',
          'Tsy navoakan’ny EDBM ny taratasy manokana ho an’io antony io : anontanio any amin’ny ministera. Sarany sy faharetany : jereo ny torolalana.',
        ),
      },
    ],
  },
]
