/** Citizens' words of the guides added by issue 41, batch 5 (see ../citizenWords.ts). */
export const words: Record<string, { fr: string[]; mg: string[] }> = {}
