import { describe, expect, it } from "vitest";
import { LIST_WORDS } from "./vocabulary";
import { listMessageKey, translateListMessage } from "./list-messages";

describe("the lists' refusals", () => {
  it("are known by their English text", () => {
    expect(listMessageKey(LIST_WORDS.listFull)).toBe("listFull");
    expect(listMessageKey(LIST_WORDS.nameRequired)).toBe("nameRequired");
    expect(listMessageKey("Something else")).toBeNull();
  });

  it("are put into the page's language, and other texts left as they are", () => {
    const t = (key: string) => `es:${key}`;
    expect(translateListMessage(LIST_WORDS.tooManyLists, t)).toBe("es:tooManyLists");
    expect(translateListMessage("Something else", t)).toBe("Something else");
  });
});
