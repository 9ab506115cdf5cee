-- A person's public name is one they chose (decision 0032). Until now sign-up wrote the part of the
-- e-mail address before the @ into "user".name, a social sign-in the provider's profile name, and the
-- pages showed it beside reviews, photos and shared lists. Those names were never chosen here: they
-- are emptied, and the pages show the neutral name until the person chooses one. So is a name that
-- holds an e-mail address, which the display name's rules now refuse.
UPDATE "user" u SET "name" = ''
WHERE u."name" <> ''
  AND (lower(btrim(u."name")) = lower(split_part(u."email", '@', 1))
    OR btrim(u."name") = ''
    OR u."name" ~ '[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+'
    OR EXISTS (SELECT 1 FROM "account" a WHERE a."user_id" = u."id" AND a."provider_id" <> 'credential'));
