import { previewPath } from '@/content/previewPath'
import type { Locale } from '@/i18n/locales'
import type { CollectionConfig, Field } from 'payload'

import { contentEditors, publishedOrStaff } from '@/access'
import { auditAfterChange, auditAfterDelete } from '@/editorial/audit'
import { validateCostSentence, validateMainAmount, validateNoMainAmount, validateStepSentence, validateStepsAgree } from '@/editorial/amounts'
import { validateDocumentsAgree, validateFaqAgree, validateMarkAgree } from '@/editorial/linesAgree'
import { validateDelayFrom, validateDelaySentence, validateDelayTo } from '@/editorial/delays'
import { checkOtherLanguageSentences } from '@/editorial/otherLanguage'
import { changeFields, madagascarDay, recordChange } from '@/editorial/changeHistory'
import { editorialFields, languageWarningField } from '@/editorial/fields'
import { nativeReviewField } from '@/editorial/nativeReview'
import { withFrenchReference } from '@/editorial/frenchReference'
import { refuseDeleteWhileUsed } from '@/editorial/references'
import { contentGroup } from '@/fields/groups'
import { reviewField } from '@/fields/review'
import { FACT_PARTS, factPartLabels, validatePartialDate, validateSourceUrl } from '@/fields/sources'
import { CONFIRMATION_MEANS, confirmationLabels, validateConfirmedBy, validateQuote, validateReferenceSource, validateSourceKey, validateStatementPath } from '@/fields/proofs'
import { MAX_QUOTE } from '@/model/certainty'
import { DOCUMENT_FORMS, documentFormLabels } from '@/model/documents'
import { slugField } from '@/fields/slug'
import { revalidateAfterChange, revalidateAfterDelete } from '@/hooks/revalidateSite'
import { alertFollowersAfterChange } from '@/alerts/guides'
import { hiddenFromNonEditors } from '@/access/roles'
import { citizenWordsField } from '@/fields/citizenWords'
import { DELAY_UNITS, delayUnitLabels } from '@/model/delays'
import { validateSmsText } from '@/fields/smsText'
import { schedulePublish } from '@/admin/dateFields'
import { deadlineField } from '@/fields/deadline'

export const directoryKinds = ['none', 'emergency', 'hospitals', 'ambulances', 'pharmacies', 'regions'] as const

const text = (name: string, label: { fr: string; mg: string }, extra: Partial<Field> = {}): Field =>
  ({ name, type: 'textarea', label, localized: true, required: true, ...extra }) as Field

/** « À confirmer » on one statement: what is unsure, shown beside it to citizens in this language. */
const unsureField = (name = 'unsure', extra: Record<string, unknown> = {}): Field =>
  ({
    name,
    type: 'text',
    maxLength: 200,
    label: { fr: 'À confirmer : ce qui est incertain (affiché aux citoyens)', mg: 'Mbola hamafisina: izay tsy azo antoka (aseho ny olom-pirenena)' },
    admin: { description: { fr: 'Laissez vide quand c’est confirmé. Ex. « montant à confirmer au guichet ». À remplir dans les deux langues.', mg: 'Avelao ho foana raha voamafy. Ohatra « mbola hamafisina eo amin’ny birao ny sarany ». Fenoy amin’ny fiteny roa.' } },
    ...extra,
  }) as Field

/**
 * Read by the site itself (local API) and by staff; not by the anonymous REST API, whose answers
 * they would multiply (a guide's sources and references are 10–20 KB; answers are bounded at
 * 512 KB, src/security/api.ts). The public reads them on the guide's Sources page and in the open API.
 */
const staffOrLocalRead = ({ req }: { req: { user?: unknown; payloadAPI?: string } }) => Boolean(req.user) || req.payloadAPI === 'local'

const serviceFields: Field[] = [
    { name: 'title', type: 'text', label: { fr: 'Titre', mg: 'Lohateny' }, localized: true, required: true },
    {
      // Issue 41: a USSD screen holds 182 characters; with 120+ guides a theme lists up to 18.
      name: 'shortTitle',
      type: 'text',
      localized: true,
      maxLength: 24,
      label: { fr: 'Titre court (USSD)', mg: 'Lohateny fohy (USSD)' },
      admin: { description: { fr: 'Le nom de la démarche dans les menus USSD : 24 caractères au plus, sans le verbe (« Acte de naissance »). Vide : le titre, coupé.', mg: 'Ny anaran’ny fomba fanao ao amin’ny menio USSD: litera 24 farafahabetsany, tsy misy matoanteny (« Kopia nahaterahana »). Raha foana: ny lohateny, tapahina.' } },
    },
    slugField(),
    { name: 'category', type: 'relationship', relationTo: 'categories', label: { fr: 'Thème', mg: 'Lohahevitra' }, required: true, index: true, admin: { position: 'sidebar' } },
    { name: 'ministry', type: 'relationship', relationTo: 'ministries', label: { fr: 'Ministère responsable', mg: 'Ministera tompon’andraikitra' }, admin: { position: 'sidebar' } },
    // What will show « À confirmer » and why, derived from the form as it stands (issue 40).
    { name: 'proofsPanel', type: 'ui', admin: { position: 'sidebar', components: { Field: '/admin/proofs/ProofsSidebar#ProofsSidebar' } } },
    {
      name: 'lastReviewed',
      type: 'date',
      label: { fr: 'Date « Mise à jour » affichée', mg: 'Daty « Nohavaozina » aseho' },
      required: true,
      // A new guide is dated today (in Madagascar); later, each published major change moves it.
      defaultValue: () => madagascarDay(new Date()),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMMM yyyy' }, description: { fr: 'Avancée automatiquement à chaque modification importante publiée.', mg: 'Havaozina ho azy isaky ny misy fanovana lehibe navoaka.' } },
    },
    {
      name: 'verifiedAt',
      type: 'date',
      label: { fr: 'Vérifié le', mg: 'Nohamarinina tamin’ny' },
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMMM yyyy' },
        description: {
          fr: 'Jour où les faits (montants, délais, pièces, lieux, textes) ont été vérifiés auprès des sources. Affiché « Vérifié le … » avec le ministère.',
          mg: 'Andro nanamarinana tamin’ny loharano ireo zava-misy (sarany, faharetany, taratasy, toerana, lalàna). Aseho hoe « Nohamarinina tamin’ny … » miaraka amin’ny ministera.',
        },
      },
    },
    {
      name: 'unconfirmed',
      type: 'select',
      hasMany: true,
      label: { fr: 'À confirmer (affiché aux citoyens)', mg: 'Mbola hamafisina (aseho ny olom-pirenena)' },
      options: FACT_PARTS.map((value) => ({ value, label: factPartLabels[value] })),
      admin: {
        position: 'sidebar',
        description: {
          fr: 'Parties dont un fait n’a pas pu être confirmé : la page publique l’indique à côté (« montant à confirmer au guichet »). Détaillez dans les points à vérifier.',
          mg: 'Ampahany misy zava-misy tsy voamafy: lazain’ny pejy ho an’ny besinimaro eo anilany izany (« mbola hamafisina eo amin’ny birao ny sarany »). Hazavao ao amin’ny « Zavatra hamarinina ».',
        },
      },
    },
    nativeReviewField,
    {
      name: 'directory',
      type: 'select',
      label: { fr: 'Annuaire affiché sous la fiche', mg: 'Lisitra aseho eo ambanin’ny torolalana' },
      defaultValue: 'none',
      options: [
        { label: { fr: 'Aucun', mg: 'Tsy misy' }, value: 'none' },
        { label: { fr: 'Numéros d’urgence', mg: 'Laharana vonjy taitra' }, value: 'emergency' },
        { label: { fr: 'Hôpitaux', mg: 'Hopitaly' }, value: 'hospitals' },
        { label: { fr: 'Ambulances', mg: 'Fiara mpitondra marary' }, value: 'ambulances' },
        { label: { fr: 'Pharmacies de garde', mg: 'Farmasia miambina' }, value: 'pharmacies' },
        { label: { fr: 'Régions et districts', mg: 'Faritra sy distrika' }, value: 'regions' },
      ],
      admin: { position: 'sidebar' },
    },
    reviewField(),
    {
      type: 'tabs',
      tabs: [
        {
          label: { fr: 'Présentation', mg: 'Famelabelarana' },
          fields: [
            text('summary', { fr: 'Résumé (1 à 2 phrases)', mg: 'Famintinana (fehezanteny 1 na 2)' }, { validate: validateNoMainAmount({ fr: 'Résumé', mg: 'Famintinana' }) as never }),
            unsureField('summaryUnsure', { localized: true, validate: validateMarkAgree('summary'), label: { fr: 'Résumé : ce qui reste à confirmer (affiché aux citoyens)', mg: 'Famintinana: izay mbola hamafisina (aseho ny olom-pirenena)' } }),
            text('audience', { fr: 'Qui est concerné ?', mg: 'Iza no voakasika?' }, { validate: validateNoMainAmount({ fr: 'Qui est concerné', mg: 'Iza no voakasika' }) as never }),
            unsureField('audienceUnsure', { localized: true, validate: validateMarkAgree('audience'), label: { fr: 'Qui est concerné : ce qui reste à confirmer (affiché aux citoyens)', mg: 'Iza no voakasika: izay mbola hamafisina (aseho ny olom-pirenena)' } }),
            {
              name: 'smsText',
              type: 'textarea',
              localized: true,
              label: { fr: 'Texte de la réponse par SMS (facultatif)', mg: 'Valiny amin’ny SMS (tsy voatery)' },
              validate: validateSmsText,
              admin: {
                description: {
                  fr: 'Ce que reçoit un téléphone simple qui demande cette démarche par SMS : 300 caractères au plus, sans les accents qu’un téléphone simple n’affiche pas. Laissé vide, la réponse est composée du coût, du délai et du lieu (aperçu ci-dessous). Un montant s’écrit {montant} : le SMS envoie le montant principal.',
                  mg: 'Izay azon’ny finday tsotra mangataka ity fomba fanao ity amin’ny SMS: 300 litera farafahabetsany. Raha avela foana, ny sarany, ny faharetany ary ny toerana no ampiasaina (jereo eto ambany). Ny vola dia soratana hoe {sarany}: ny sarany fototra no alefan’ny SMS.',
                },
                components: { afterInput: ['/admin/SmsPreviewField#SmsPreviewField'] },
              },
            },
            citizenWordsField(),
          ],
        },
        {
          label: { fr: 'Démarche', mg: 'Fomba fanao' },
          fields: [
            {
              name: 'documents',
              type: 'array',
              labels: { singular: { fr: 'Document', mg: 'Antontan-taratasy' }, plural: { fr: 'Documents', mg: 'Antontan-taratasy' } },
              label: { fr: 'Documents à fournir', mg: 'Taratasy tokony homena' },
              localized: true,
              required: true,
              minRows: 1,
              validate: validateDocumentsAgree as never,
              fields: [
                { name: 'item', type: 'text', label: { fr: 'Document', mg: 'Antontan-taratasy' }, required: true, validate: validateNoMainAmount({ fr: 'Document', mg: 'Antontan-taratasy' }, 'text') as never },
                {
                  type: 'row',
                  fields: [
                    { name: 'quantity', type: 'number', min: 1, max: 20, label: { fr: 'Nombre (vide : un)', mg: 'Isany (foana: iray)' }, admin: { width: '30%' } },
                    { name: 'form', type: 'select', label: { fr: 'Forme', mg: 'Endrika' }, options: DOCUMENT_FORMS.map((value) => ({ value, label: documentFormLabels[value] })), admin: { width: '70%' } },
                  ],
                },
                unsureField(),
              ],
            },
            {
              name: 'cost',
              type: 'group',
              label: { fr: 'Coût', mg: 'Sarany' },
              fields: [
                { name: 'free', type: 'checkbox', label: { fr: 'Gratuit', mg: 'Maimaim-poana' }, defaultValue: false },
                {
                  name: 'amountAriary',
                  type: 'number',
                  label: { fr: 'Montant principal (ariary)', mg: 'Sarany fototra (ariary)' },
                  min: 0,
                  validate: validateMainAmount as never,
                  admin: {
                    description: {
                      fr: 'Saisi une seule fois pour les deux langues. Dans les phrases, écrivez {montant} : il y sera remplacé par ce montant.',
                      mg: 'Indray mandeha ihany no soratana ho an’ny fiteny roa. Ao amin’ny fehezanteny, soraty hoe {sarany}: io sarany io no hisolo azy.',
                    },
                  },
                },
                text('details', { fr: 'Détail (timbres fiscaux, variantes)', mg: 'Antsipiriany (hajia, tranga samihafa)' }, { validate: validateCostSentence as never }),
                {
                  name: 'othersPay',
                  type: 'textarea',
                  localized: true,
                  label: { fr: 'Qui d’autre paie quoi (si gratuit pour le citoyen)', mg: 'Iza no mandoa inona (raha maimaim-poana ho an’ny olom-pirenena)' },
                  admin: {
                    condition: (_data: unknown, sibling: { free?: boolean } | undefined) => Boolean(sibling?.free),
                    description: {
                      fr: 'Ex. « L’employeur verse 13 % du salaire et le salarié 1 % ». La page affiche alors « Démarche gratuite » suivi de ce texte.',
                      mg: 'Ohatra « Ny mpampiasa no mandoa ny 13 % amin’ny karama ». Aseho amin’ny pejy hoe « Fomba fanao maimaim-poana » arahin’ity.',
                    },
                  },
                },
              ],
            },
            {
              name: 'delay',
              type: 'group',
              label: { fr: 'Délai habituel', mg: 'Faharetany mahazatra' },
              admin: {
                description: {
                  fr: 'Saisi une seule fois pour les deux langues, quand un chiffre est connu (sinon, laissez vide). Dans les phrases, écrivez {délai} : il y sera remplacé par « 30 à 45 jours » en français et « 30 ka hatramin’ny 45 andro » en malgache.',
                  mg: 'Indray mandeha ihany no soratana ho an’ny fiteny roa, rehefa fantatra ny isa (raha tsy izany, avelao ho foana). Ao amin’ny fehezanteny, soraty hoe {faharetany}: hosoloina hoe « 30 ka hatramin’ny 45 andro » amin’ny teny malagasy sy « 30 à 45 jours » amin’ny teny frantsay.',
                },
              },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'from', type: 'number', min: 0, max: 1000, label: { fr: 'De (ou exactement)', mg: 'Hatramin’ny (na marina)' }, validate: validateDelayFrom as never, admin: { width: '30%' } },
                    { name: 'to', type: 'number', min: 0, max: 1000, label: { fr: 'À (facultatif)', mg: 'Ka hatramin’ny (tsy voatery)' }, validate: validateDelayTo as never, admin: { width: '30%' } },
                    { name: 'unit', type: 'select', label: { fr: 'Unité', mg: 'Singa' }, options: DELAY_UNITS.map((value) => ({ value, label: delayUnitLabels[value] })), admin: { width: '40%' } },
                  ],
                },
              ],
            },
            deadlineField,
            text('processingTime', { fr: 'Délai', mg: 'Faharetany' }, { validate: validateDelaySentence as never }),
            text('whereToApply', { fr: 'Où s’adresser ?', mg: 'Aiza no hanaovana ny fangatahana?' }, { validate: validateNoMainAmount({ fr: 'Où s’adresser', mg: 'Aiza no hanaovana ny fangatahana' }) as never }),
            { name: 'places', type: 'relationship', relationTo: 'places', hasMany: true, label: { fr: 'Lieux', mg: 'Toerana' } },
            {
              name: 'steps',
              type: 'array',
              labels: { singular: { fr: 'Étape', mg: 'Dingana' }, plural: { fr: 'Étapes', mg: 'Dingana' } },
              label: { fr: 'Étapes', mg: 'Dingana' },
              localized: true,
              required: true,
              minRows: 1,
              validate: validateStepsAgree as never,
              fields: [
                { name: 'title', type: 'text', label: { fr: 'Étape', mg: 'Dingana' }, required: true, validate: validateNoMainAmount({ fr: 'Titre de l’étape', mg: 'Lohatenin’ny dingana' }, 'text') as never },
                { name: 'detail', type: 'textarea', label: { fr: 'Détail', mg: 'Antsipiriany' }, validate: validateStepSentence as never },
                {
                  type: 'row',
                  fields: [
                    { name: 'feeAriary', type: 'number', min: 0, max: 100_000_000, label: { fr: 'Coût de l’étape (ariary, 0 : gratuit)', mg: 'Saran’ity dingana ity (ariary, 0: maimaim-poana)' }, admin: { width: '34%' } },
                    { name: 'durationFrom', type: 'number', min: 0, max: 1000, label: { fr: 'Durée : de', mg: 'Faharetany: hatramin’ny' }, admin: { width: '22%' } },
                    { name: 'durationTo', type: 'number', min: 0, max: 1000, label: { fr: 'à', mg: 'ka hatramin’ny' }, admin: { width: '22%' } },
                    { name: 'durationUnit', type: 'select', label: { fr: 'Unité', mg: 'Singa' }, options: DELAY_UNITS.map((value) => ({ value, label: delayUnitLabels[value] })), admin: { width: '22%' } },
                  ],
                },
                { name: 'place', type: 'relationship', relationTo: 'places', label: { fr: 'Bureau (de l’annuaire)', mg: 'Birao (avy ao amin’ny lisitra)' }, admin: { description: { fr: 'Téléphone et horaires viennent de l’annuaire (Lieux).', mg: 'Avy ao amin’ny lisitry ny toerana ny laharana sy ny ora fisokafana.' } } },
                unsureField(),
              ],
            },
            {
              name: 'youReceive',
              type: 'textarea',
              localized: true,
              label: { fr: 'Ce que vous recevez', mg: 'Izay ho azonao' },
              validate: validateNoMainAmount({ fr: 'Ce que vous recevez', mg: 'Izay ho azonao' }) as never,
              admin: { description: { fr: 'Le document ou la décision remis à la fin, et sa durée de validité si elle est connue.', mg: 'Ny taratasy na ny fanapahan-kevitra omena amin’ny farany, sy ny faharetan’ny fahamendrehany raha fantatra.' } },
            },
          ],
        },
        {
          label: { fr: 'Références', mg: 'Fanovozan-kevitra' },
          fields: [
            {
              name: 'legalReferences',
              type: 'array',
              labels: { singular: { fr: 'Texte', mg: 'Lahatsoratra' }, plural: { fr: 'Textes', mg: 'Lahatsoratra' } },
              label: { fr: 'Textes de référence', mg: 'Lahatsoratra mifehy' },
              localized: true,
              fields: [{ name: 'text', type: 'text', label: { fr: 'Texte', mg: 'Lahatsoratra' }, required: true }],
            },
            {
              name: 'faq',
              type: 'array',
              labels: { singular: { fr: 'Question', mg: 'Fanontaniana' }, plural: { fr: 'Questions', mg: 'Fanontaniana' } },
              label: { fr: 'Questions fréquentes', mg: 'Fanontaniana matetika apetraka' },
              localized: true,
              validate: validateFaqAgree as never,
              fields: [
                { name: 'question', type: 'text', label: { fr: 'Question', mg: 'Fanontaniana' }, required: true },
                { name: 'answer', type: 'textarea', label: { fr: 'Réponse', mg: 'Valiny' }, required: true, validate: validateNoMainAmount({ fr: 'Réponse de la question', mg: 'Valin’ny fanontaniana' }) as never },
                unsureField(),
              ],
            },
            {
              name: 'onlineServices',
              type: 'array',
              labels: { singular: { fr: 'Service en ligne', mg: 'Tolotra an-tserasera' }, plural: { fr: 'Services en ligne', mg: 'Tolotra an-tserasera' } },
              label: { fr: 'Services et formulaires en ligne', mg: 'Tolotra sy taratasy fenoina an-tserasera' },
              localized: true,
              fields: [
                { name: 'label', type: 'text', label: { fr: 'Libellé', mg: 'Soratra aseho' }, required: true },
                { name: 'url', type: 'text', label: { fr: 'Adresse', mg: 'Adiresy' }, required: true },
              ],
            },
            { name: 'related', type: 'relationship', relationTo: 'services', hasMany: true, label: { fr: 'Démarches liées', mg: 'Fomba fanao mifandraika' }, maxDepth: 1 },
            {
              name: 'downloads',
              type: 'upload',
              relationTo: 'media',
              hasMany: true,
              maxRows: 10,
              maxDepth: 1,
              label: { fr: 'Formulaires et images', mg: 'Taratasy fenoina sy sary' },
              admin: {
                description: {
                  fr: 'Formulaires PDF à télécharger et images utiles (dans « Images et formulaires »), dans l’ordre d’affichage.',
                  mg: 'Taratasy fenoina PDF azo alaina sy sary ilaina (ao amin’ny « Sary sy taratasy fenoina »), araka ny filaharana hisehoany.',
                },
              },
            },
            {
              name: 'sources',
              type: 'array',
              // As the references: the guide's Sources page and the open API (/api/open/v1) carry them to the public.
              access: { read: staffOrLocalRead },
              labels: { singular: { fr: 'Source', mg: 'Loharano' }, plural: { fr: 'Sources', mg: 'Loharano' } },
              label: { fr: 'Sources consultées', mg: 'Loharano novakiana' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'key', type: 'text', label: { fr: 'Nom court (pour les références)', mg: 'Anarana fohy (ho an’ny fanondroana)' }, validate: validateSourceKey as never, admin: { width: '30%', description: { fr: 'Ex. « torolalana », « cua » : unique dans la fiche.', mg: 'Ohatra « torolalana », « cua »: tokana ato amin’ny torolalana.' } } },
                    { name: 'title', type: 'text', label: { fr: 'Titre', mg: 'Lohateny' }, required: true, admin: { width: '70%' } },
                  ],
                },
                { name: 'publisher', type: 'text', label: { fr: 'Éditeur (ministère, agence, journal…)', mg: 'Mpamoaka' } },
                {
                  name: 'kind',
                  type: 'select',
                  label: { fr: 'Nature', mg: 'Karazana' },
                  defaultValue: 'official',
                  options: [
                    { value: 'official', label: { fr: 'Officielle (ministère, commune, journal officiel, agence)', mg: 'Ofisialy' } },
                    { value: 'office', label: { fr: 'Confirmation du service responsable (téléphone, lettre)', mg: 'Fanamafisan’ny birao tompon’andraikitra' } },
                    { value: 'press', label: { fr: 'Presse', mg: 'Gazety' } },
                    { value: 'secondary', label: { fr: 'Secondaire (autre site)', mg: 'Loharano hafa' } },
                  ],
                },
                {
                  type: 'row',
                  admin: { condition: (_, sibling) => sibling?.kind === 'office' },
                  fields: [
                    { name: 'confirmedBy', type: 'text', maxLength: 200, label: { fr: 'Qui a confirmé, dans quel service', mg: 'Iza no nanamafy, tao amin’ny birao inona' }, validate: validateConfirmedBy as never, admin: { width: '60%' } },
                    {
                      name: 'confirmedHow',
                      type: 'select',
                      label: { fr: 'Comment', mg: 'Ahoana' },
                      options: CONFIRMATION_MEANS.map((value) => ({ value, label: confirmationLabels[value] })),
                      admin: { width: '40%' },
                    },
                  ],
                },
                { name: 'url', type: 'text', label: { fr: 'Adresse', mg: 'Adiresy' }, validate: validateSourceUrl },
                { name: 'seen', type: 'date', label: { fr: 'Consultée (ou confirmée) le', mg: 'Novakiana (na nohamafisina) tamin’ny' }, admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMMM yyyy' } } },
                { name: 'published', type: 'text', label: { fr: 'Date de la source (AAAA, AAAA-MM ou AAAA-MM-JJ)', mg: 'Daty nivoahan’ny loharano' }, validate: validatePartialDate },
              ],
            },
            {
              name: 'references',
              type: 'array',
              maxRows: 400,
              // The site reads them (local API) and the open API carries them per statement; the anonymous
              // REST API does not: they would multiply its answers' size (bounded at 512 KB, src/security/api.ts).
              access: { read: staffOrLocalRead },
              labels: { singular: { fr: 'Preuve', mg: 'Porofo' }, plural: { fr: 'Preuves', mg: 'Porofo' } },
              label: { fr: 'Preuves : chaque information et les mots de la source', mg: 'Porofo: ny fampahalalana tsirairay sy ny tenin’ny loharano' },
              admin: {
                description: {
                  fr: 'Une information n’est affichée comme sûre que si une source officielle (ou le service responsable) la confirme, ou deux sources d’éditeurs différents ; chaque chiffre doit figurer dans la citation. Sinon le site affiche « À confirmer ». Les deux langues partagent les preuves.',
                  mg: 'Tsy aseho ho azo antoka ny fampahalalana raha tsy misy loharano ofisialy (na ny birao tompon’andraikitra) manamafy azy, na loharano roa avy amin’ny mpamoaka samihafa; tsy maintsy hita ao amin’ny teny notsongaina ny isa rehetra. Raha tsy izany dia « Mbola hamafisina » no aseho. Iombonan’ny fiteny roa ny porofo.',
                },
                components: { RowLabel: '/admin/proofs/ReferenceRowLabel#ReferenceRowLabel' },
              },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'statement', type: 'text', required: true, label: { fr: 'Information', mg: 'Fampahalalana' }, validate: validateStatementPath as never, admin: { width: '50%', components: { Field: '/admin/proofs/StatementPicker#StatementPicker' } } },
                    { name: 'source', type: 'text', required: true, label: { fr: 'Source', mg: 'Loharano' }, validate: validateReferenceSource as never, admin: { width: '50%', components: { Field: '/admin/proofs/SourcePicker#SourcePicker' } } },
                  ],
                },
                { name: 'quote', type: 'textarea', required: true, maxLength: MAX_QUOTE, label: { fr: 'Les mots de la source (citation, 300 caractères au plus)', mg: 'Ny tenin’ny loharano (teny notsongaina, litera 300 farafahabetsany)' }, validate: validateQuote as never },
                {
                  type: 'row',
                  fields: [
                    { name: 'where', type: 'text', maxLength: 120, label: { fr: 'Où dans la source (article, section, page)', mg: 'Aiza ao amin’ny loharano (andininy, fizarana, pejy)' }, admin: { width: '60%' } },
                    {
                      name: 'relation',
                      type: 'select',
                      defaultValue: 'supports',
                      label: { fr: 'La source', mg: 'Ny loharano' },
                      options: [
                        { value: 'supports', label: { fr: 'le confirme', mg: 'manamafy izany' } },
                        { value: 'contradicts', label: { fr: 'dit autrement', mg: 'milaza zavatra hafa' } },
                      ],
                      admin: { width: '40%' },
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ]

export const Services: CollectionConfig = {
  slug: 'services',
  labels: { singular: { fr: 'Démarche', mg: 'Fomba fanao' }, plural: { fr: 'Démarches', mg: 'Fomba fanao' } },
  admin: {
    useAsTitle: 'title',
    // « Aperçu »: the saved version on the public layout, for editors only (src/content/preview.ts).
    preview: (doc, { locale }) => previewPath((locale as Locale) || 'fr', 'services', String(doc.id)),
    defaultColumns: ['title', 'category', 'review', '_status', 'updatedAt'],
    listSearchableFields: ['title', 'slug', 'summary'],
    group: contentGroup,
    hidden: hiddenFromNonEditors,
    // The versions with their authors and the languages each changed (src/admin/VersionsWithAuthors.tsx).
    components: { views: { edit: { versions: { Component: '/admin/VersionsWithAuthors#VersionsWithAuthors' } } } },
    description: {
      fr: 'Fiches pratiques. Remplissez chaque section dans les deux langues (sélecteur de langue en haut).',
      mg: 'Torolalana azo ampiharina. Fenoy amin’ny fiteny roa ny fizarana tsirairay (mpifidy fiteny eo ambony).',
    },
  },
  access: { read: publishedOrStaff, create: contentEditors, update: contentEditors, delete: contentEditors },
  // Publish and unpublish at a set time (Payload's jobs, run once across instances: src/editorial/scheduler.ts).
  versions: { drafts: { schedulePublish }, maxPerDoc: 50 },
  // A guide populated as another document's relation (related guides, a journey's steps) brings what
  // lists show, not its whole text: the site reads only these, and depth-1 answers stay small.
  defaultPopulate: { title: true, slug: true, summary: true, category: true },
  // Not a localized field: Payload's REST API, called without ?locale, cannot sort on one.
  defaultSort: '-updatedAt',
  hooks: { beforeChange: [checkOtherLanguageSentences, recordChange()], afterChange: [revalidateAfterChange, auditAfterChange, alertFollowersAfterChange], beforeDelete: [refuseDeleteWhileUsed('services')], afterDelete: [revalidateAfterDelete, auditAfterDelete] },
  // The publish question first in the sidebar, right under the publish button and the language
  // warning; the public history lower down.
  fields: [languageWarningField, ...changeFields().slice(0, 2), ...withFrenchReference(serviceFields), ...changeFields().slice(2), ...editorialFields(serviceFields)],
}
