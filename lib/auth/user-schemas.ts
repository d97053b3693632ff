import { z } from "zod";

export const roleSchema = z.enum(["admin", "lead", "annotator"]);
export const projectRoleSchema = z.enum(["lead", "annotator", "adjudicator"]);

export const emailSchema = z.string().trim().toLowerCase().email("must be a valid e-mail address").max(254);
export const passwordSchema = z.string().min(10, "must be at least 10 characters").max(200);

export const createUserSchema = z.strictObject({
  email: emailSchema,
  name: z.string().trim().min(1, "is required").max(120),
  role: roleSchema,
  password: passwordSchema,
});
export type CreateUserInput = z.infer<typeof createUserSchema>;

export const signInSchema = z.strictObject({ email: emailSchema, password: z.string().min(1, "is required").max(200) });

export const addMemberSchema = z.strictObject({ email: emailSchema, role: projectRoleSchema });
export type AddMemberInput = z.infer<typeof addMemberSchema>;
