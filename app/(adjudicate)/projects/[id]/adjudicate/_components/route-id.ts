/** Route ids are strings; anything but a positive integer is something that does not exist (NaN → 404). */
export const routeId = (value: string): number => (/^\d{1,10}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : Number.NaN);
