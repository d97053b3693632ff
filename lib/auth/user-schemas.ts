import { z } from "zod";
import { memberLanguagesSchema } from "@/lib/projects/member-languages";
import { isCommonPassword } from "./is-common-password";

const roleSchema = z.enum(["admin", "lead", "annotator"]);
const projectRoleSchema = z.enum(["lead", "annotator", "adjudicator"]);

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .email("must be a valid e-mail address")
  .max(254);
// The one password rule (SPEC §7), applied whenever a password is set; existing users keep
// signing in with theirs (signInSchema does not apply it).
const PASSWORD_MIN_LENGTH = 12;
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200)
  .refine(
    (p) => p.length < PASSWORD_MIN_LENGTH || !isCommonPassword(p),
    "is too common: it is in a list of leaked passwords",
  );

const nameSchema = z.string().trim().min(1, "is required").max(120);

export const createUserSchema = z.strictObject({
  email: emailSchema,
  name: nameSchema,
  role: roleSchema,
  password: passwordSchema,
});

export const signInSchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1, "is required").max(200),
});

export const addMemberSchema = z.strictObject({ email: emailSchema, role: projectRoleSchema });

const someChange = (v: object) => Object.values(v).some((x) => x !== undefined);

/** PATCH /users/{id}: an admin changes an account; `active: false` deactivates it. */
export const updateUserSchema = z
  .strictObject({
    role: roleSchema.optional(),
    name: nameSchema.optional(),
    password: passwordSchema.optional(),
    active: z.boolean().optional(),
  })
  .refine(someChange, "give at least one of role, name, password, active");

/** PATCH /projects/{id}/members/{user_id}; `languages` null or [] clears them (SPEC §1). */
export const updateMemberSchema = z
  .strictObject({
    role: projectRoleSchema.optional(),
    active: z.boolean().optional(),
    languages: memberLanguagesSchema.optional(),
  })
  .refine(someChange, "give at least one of role, active, languages");
