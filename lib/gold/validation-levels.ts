// The 1–4 completeness scale of the README validation round (SPEC §3, after FuncRead), with the
// anchors validators see beside each level. Pure: shared by the screen and its tests.

export type ValidationLevel = { rating: 1 | 2 | 3 | 4; title: string; definition: string };

export const validationLevels: readonly ValidationLevel[] = [
  {
    rating: 1,
    title: "Mostly missing",
    definition:
      "Most of what the README says the software does is not in the list, or the list is mostly wrong.",
  },
  {
    rating: 2,
    title: "Major gaps",
    definition:
      "Some main functionalities are there, but several important ones the README states are missing.",
  },
  {
    rating: 3,
    title: "Minor gaps",
    definition:
      "All main functionalities are there; one or a few minor ones are missing or merged.",
  },
  {
    rating: 4,
    title: "Complete",
    definition: "Every functionality the README states is in the list; nothing you would add.",
  },
];
