/**
 * A search term as a literal for LIKE/ILIKE (and Prisma's `contains`, which wraps it in `%…%`
 * without escaping): `%`, `_` and the escape character `\` itself match only themselves.
 */
export const escapeLikePattern = (term: string): string => term.replace(/[\\%_]/g, "\\$&");
