/** JSON array of a dialogue's turns ({role, content}, in order); `dialogueRef` is its item id. */
export const dialogueTurnsSql = (dialogueRef: string) => `COALESCE((
  SELECT json_agg(json_build_object('role', t.role, 'content', t.content) ORDER BY t.position)
    FROM dialogue_turns t WHERE t.dialogue_id = ${dialogueRef}), '[]'::json)`;
