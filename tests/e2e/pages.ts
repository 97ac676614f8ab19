/** One representative URL per page type, in both languages. */
export const pageTypes = {
  home: { fr: '/fr/', mg: '/mg/' },
  about: { fr: '/fr/apropos/', mg: '/mg/apropos/' },
  contact: { fr: '/fr/contact/', mg: '/mg/contact/' },
  search: { fr: '/fr/searchResult/?q=passeport', mg: '/mg/searchResult/?q=pasipaoro' },
  services: { fr: '/fr/services/', mg: '/mg/services/' },
  category: { fr: '/fr/services/etat-civil/', mg: '/mg/services/sata-sivily/' },
  service: { fr: '/fr/services/passeport/', mg: '/mg/services/pasipaoro/' },
  guideSources: { fr: '/fr/services/passeport/sources/', mg: '/mg/services/pasipaoro/sources/' },
  directory: { fr: '/fr/services/pharmacies-de-garde/', mg: '/mg/services/farmasia-fiambenana/' },
  regions: { fr: '/fr/services/regions-et-districts/', mg: '/mg/services/faritra-sy-distrika/' },
  journeys: { fr: '/fr/etapes/', mg: '/mg/etapes/' },
  journey: { fr: '/fr/etapes/creer-son-entreprise/', mg: '/mg/etapes/manangana-orinasa/' },
  openData: { fr: '/fr/donnees-ouvertes/', mg: '/mg/donnees-ouvertes/' },
  offline: { fr: '/fr/offline/', mg: '/mg/offline/' },
  notFound: { fr: '/fr/404.html', mg: '/mg/404.html' },
  untranslated: { fr: '/fr/services/guide-seulement-en-francais/', mg: '/mg/services/guide-seulement-en-francais/' },
} as const
