/** Route ids are strings; anything but a positive integer is a project that does not exist (NaN → 404). */
export const projectIdParam = (value: string): number => (/^\d+$/.test(value) ? Number(value) : Number.NaN);
