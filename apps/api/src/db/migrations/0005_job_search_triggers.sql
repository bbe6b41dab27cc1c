-- The job search's projection (decision 006), kept by PostgreSQL itself in the writer's transaction, so every
-- writer (API, seeds, psql) leaves it correct: job_search follows jobs, companies (deactivated, restored, renamed, a
-- new logo), the lookups' names and job_applications (the standing count); job_search_tally follows job_search;
-- job_applications.company_id follows the application's job, job_application_tally the applications. The triggers
-- that copy many rows are statement-level with transition tables: a bulk write (a company's hundred jobs, a
-- backfill) costs one set-based statement, not one per row.

-- An application carries its job's company (the Applicants page reads one company's applications in date order).
CREATE FUNCTION job_applications_company() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.company_id := (SELECT j.company_id FROM jobs j WHERE j.id = NEW.job_id);
  RETURN NEW;
END
$$;
--> statement-breakpoint

CREATE TRIGGER job_applications_company_set
BEFORE INSERT OR UPDATE OF job_id ON job_applications
FOR EACH ROW EXECUTE FUNCTION job_applications_company();
--> statement-breakpoint

-- A job moved to another company (only possible by hand) takes its applications with it.
CREATE FUNCTION jobs_move_applications() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE job_applications SET company_id = NEW.company_id WHERE job_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE TRIGGER jobs_company_applications
AFTER UPDATE OF company_id ON jobs
FOR EACH ROW WHEN (OLD.company_id IS DISTINCT FROM NEW.company_id)
EXECUTE FUNCTION jobs_move_applications();
--> statement-breakpoint

UPDATE job_applications a SET company_id = j.company_id FROM jobs j WHERE j.id = a.job_id;
--> statement-breakpoint

-- Keep the rows a search visits narrow: the document and the card (the bulk of a row) go to the TOAST table, the
-- title's terms stay in the row. PostgreSQL runs its toaster only for a row written over 2 kB (TOAST_TUPLE_THRESHOLD;
-- toast_tuple_target lowers the size it then aims for, not that threshold), so job_search_rows() writes a 2 kB
-- filler (toast_pad, STORAGE MAIN: compressed in the row to ~35 bytes) with each new row; updates keep the document
-- and card out because the old row already has them there. A search needs the document only in its GIN index (no
-- recheck for prefix word queries) and the card only for the page's rows, so it reads about a third of the heap
-- pages it would otherwise (decision 006).
ALTER TABLE job_search SET (toast_tuple_target = 128);
--> statement-breakpoint
ALTER TABLE job_search ALTER COLUMN doc SET STORAGE EXTERNAL;
--> statement-breakpoint
ALTER TABLE job_search ALTER COLUMN card SET STORAGE EXTERNAL;
--> statement-breakpoint
ALTER TABLE job_search ALTER COLUMN title_terms SET STORAGE PLAIN;
--> statement-breakpoint
ALTER TABLE job_search ALTER COLUMN toast_pad SET STORAGE MAIN;
--> statement-breakpoint

-- The title's lexemes without positions: what the relevance ordering compares the search words with.
CREATE FUNCTION job_title_terms(p_title text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT strip(to_tsvector('english'::regconfig, portal_strip_html(p_title)))
$$;
--> statement-breakpoint

-- The search row of a job, or none while its company is deactivated. Its columns are job_search's, in order; the
-- last is the filler that sends a new row's document and card to TOAST.
CREATE FUNCTION job_search_rows(j jobs) RETURNS SETOF job_search
LANGUAGE sql STABLE PARALLEL SAFE ROWS 1 AS $$
  SELECT j.id, j.company_id, j.posted, j.submission_deadline, j.job_category_id, j.location_id, j.city_id, j.function_area_id,
         j.contract_type_id, j.min_pay, nullif(j.max_pay, -1),
         coalesce(j.min_pay, nullif(j.max_pay, -1)), coalesce(nullif(j.max_pay, -1), j.min_pay),
         (SELECT count(*)::int FROM job_applications a WHERE a.job_id = j.id AND a.status <> 'Cancelled'),
         job_title_terms(j.title), strip(j.search),
         jsonb_build_object(
           'title', j.title, 'company_name', c.name, 'company_logo', c.logo, 'available_positions', j.available_positions,
           'contract_type', (SELECT ct.name FROM contract_types ct WHERE ct.id = j.contract_type_id),
           'location_name', (SELECT d.name FROM districts d WHERE d.id = j.location_id),
           'city_name', (SELECT ci.name FROM cities ci WHERE ci.id = j.city_id),
           'category_name', (SELECT jc.name FROM job_categories jc WHERE jc.id = j.job_category_id),
           'function_area_name', (SELECT fa.name FROM functional_areas fa WHERE fa.id = j.function_area_id),
           'job_link', j.job_link),
         repeat(' ', 2100)
    FROM companies c
   WHERE c.id = j.company_id AND c.deactivated_at IS NULL
$$;
--> statement-breakpoint

-- jobs → job_search, set-based: one statement per write statement, whatever its number of rows.
CREATE FUNCTION jobs_to_job_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RETURN NULL; -- the foreign key's ON DELETE CASCADE removes the row
  END IF;
  IF TG_OP = 'UPDATE' THEN
    -- A job moved to a deactivated company (only possible by hand) leaves the search.
    DELETE FROM job_search s USING new_rows j, companies c
     WHERE s.job_id = j.id AND c.id = j.company_id AND c.deactivated_at IS NOT NULL;
  END IF;
  INSERT INTO job_search AS s
  SELECT r.* FROM new_rows j CROSS JOIN LATERAL job_search_rows(j) r ORDER BY r.job_id
  ON CONFLICT (job_id) DO UPDATE
     SET company_id = excluded.company_id, posted = excluded.posted, deadline = excluded.deadline,
         category_id = excluded.category_id, district_id = excluded.district_id, city_id = excluded.city_id,
         function_area_id = excluded.function_area_id, contract_type_id = excluded.contract_type_id,
         min_pay = excluded.min_pay, max_pay = excluded.max_pay, pay_low = excluded.pay_low, pay_high = excluded.pay_high,
         title_terms = excluded.title_terms, doc = excluded.doc, card = excluded.card
   WHERE (s.company_id, s.posted, s.deadline, s.category_id, s.district_id, s.city_id, s.function_area_id, s.contract_type_id,
          s.min_pay, s.max_pay, s.title_terms, s.doc, s.card)
         IS DISTINCT FROM
         (excluded.company_id, excluded.posted, excluded.deadline, excluded.category_id, excluded.district_id, excluded.city_id,
          excluded.function_area_id, excluded.contract_type_id, excluded.min_pay, excluded.max_pay, excluded.title_terms, excluded.doc,
          excluded.card);
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE TRIGGER jobs_job_search_insert AFTER INSERT ON jobs
REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION jobs_to_job_search();
--> statement-breakpoint
CREATE TRIGGER jobs_job_search_update AFTER UPDATE ON jobs
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION jobs_to_job_search();
--> statement-breakpoint

-- A deactivated company's jobs leave the search at once; reactivated, they come back.
CREATE FUNCTION companies_to_job_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.deactivated_at IS NOT NULL THEN
    DELETE FROM job_search WHERE company_id = NEW.id;
  ELSE
    INSERT INTO job_search
    SELECT r.* FROM jobs j CROSS JOIN LATERAL job_search_rows(j) r WHERE j.company_id = NEW.id ORDER BY r.job_id
    ON CONFLICT (job_id) DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE TRIGGER companies_job_search_active AFTER UPDATE OF deactivated_at ON companies
FOR EACH ROW WHEN ((OLD.deactivated_at IS NULL) IS DISTINCT FROM (NEW.deactivated_at IS NULL))
EXECUTE FUNCTION companies_to_job_search();
--> statement-breakpoint

-- Cards name the company and the lookups: a new logo (a new name already rewrites the jobs' documents, and so their
-- rows) or a renamed district, town, category, function area or contract type rewrites the cards that show it.
CREATE FUNCTION job_search_refresh_cards(p_job_ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO job_search AS s
  SELECT r.* FROM jobs j CROSS JOIN LATERAL job_search_rows(j) r WHERE j.id = ANY (p_job_ids) ORDER BY r.job_id
  ON CONFLICT (job_id) DO UPDATE SET card = excluded.card WHERE s.card IS DISTINCT FROM excluded.card
$$;
--> statement-breakpoint

CREATE FUNCTION companies_refresh_cards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM job_search_refresh_cards(ARRAY(SELECT s.job_id FROM job_search s WHERE s.company_id = NEW.id));
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE TRIGGER companies_job_search_logo AFTER UPDATE OF logo ON companies
FOR EACH ROW WHEN (OLD.logo IS DISTINCT FROM NEW.logo)
EXECUTE FUNCTION companies_refresh_cards();
--> statement-breakpoint

CREATE FUNCTION lookups_refresh_cards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'districts' THEN
    PERFORM job_search_refresh_cards(ARRAY(SELECT s.job_id FROM job_search s WHERE s.district_id = NEW.id));
  ELSIF TG_TABLE_NAME = 'cities' THEN
    PERFORM job_search_refresh_cards(ARRAY(SELECT s.job_id FROM job_search s WHERE s.city_id = NEW.id));
  ELSIF TG_TABLE_NAME = 'job_categories' THEN
    PERFORM job_search_refresh_cards(ARRAY(SELECT s.job_id FROM job_search s WHERE s.category_id = NEW.id));
  ELSIF TG_TABLE_NAME = 'functional_areas' THEN
    PERFORM job_search_refresh_cards(ARRAY(SELECT s.job_id FROM job_search s WHERE s.function_area_id = NEW.id));
  ELSE
    PERFORM job_search_refresh_cards(ARRAY(SELECT s.job_id FROM job_search s WHERE s.contract_type_id = NEW.id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE TRIGGER districts_job_search_cards AFTER UPDATE OF name ON districts
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
EXECUTE FUNCTION lookups_refresh_cards();
--> statement-breakpoint

CREATE TRIGGER cities_job_search_cards AFTER UPDATE OF name ON cities
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
EXECUTE FUNCTION lookups_refresh_cards();
--> statement-breakpoint

CREATE TRIGGER job_categories_job_search_cards AFTER UPDATE OF name ON job_categories
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
EXECUTE FUNCTION lookups_refresh_cards();
--> statement-breakpoint

CREATE TRIGGER functional_areas_job_search_cards AFTER UPDATE OF name ON functional_areas
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
EXECUTE FUNCTION lookups_refresh_cards();
--> statement-breakpoint

CREATE TRIGGER contract_types_job_search_cards AFTER UPDATE OF name ON contract_types
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
EXECUTE FUNCTION lookups_refresh_cards();
--> statement-breakpoint

-- Applications counted as they come and go: standing ones per job in job_search ("popular": one more or one fewer as
-- an application starts or stops standing), and all of them per company and status in job_application_tally (the
-- Applicants page's total). Rows are changed in key order, so concurrent writers never deadlock.
CREATE FUNCTION job_applications_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE job_search s SET applications = s.applications + d.n
      FROM (SELECT job_id, count(*) AS n FROM new_rows WHERE status <> 'Cancelled' GROUP BY job_id ORDER BY job_id) d
     WHERE s.job_id = d.job_id;
    INSERT INTO job_application_tally AS t (company_id, status, n)
    SELECT company_id, status, count(*) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (company_id, status) DO UPDATE SET n = t.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE job_search s SET applications = s.applications - d.n
      FROM (SELECT job_id, count(*) AS n FROM old_rows WHERE status <> 'Cancelled' GROUP BY job_id ORDER BY job_id) d
     WHERE s.job_id = d.job_id;
    INSERT INTO job_application_tally AS t (company_id, status, n)
    SELECT company_id, status, -count(*) FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (company_id, status) DO UPDATE SET n = t.n + excluded.n;
  ELSE
    UPDATE job_search s SET applications = s.applications + d.n
      FROM (SELECT job_id, sum(n) AS n FROM (
              SELECT job_id, 1 AS n FROM new_rows WHERE status <> 'Cancelled'
              UNION ALL
              SELECT job_id, -1 FROM old_rows WHERE status <> 'Cancelled') x
            GROUP BY job_id HAVING sum(n) <> 0 ORDER BY job_id) d
     WHERE s.job_id = d.job_id;
    INSERT INTO job_application_tally AS t (company_id, status, n)
    SELECT company_id, status, sum(n) FROM (
      SELECT company_id, status, 1 AS n FROM new_rows
      UNION ALL
      SELECT company_id, status, -1 FROM old_rows) x
     GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
    ON CONFLICT (company_id, status) DO UPDATE SET n = t.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint

-- The applications that already exist.
INSERT INTO job_application_tally (company_id, status, n)
SELECT company_id, status, count(*) FROM job_applications GROUP BY 1, 2;
--> statement-breakpoint

CREATE TRIGGER job_applications_counts_insert AFTER INSERT ON job_applications
REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION job_applications_counts();
--> statement-breakpoint
CREATE TRIGGER job_applications_counts_update AFTER UPDATE ON job_applications
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION job_applications_counts();
--> statement-breakpoint
CREATE TRIGGER job_applications_counts_delete AFTER DELETE ON job_applications
REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION job_applications_counts();
--> statement-breakpoint

-- Open jobs counted per deadline day, overall and per value of each filter: the total of a list filtered by at most
-- one of them is a sum over the days from today on. Keys: 0 all, 1 category, 2 district, 3 city, 4 function area,
-- 5 contract type, 6 pay_high, 7 pay_low. Rows are changed in key order, so concurrent writers never deadlock.
CREATE FUNCTION job_search_tally_keys(p_category integer, p_district integer, p_city integer, p_function_area integer,
                                      p_contract_type integer, p_pay_high integer, p_pay_low integer)
RETURNS TABLE (dim smallint, key integer)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT d.dim::smallint, d.key FROM (VALUES
    (0, 0), (1, p_category), (2, p_district), (3, p_city), (4, p_function_area), (5, p_contract_type),
    (6, p_pay_high), (7, p_pay_low)) d(dim, key)
   WHERE d.key IS NOT NULL
$$;
--> statement-breakpoint

CREATE FUNCTION job_search_to_tally() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO job_search_tally AS t (dim, key, deadline, n)
    SELECT k.dim, k.key, r.deadline, count(*) FROM new_rows r
         CROSS JOIN LATERAL job_search_tally_keys(r.category_id, r.district_id, r.city_id, r.function_area_id,
                                                  r.contract_type_id, r.pay_high, r.pay_low) k
     GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (dim, key, deadline) DO UPDATE SET n = t.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO job_search_tally AS t (dim, key, deadline, n)
    SELECT k.dim, k.key, r.deadline, -count(*) FROM old_rows r
         CROSS JOIN LATERAL job_search_tally_keys(r.category_id, r.district_id, r.city_id, r.function_area_id,
                                                  r.contract_type_id, r.pay_high, r.pay_low) k
     GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (dim, key, deadline) DO UPDATE SET n = t.n + excluded.n;
  ELSE
    -- Only rows whose counted columns changed (not, say, their applications): out of the old keys, into the new.
    INSERT INTO job_search_tally AS t (dim, key, deadline, n)
    SELECT x.dim, x.key, x.deadline, sum(x.n) FROM (
      SELECT k.dim, k.key, o.deadline, -1 AS n
        FROM old_rows o JOIN new_rows r USING (job_id)
         CROSS JOIN LATERAL job_search_tally_keys(o.category_id, o.district_id, o.city_id, o.function_area_id,
                                                  o.contract_type_id, o.pay_high, o.pay_low) k
       WHERE (r.deadline, r.category_id, r.district_id, r.city_id, r.function_area_id, r.contract_type_id, r.pay_high,
              r.pay_low)
             IS DISTINCT FROM
             (o.deadline, o.category_id, o.district_id, o.city_id, o.function_area_id, o.contract_type_id, o.pay_high,
              o.pay_low)
      UNION ALL
      SELECT k.dim, k.key, r.deadline, 1
        FROM new_rows r JOIN old_rows o USING (job_id)
         CROSS JOIN LATERAL job_search_tally_keys(r.category_id, r.district_id, r.city_id, r.function_area_id,
                                                  r.contract_type_id, r.pay_high, r.pay_low) k
       WHERE (r.deadline, r.category_id, r.district_id, r.city_id, r.function_area_id, r.contract_type_id, r.pay_high,
              r.pay_low)
             IS DISTINCT FROM
             (o.deadline, o.category_id, o.district_id, o.city_id, o.function_area_id, o.contract_type_id, o.pay_high,
              o.pay_low)
    ) x
     GROUP BY 1, 2, 3 HAVING sum(x.n) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (dim, key, deadline) DO UPDATE SET n = t.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE TRIGGER job_search_tally_insert AFTER INSERT ON job_search
REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION job_search_to_tally();
--> statement-breakpoint
CREATE TRIGGER job_search_tally_update AFTER UPDATE ON job_search
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION job_search_to_tally();
--> statement-breakpoint
CREATE TRIGGER job_search_tally_delete AFTER DELETE ON job_search
REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION job_search_to_tally();
--> statement-breakpoint

-- The jobs that already exist (the triggers above then fill the tally).
INSERT INTO job_search
SELECT r.* FROM jobs j CROSS JOIN LATERAL job_search_rows(j) r ORDER BY r.job_id;
