/**
 * Public addresses that moved: each former path answers « 301 Moved Permanently » with its new
 * address (src/proxy.ts, before anything else is read), so links in SMS already sent, printed
 * leaflets, bookmarks and search engines keep working. A path is written with its trailing slash;
 * the pages under it move with it (a guide's « sources/ » page) and the query is kept. Never remove
 * an entry: an address once given out stays valid.
 *
 * The catalogue test (src/seed/catalogue.test.ts) checks that each target is a current slug and
 * that no former path is one (no loop).
 */
export type MovedPath = {
  from: string
  to: string
  /** Day the address changed (ISO). */
  since: string
  /** Why, for editors. */
  why: string
}

const glossary39 = 'Issue 39 : le thème prend le terme du glossaire (src/seed/data/glossary.ts) ; son adresse malgache aussi.'

export const movedPaths: MovedPath[] = [
  { from: '/mg/services/sata-sivily/', to: '/mg/services/sora-piankohonana/', since: '2026-11-28', why: `${glossary39} « Sata sivily » → « Sora-piankohonana ».` },
  { from: '/mg/services/fahaolom-pirenena/', to: '/mg/services/zom-pirenena/', since: '2026-11-28', why: `${glossary39} « Fahaolom-pirenena » → « Zom-pirenena ».` },
  { from: '/mg/services/vonjy-maika/', to: '/mg/services/vonjy-taitra/', since: '2026-11-28', why: `${glossary39} « Vonjy maika » → « Vonjy taitra ».` },
  // The French pages answered the Malagasy slug too (it redirected to the French theme): they still do.
  { from: '/fr/services/sata-sivily/', to: '/fr/services/etat-civil/', since: '2026-11-28', why: glossary39 },
  { from: '/fr/services/fahaolom-pirenena/', to: '/fr/services/citoyennete/', since: '2026-11-28', why: glossary39 },
  { from: '/fr/services/vonjy-maika/', to: '/fr/services/urgences/', since: '2026-11-28', why: glossary39 },
  // The birth-certificate guide: « kopia nahaterahana » is the glossary's term (« soratra nahaterahana » a variant).
  { from: '/mg/services/kopia-soratra-nahaterahana/', to: '/mg/services/kopia-nahaterahana/', since: '2026-11-28', why: 'Issue 39 : l’adresse malgache de la fiche prend le terme du glossaire, « kopia nahaterahana ».' },
  { from: '/fr/services/kopia-soratra-nahaterahana/', to: '/fr/services/acte-de-naissance/', since: '2026-11-28', why: 'Issue 39.' },
]
