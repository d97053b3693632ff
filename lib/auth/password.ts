import bcrypt from "bcryptjs";

// bcrypt cost 11 ≈ 0.15 s here: slow for guessing, fast enough for sign-in.
const COST = 11;

export const hashPassword = (password: string) => bcrypt.hash(password, COST);
export const verifyPassword = (password: string, hash: string) => bcrypt.compare(password, hash);
