export declare const RENDER_ENV: readonly string[]
export declare const OTHER_ENV: readonly string[]
export declare function renderFingerprint(env?: Record<string, string | undefined>): string
export declare function renderNamespace(env?: Record<string, string | undefined>): string
