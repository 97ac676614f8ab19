import * as migration_20261121_082136_initial from './20261121_082136_initial';

export const migrations = [
  {
    up: migration_20261121_082136_initial.up,
    down: migration_20261121_082136_initial.down,
    name: '20261121_082136_initial'
  },
];
