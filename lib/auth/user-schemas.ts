import { z } from "zod";

export const roleSchema = z.enum(["admin", "lead", "annotator"]);
export const projectRoleSchema = z.enum(["lead", "annotator", "adjudicator"]);

export const emailSchema = z.string().trim().toLowerCase().email("must be a valid e-mail address").max(254);
export const passwordSchema = z.string().min(10, "must be at least 10 characters").max(200);

export const nameSchema = z.string().trim().min(1, "is required").max(120);

export const createUserSchema = z.strictObject({
  email: emailSchema,
  name: nameSchema,
  role: roleSchema,
  password: passwordSchema,
});
export type CreateUserInput = z.infer<typeof createUserSchema>;

export const signInSchema = z.strictObject({ email: emailSchema, password: z.string().min(1, "is required").max(200) });

export const addMemberSchema = z.strictObject({ email: emailSchema, role: projectRoleSchema });
export type AddMemberInput = z.infer<typeof addMemberSchema>;

const someChange = (v: object) => Object.values(v).some((x) => x !== undefined);

/** PATCH /users/{id}: an admin changes an account; `active: false` deactivates it. */
export const updateUserSchema = z
  .strictObject({ role: roleSchema.optional(), name: nameSchema.optional(), password: passwordSchema.optional(), active: z.boolean().optional() })
  .refine(someChange, "give at least one of role, name, password, active");
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

/** PATCH /projects/{id}/members/{user_id}. Languages (SPEC §1) are not stored yet, so not accepted. */
export const updateMemberSchema = z
  .strictObject({ role: projectRoleSchema.optional(), active: z.boolean().optional() })
  .refine(someChange, "give at least one of role, active");
export type UpdateMemberInput = z.infer<typeof updateMemberSchema>;
