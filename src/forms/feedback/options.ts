/** Limits of the "was this page useful?" form (shared by the form, its route and the collection). */
export const FEEDBACK_COMMENT_MAX = 500
export const FEEDBACK_BODY_MAX = 4 * 1024
