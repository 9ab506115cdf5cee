// The Spanish texts by namespace (each file typed against its English one).
import account from "./account";
import browse from "./browse";
import common from "./common";
import content from "./content";
import facts from "./facts";
import fits from "./fits";
import lists from "./lists";
import mail from "./mail";
import place from "./place";

export default { common, facts, fits, browse, place, lists, account, content, mail };
