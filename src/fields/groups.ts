/**
 * The admin menu's groups, in French and Malagasy. Payload groups collections and globals by the
 * group's translated name: each group is defined once here and imported, never written again.
 */
export const contentGroup = { fr: 'Contenu', mg: 'Votoaty' }
export const pagesGroup = { fr: 'Pages', mg: 'Pejy' }
export const directoryGroup = { fr: 'Annuaire', mg: 'Lisitry ny adiresy' }
export const messagesGroup = { fr: 'Messages', mg: 'Hafatra' }
export const settingsGroup = { fr: 'Réglages', mg: 'Fandrindrana' }
export const administrationGroup = { fr: 'Administration', mg: 'Fitantanana' }
