// One simulated annotator over HTTP: next item on a random instance, submit, until 204.
import { seededRandom } from "../seeded-random";

export type Tally = { statuses: Map<string, number>; submitted: number; errors: string[] };

export const newTally = (): Tally => ({ statuses: new Map(), submitted: 0, errors: [] });

const accuracies = ["correct", "partially_correct", "incorrect"] as const;
const codes = ["MS-CC", "LG-WL2", "SE-HA3"];

/** Few distinct labels, so that some pairs agree and some disagree. */
function randomAnnotation(random: () => number) {
  const accuracy = accuracies[Math.floor(random() * 2)];
  return {
    accuracy,
    error_codes: accuracy === "correct" ? [] : codes.filter(() => random() < 0.3),
  };
}

export async function simulateAnnotator(opts: {
  token: string;
  projectId: number;
  baseUrls: string[];
  seed: number;
  tally: Tally;
  maxSteps: number;
}) {
  const random = seededRandom(opts.seed);
  const headers = { authorization: `Bearer ${opts.token}`, "content-type": "application/json" };
  const call = async (label: string, path: string, body?: unknown) => {
    const base = opts.baseUrls[Math.floor(random() * opts.baseUrls.length)];
    const res = await fetch(base + path, {
      method: "POST",
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const key = `${label} ${res.status}`;
    opts.tally.statuses.set(key, (opts.tally.statuses.get(key) ?? 0) + 1);
    const text = await res.text();
    if (res.status >= 500 || (res.status >= 400 && res.status !== 409))
      opts.tally.errors.push(`${key}: ${text.slice(0, 300)}`);
    return {
      status: res.status,
      json: text ? (JSON.parse(text) as Record<string, unknown>) : null,
    };
  };
  for (let step = 0; step < opts.maxSteps; step++) {
    const next = await call("queue/next", `/api/v1/projects/${opts.projectId}/queue/next`);
    if (next.status === 204) return;
    if (next.status !== 200 || !next.json) return;
    const submit = await call(
      "submit",
      `/api/v1/assignments/${String(next.json.assignment_id)}/submit`,
      {
        annotation: randomAnnotation(random),
        time_spent_ms: Math.floor(random() * 60_000),
      },
    );
    if (submit.status === 201) opts.tally.submitted += 1;
    else return; // a refused submit would hand back the same claim forever
  }
  opts.tally.errors.push(`an annotator was still getting items after ${opts.maxSteps} steps`);
}
