// Class strings shared by the UI primitives, so links styled as buttons match real buttons.

export const focusRing =
  "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2";

const base = `inline-flex items-center justify-center gap-1.5 rounded-md font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${focusRing}`;

const buttonVariants = {
  primary: `${base} bg-indigo-600 text-white shadow-sm hover:bg-indigo-700`,
  secondary: `${base} border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50`,
  danger: `${base} border border-red-300 bg-white text-red-700 hover:bg-red-50`,
  ghost: `${base} text-slate-700 hover:bg-slate-100`,
} as const;

const buttonSizes = { sm: "px-2.5 py-1 text-sm", md: "px-4 py-2 text-sm" } as const;

export type ButtonVariant = keyof typeof buttonVariants;
export type ButtonSize = keyof typeof buttonSizes;

export const buttonClass = (variant: ButtonVariant = "primary", size: ButtonSize = "md") =>
  `${buttonVariants[variant]} ${buttonSizes[size]}`;

export const controlClass =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-200 aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus:ring-red-200";

// Underlined: a link in running text must not be told apart by colour alone (WCAG 1.4.1).
export const linkClass = `rounded-sm text-indigo-700 underline underline-offset-2 hover:decoration-2 ${focusRing}`;
