// Shared styling for item views. Global CSS can only be imported from app/layout, so the
// highlight.js theme and the markdown typography are Tailwind arbitrary variants on a container.

/** Text font stack covering Latin, Cyrillic, Greek and CJK without web fonts. */
export const textFontStack =
  'system-ui, -apple-system, "Segoe UI", "Noto Sans", "Noto Sans CJK SC", "Noto Sans CJK JP", "Noto Sans CJK KR", "PingFang SC", "Hiragino Sans", "Microsoft YaHei", "Malgun Gothic", "DejaVu Sans", sans-serif';

/** Monospace stack; CJK glyphs in comments fall back to a CJK monospace/sans font. */
export const monoFontStack =
  'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", "DejaVu Sans Mono", "Noto Sans Mono", "Noto Sans Mono CJK SC", "Noto Sans CJK SC", monospace';

/** Light highlight.js theme (token classes produced by lib/render/highlight-code). */
export const hljsThemeClass = [
  "text-slate-800",
  "[&_.hljs-keyword]:text-purple-700 [&_.hljs-selector-tag]:text-purple-700 [&_.hljs-meta_.hljs-keyword]:text-purple-700",
  "[&_[class*=hljs-built]]:text-cyan-700 [&_.hljs-type]:text-cyan-700",
  "[&_.hljs-title]:text-blue-700 [&_.hljs-section]:text-blue-700 [&_.hljs-section]:font-semibold [&_.hljs-selector-class]:text-blue-700 [&_.hljs-selector-id]:text-blue-700",
  "[&_.hljs-string]:text-emerald-700 [&_.hljs-regexp]:text-emerald-700 [&_.hljs-char]:text-emerald-700 [&_.hljs-meta_.hljs-string]:text-emerald-700",
  "[&_.hljs-number]:text-amber-700 [&_.hljs-literal]:text-amber-700 [&_.hljs-bullet]:text-amber-700 [&_.hljs-symbol]:text-amber-700",
  "[&_.hljs-comment]:text-slate-500 [&_.hljs-comment]:italic [&_.hljs-quote]:text-slate-500 [&_.hljs-quote]:italic",
  "[&_.hljs-doctag]:text-purple-600 [&_.hljs-doctag]:not-italic [&_.hljs-meta]:text-slate-600",
  "[&_.hljs-attr]:text-sky-700 [&_.hljs-attribute]:text-sky-700 [&_.hljs-property]:text-sky-700",
  "[&_.hljs-variable]:text-orange-700 [&_.hljs-template-variable]:text-orange-700 [&_.hljs-link]:text-sky-700 [&_.hljs-link]:underline",
  "[&_.hljs-tag]:text-rose-700 [&_.hljs-name]:text-rose-700",
  "[&_.hljs-emphasis]:italic [&_.hljs-strong]:font-semibold",
  "[&_.hljs-addition]:bg-green-50 [&_.hljs-addition]:text-green-800 [&_.hljs-deletion]:bg-red-50 [&_.hljs-deletion]:text-red-800",
].join(" ");

/** Typography for sanitized markdown HTML (a small `prose`). */
export const markdownClass = [
  "min-w-0 break-words text-[15px] leading-relaxed text-slate-800",
  "[&>:first-child]:mt-0 [&>:last-child]:mb-0",
  "[&_h1]:mt-6 [&_h1]:mb-3 [&_h1]:border-b [&_h1]:border-slate-200 [&_h1]:pb-1 [&_h1]:text-2xl [&_h1]:font-semibold",
  "[&_h2]:mt-6 [&_h2]:mb-3 [&_h2]:border-b [&_h2]:border-slate-200 [&_h2]:pb-1 [&_h2]:text-xl [&_h2]:font-semibold",
  "[&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold",
  "[&_h4]:mt-4 [&_h4]:mb-2 [&_h4]:font-semibold [&_h5]:mt-4 [&_h5]:font-semibold [&_h6]:mt-4 [&_h6]:font-semibold [&_h6]:text-slate-600",
  "[&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1",
  "[&_li:has(>input)]:list-none [&_li>input]:mr-1.5 [&_li>input]:align-middle",
  "[&_a]:text-blue-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-blue-900",
  "[&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-4 [&_blockquote]:text-slate-600",
  "[&_code]:font-mono [&_code]:text-[0.9em]",
  "[&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-slate-100 [&_:not(pre)>code]:px-1 [&_:not(pre)>code]:py-0.5",
  "[&_pre]:my-3 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:border [&_pre]:border-slate-200 [&_pre]:bg-slate-50 [&_pre]:p-3 [&_pre]:text-[13px] [&_pre]:leading-snug",
  "[&_table]:my-3 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:border-collapse",
  "[&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-50 [&_th]:px-2 [&_th]:py-1 [&_th]:font-semibold",
  "[&_td]:border [&_td]:border-slate-300 [&_td]:px-2 [&_td]:py-1",
  "[&_.external-image]:inline-block [&_.external-image]:max-w-full [&_.external-image]:break-all [&_.external-image]:rounded [&_.external-image]:border [&_.external-image]:border-dashed [&_.external-image]:border-slate-300 [&_.external-image]:bg-slate-50 [&_.external-image]:px-1.5 [&_.external-image]:text-xs [&_.external-image]:text-slate-600",
  "[&_hr]:my-5 [&_hr]:border-slate-200",
  "[&_kbd]:rounded [&_kbd]:border [&_kbd]:border-slate-300 [&_kbd]:bg-slate-50 [&_kbd]:px-1 [&_kbd]:text-[0.85em]",
  "[&_details]:my-3 [&_summary]:cursor-pointer [&_summary]:font-medium [&_mark]:bg-yellow-100",
  "[&_dt]:font-semibold [&_dd]:ml-4 [&_sub]:text-[0.75em] [&_sup]:text-[0.75em]",
  hljsThemeClass,
].join(" ");

/** Small rounded pill used by badges. */
export const pillClass =
  "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset";
