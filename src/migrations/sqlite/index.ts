import * as migration_20261121_082133_initial from './20261121_082133_initial';

export const migrations = [
  {
    up: migration_20261121_082133_initial.up,
    down: migration_20261121_082133_initial.down,
    name: '20261121_082133_initial'
  },
];
