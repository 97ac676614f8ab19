import { LanguageWarning as LanguageWarning_eaa469b7eb0a55e212d81a3d62a5a08e } from '../../../admin/LanguageWarning'
import { FrenchReference as FrenchReference_3bf2e6f9d2ec23bccfc64e76e068984e } from '../../../admin/FrenchReference'
import { ProofsSidebar as ProofsSidebar_37375f73b488c658fdc5c8249289b68e } from '../../../admin/proofs/ProofsSidebar'
import { SmsPreviewField as SmsPreviewField_dbe4fee7e0bf8252bede7ff5a6823161 } from '../../../admin/SmsPreviewField'
import { StatementPicker as StatementPicker_3443188482c91559f4a7d94987769633 } from '../../../admin/proofs/StatementPicker'
import { SourcePicker as SourcePicker_ccb1573ca4d4ac70bf707821e44cd912 } from '../../../admin/proofs/SourcePicker'
import { ReferenceRowLabel as ReferenceRowLabel_93152fddfecb35bbd8e0785d1025cc68 } from '../../../admin/proofs/ReferenceRowLabel'
import { VersionsWithAuthors as VersionsWithAuthors_a05b8788e6c98938798d29b719dd0ef9 } from '../../../admin/VersionsWithAuthors'
import { AnswerDelivery as AnswerDelivery_d6f60e051e6bd87c046b33dfb0030dd6 } from '../../../admin/AnswerDelivery'
import { MessageHistoryRowLabel as MessageHistoryRowLabel_f1951228934705e585671960f4829297 } from '../../../admin/MessageHistoryRowLabel'
import { ReminderSmsPreview as ReminderSmsPreview_a936f59db49cb96049d0de13c516708e } from '../../../admin/ReminderSmsPreview'
import { Icon as Icon_84dda922d98373f028d0d8df4f27ebbc } from '../../../admin/Graphics'
import { Logo as Logo_84dda922d98373f028d0d8df4f27ebbc } from '../../../admin/Graphics'
import { NavLinks as NavLinks_01a9df7dd30cd430bd06ced3e5f29e90 } from '../../../admin/NavLinks'
import { Worklist as Worklist_787add3b3eb5d7d5b0c9e7b35c309926 } from '../../../admin/Worklist'
import { TranslationStatusView as TranslationStatusView_18dc582baeeb7c68549229d29d1d58b2 } from '../../../admin/TranslationStatusView'
import { AccessDeniedView as AccessDeniedView_4ad89fb8b62a058d3ff7692c04a450ee } from '../../../admin/AccessDeniedView'
import { FeedbackView as FeedbackView_a2b29aab4012beb4e3fd1cf111c202ae } from '../../../admin/FeedbackView'
import { QueryStatsView as QueryStatsView_d7055a511d3d6df29841ccdaa211f5d5 } from '../../../admin/QueryStatsView'
import { CoverageView as CoverageView_9176f1cac81fa8f9ba388bf6e7445a90 } from '../../../admin/CoverageView'
import { AlertsView as AlertsView_2fc32cdf0ce8fec40d978b9c59db2df2 } from '../../../admin/AlertsView'
import { RemindersView as RemindersView_8422760daaaa0bd343b991b8f9b4b267 } from '../../../admin/RemindersView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/admin/LanguageWarning#LanguageWarning": LanguageWarning_eaa469b7eb0a55e212d81a3d62a5a08e,
  "/admin/FrenchReference#FrenchReference": FrenchReference_3bf2e6f9d2ec23bccfc64e76e068984e,
  "/admin/proofs/ProofsSidebar#ProofsSidebar": ProofsSidebar_37375f73b488c658fdc5c8249289b68e,
  "/admin/SmsPreviewField#SmsPreviewField": SmsPreviewField_dbe4fee7e0bf8252bede7ff5a6823161,
  "/admin/proofs/StatementPicker#StatementPicker": StatementPicker_3443188482c91559f4a7d94987769633,
  "/admin/proofs/SourcePicker#SourcePicker": SourcePicker_ccb1573ca4d4ac70bf707821e44cd912,
  "/admin/proofs/ReferenceRowLabel#ReferenceRowLabel": ReferenceRowLabel_93152fddfecb35bbd8e0785d1025cc68,
  "/admin/VersionsWithAuthors#VersionsWithAuthors": VersionsWithAuthors_a05b8788e6c98938798d29b719dd0ef9,
  "/admin/AnswerDelivery#AnswerDelivery": AnswerDelivery_d6f60e051e6bd87c046b33dfb0030dd6,
  "/admin/MessageHistoryRowLabel#MessageHistoryRowLabel": MessageHistoryRowLabel_f1951228934705e585671960f4829297,
  "/admin/ReminderSmsPreview#ReminderSmsPreview": ReminderSmsPreview_a936f59db49cb96049d0de13c516708e,
  "/admin/Graphics#Icon": Icon_84dda922d98373f028d0d8df4f27ebbc,
  "/admin/Graphics#Logo": Logo_84dda922d98373f028d0d8df4f27ebbc,
  "/admin/NavLinks#NavLinks": NavLinks_01a9df7dd30cd430bd06ced3e5f29e90,
  "/admin/Worklist#Worklist": Worklist_787add3b3eb5d7d5b0c9e7b35c309926,
  "/admin/TranslationStatusView#TranslationStatusView": TranslationStatusView_18dc582baeeb7c68549229d29d1d58b2,
  "/admin/AccessDeniedView#AccessDeniedView": AccessDeniedView_4ad89fb8b62a058d3ff7692c04a450ee,
  "/admin/FeedbackView#FeedbackView": FeedbackView_a2b29aab4012beb4e3fd1cf111c202ae,
  "/admin/QueryStatsView#QueryStatsView": QueryStatsView_d7055a511d3d6df29841ccdaa211f5d5,
  "/admin/CoverageView#CoverageView": CoverageView_9176f1cac81fa8f9ba388bf6e7445a90,
  "/admin/AlertsView#AlertsView": AlertsView_2fc32cdf0ce8fec40d978b9c59db2df2,
  "/admin/RemindersView#RemindersView": RemindersView_8422760daaaa0bd343b991b8f9b4b267,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
