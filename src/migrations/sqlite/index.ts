import * as migration_20261121_082133_initial from './20261121_082133_initial';
import * as migration_20261121_084817_search_synonyms from './20261121_084817_search_synonyms';
import * as migration_20261121_091534_messages from './20261121_091534_messages';
import * as migration_20261121_093524_page_views from './20261121_093524_page_views';
import * as migration_20261123_101035_abuse_limits from './20261123_101035_abuse_limits';
import * as migration_20261123_131713_editorial_workflow from './20261123_131713_editorial_workflow';
import * as migration_20261123_143817_change_history_and_scheduling from './20261123_143817_change_history_and_scheduling';
import * as migration_20261123_144531_globals_editorial_stamps from './20261123_144531_globals_editorial_stamps';
import * as migration_20261123_150058_tracker_settings from './20261123_150058_tracker_settings';
import * as migration_20261123_150559_media from './20261123_150559_media';
import * as migration_20261123_151339_link_report from './20261123_151339_link_report';
import * as migration_20261123_154005_emergency_notice from './20261123_154005_emergency_notice';
import * as migration_20261123_154704_page_feedback from './20261123_154704_page_feedback';
import * as migration_20261123_174631_journeys from './20261123_174631_journeys';
import * as migration_20261123_174913_sources_and_marks from './20261123_174913_sources_and_marks';
import * as migration_20261124_061134_sms_channel from './20261124_061134_sms_channel';
import * as migration_20261124_083855_audit_corrections from './20261124_083855_audit_corrections';
import * as migration_20261124_132313_citizen_words from './20261124_132313_citizen_words';
import * as migration_20261124_184207_structured_delay from './20261124_184207_structured_delay';
import * as migration_20261124_191102_feedback_kept from './20261124_191102_feedback_kept';
import * as migration_20261125_014706_statement_marks from './20261125_014706_statement_marks';
import * as migration_20261125_030641_native_review from './20261125_030641_native_review';
import * as migration_20261125_060426_flows from './20261125_060426_flows';
import * as migration_20261125_102200_alerts from './20261125_102200_alerts';
import * as migration_20261125_140100_alert_mail from './20261125_140100_alert_mail';
import * as migration_20261125_173834_alert_guides_expiry_export from './20261125_173834_alert_guides_expiry_export';
import * as migration_20261127_170033_directory_audit from './20261127_170033_directory_audit';
import * as migration_20261128_070241_query_stats_clean from './20261128_070241_query_stats_clean';
import * as migration_20261128_090530_reminders from './20261128_090530_reminders';
import * as migration_20261128_144725_statement_proofs from './20261128_144725_statement_proofs';
import * as migration_20261128_144809_drop_source_supports from './20261128_144809_drop_source_supports';
import * as migration_20261128_150455_flow_fee_from_guide from './20261128_150455_flow_fee_from_guide';
import * as migration_20261128_184442_guide_short_title from './20261128_184442_guide_short_title';

export const migrations = [
  {
    up: migration_20261121_082133_initial.up,
    down: migration_20261121_082133_initial.down,
    name: '20261121_082133_initial',
  },
  {
    up: migration_20261121_084817_search_synonyms.up,
    down: migration_20261121_084817_search_synonyms.down,
    name: '20261121_084817_search_synonyms',
  },
  {
    up: migration_20261121_091534_messages.up,
    down: migration_20261121_091534_messages.down,
    name: '20261121_091534_messages',
  },
  {
    up: migration_20261121_093524_page_views.up,
    down: migration_20261121_093524_page_views.down,
    name: '20261121_093524_page_views',
  },
  {
    up: migration_20261123_101035_abuse_limits.up,
    down: migration_20261123_101035_abuse_limits.down,
    name: '20261123_101035_abuse_limits',
  },
  {
    up: migration_20261123_131713_editorial_workflow.up,
    down: migration_20261123_131713_editorial_workflow.down,
    name: '20261123_131713_editorial_workflow',
  },
  {
    up: migration_20261123_143817_change_history_and_scheduling.up,
    down: migration_20261123_143817_change_history_and_scheduling.down,
    name: '20261123_143817_change_history_and_scheduling',
  },
  {
    up: migration_20261123_144531_globals_editorial_stamps.up,
    down: migration_20261123_144531_globals_editorial_stamps.down,
    name: '20261123_144531_globals_editorial_stamps',
  },
  {
    up: migration_20261123_150058_tracker_settings.up,
    down: migration_20261123_150058_tracker_settings.down,
    name: '20261123_150058_tracker_settings',
  },
  {
    up: migration_20261123_150559_media.up,
    down: migration_20261123_150559_media.down,
    name: '20261123_150559_media',
  },
  {
    up: migration_20261123_151339_link_report.up,
    down: migration_20261123_151339_link_report.down,
    name: '20261123_151339_link_report',
  },
  {
    up: migration_20261123_154005_emergency_notice.up,
    down: migration_20261123_154005_emergency_notice.down,
    name: '20261123_154005_emergency_notice',
  },
  {
    up: migration_20261123_154704_page_feedback.up,
    down: migration_20261123_154704_page_feedback.down,
    name: '20261123_154704_page_feedback',
  },
  {
    up: migration_20261123_174631_journeys.up,
    down: migration_20261123_174631_journeys.down,
    name: '20261123_174631_journeys',
  },
  {
    up: migration_20261123_174913_sources_and_marks.up,
    down: migration_20261123_174913_sources_and_marks.down,
    name: '20261123_174913_sources_and_marks',
  },
  {
    up: migration_20261124_061134_sms_channel.up,
    down: migration_20261124_061134_sms_channel.down,
    name: '20261124_061134_sms_channel',
  },
  {
    up: migration_20261124_083855_audit_corrections.up,
    down: migration_20261124_083855_audit_corrections.down,
    name: '20261124_083855_audit_corrections',
  },
  {
    up: migration_20261124_132313_citizen_words.up,
    down: migration_20261124_132313_citizen_words.down,
    name: '20261124_132313_citizen_words',
  },
  {
    up: migration_20261124_184207_structured_delay.up,
    down: migration_20261124_184207_structured_delay.down,
    name: '20261124_184207_structured_delay',
  },
  {
    up: migration_20261124_191102_feedback_kept.up,
    down: migration_20261124_191102_feedback_kept.down,
    name: '20261124_191102_feedback_kept',
  },
  {
    up: migration_20261125_014706_statement_marks.up,
    down: migration_20261125_014706_statement_marks.down,
    name: '20261125_014706_statement_marks',
  },
  {
    up: migration_20261125_030641_native_review.up,
    down: migration_20261125_030641_native_review.down,
    name: '20261125_030641_native_review',
  },
  {
    up: migration_20261125_060426_flows.up,
    down: migration_20261125_060426_flows.down,
    name: '20261125_060426_flows',
  },
  {
    up: migration_20261125_102200_alerts.up,
    down: migration_20261125_102200_alerts.down,
    name: '20261125_102200_alerts',
  },
  {
    up: migration_20261125_140100_alert_mail.up,
    down: migration_20261125_140100_alert_mail.down,
    name: '20261125_140100_alert_mail',
  },
  {
    up: migration_20261125_173834_alert_guides_expiry_export.up,
    down: migration_20261125_173834_alert_guides_expiry_export.down,
    name: '20261125_173834_alert_guides_expiry_export',
  },
  {
    up: migration_20261127_170033_directory_audit.up,
    down: migration_20261127_170033_directory_audit.down,
    name: '20261127_170033_directory_audit',
  },
  {
    up: migration_20261128_070241_query_stats_clean.up,
    down: migration_20261128_070241_query_stats_clean.down,
    name: '20261128_070241_query_stats_clean',
  },
  {
    up: migration_20261128_090530_reminders.up,
    down: migration_20261128_090530_reminders.down,
    name: '20261128_090530_reminders',
  },
  {
    up: migration_20261128_144725_statement_proofs.up,
    down: migration_20261128_144725_statement_proofs.down,
    name: '20261128_144725_statement_proofs',
  },
  {
    up: migration_20261128_144809_drop_source_supports.up,
    down: migration_20261128_144809_drop_source_supports.down,
    name: '20261128_144809_drop_source_supports',
  },
  {
    up: migration_20261128_150455_flow_fee_from_guide.up,
    down: migration_20261128_150455_flow_fee_from_guide.down,
    name: '20261128_150455_flow_fee_from_guide',
  },
  {
    up: migration_20261128_184442_guide_short_title.up,
    down: migration_20261128_184442_guide_short_title.down,
    name: '20261128_184442_guide_short_title'
  },
];
