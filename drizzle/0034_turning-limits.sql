-- Fits my dogs (decision 0052): the places with a limit that can turn dogs away (too many dogs, too
-- young, not spayed or neutered, in heat), by those limits. A list filtered by fits my dogs counts
-- the places it leaves out from this index alone: it includes dog_limits, so PostgreSQL reads them
-- without visiting the table, and it holds only the few places with such a limit.
CREATE INDEX "locations_listed_turning_limits_idx" ON "locations" USING btree (((dog_limits -> 'maxDogsPerPerson' ->> 'count')::int),((dog_limits -> 'minAgeMonths' ->> 'months')::int),((dog_limits -> 'spayNeuterRequired') is not null),((dog_limits -> 'noFemalesInHeat') is not null)) INCLUDE ("dog_limits") WHERE status <> 'closed' and dog_limits ?| array['maxDogsPerPerson', 'minAgeMonths', 'spayNeuterRequired', 'noFemalesInHeat'];
