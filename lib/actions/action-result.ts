// The shape every server action returns to its form (types only, safe to import from client code).

export type ActionFailure = {
  ok: false;
  message: string;
  /** Messages per form field name; "" is the form as a whole. */
  fields?: Record<string, string[]>;
  /** What was submitted (never secrets), so the form can show it again after React resets it. */
  values?: Record<string, string>;
};

export type ActionSuccess = { ok: true; message?: string };

export type ActionResult = ActionSuccess | ActionFailure;
