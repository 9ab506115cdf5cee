// A place's rules are a list of short texts; forms take them one per line.

/** The rules in a text typed one per line: trimmed, list bullets and blank lines left out. */
export function ruleList(text: string | null | undefined): string[] {
  return (text ?? "")
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*[-•*]\s+/, "").trim())
    .filter(Boolean);
}

/** The rules as a form shows them, one per line. */
export function ruleLines(rules: readonly string[]) {
  return rules.join("\n");
}
