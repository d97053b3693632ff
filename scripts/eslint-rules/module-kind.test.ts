import { describe, expect, it } from "vitest";
import { moduleKind } from "./module-kind";

describe("moduleKind", () => {
  it.each([
    ['import "server-only";\nimport { db } from "@/lib/db";', "server"],
    ["// why this file is server-only\n\n/* more */\nimport 'server-only';", "server"],
    ['"use client";\nimport { useState } from "react";', "client"],
    ["'use server';\nexport async function act() {}", "action"],
    ['import { z } from "zod";\nimport "server-only";', "plain"],
    ['export const x = "use client";', "plain"],
    ["", "plain"],
    ['#!/usr/bin/env node\nimport "server-only";', "server"],
  ])("%j is %s", (source, kind) => {
    expect(moduleKind(source)).toBe(kind);
  });
});
