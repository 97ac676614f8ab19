import type { Localized } from '../types'

type HomeSeed = {
  intro: Localized<string>
  information: Localized<{ title: string; text: string; service?: string }[]>
  steps: Localized<{ title: string; text: string }[]>
  request: { text: Localized<string>; linkLabel: Localized<string> }
  newServices: string[]
  popularServices: string[]
  otherServices: string[]
  ministries: string[]
}

export const home: HomeSeed = {
  intro: {
    fr: 'Trouvez les documents à fournir, le coût, le délai et le bon guichet pour vos démarches administratives, en français et en malgache.',
    mg: 'Fantaro ny taratasy tokony homena, ny sarany, ny faharetany ary ny birao tokony hanatonana amin’ny fomba fanao ara-panjakana, amin’ny teny frantsay sy malagasy.',
  },
  information: {
    fr: [
      {
        title: 'Des fiches à vérifier auprès des services',
        text: 'Les montants et délais indiqués sont ceux connus à la date de mise à jour de chaque fiche. Ils peuvent changer : confirmez-les auprès du guichet avant de vous déplacer.',
      },
      {
        title: 'Urgences : les bons numéros',
        text: 'Police, pompiers, hôpitaux et pharmacies de garde : les numéros et adresses utiles sont regroupés sur une seule page, consultable même hors connexion.',
        service: 'numeros-d-urgence',
      },
      {
        title: 'Passeport biométrique',
        text: 'Les pièces à réunir, le coût et les étapes pour demander ou renouveler votre passeport.',
        service: 'passeport',
      },
    ],
    mg: [
      {
        title: 'Taratasy tokony hohamafisina amin’ny sampana',
        text: 'Ny sarany sy ny faharetana voalaza dia ireo fantatra tamin’ny daty nanavaozana ny taratasy tsirairay. Mety miova izy ireo: hamafiso any amin’ny birao alohan’ny handehanana.',
      },
      {
        title: 'Vonjy taitra: ny laharana ilaina',
        text: 'Polisy, mpamonjy voina, hopitaly ary farmasia miambina: voangona amin’ny pejy iray ireo laharana sy adiresy ilaina, azo vakiana na tsy misy aterineto aza.',
        service: 'numeros-d-urgence',
      },
      {
        title: 'Pasipaoro biometrika',
        text: 'Ny taratasy tokony hovorina, ny sarany ary ny dingana hangatahana na hanavaozana ny pasipaoronao.',
        service: 'passeport',
      },
    ],
  },
  steps: {
    fr: [
      { title: 'Trouvez votre démarche', text: 'Cherchez avec vos mots ou parcourez les thèmes.' },
      { title: 'Préparez vos documents', text: 'Imprimez ou notez la liste des pièces à fournir.' },
      { title: 'Allez au bon guichet', text: 'Fokontany, commune, district ou ministère : la fiche vous dit où.' },
      { title: 'Suivez votre dossier', text: 'Gardez le récépissé et notez le délai annoncé.' },
    ],
    mg: [
      { title: 'Tadiavo ny fomba fanao', text: 'Mikaroha amin’ny teninao na jereo ny lohahevitra.' },
      { title: 'Omano ny taratasinao', text: 'Atonta na soraty ny lisitry ny taratasy tokony homena.' },
      { title: 'Manatona ny birao mety', text: 'Fokontany, kaominina, distrika na ministera: lazain’ny taratasy hoe aiza.' },
      { title: 'Araho ny antontan-taratasinao', text: 'Tehirizo ny tapakila fandraisana ary soraty ny fotoana voalaza.' },
    ],
  },
  request: {
    text: {
      fr: 'Vous ne trouvez pas votre réponse, ou vous voulez signaler un problème avec un service public ? Écrivez-nous : chaque message reçoit un numéro de suivi.',
      mg: 'Tsy hitanao ny valiny tadiavinao, na te hanao tatitra momba ny olana amin’ny sampam-panjakana ianao? Manorata aminay: samy mahazo kaody fanarahana ny hafatra tsirairay.',
    },
    linkLabel: { fr: 'Poser une question ou déposer une doléance', mg: 'Hametraka fanontaniana na fitarainana' },
  },
  newServices: ['succession', 'divorce', 'retraite-des-salaries', 'dedouaner-un-colis'],
  popularServices: [
    'acte-de-naissance', 'carte-nationale-d-identite', 'passeport', 'permis-de-conduire',
    'casier-judiciaire-bulletin-n-3', 'certificat-de-residence',
  ],
  otherServices: ['creer-sa-societe', 'numero-d-identification-fiscale', 'titre-foncier', 'vaccination', 'visa-d-hebergement', 'acte-de-mariage'],
  ministries: ['mid', 'justice', 'mae', 'mef', 'sante', 'men', 'mesupres', 'matsf', 'dgi', 'edbm', 'cnaps', 'mediateur'],
}
