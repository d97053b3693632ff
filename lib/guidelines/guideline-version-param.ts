import { z } from "zod";

/** A guideline version as a query string or CLI option gives it: a whole number from 1. */
export const guidelineVersionParam = z
  .string()
  .regex(/^[1-9]\d{0,8}$/, "must be a guideline version (1, 2, …)")
  .transform(Number);
