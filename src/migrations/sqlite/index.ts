import * as migration_20261121_082133_initial from './20261121_082133_initial';
import * as migration_20261121_084817_search_synonyms from './20261121_084817_search_synonyms';
import * as migration_20261121_091534_messages from './20261121_091534_messages';

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
    name: '20261121_091534_messages'
  },
];
