-- Open reports show on a place's page ("Reported changes under review"), so a new or resolved
-- report bumps the directory's version stamp and the page cache serves the page afresh.
-- (slug_history needs no trigger: it is only written together with the place it belongs to.)
SELECT track_directory_changes('place_reports');
