import type { FlowSeed, Localized } from '../../types'

/**
 * Question flows of the guides added by issue 41, batch 7. Exporting: the documents depend on the
 * product (vanilla agrément, handicrafts certificate, phytosanitary certificate). Written from the
 * guides devenir-exportateur, exporter-des-produits-artisanaux and certificat-d-origine and their
 * sources (docs/research/issue41/).
 */

const t = (fr: string, mg: string): Localized<string> => ({ fr, mg })

const common = {
  entreprise: t('NIF, carte statistique et inscription au RCS de l’entreprise', 'NIF, karatra statistika ary fisoratana ao amin’ny RCS an’ny orinasa'),
  facture: t('La facture commerciale en devises, domiciliée dans une banque', 'Ny faktiora ara-barotra amin’ny vola vahiny, voasoratra any amin’ny banky'),
  colisage: t('La liste de poids et de colisage et la note de valeur', 'Ny lisitry ny lanja sy ny fonosana ary ny taratasy milaza ny sanda'),
  origine: t('Le certificat d’origine, si le pays de destination le demande', 'Ny taratasy fanamarinana ny niaviana, raha takian’ny firenena alehany'),
}

const steps = {
  domicilier: t('Faites domicilier la facture par votre banque (plateforme SIG-OC).', 'Asaivo soratan’ny bankinao ny faktiora (sehatra SIG-OC).'),
  douane: t('Déposez la déclaration en douane avec la facture, la liste de colisage et les certificats.', 'Apetraho any amin’ny fadin-tseranana ny fanambarana miaraka amin’ny faktiora, ny lisitry ny fonosana ary ny taratasy fanamarinana.'),
  rapatrier: t('Faites revenir les devises à Madagascar dans les 3 mois après l’embarquement.', 'Ampodio eto Madagasikara ao anatin’ny 3 volana aorian’ny nandefasana ny entana ny vola vahiny.'),
}

export const flows: FlowSeed[] = [
  {
    key: 'exporter-ce-qu-il-vous-faut',
    slug: { fr: 'exporter-ce-qu-il-vous-faut', mg: 'fanondranana-izay-ilainao' },
    title: { fr: 'Exporter : ce qu’il vous faut', mg: 'Fanondranana : izay ilainao' },
    summary: {
      fr: 'Une question sur votre produit pour savoir quelles pièces préparer avant d’exporter.',
      mg: 'Fanontaniana iray momba ny vokatrao mba hahafantarana ny taratasy homanina alohan’ny hanondranana.',
    },
    guide: 'devenir-exportateur',
    reviewNote: 'Agrément vanille : pièces de la campagne 2024-2025 (AllAfrica, 19 juillet 2024), à revoir à chaque campagne. Artisanat : Torolalana (copie du 26 février 2026). Végétaux : certificat phytosanitaire de la Direction de la protection des végétaux (page « Voyageurs » des douanes). Délai de rapatriement de 3 mois : Trésor public.',
    questions: [
      {
        key: 'produit',
        text: { fr: 'Que voulez-vous exporter ?', mg: 'Inona no tianao haondrana ?' },
        answers: [
          { key: 'vanille', label: { fr: 'De la vanille', mg: 'Lavanila' }, next: 'vanille' },
          { key: 'artisanat', label: { fr: 'Des produits artisanaux', mg: 'Vokatra asa-tanana' }, next: 'artisanat' },
          {
            key: 'vegetaux',
            label: { fr: 'Des végétaux : fruits, épices, plantes', mg: 'Zavamaniry : voankazo, zava-manitra, zavamaniry' },
            short: { fr: 'Végétaux', mg: 'Zavamaniry' },
            next: 'vegetaux',
          },
          { key: 'autre', label: { fr: 'Une autre marchandise', mg: 'Entana hafa' }, next: 'autre' },
        ],
      },
    ],
    outcomes: [
      {
        key: 'vanille',
        title: { fr: 'Exporter de la vanille', mg: 'Manondrana lavanila' },
        documents: [
          common.entreprise,
          t('L’agrément d’exportation de vanille du ministère du Commerce (statuts, historique d’activité, certificat d’existence du magasin pour un nouvel exportateur)', 'Ny « agrément » fanondranana lavanila avy amin’ny Ministeran’ny Varotra (sata, tantaran’ny asa, fanamarinana fa misy ny magazay ho an’ny mpanondrana vaovao)'),
          common.facture,
          common.colisage,
          common.origine,
        ],
        steps: [
          t('Demandez l’agrément en ligne pendant la période ouverte par le ministère du Commerce.', 'Angataho an-tserasera ny « agrément » mandritra ny fotoana sokafan’ny Ministeran’ny Varotra.'),
          t('Seuls les détenteurs de l’agrément peuvent ouvrir une domiciliation vanille sur SIG-OC.', 'Ireo manana « agrément » ihany no afaka manokatra domiciliation lavanila ao amin’ny SIG-OC.'),
          steps.douane,
          steps.rapatrier,
        ],
        unsure: { fr: 'Pièces de l’agrément publiées pour la campagne 2024-2025', mg: 'Taratasy ho an’ny « agrément » navoaka ho an’ny taom-pivarotana 2024-2025' },
      },
      {
        key: 'artisanat',
        title: { fr: 'Exporter des produits artisanaux', mg: 'Manondrana vokatra asa-tanana' },
        documents: [
          t('Photocopie de la carte NIF et de la carte statistique', 'Dika mitovy amin’ny karatra NIF sy ny karatra statistika'),
          t('La facture en plusieurs exemplaires, en euros', 'Ny faktiora maromaro, amin’ny euro'),
          t('La domiciliation bancaire si le montant est élevé (seuil dans le guide)', 'Ny domiciliation any amin’ny banky raha be ny vola (jereo ny fetra ao amin’ny torolalana)'),
          t('Le visa des ministères concernés selon le type de produit', 'Ny visa avy amin’ireo ministera voakasika arakaraka ny karazana vokatra'),
          t('Le procès-verbal de constatation et de contrôle des produits', 'Ny fitanana an-tsoratra momba ny fanamarinana sy ny fanaraha-maso ny vokatra'),
        ],
        feeAriary: 0,
        feeNote: t('Certificat du ministère de l’Artisanat et des Métiers, selon le guide officiel Torolalana', 'Taratasy fanamarinana avy amin’ny Ministeran’ny Asa-tanana sy ny Asa-matihanina, araka ny torolalana ofisialy Torolalana'),
        office: 'mam-certification-67ha',
        steps: [
          t('Déposez le dossier à la porte 101 du ministère de l’Artisanat et des Métiers (67 Ha Sud).', 'Apetraho eo amin’ny varavarana 101 ao amin’ny Ministeran’ny Asa-tanana sy ny Asa-matihanina (67 Ha Atsimo) ny antontan-taratasy.'),
          t('Le service de Certification vérifie le dossier et constate les produits.', 'Manamarina ny antontan-taratasy sy ny vokatra ny sampan-draharaha misahana ny fanamarinana.'),
          t('Recevez le certificat, puis passez à la banque et à la douane.', 'Raiso ny taratasy fanamarinana, avy eo mankanesa any amin’ny banky sy ny fadin-tseranana.'),
          steps.rapatrier,
        ],
      },
      {
        key: 'vegetaux',
        title: { fr: 'Exporter des végétaux (fruits, épices, plantes)', mg: 'Manondrana zavamaniry (voankazo, zava-manitra, zavamaniry)' },
        documents: [
          common.entreprise,
          t('Le certificat phytosanitaire de la Direction de la protection des végétaux', 'Ny taratasy fanamarinana ara-pahasalaman’ny zavamaniry avy amin’ny Direction de la protection des végétaux'),
          common.facture,
          common.colisage,
          common.origine,
        ],
        steps: [
          t('Demandez le certificat phytosanitaire (voir le guide « Certificat phytosanitaire »).', 'Angataho ny taratasy fanamarinana ara-pahasalaman’ny zavamaniry (jereo ny torolalana « Certificat phytosanitaire »).'),
          steps.domicilier,
          steps.douane,
          steps.rapatrier,
        ],
      },
      {
        key: 'autre',
        title: { fr: 'Exporter une autre marchandise', mg: 'Manondrana entana hafa' },
        documents: [
          common.entreprise,
          common.facture,
          t('Le visa du ministère technique selon le produit (Mines, Forêts, Pêche…)', 'Ny visa avy amin’ny ministera misahana ny vokatra (Harena an-kibon’ny tany, Ala, Jono…)'),
          common.colisage,
          common.origine,
        ],
        steps: [
          t('Vérifiez si votre produit demande une autorisation, une licence ou des règles de qualité.', 'Jereo raha mila fahazoan-dàlana, « licence » na fitsipika momba ny kalitao ny vokatrao.'),
          steps.domicilier,
          steps.douane,
          steps.rapatrier,
        ],
      },
    ],
  },
]
