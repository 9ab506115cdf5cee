// The admin panel's tabs: each one's address, its name (in the tab bar and its page's title), and
// what its page is for (the page's description).
import { adminMeta } from "~/lib/seo";

const TABS = [
  ["/admin", "Submissions", "Review the places users have submitted."],
  ["/admin/locations", "Locations", "Add, edit and delete the places of the directory."],
  ["/admin/import", "Import Locations", "Import places into the directory from a CSV file."],
  ["/admin/candidates", "Candidates", "Open-data places waiting to be published, linked or rejected."],
  ["/admin/amenities", "Amenities", "Manage the amenities places can list."],
  ["/admin/reviews", "Reviews", "Owners' reviews and photos waiting for a decision, and readers' reports."],
  ["/admin/reports", "Reports", "Changes visitors reported about places."],
  ["/admin/messages", "Messages", "Messages sent through the contact form."],
] as const;

export const ADMIN_TABS = TABS.map(([to, label, description]) => ({ to, label, description }));

/** The meta tags of a tab's page: its name, its description, its address; never indexed. */
export function tabMeta(to: (typeof TABS)[number][0]) {
  const [path, label, description] = TABS.find((tab) => tab[0] === to) ?? TABS[0];
  return adminMeta(label, description, path);
}
