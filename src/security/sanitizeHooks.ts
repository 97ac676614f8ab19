import type { CollectionConfig, GlobalConfig } from 'payload'

import { stripControlCharactersDeep } from './text'

/**
 * Every collection and global strips control characters from what is written to it
 * (staff and citizens alike), before validation: NUL bytes, terminal escapes and direction
 * overrides never reach the database, an export or a log.
 */
export function withCleanText<T extends CollectionConfig | GlobalConfig>(config: T): T {
  const clean = ({ data }: { data?: unknown }) => (data ? stripControlCharactersDeep(data) : data)
  return {
    ...config,
    hooks: { ...config.hooks, beforeValidate: [clean, ...(config.hooks?.beforeValidate ?? [])] },
  } as T
}
