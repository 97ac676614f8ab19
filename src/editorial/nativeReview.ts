/**
 * « Malgache relu par un locuteur natif » (issue 26): ticked only once a person whose mother tongue is
 * Malagasy has reread the whole Malagasy text of a guide, a theme or a journey. Editors see the
 * documents not yet reread on their dashboard (src/editorial/worklist.ts); citizens are never told.
 */
import type { Field } from 'payload'

export const nativeReviewField: Field = {
  name: 'mgNativeReviewed',
  type: 'checkbox',
  defaultValue: false,
  label: { fr: 'Malgache relu par un locuteur natif', mg: 'Novakian’ny tompon-teny malagasy' },
  admin: {
    position: 'sidebar',
    description: {
      fr: 'À cocher seulement quand une personne de langue maternelle malgache a relu tout le texte malgache. Les documents non relus sont listés pour les rédacteurs (jamais signalés aux citoyens).',
      mg: 'Asiana marika rehefa nisy olona teny malagasy no tenin-drazany namaky ny lahatsoratra malagasy rehetra. Voatanisa ho an’ny mpanoratra ireo mbola tsy novakiana (tsy aseho ny olom-pirenena mihitsy).',
    },
  },
}
