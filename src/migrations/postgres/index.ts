import * as migration_20261121_082136_initial from './20261121_082136_initial';
import * as migration_20261121_084821_search_synonyms from './20261121_084821_search_synonyms';
import * as migration_20261121_091537_messages from './20261121_091537_messages';
import * as migration_20261121_093529_page_views from './20261121_093529_page_views';
import * as migration_20261123_101038_abuse_limits from './20261123_101038_abuse_limits';
import * as migration_20261123_131720_editorial_workflow from './20261123_131720_editorial_workflow';
import * as migration_20261123_143821_change_history_and_scheduling from './20261123_143821_change_history_and_scheduling';
import * as migration_20261123_144536_globals_editorial_stamps from './20261123_144536_globals_editorial_stamps';
import * as migration_20261123_150110_tracker_settings from './20261123_150110_tracker_settings';
import * as migration_20261123_150603_media from './20261123_150603_media';
import * as migration_20261123_151342_link_report from './20261123_151342_link_report';
import * as migration_20261123_154011_emergency_notice from './20261123_154011_emergency_notice';
import * as migration_20261123_154707_page_feedback from './20261123_154707_page_feedback';
import * as migration_20261123_174634_journeys from './20261123_174634_journeys';
import * as migration_20261123_174916_sources_and_marks from './20261123_174916_sources_and_marks';
import * as migration_20261124_061140_sms_channel from './20261124_061140_sms_channel';
import * as migration_20261124_083902_audit_corrections from './20261124_083902_audit_corrections';
import * as migration_20261124_132321_citizen_words from './20261124_132321_citizen_words';
import * as migration_20261124_184215_structured_delay from './20261124_184215_structured_delay';
import * as migration_20261124_191112_feedback_kept from './20261124_191112_feedback_kept';
import * as migration_20261125_014713_statement_marks from './20261125_014713_statement_marks';
import * as migration_20261125_030653_native_review from './20261125_030653_native_review';
import * as migration_20261125_060433_flows from './20261125_060433_flows';
import * as migration_20261125_102246_alerts from './20261125_102246_alerts';
import * as migration_20261125_140111_alert_mail from './20261125_140111_alert_mail';
import * as migration_20261125_173852_alert_guides_expiry_export from './20261125_173852_alert_guides_expiry_export';
import * as migration_20261127_170040_directory_audit from './20261127_170040_directory_audit';
import * as migration_20261128_070254_query_stats_clean from './20261128_070254_query_stats_clean';
import * as migration_20261128_090614_reminders from './20261128_090614_reminders';
import * as migration_20261128_144755_statement_proofs from './20261128_144755_statement_proofs';
import * as migration_20261128_144819_drop_source_supports from './20261128_144819_drop_source_supports';
import * as migration_20261128_150502_flow_fee_from_guide from './20261128_150502_flow_fee_from_guide';
import * as migration_20261128_184454_guide_short_title from './20261128_184454_guide_short_title';

export const migrations = [
  {
    up: migration_20261121_082136_initial.up,
    down: migration_20261121_082136_initial.down,
    name: '20261121_082136_initial',
  },
  {
    up: migration_20261121_084821_search_synonyms.up,
    down: migration_20261121_084821_search_synonyms.down,
    name: '20261121_084821_search_synonyms',
  },
  {
    up: migration_20261121_091537_messages.up,
    down: migration_20261121_091537_messages.down,
    name: '20261121_091537_messages',
  },
  {
    up: migration_20261121_093529_page_views.up,
    down: migration_20261121_093529_page_views.down,
    name: '20261121_093529_page_views',
  },
  {
    up: migration_20261123_101038_abuse_limits.up,
    down: migration_20261123_101038_abuse_limits.down,
    name: '20261123_101038_abuse_limits',
  },
  {
    up: migration_20261123_131720_editorial_workflow.up,
    down: migration_20261123_131720_editorial_workflow.down,
    name: '20261123_131720_editorial_workflow',
  },
  {
    up: migration_20261123_143821_change_history_and_scheduling.up,
    down: migration_20261123_143821_change_history_and_scheduling.down,
    name: '20261123_143821_change_history_and_scheduling',
  },
  {
    up: migration_20261123_144536_globals_editorial_stamps.up,
    down: migration_20261123_144536_globals_editorial_stamps.down,
    name: '20261123_144536_globals_editorial_stamps',
  },
  {
    up: migration_20261123_150110_tracker_settings.up,
    down: migration_20261123_150110_tracker_settings.down,
    name: '20261123_150110_tracker_settings',
  },
  {
    up: migration_20261123_150603_media.up,
    down: migration_20261123_150603_media.down,
    name: '20261123_150603_media',
  },
  {
    up: migration_20261123_151342_link_report.up,
    down: migration_20261123_151342_link_report.down,
    name: '20261123_151342_link_report',
  },
  {
    up: migration_20261123_154011_emergency_notice.up,
    down: migration_20261123_154011_emergency_notice.down,
    name: '20261123_154011_emergency_notice',
  },
  {
    up: migration_20261123_154707_page_feedback.up,
    down: migration_20261123_154707_page_feedback.down,
    name: '20261123_154707_page_feedback',
  },
  {
    up: migration_20261123_174634_journeys.up,
    down: migration_20261123_174634_journeys.down,
    name: '20261123_174634_journeys',
  },
  {
    up: migration_20261123_174916_sources_and_marks.up,
    down: migration_20261123_174916_sources_and_marks.down,
    name: '20261123_174916_sources_and_marks',
  },
  {
    up: migration_20261124_061140_sms_channel.up,
    down: migration_20261124_061140_sms_channel.down,
    name: '20261124_061140_sms_channel',
  },
  {
    up: migration_20261124_083902_audit_corrections.up,
    down: migration_20261124_083902_audit_corrections.down,
    name: '20261124_083902_audit_corrections',
  },
  {
    up: migration_20261124_132321_citizen_words.up,
    down: migration_20261124_132321_citizen_words.down,
    name: '20261124_132321_citizen_words',
  },
  {
    up: migration_20261124_184215_structured_delay.up,
    down: migration_20261124_184215_structured_delay.down,
    name: '20261124_184215_structured_delay',
  },
  {
    up: migration_20261124_191112_feedback_kept.up,
    down: migration_20261124_191112_feedback_kept.down,
    name: '20261124_191112_feedback_kept',
  },
  {
    up: migration_20261125_014713_statement_marks.up,
    down: migration_20261125_014713_statement_marks.down,
    name: '20261125_014713_statement_marks',
  },
  {
    up: migration_20261125_030653_native_review.up,
    down: migration_20261125_030653_native_review.down,
    name: '20261125_030653_native_review',
  },
  {
    up: migration_20261125_060433_flows.up,
    down: migration_20261125_060433_flows.down,
    name: '20261125_060433_flows',
  },
  {
    up: migration_20261125_102246_alerts.up,
    down: migration_20261125_102246_alerts.down,
    name: '20261125_102246_alerts',
  },
  {
    up: migration_20261125_140111_alert_mail.up,
    down: migration_20261125_140111_alert_mail.down,
    name: '20261125_140111_alert_mail',
  },
  {
    up: migration_20261125_173852_alert_guides_expiry_export.up,
    down: migration_20261125_173852_alert_guides_expiry_export.down,
    name: '20261125_173852_alert_guides_expiry_export',
  },
  {
    up: migration_20261127_170040_directory_audit.up,
    down: migration_20261127_170040_directory_audit.down,
    name: '20261127_170040_directory_audit',
  },
  {
    up: migration_20261128_070254_query_stats_clean.up,
    down: migration_20261128_070254_query_stats_clean.down,
    name: '20261128_070254_query_stats_clean',
  },
  {
    up: migration_20261128_090614_reminders.up,
    down: migration_20261128_090614_reminders.down,
    name: '20261128_090614_reminders',
  },
  {
    up: migration_20261128_144755_statement_proofs.up,
    down: migration_20261128_144755_statement_proofs.down,
    name: '20261128_144755_statement_proofs',
  },
  {
    up: migration_20261128_144819_drop_source_supports.up,
    down: migration_20261128_144819_drop_source_supports.down,
    name: '20261128_144819_drop_source_supports',
  },
  {
    up: migration_20261128_150502_flow_fee_from_guide.up,
    down: migration_20261128_150502_flow_fee_from_guide.down,
    name: '20261128_150502_flow_fee_from_guide',
  },
  {
    up: migration_20261128_184454_guide_short_title.up,
    down: migration_20261128_184454_guide_short_title.down,
    name: '20261128_184454_guide_short_title'
  },
];
