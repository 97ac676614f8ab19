import type { EvalQuery } from '../types'

/** Queries for the guides added by issue 41, batch 3 (see ../README.md). */
export const fr: EvalQuery[] = [
  // transfert-de-visa
  { q: 'mon passeport a expiré et mon visa est dessus', expect: ['transfert-de-visa'], kind: 'life-event' },
  { q: 'comment transférer mon visa sur le nouveau passeport', expect: ['transfert-de-visa'], kind: 'question' },
  { q: 'transfert visa nouvo passeport', expect: ['transfert-de-visa'], kind: 'sms-spelling' },
  { q: 'report du visa long séjour passeport périmé', expect: ['transfert-de-visa'], kind: 'noun-form' },
  // visa-de-long-sejour
  { q: 'je veux m installer a madagascar plus de 3 mois quel visa', expect: ['visa-de-long-sejour'], kind: 'life-event' },
  { q: 'comment transformer un visa transformable en long séjour', expect: ['visa-de-long-sejour'], kind: 'question' },
  { q: 'visa lon sejour madagascar', expect: ['visa-de-long-sejour'], kind: 'typo' },
  { q: 'visa immigrant pour travailler a tana', expect: ['visa-de-long-sejour', 'autorisation-de-travail-etranger', 'journey:s-installer-a-madagascar'], kind: 'noun-form', note: 'the journey « S’installer à Madagascar » has the visa and work authorisation steps' },
  // carte-de-resident
  { q: 'ma carte de résident expire le mois prochain', expect: ['carte-de-resident'], kind: 'life-event' },
  { q: 'combien coute la carte de resident biometrique', expect: ['carte-de-resident'], kind: 'question' },
  { q: 'carte de sejour etranger madagascar', expect: ['carte-de-resident', 'visa-de-long-sejour'], kind: 'noun-form' },
  { q: 'carte de residant', expect: ['carte-de-resident'], kind: 'typo' },
  // autorisation-de-travail-etranger
  { q: 'on veut embaucher un français dans notre société', expect: ['autorisation-de-travail-etranger'], kind: 'life-event' },
  { q: 'comment obtenir un permis de travail a madagascar pour un etranger', expect: ['autorisation-de-travail-etranger', 'journey:s-installer-a-madagascar'], kind: 'question', note: 'the journey « S’installer à Madagascar » has the work authorisation step' },
  { q: 'autorisation d emploi expatrié edbm', expect: ['autorisation-de-travail-etranger'], kind: 'abbreviation' },
  { q: 'permi de travaille etranger', expect: ['autorisation-de-travail-etranger'], kind: 'typo' },
  // certificat-d-authenticite-du-permis
  { q: 'je pars travailler au canada et je dois prouver que mon permis est authentique', expect: ['certificat-d-authenticite-du-permis'], kind: 'life-event' },
  { q: 'ou demander le certificat d authenticite du permis de conduire', expect: ['certificat-d-authenticite-du-permis'], kind: 'question' },
  { q: 'certificat autenticité permi', expect: ['certificat-d-authenticite-du-permis'], kind: 'typo' },
  // visite-medicale-du-permis
  { q: 'mon permis medical a expiré le mois dernier', expect: ['visite-medicale-du-permis'], kind: 'life-event' },
  { q: 'combien coute le renouvellement du permis medical a ambohidahy', expect: ['visite-medicale-du-permis'], kind: 'question' },
  { q: 'prolongation permis chauffeur visite medicale bmh', expect: ['visite-medicale-du-permis'], kind: 'abbreviation' },
  { q: 'renouvelé permi medicale', expect: ['visite-medicale-du-permis'], kind: 'sms-spelling' },
  // visiter-les-parcs-nationaux
  { q: 'on veut aller voir les lemuriens a andasibe en famille', expect: ['visiter-les-parcs-nationaux'], kind: 'life-event' },
  { q: 'combien coute l entree au parc de l isalo pour un malgache', expect: ['visiter-les-parcs-nationaux'], kind: 'question' },
  { q: 'tarif mnp 2026', expect: ['visiter-les-parcs-nationaux'], kind: 'abbreviation' },
  { q: 'pris entré parc nationnal', expect: ['visiter-les-parcs-nationaux'], kind: 'typo' },
  // echange-de-permis-etranger
  { q: 'je m installe a tana avec mon permis francais', expect: ['echange-de-permis-etranger'], kind: 'life-event' },
  { q: 'comment echanger un permis etranger contre un permis malgache', expect: ['echange-de-permis-etranger'], kind: 'question' },
  { q: 'conversion permis europeen madagascar', expect: ['echange-de-permis-etranger'], kind: 'noun-form' },
  // permis-de-conduire-international
  { q: 'je vais en france pour 6 mois est ce que je peux conduire avec mon permis malgache', expect: ['permis-de-conduire-international', 'certificat-d-authenticite-du-permis'], kind: 'life-event' },
  { q: 'ou faire le permis international a tana', expect: ['permis-de-conduire-international'], kind: 'question' },
  { q: 'permis internationnal', expect: ['permis-de-conduire-international'], kind: 'typo' },
  // laissez-passer
  { q: 'mon patron au liban a garde mon passeport je veux rentrer', expect: ['laissez-passer'], kind: 'life-event' },
  { q: 'comment rentrer a madagascar si mon passeport est expire et ma mere est malade', expect: ['laissez-passer', 'passeport'], kind: 'question' },
  { q: 'laisser passer ambassade madagascar', expect: ['laissez-passer'], kind: 'spelling-variant' },
]
export const mg: EvalQuery[] = [
  // transfert-de-visa
  { q: 'lany daty ny pasipaoroko nefa ao ny visa', expect: ['transfert-de-visa'], kind: 'life-event' },
  { q: 'ahoana no hamindrana visa amin pasipaoro vaovao', expect: ['transfert-de-visa'], kind: 'question' },
  { q: 'famindrana visa vahiny', expect: ['transfert-de-visa'], kind: 'noun-form' },
  { q: 'afindra ny visako', expect: ['transfert-de-visa'], kind: 'affix' },
  // visa-de-long-sejour
  { q: 'vahiny te hipetraka eto madagasikara mihoatra 3 volana', expect: ['visa-de-long-sejour'], kind: 'life-event' },
  { q: 'ahoana no hanovana visa ho visa maharitra', expect: ['visa-de-long-sejour'], kind: 'question' },
  { q: 'visa fipetrahana maharitra vahiny', expect: ['visa-de-long-sejour'], kind: 'noun-form' },
  { q: 'hovaina ho long sejour ny visako', expect: ['visa-de-long-sejour'], kind: 'affix' },
  // carte-de-resident
  { q: 'tapitra ny karatra vahiny an ny vadiko', expect: ['carte-de-resident'], kind: 'life-event' },
  { q: 'aiza no manavao karatra mponina vahiny', expect: ['carte-de-resident'], kind: 'question' },
  { q: 'carte de resident vazaha', expect: ['carte-de-resident'], kind: 'regional' },
  { q: 'hanavaozako ny karatra fipetrahana', expect: ['carte-de-resident'], kind: 'affix' },
  // autorisation-de-travail-etranger
  { q: 'te hampiasa vahiny ao amin ny orinasako', expect: ['autorisation-de-travail-etranger'], kind: 'life-event' },
  { q: 'ahoana no ahazoan ny vahiny fahazoan dalana hiasa', expect: ['autorisation-de-travail-etranger'], kind: 'question' },
  { q: 'permis de travail vazaha', expect: ['autorisation-de-travail-etranger'], kind: 'regional' },
  { q: 'mpiasa vahiny tsy manana taratasy', expect: ['autorisation-de-travail-etranger'], kind: 'noun-form' },
  // certificat-d-authenticite-du-permis
  { q: 'handeha any ivelany aho ka mila manamarina ny permis', expect: ['certificat-d-authenticite-du-permis'], kind: 'life-event' },
  { q: 'aiza no maka fanamarinana fa marina ny permis', expect: ['certificat-d-authenticite-du-permis'], kind: 'question' },
  { q: 'hanamarinana ny fahazoan-dalana mitondra fiara', expect: ['certificat-d-authenticite-du-permis'], kind: 'affix' },
  // visite-medicale-du-permis
  { q: 'tapitra ny permis medical-ko', expect: ['visite-medicale-du-permis'], kind: 'life-event' },
  { q: 'ohatrinona ny manavao permis medical', expect: ['visite-medicale-du-permis'], kind: 'question' },
  { q: 'hanavaozako ny permis lany daty', expect: ['visite-medicale-du-permis', 'permis-de-conduire'], kind: 'affix' },
  // visiter-les-parcs-nationaux
  { q: 'te hitsidika gidro any andasibe izahay', expect: ['visiter-les-parcs-nationaux'], kind: 'life-event' },
  { q: 'ohatrinona ny fidirana any isalo', expect: ['visiter-les-parcs-nationaux'], kind: 'question' },
  { q: 'valanjavaboary tapakila', expect: ['visiter-les-parcs-nationaux'], kind: 'spelling-variant' },
  { q: 'hitsidihana valan-javaboary', expect: ['visiter-les-parcs-nationaux'], kind: 'affix' },
  // echange-de-permis-etranger
  { q: 'vazaha mipetraka eto te hitondra fiara', expect: ['echange-de-permis-etranger'], kind: 'regional' },
  { q: 'ahoana no hanakalozana permis vahiny', expect: ['echange-de-permis-etranger'], kind: 'question' },
  { q: 'hanakalo ny permis frantsay', expect: ['echange-de-permis-etranger'], kind: 'affix' },
  // permis-de-conduire-international
  { q: 'handeha any frantsa aho ka te hitondra fiara any', expect: ['permis-de-conduire-international', 'certificat-d-authenticite-du-permis'], kind: 'life-event' },
  { q: 'aiza no maka permis international', expect: ['permis-de-conduire-international'], kind: 'question' },
  { q: 'fahazoan dalana iraisam pirenena', expect: ['permis-de-conduire-international'], kind: 'spelling-variant' },
  // laissez-passer
  { q: 'very ny pasipaoroko any ivelany te hody aho', expect: ['laissez-passer'], kind: 'life-event' },
  { q: 'ahoana no hodiana raha lany daty ny pasipaoro', expect: ['laissez-passer', 'passeport'], kind: 'question' },
  { q: 'laisser passer masoivoho', expect: ['laissez-passer'], kind: 'noun-form' },
]
