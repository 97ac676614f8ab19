import type { Localized } from '../types'

export const about: {
  title: Localized<string>
  intro: Localized<string>
  sections: Localized<{ heading: string; body: string }[]>
} = {
  title: { fr: 'À propos de Services publics MG', mg: 'Momba ny Services publics MG' },
  intro: {
    fr: 'Services publics MG explique, en français et en malgache, comment faire les démarches administratives à Madagascar : quels documents fournir, combien cela coûte, combien de temps cela prend et où s’adresser.',
    mg: 'Manazava amin’ny teny frantsay sy malagasy ny Services publics MG ny fomba fanaovana ny fomba fanao ara-panjakana eto Madagasikara: ny taratasy tokony homena, ny sarany, ny faharetany ary ny toerana tokony hanatonana.',
  },
  sections: {
    fr: [
      {
        heading: 'Pour qui ?',
        body: 'Pour tous les citoyens, où qu’ils vivent : le portail est conçu pour les téléphones et les connexions lentes, et les pages déjà consultées restent lisibles sans connexion.',
      },
      {
        heading: 'D’où viennent les informations ?',
        body: 'Chaque fiche est rédigée à partir des textes officiels et des informations publiées par les ministères et institutions, cités dans la rubrique « Sources ».\n\nLes fiches sont données à titre indicatif jusqu’à leur validation par les ministères concernés. Les montants et délais peuvent changer : confirmez-les auprès du guichet.',
      },
      {
        heading: 'Vos données',
        body: 'La lecture du portail ne demande aucun compte. Les messages envoyés par le formulaire de contact ne sont lus que par les agents chargés d’y répondre. Les rappels de dates limites par SMS gardent seulement le numéro et la date donnée, jusqu’au dernier rappel, puis les effacent ; STOP les efface à l’instant. Ils ne sont écrits ni dans les journaux du serveur ni dans les statistiques, qui comptent seulement des rappels envoyés. Le calendrier (.ics) ne demande et ne garde rien.',
      },
      {
        heading: 'Signaler une erreur',
        body: 'Une information est fausse ou dépassée ? Signalez-la par la page Contact en indiquant la fiche concernée.',
      },
    ],
    mg: [
      {
        heading: 'Ho an’iza?',
        body: 'Ho an’ny olom-pirenena rehetra, na aiza na aiza onenany: natao ho an’ny finday sy ny fifandraisana miadana ity vavahadin-tserasera ity, ary mbola azo vakiana na tsy misy aterineto aza ny pejy efa novakiana.',
      },
      {
        heading: 'Avy aiza ny fampahalalana?',
        body: 'Voasoratra avy amin’ny lahatsoratra ofisialy sy ny fampahalalana navoakan’ny ministera sy ny andrim-panjakana ny taratasy tsirairay, voatanisa ao amin’ny fizarana « Loharano ».\n\nNatao ho fampahalalana ireo taratasy ireo mandra-pahazoany fankatoavana avy amin’ny ministera voakasika. Mety miova ny sarany sy ny faharetany: hamafiso any amin’ny birao.',
      },
      {
        heading: 'Ny mombamomba anao',
        body: 'Tsy mila kaonty ny famakiana ity vavahadin-tserasera ity. Ny mpiasa tompon’andraikitra hamaly ihany no mamaky ny hafatra alefa amin’ny taratasy fifandraisana. Ny fampahatsiahivana fe-potoana amin’ny SMS dia mitahiry ny laharana sy ny daty nomena ihany, hatramin’ny fampahatsiahivana farany, dia mamafa azy ireo avy eo; STOP dia mamafa azy avy hatrany. Tsy soratana ao amin’ny diarin’ny mpizara na ao amin’ny antontan’isa izy ireo, izay tsy manisa afa-tsy ny fampahatsiahivana nalefa. Tsy mangataka sy tsy mitahiry na inona na inona ny kalandrie (.ics).',
      },
      {
        heading: 'Hanao tatitra momba ny hadisoana',
        body: 'Diso na efa lany andro ny fampahalalana iray? Lazao anay amin’ny pejy Fifandraisana, ary tondroy ny taratasy voakasika.',
      },
    ],
  },
}
