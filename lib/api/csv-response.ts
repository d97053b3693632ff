/** A CSV download (the text from lib/csv/to-csv.ts) as an attachment named `fileName`. */
export function csvResponse(
  csv: string,
  opts: { fileName: string; headers?: Record<string, string> },
): Response {
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${opts.fileName}"`,
      ...opts.headers,
    },
  });
}
