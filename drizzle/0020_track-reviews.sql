-- Published reviews and approved owners' photos show on public pages: a change to either bumps the
-- directory's version stamp, so every instance's page cache sees it on its next request.
SELECT track_directory_changes('place_reviews');
--> statement-breakpoint
SELECT track_directory_changes('review_photos');
